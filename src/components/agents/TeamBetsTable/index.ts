export * from './TeamBetsTable'
