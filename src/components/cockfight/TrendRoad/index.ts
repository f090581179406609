export * from './TrendRoad'
