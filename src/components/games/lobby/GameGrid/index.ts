export * from './GameGrid'
