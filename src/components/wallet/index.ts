export * from './WalletTransferPanel'
export * from './PeriodFilter'
export * from './TransactionHistoryView'
export * from './ProfitSummary'
