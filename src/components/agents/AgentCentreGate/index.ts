export * from './AgentCentreGate'
