export * from './AgentIncomeTable'
