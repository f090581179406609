export * from './DiceResult'
