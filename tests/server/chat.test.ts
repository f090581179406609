/**
 * The chat room through `app.inject` and a real listening port, on PGlite and (with DATABASE_URL) PostgreSQL: the
 * history paged backwards, a send reaching another member's open stream, a flood refused and not stored, every bad
 * text refused (over-long, control characters, empty), HTML kept as text, the trial account's read-only rule, guests
 * refused, the operators' mute, unmute and delete (a `deleted` event on the open stream), one merchant's room never
 * reachable from another's, and (with REDIS_URL) the room's events crossing processes through Redis.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { ChatHistory, ChatMessage } from '../../src/contract/schemas/chat'
import type { Database } from '../../src/server/db/database'
import { checkChatText } from '../../src/server/domain/chat/chat'
import { redisEventBus } from '../../src/server/domain/events/bus'
import { createMerchantRegistry } from '../../src/server/merchants/registry'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, NOW, path, serverSuite, type ServerSuite } from './helpers'
import { serviceUrl } from './services'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const PASSWORD = 'Chat-test-password-2026'
const OPERATOR_KEY = 'operator-key-for-chat-tests-0123456789abcdef'
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'carol' }

/** The shipped merchants, with lotus's chat turned on (two rooms, 50 characters), so scoping is tested between two rooms that exist. */
async function chatMerchants() {
  const base = await loadTestMerchants()
  return createMerchantRegistry(base.merchants.map(({ config, file, assetsDir }) => ({
    config: config.code === 'lotus' ? { ...config, chat: { enabled: true, rooms: ['lobby', 'vip'], maxLength: 50 } } : config,
    file,
    assetsDir,
  })))
}
const MERCHANTS = await chatMerchants()

describe('chat text rules', () => {
  it('trims, refuses empty, control and direction characters, and counts characters, not bytes', () => {
    expect(checkChatText('  hello  ', 200)).toBe('hello')
    expect(() => checkChatText('   ', 200)).toThrow(expect.objectContaining({ code: 'chat.text.empty' }))
    for (const bad of ['a\u0000b', 'line\nbreak', 'tab\there', 'bell\u0007', 'del\u007F', 'c1\u0085', 'rtl\u202Eevil', 'iso\u2066x']) {
      expect(() => checkChatText(bad, 200), JSON.stringify(bad)).toThrow(expect.objectContaining({ code: 'chat.text.invalid' }))
    }
    expect(checkChatText('สวัสดี😀'.repeat(25), 175)).toHaveLength('สวัสดี😀'.repeat(25).length)
    expect(() => checkChatText('x'.repeat(201), 200)).toThrow(expect.objectContaining({ code: 'chat.text.too.long', value: { maxLength: 200 } }))
  })
})

