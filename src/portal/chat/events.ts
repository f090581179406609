/**
 * The chat room's event stream (`GET /wps/chat/events?room=`, server-sent events: a new message, a deleted one), read
 * with fetch like the member's (api/events.ts) so the token travels in the Authorization header, never in an address.
 * It lives in the chat's chunk.
 */
import { CHAT_ENDPOINTS } from '../../contract/chatEndpoints'
import { HEADERS } from '../../contract/headers'
import type { ChatEvent } from '../../contract/schemas/chat'
import { parseEventStream, StreamRefused } from '../api/events'

export interface ChatEventStreamOptions {
  token: string
  room: string
  merchantCode?: string | null
  language: string
  signal: AbortSignal
  onEvent(event: ChatEvent): void
  /** Called once the server has accepted the stream (a reopened one reads the room again then). */
  onOpen?(): void
}

/** Opens the stream and resolves when it ends; rejects with StreamRefused when the server refuses it. */
export type ChatEventStream = (options: ChatEventStreamOptions) => Promise<void>

export function fetchChatEvents(baseURL = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): ChatEventStream {
  return async ({ token, room, merchantCode, language, signal, onEvent, onOpen }) => {
    const headers: Record<string, string> = { [HEADERS.authorization]: token, [HEADERS.language]: language, Accept: 'text/event-stream' }
    if (merchantCode) headers[HEADERS.merchant] = merchantCode
    const url = `${baseURL}${CHAT_ENDPOINTS.chatEvents.path}?room=${encodeURIComponent(room)}`
    const response = await fetchImpl(url, { headers, signal, cache: 'no-store' })
    if (!response.ok || !response.body) throw new StreamRefused(response.status)
    onOpen?.()
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    const parser = parseEventStream()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      for (const data of parser.push(value)) {
        try {
          onEvent(JSON.parse(data) as ChatEvent)
        } catch {
          // Not an event this portal knows: skipped.
        }
      }
    }
  }
}
