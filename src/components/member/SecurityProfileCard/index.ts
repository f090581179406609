export * from './SecurityProfileCard'
