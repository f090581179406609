export * from './AgentCentrePanel'
