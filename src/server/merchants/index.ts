export * from './registry'
export * from './load'
export { normaliseIp, parseBlockEntry, createIpMatcher } from './ip'
