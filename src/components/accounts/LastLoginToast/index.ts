export * from './LastLoginToast'
