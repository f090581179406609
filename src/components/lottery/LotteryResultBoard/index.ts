export * from './LotteryResultBoard'
