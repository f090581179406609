export * from './ContractAgreementDialog'
export * from './ContractCard'
