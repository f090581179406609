export * from './RegisterDialog'
