export * from './GameCard'
