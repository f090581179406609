export { DomainList, type DomainEntry, type DomainListProps } from './DomainList'
