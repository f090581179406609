export * from './BonusList'
