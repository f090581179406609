export * from './LotteryOrderList'
