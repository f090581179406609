export * from './ResetPasswordDialog'
