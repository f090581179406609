export * from './HouseBar'
