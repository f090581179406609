export * from './LoginVerificationDialog'
