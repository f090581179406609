export * from './ChatRoom'
