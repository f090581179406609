export * from './DepositPanel'
