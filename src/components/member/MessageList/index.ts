export * from './MessageList'
