export * from './PaymentPasswordCard'
