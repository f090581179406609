export * from './UplineTransferPanel'
