import { describe, expect, it, vi } from 'vitest'
import type { ChatEvent, ChatHistory, ChatMessage } from '../../contract/schemas/chat'
import type { ChatEventStreamOptions } from '../chat/events'
import { fakeServer, memoryStorages, portalWith } from '../testing/fixtures'
import { ChatStore, chatOf } from './ChatStore'

function session() {
  const storage = memoryStorages()
  storage.session.setItem('token', 'token-of-demomember')
  storage.session.setItem('account', 'demomember')
  storage.session.setItem('userInfo', JSON.stringify({ nickname: 'demomember', account: 'demomember', id: 7, type: 0 }))
  return storage
}

const message = (id: number, text = `message ${id}`, own = false): ChatMessage => ({ id, room: 'lobby', name: 'so***ai', text, at: '2026-11-24T09:00:00.000Z', own })
const page = (ids: number[], extra: Partial<ChatHistory> = {}): { value: ChatHistory } => ({
  value: { room: 'lobby', rooms: ['lobby'], list: ids.map((id) => message(id)), hasMore: false, maxLength: 200, me: { readOnly: false, mutedUntil: null }, ...extra },
})

/** A stream the test drives: `emit` sends an event to the open stream, `end` ends it (the store reopens it). */
function fakeStream() {
  const opened: ChatEventStreamOptions[] = []
  let finish: () => void = () => undefined
  const open = vi.fn((options: ChatEventStreamOptions) => {
    opened.push(options)
    options.onOpen?.()
    return new Promise<void>((resolve) => {
      finish = resolve
      options.signal.addEventListener('abort', () => resolve())
    })
  })
  return { open, opened, emit: (event: ChatEvent) => opened.at(-1)!.onEvent(event), end: () => finish() }
}

async function started(server = fakeServer('demo'), stream = fakeStream()) {
  const { root, transport } = portalWith(server, session())
  await root.start()
  const store = new ChatStore({ api: root.api, token: () => root.session.token, language: () => root.ui.language, merchantCode: () => 'demo', events: stream.open })
  return { root, transport, store, stream }
}

describe('the chat store', () => {
  it('reads the newest page, follows the room, and shows the writer’s own message once (send answer and stream)', async () => {
    const { store, stream, transport } = await started(fakeServer('demo').on('chatHistory', page([3, 4], { hasMore: true })))
    await store.open()
    expect(transport.requests.find((r) => r.name === 'chatHistory')!.query).toEqual({ room: 'lobby', limit: 30 })
    expect(store.messages.map((m) => m.id)).toEqual([3, 4])
    expect(stream.opened[0]).toMatchObject({ token: 'token-of-demomember', room: 'lobby', language: 'th', merchantCode: 'demo' })
    expect(store.live).toBe(true)

    // Another member's message arrives by the stream; the member's own by both the answer and the stream.
    stream.emit({ type: 'message', message: message(5, 'from someone') })
    expect(store.messages.map((m) => m.id)).toEqual([3, 4, 5])
    transport.on('chatSend', { value: message(6, 'mine', true) })
    store.setDraft('  mine  ')
    expect(store.length).toBe(4)
    expect(await store.send()).toBe(true)
    expect(transport.requests.find((r) => r.name === 'chatSend')!.body).toEqual({ room: 'lobby', text: 'mine' })
    expect(store.draft).toBe('')
    stream.emit({ type: 'message', message: message(6, 'mine', false) })
    expect(store.messages.map((m) => [m.id, m.own])).toEqual([[3, false], [4, false], [5, false], [6, true]])

    // An operator deleted one: it leaves the list. Another room's events are not this room's.
    stream.emit({ type: 'deleted', room: 'lobby', id: 4 })
    stream.emit({ type: 'message', message: { ...message(7), room: 'vip' } })
    expect(store.messages.map((m) => m.id)).toEqual([3, 5, 6])

    // Older pages backwards, before the oldest shown.
    transport.on('chatHistory', page([1, 2]))
    await store.loadOlder()
    expect(transport.requests.filter((r) => r.name === 'chatHistory').at(-1)!.query).toEqual({ room: 'lobby', before: 3, limit: 30 })
    expect(store.messages.map((m) => m.id)).toEqual([1, 2, 3, 5, 6])
    expect(store.hasMore).toBe(false)

    store.close()
    expect(stream.opened[0].signal.aborted).toBe(true)
    expect(store.live).toBe(false)
  })

  it('reopens an ended stream and reads the newest page again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const { store, stream, transport } = await started(fakeServer('demo').on('chatHistory', page([1])))
      await store.open()
      transport.on('chatHistory', page([1, 2]))
      stream.end()
      await vi.advanceTimersByTimeAsync(1_000)
      expect(stream.open).toHaveBeenCalledTimes(2)
      await vi.waitFor(() => expect(store.messages.map((m) => m.id)).toEqual([1, 2]))
      store.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses an over-long or multi-line draft before sending, and keeps the server’s reasons', async () => {
    const { store, transport } = await started(fakeServer('demo').on('chatHistory', page([], { maxLength: 10 })))
    await store.open()
    store.setDraft('x'.repeat(11))
    expect(store.canSend).toBe(false)
    expect(await store.send()).toBe(false)
    expect(store.sendError).toMatchObject({ code: 'chat.text.too.long', value: { maxLength: 10 }, messageKey: 'chat:errors.tooLong' })
    store.setDraft('two\nlines')
    expect(await store.send()).toBe(false)
    expect(store.sendError?.code).toBe('chat.text.invalid')
    expect(transport.requests.filter((r) => r.name === 'chatSend')).toHaveLength(0)

    // The server's refusals: too fast (the draft is kept), then muted (the composer says until when).
    store.setDraft('hello')
    transport.on('chatSend', { status: 429, errorCode: 'chat.rate.limited', value: { retryAfterSeconds: 4 } })
    expect(await store.send()).toBe(false)
    expect(store.sendError).toMatchObject({ code: 'chat.rate.limited', messageKey: 'chat:errors.rateLimited' })
    expect(store.draft).toBe('hello')
    const until = new Date(Date.now() + 5 * 60_000).toISOString()
    transport.on('chatSend', { status: 403, errorCode: 'chat.muted', value: { until, secondsLeft: 300 } })
    expect(await store.send()).toBe(false)
    expect(store.mode).toBe('muted')
    expect(store.canSend).toBe(false)
  })

  it('makes a trial account’s composer read only, and one store per portal', async () => {
    const { store, root } = await started(fakeServer('demo').on('chatHistory', page([1], { me: { readOnly: true, mutedUntil: null } })))
    await store.open()
    expect(store.mode).toBe('readOnly')
    store.setDraft('hi')
    expect(await store.send()).toBe(false)
    expect(chatOf(root)).toBe(chatOf(root))
  })
})
