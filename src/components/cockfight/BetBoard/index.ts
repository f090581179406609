export * from './BetBoard'