describe.each(BACKENDS)('chat room on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: ServerSuite['clock']
  let passwordHash = ''
  let serial = 0
  serverSuite(backend, { server: { operatorKey: OPERATOR_KEY, merchants: MERCHANTS }, password: PASSWORD }, (suite) => ({ app, db, clock, passwordHash } = suite))
  afterEach(() => clock.set(NOW))

  async function member(headers = demo, accountType = 0) {
    serial += 1
    const merchantCode = headers === lotus ? 'lotus' : 'demo'
    const username = `chat${backend.name.slice(0, 2)}${serial}`
    const m = await loggedInMember(app, db, { merchantCode, username, password: PASSWORD, passwordHash, accountType, headers, at: clock.now() })
    return { ...m, username, headers }
  }
  type Member = Awaited<ReturnType<typeof member>>

  function call(name: EndpointName, who: Member | null, options: { body?: unknown; query?: string; headers?: Record<string, string> } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(options.headers ?? who?.headers ?? demo), ...(who ? { authorization: who.token } : {}) },
      remoteAddress: '127.0.0.1',
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }
  const send = (who: Member, text: string, extra: Record<string, unknown> = {}) => call('chatSend', who, { body: { text, ...extra } })
  async function sent(who: Member, text: string): Promise<ChatMessage> {
    const response = await send(who, text)
    expect(response.statusCode, response.body).toBe(200)
    expectContract('chatSend', response.json())
    return response.json().value
  }
  async function history(who: Member, query = ''): Promise<ChatHistory> {
    const response = await call('chatHistory', who, { query })
    expect(response.statusCode, response.body).toBe(200)
    expectContract('chatHistory', response.json())
    return response.json().value
  }
  const ops = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = operator) =>
    app.inject({ method, url, headers, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })
  const storedTexts = async (memberId: number) =>
    (await db.query<{ text: string }>('SELECT text FROM chat_messages WHERE member_id = $1 ORDER BY id', [memberId])).rows.map((row) => row.text)

  /** A room's stream on a real port: what it has said so far, and a wait for a piece of it. */
  async function openStream(who: Member, query = '') {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const controller = new AbortController()
    const response = await fetch(`http://127.0.0.1:${port}${path('chatEvents')}${query ? `?${query}` : ''}`, {
      headers: { ...who.headers, authorization: who.token }, signal: controller.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const stream = {
      text: '',
      async until(needle: string) {
        while (!stream.text.includes(needle)) {
          const { value, done } = await reader.read()
          if (done) throw new Error(`stream ended before ${needle}`)
          stream.text += decoder.decode(value, { stream: true })
        }
      },
      /** The data of each event of a type, parsed. */
      events(type: string) {
        return [...stream.text.matchAll(new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`, 'g'))].map((match) => JSON.parse(match[1]) as Record<string, unknown>)
      },
      close: () => controller.abort(),
    }
    await stream.until(': connected')
    return stream
  }

  it('seeds the demo’s lobby once, through the room’s own send, over the last day', async () => {
    const merchants = MERCHANTS
    expect(await seed(db, merchants, clock)).toEqual(expect.arrayContaining(['chat:demo']))
    expect(await seed(db, merchants, clock)).not.toEqual(expect.arrayContaining(['chat:demo']))
    const reader = await member()
    // Without the team's players (no `teamActivity` here), the lines of the seeded accounts: 19.
    const page = await history(reader, 'limit=10')
    expect(page).toMatchObject({ room: 'lobby', rooms: ['lobby'], maxLength: 200, me: { readOnly: false, mutedUntil: null } })
    expect(page.list.length).toBe(10)
    expect(page.hasMore).toBe(true)
    // Oldest first, masked names, the last day only, no message of the reader's own.
    const times = page.list.map((message) => Date.parse(message.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times[0]).toBeGreaterThan(Date.parse(NOW) - 86_400_000)
    expect(page.list.map((message) => message.name)).toContain('de***er')
    expect(page.list.some((message) => message.own)).toBe(false)
    // Never a username: the names are masked.
    for (const message of page.list) expect(message.name).toMatch(/^\S{1,2}\*\*\*\S{0,2}$/)
    // The next page backwards, then the end.
    const older = await history(reader, `before=${page.list[0].id}&limit=50`)
    expect(older.hasMore).toBe(false)
    expect(older.list.at(-1)!.id).toBeLessThan(page.list[0].id)
    expect(older.list.length + page.list.length).toBe(19)
    // Lotus's room was not seeded.
    expect((await history(await member(lotus))).list).toEqual([])
  })

  it('sends, keeps HTML as text, marks the writer’s own messages, and delivers to another member’s open stream', async () => {
    const writer = await member()
    const reader = await member()
    const stream = await openStream(reader)
    const own = await sent(writer, '  <b>hi</b> <script>alert(1)</script> & สวัสดี  ')
    expect(own).toMatchObject({ room: 'lobby', text: '<b>hi</b> <script>alert(1)</script> & สวัสดี', own: true, at: NOW })
    expect(own.name).toMatch(/^ch\*\*\*/)
    await stream.until('event: message')
    await stream.until('\n\n')
    const [delivered] = stream.events('message')
    expect(delivered).toEqual({ type: 'message', message: { ...own, own: false } })
    expect(stream.text).not.toContain(`"memberId"`)
    stream.close()
    // Stored as sent, as plain text; in the reader's history not theirs, in the writer's their own.
    expect(await storedTexts(writer.id)).toEqual(['<b>hi</b> <script>alert(1)</script> & สวัสดี'])
    expect((await history(reader)).list.find((message) => message.id === own.id)).toMatchObject({ own: false })
    expect((await history(writer)).list.find((message) => message.id === own.id)).toMatchObject({ own: true })
  })

  it('refuses a flood: the member’s rate is kept, the extra messages are not stored', async () => {
    const flooder = await member()
    const answers = []
    for (let i = 0; i < 20; i += 1) answers.push(await send(flooder, `flood ${i}`))
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(5)
    const refused = answers.filter((response) => response.statusCode !== 200)
    expect(refused).toHaveLength(15)
    for (const response of refused) expect(expectError(response, 429, 'chat.rate.limited').value).toEqual({ retryAfterSeconds: 10 })
    expect(await storedTexts(flooder.id)).toEqual(['flood 0', 'flood 1', 'flood 2', 'flood 3', 'flood 4'])
    // Another member is not held back by the flooder; the flooder writes again once the window has passed.
    await sent(await member(), 'not me')
    clock.advance(10_001)
    await sent(flooder, 'calm again')
    expect(await storedTexts(flooder.id)).toHaveLength(6)
  })

  it('refuses bad text with its reason and stores nothing', async () => {
    const writer = await member()
    expect(expectError(await send(writer, 'x'.repeat(201)), 400, 'chat.text.too.long').value).toEqual({ maxLength: 200 })
    expectError(await send(writer, 'two\nlines'), 400, 'chat.text.invalid')
    // A NUL is refused by the schema itself, before the room's rules read the text.
    expectError(await send(writer, 'nul\u0000'), 400, 'request.invalid')
    expectError(await send(writer, '    '), 400, 'chat.text.empty')
    expectError(await send(writer, 'hi', { room: 'nowhere' }), 404, 'chat.room.not.found')
    expectError(await send(writer, 'hi', { room: 'Bad Room' }), 400, 'request.invalid')
    expectError(await send(writer, 'hi', { extra: 1 }), 400, 'request.invalid')
    expectError(await call('chatSend', writer, { body: { text: 42 } }), 400, 'request.invalid')
    expectError(await call('chatHistory', writer, { query: 'limit=51' }), 400, 'request.invalid')
    expectError(await call('chatHistory', writer, { query: 'before=99999999999999999999' }), 400, 'request.invalid')
    expectError(await ops('GET', '/ops/chat/demo/messages?before=99999999999999999999'), 400, 'request.invalid')
    expectError(await ops('POST', '/ops/chat/demo/messages/999999999999999/delete'), 404, 'not.found')
    expect(await storedTexts(writer.id)).toEqual([])
    // Exactly the limit passes.
    await sent(writer, 'y'.repeat(200))
  })

  it('lets a trial account read but not write, and a guest do neither', async () => {
    const trial = await member(demo, 4)
    expect((await history(trial)).me).toEqual({ readOnly: true, mutedUntil: null })
    expectError(await send(trial, 'hello'), 403, 'chat.read.only')
    expect(await storedTexts(trial.id)).toEqual([])
    expectError(await call('chatHistory', null), 401, 'please.login')
    expectError(await call('chatSend', null, { body: { text: 'guest' } }), 401, 'please.login')
    expectError(await call('chatEvents', null), 401, 'please.login')
    expect((await db.query("SELECT count(*)::int AS n FROM chat_messages WHERE text = 'guest'")).rows[0].n).toBe(0)
  })

  it('mutes and unmutes a member, and deletes a message from every open widget, through the operators’ API', async () => {
    const talker = await member()
    const watcher = await member()
    const stream = await openStream(watcher)
    const message = await sent(talker, 'a message to remove')
    // Mute for 5 minutes: the send answers the time left; the history says until when.
    expectError(await ops('POST', '/ops/chat/demo/mutes', { username: talker.username, minutes: 5 }, { authorization: 'Bearer wrong' }), 401, 'operator.key.invalid')
    const muted = await ops('POST', '/ops/chat/demo/mutes', { username: talker.username, minutes: 5 })
    expect(muted.statusCode, muted.body).toBe(200)
    const until = new Date(Date.parse(NOW) + 5 * 60_000).toISOString()
    expect(muted.json().value).toEqual({ username: talker.username, until })
    clock.advance(60_000)
    expect(expectError(await send(talker, 'still here?'), 403, 'chat.muted').value).toEqual({ until, secondsLeft: 240 })
    expect((await history(talker)).me.mutedUntil).toBe(until)
    expect((await ops('GET', '/ops/chat/demo/mutes')).json().value.list).toEqual([{ username: talker.username, until, mutedBy: 'admin:carol' }])
    // Unmuted: writes again.
    expect((await ops('POST', `/ops/chat/demo/mutes/${talker.username}/delete`)).json().value).toEqual({ username: talker.username, wasMuted: true })
    await sent(talker, 'back')
    expect(await storedTexts(talker.id)).toEqual(['a message to remove', 'back'])
    // A mute runs out by itself.
    await ops('POST', '/ops/chat/demo/mutes', { username: talker.username, minutes: 1 })
    clock.advance(60_001)
    await sent(talker, 'free again')
    expectError(await ops('POST', '/ops/chat/demo/mutes', { username: 'nobody-here', minutes: 5 }), 404, 'not.found')
    expectError(await ops('POST', '/ops/chat/demo/mutes', { username: talker.username, minutes: 0 }), 400, 'request.invalid')

    // Delete: gone from the history, a `deleted` event on the open stream, kept for the operators with who and when.
    const deleted = await ops('POST', `/ops/chat/demo/messages/${message.id}/delete`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().value).toMatchObject({ id: message.id, deletedBy: 'admin:carol', text: 'a message to remove' })
    await stream.until('event: deleted')
    await stream.until('\n\n')
    expect(stream.events('deleted')).toEqual([{ type: 'deleted', room: 'lobby', id: message.id }])
    stream.close()
    expect((await history(watcher, 'limit=50')).list.map((m) => m.id)).not.toContain(message.id)
    const listed = (await ops('GET', '/ops/chat/demo/messages?limit=50')).json().value.list as { id: number; deletedBy: string | null; memberId: number }[]
    expect(listed.find((m) => m.id === message.id)).toMatchObject({ deletedBy: 'admin:carol', memberId: talker.id })
    expectError(await ops('POST', '/ops/chat/demo/messages/999999999/delete'), 404, 'not.found')
  })

  it('keeps each merchant’s room its own', async () => {
    const demoMember = await member()
    const lotusMember = await member(lotus)
    const demoMessage = await sent(demoMember, 'demo only')
    const lotusMessage = await sent(lotusMember, 'lotus only')
    // Each reads its own merchant's room: the same room code, two rooms.
    expect((await history(lotusMember, 'limit=50')).list.map((m) => m.text)).toEqual(['lotus only'])
    expect((await history(demoMember, 'limit=50')).list.map((m) => m.id)).not.toContain(lotusMessage.id)
    // Lotus's own limits and rooms: 50 characters, a `vip` room demo does not have.
    expect(expectError(await send(lotusMember, 'z'.repeat(51)), 400, 'chat.text.too.long').value).toEqual({ maxLength: 50 })
    expect((await history(lotusMember, 'room=vip')).list).toEqual([])
    expectError(await call('chatHistory', demoMember, { query: 'room=vip' }), 404, 'chat.room.not.found')
    // A demo member's token on lotus's host is not a lotus session: refused before any room is read or written.
    expectError(await call('chatHistory', demoMember, { headers: lotus }), 401, 'user.or.token.invalid')
    expectError(await call('chatSend', demoMember, { headers: lotus, body: { text: 'cross' } }), 401, 'user.or.token.invalid')
    expectError(await call('chatEvents', demoMember, { headers: lotus }), 401, 'user.or.token.invalid')
    expect(await storedTexts(demoMember.id)).toEqual(['demo only'])
    // The operators' calls name the merchant: another merchant's message or member is not found there.
    expectError(await ops('POST', `/ops/chat/lotus/messages/${demoMessage.id}/delete`), 404, 'not.found')
    expect((await db.query('SELECT deleted_at FROM chat_messages WHERE id = $1', [demoMessage.id])).rows[0].deleted_at).toBeNull()
    expectError(await ops('POST', '/ops/chat/lotus/mutes', { username: demoMember.username, minutes: 5 }), 404, 'not.found')
    expect((await ops('GET', '/ops/chat/lotus/messages')).json().value.list.map((m: { text: string }) => m.text)).toEqual(['lotus only'])
    // A merchant without a chat (the maintenance fixture) has none to read, write or moderate.
    expectError(await ops('GET', '/ops/chat/shut/mutes'), 404, 'chat.disabled')
    expectError(await ops('GET', '/ops/chat/nowhere/messages'), 404, 'not.found')
  })
})

describe.runIf(serviceUrl('REDIS_URL'))('chat room events across processes (Redis)', () => {
  const url = serviceUrl('REDIS_URL') as string
  const connections: Redis[] = []
  const bus = () => {
    const publisher = new Redis(url, { maxRetriesPerRequest: 1 })
    connections.push(publisher)
    return redisEventBus(publisher, publisher.duplicate())
  }
  const buses = [bus(), bus()]
  afterAll(async () => {
    for (const b of buses) await b.close()
    for (const connection of connections) connection.disconnect()
  })

  it('delivers a room’s event published by one process to another’s listeners, and only that room’s', async () => {
    const heard: unknown[] = []
    const other: unknown[] = []
    const stop = buses[1].subscribeRoom('demo', 'chat:lobby', (event) => heard.push(event))
    const stopOther = buses[1].subscribeRoom('lotus', 'chat:lobby', (event) => other.push(event))
    // The subscription reaches Redis asynchronously: publish until it is heard.
    for (let i = 0; i < 50 && heard.length === 0; i += 1) {
      buses[0].publishRoom('demo', 'chat:lobby', { type: 'deleted', room: 'lobby', id: i + 1 })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(heard[0]).toMatchObject({ type: 'deleted', room: 'lobby' })
    expect(other).toEqual([])
    stop()
    stopOther()
  })
})
