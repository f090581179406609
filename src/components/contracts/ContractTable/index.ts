export * from './ContractTable'
