export * from './ContractHistoryTable'
export * from './OwnContractPanel'
