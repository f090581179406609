export * from './CodeSendFailedDialog'
