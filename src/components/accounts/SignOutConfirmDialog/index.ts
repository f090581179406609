export * from './SignOutConfirmDialog'
