export * from './DailyChart'
