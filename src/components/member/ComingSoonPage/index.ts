export * from './ComingSoonPage'
