export * from './IpBlockedPage'
