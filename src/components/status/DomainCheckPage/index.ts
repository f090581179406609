export * from './DomainCheckPage'
