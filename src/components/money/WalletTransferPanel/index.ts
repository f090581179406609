export * from './WalletTransferPanel'
