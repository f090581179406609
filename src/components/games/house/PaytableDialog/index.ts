export * from './PaytableDialog'
