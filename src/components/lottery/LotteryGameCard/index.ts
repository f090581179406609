export * from './LotteryGameCard'
