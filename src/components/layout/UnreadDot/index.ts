export * from './UnreadDot'
