export * from './TransactionHistoryView'
export * from './SignedAmount'
