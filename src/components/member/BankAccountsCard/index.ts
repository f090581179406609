export * from './BankAccountsCard'
