export * from './JoinProgramme'
export * from './AgentEarnings'
