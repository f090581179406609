export { LiveChat, type LiveChatProps } from './LiveChat'
