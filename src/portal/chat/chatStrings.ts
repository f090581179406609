/**
 * The chat room's strings (`chat`), loaded by the chat's chunk itself when the widget first opens, and again in a new
 * language (locales/ownNamespace.ts: kept out of the portal's language loaders, which the first screen carries).
 */
import { ownNamespace } from '../../../locales/ownNamespace'

const chat = ownNamespace('chat', {
  th: () => import('../../../locales/th/chat.json'),
  en: () => import('../../../locales/en/chat.json'),
  cn: () => import('../../../locales/cn/chat.json'),
})

export const loadChatStrings = chat.load
export const useChatStrings = chat.useStrings
