export * from './WithdrawPanel'
