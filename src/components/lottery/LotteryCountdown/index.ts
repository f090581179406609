export * from './LotteryCountdown'
