export * from './AmountText'
