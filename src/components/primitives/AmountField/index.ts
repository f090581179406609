export * from './AmountField'
