export * from './ChatRoom'
export * from './ChatMessageList'
export * from './ChatComposer'
