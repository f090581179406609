export * from './GameFilters'
