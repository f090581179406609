export * from './ActiveSessionsCard'
