export * from './BettingRecord'
export * from './RoundDetailDialog'
export * from './roundResult'
export * from './options'
