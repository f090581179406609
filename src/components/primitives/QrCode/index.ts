export * from './QrCode'
