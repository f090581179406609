export * from './CountdownButton'
