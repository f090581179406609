export * from './BalanceChip'
