export * from './Tag'
