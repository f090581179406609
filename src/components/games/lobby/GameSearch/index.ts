export * from './GameSearch'
