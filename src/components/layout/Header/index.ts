export * from './Header'
