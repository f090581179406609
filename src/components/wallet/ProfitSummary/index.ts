export * from './ProfitSummary'
