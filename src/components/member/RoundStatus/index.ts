export * from './RoundStatus'
