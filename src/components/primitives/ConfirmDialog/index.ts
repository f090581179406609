export * from './ConfirmDialog'
