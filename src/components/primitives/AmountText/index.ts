export * from './AmountText'
export * from './useMoney'
