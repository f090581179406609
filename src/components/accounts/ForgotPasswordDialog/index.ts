export * from './ForgotPasswordDialog'
