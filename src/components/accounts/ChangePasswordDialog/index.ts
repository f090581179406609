export * from './ChangePasswordDialog'
