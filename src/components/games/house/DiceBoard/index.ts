export * from './DiceBoard'
