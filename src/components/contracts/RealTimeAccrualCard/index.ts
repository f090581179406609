export * from './RealTimeAccrualCard'
