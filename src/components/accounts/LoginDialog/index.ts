export * from './LoginDialog'
