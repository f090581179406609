export * from './RegionRestrictedPage'
