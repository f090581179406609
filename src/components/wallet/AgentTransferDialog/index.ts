export * from './AgentTransferDialog'
