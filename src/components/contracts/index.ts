export * from './consolidated'
export * from './ContractAgreementDialog'
