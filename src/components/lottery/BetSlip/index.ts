export * from './BetSlip'
