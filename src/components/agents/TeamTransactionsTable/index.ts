export * from './TeamTransactionsTable'
