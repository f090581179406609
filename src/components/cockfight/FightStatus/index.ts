export * from './FightStatus'
