/**
 * The member's event stream (`GET /wps/member/events`, server-sent events): the balance after a movement, a
 * deposit's new state. Read with fetch rather than EventSource so the session token travels in the Authorization
 * header, never in an address. One stream per page; the wallet store reconnects it (memberEventsLoop).
 */
import { CORE_ENDPOINTS } from '../../contract/coreEndpoints'
import { HEADERS } from '../../contract/headers'
import type { MemberEvent } from '../../contract/schemas/money'

export interface MemberEventStreamOptions {
  token: string
  merchantCode?: string | null
  language: string
  signal: AbortSignal
  onEvent(event: MemberEvent): void
  /** Called once the server has accepted the stream (a reconnect should read the balance again then). */
  onOpen?(): void
}

/** Opens the stream and resolves when it ends; rejects with `{ status }` when the server refuses it. */
export type MemberEventStream = (options: MemberEventStreamOptions) => Promise<void>

export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`the event stream was refused (${status})`)
  }
}

/** Splits a text/event-stream into its events' `data` (comments and other fields are skipped). */
export function parseEventStream(): { push(chunk: string): string[] } {
  let buffer = ''
  return {
    push(chunk) {
      buffer += chunk.replace(/\r\n?/g, '\n')
      const data: string[] = []
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const lines = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, ''))
        if (lines.length) data.push(lines.join('\n'))
      }
      return data
    },
  }
}

export function fetchMemberEvents(baseURL = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): MemberEventStream {
  return async ({ token, merchantCode, language, signal, onEvent, onOpen }) => {
    const headers: Record<string, string> = { [HEADERS.authorization]: token, [HEADERS.language]: language, Accept: 'text/event-stream' }
    if (merchantCode) headers[HEADERS.merchant] = merchantCode
    const response = await fetchImpl(`${baseURL}${CORE_ENDPOINTS.memberEvents.path}`, { headers, signal, cache: 'no-store' })
    if (!response.ok || !response.body) throw new StreamRefused(response.status)
    onOpen?.()
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    const parser = parseEventStream()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      for (const data of parser.push(value)) {
        try {
          onEvent(JSON.parse(data) as MemberEvent)
        } catch {
          // Not an event this portal knows: skipped.
        }
      }
    }
  }
}
