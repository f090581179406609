/**
 * The member's in-platform messages through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: money from an
 * agent and money taken back each write one message to the member, in the same transaction (a replay writes none);
 * the unread count, the list (newest first, paged) and marking read (one's own messages only, one by one or all);
 * bad bodies are refused and change nothing. Deposits and withdrawals write theirs in deposits.test.ts and
 * withdrawals.test.ts.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { MemberEvent } from '../../src/contract/schemas/money'
import type { Database } from '../../src/server/db/database'
import { insertMessage } from '../../src/server/db/member/messages'
import { setPaymentPasswordHash } from '../../src/server/db/member/security'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { BACKENDS, expectContract, expectError, loggedInMember, path, serverSuite, type ServerSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const PAYMENT_PASSWORD = '135790'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('member messages on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: ServerSuite['clock']
  const events = inProcessEventBus()
  let serial = 0
  let passwordHash = ''
  let paymentHash = ''
  serverSuite(backend, { server: { events }, password: PASSWORD, ledger: true }, (suite) => ({ db, app, clock, passwordHash } = suite))
  beforeAll(async () => {
    paymentHash = await createPasswordHasher().hash(PAYMENT_PASSWORD)
  })

  interface Account { id: number; token: string; username: string }

  async function account(accountType = 0, upline: Account | null = null): Promise<Account> {
    serial += 1
    const username = `ms${backend.name.slice(0, 2)}${serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    await setPaymentPasswordHash(db, m.id, paymentHash)
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: m.id, amount: 100_000n, idempotencyKey: `ms-seed-${username}`, actor: 'system', at: clock.now() })
    return { ...m, username }
  }

  async function send(name: EndpointName, who: Account, body: Record<string, unknown>) {
    const def = ENDPOINTS[name]
    const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
    const payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, { paymentPassword: PAYMENT_PASSWORD, ...body }, { path: def.path, at: clock.now().getTime() })
    return app.inject({ method: def.method, url: def.path, headers: { ...demo, authorization: who.token }, payload: payload as object })
  }
  const call = (name: EndpointName, who: Account, options: { query?: string; body?: unknown } = {}) =>
    app.inject({
      method: ENDPOINTS[name].method,
      url: `${ENDPOINTS[name].path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...demo, authorization: who.token },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  const unread = async (who: Account) => (await call('unreadCount', who)).json().value as number
  const messagesOf = async (who: Account, query = '') => (await call('memberMessages', who, { query })).json().value

  it('tells the member of money received from its agent and taken back, once each; a replay tells nothing', async () => {
    const agent = await account(1)
    const member = await account(0, agent)
    const heard: MemberEvent[] = []
    const stop = events.subscribe('demo', member.id, (event) => heard.push(event))
    const key = randomUUID()
    expect((await send('agentTransfer', agent, { idempotencyKey: key, downline: member.username, amount: '25.5' })).statusCode).toBe(200)
    expect((await send('agentTransfer', agent, { idempotencyKey: key, downline: member.username, amount: '25.5' })).json().value.replayed).toBe(true)
    expect((await send('agentRecall', agent, { idempotencyKey: randomUUID(), downline: member.username, amount: '5' })).statusCode).toBe(200)
    await vi.waitFor(() => expect(heard.filter((e) => e.type === 'unread').map((e) => (e as { count: number }).count)).toEqual([1, 2]))
    stop()

    const page = await call('memberMessages', member)
    expectContract('memberMessages', page.json())
    expect(page.json().value).toMatchObject({
      unread: 2, totalCount: 2, totalPages: 1,
      list: [
        { kind: 'transfer.recalled', params: { amount: '5.00', by: agent.username }, read: false },
        { kind: 'transfer.received', params: { amount: '25.50', from: agent.username }, read: false },
      ],
    })
    expectContract('unreadCount', (await call('unreadCount', member)).json())
    expect(await unread(member)).toBe(2)
    // The agent itself was told nothing: it did the moving.
    expect(await unread(agent)).toBe(0)
  })

  it('marks one’s own messages read, one by one or all, and never another member’s', async () => {
    const me = await account()
    const other = await account()
    for (let i = 1; i <= 3; i += 1) await insertMessage(db, { merchantCode: 'demo', memberId: me.id, kind: 'deposit.credited', params: { amount: `${i}.00`, orderId: `order-${i}` }, about: `test:${me.id}:${i}`, at: clock.now() })
    await insertMessage(db, { merchantCode: 'demo', memberId: other.id, kind: 'deposit.credited', params: { amount: '9.00', orderId: 'theirs' }, about: `test:${other.id}`, at: clock.now() })
    const mine = (await messagesOf(me)).list as { id: string; params: { orderId: string } }[]
    expect(mine.map((m) => m.params.orderId)).toEqual(['order-3', 'order-2', 'order-1'])
    const theirs = (await messagesOf(other)).list[0].id as string

    const one = await call('readMessages', me, { body: { ids: [mine[0].id, theirs] } })
    expectContract('readMessages', one.json())
    expect(one.json().value).toEqual({ unread: 2 })
    expect(await unread(other)).toBe(1)
    expect((await messagesOf(me)).list.map((m: { read: boolean }) => m.read)).toEqual([true, false, false])
    expect((await call('readMessages', me, { body: { all: true } })).json().value).toEqual({ unread: 0 })
    expect(await unread(other)).toBe(1)
  })

  it('refuses bad bodies and queries, changing nothing', async () => {
    const me = await account()
    await insertMessage(db, { merchantCode: 'demo', memberId: me.id, kind: 'deposit.credited', params: { amount: '1.00', orderId: 'x' }, about: `bad:${me.id}`, at: clock.now() })
    for (const body of [{}, { ids: [] }, { ids: ['abc'] }, { ids: [1] }, { all: false }, { ids: ['1'], all: true }, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }]) {
      expectError(await call('readMessages', me, { body }), 400, 'request.invalid')
    }
    expectError(await call('memberMessages', me, { query: 'pageNo=0' }), 400, 'request.invalid')
    expectError(await call('memberMessages', me, { query: 'pageNo=abc' }), 400, 'request.invalid')
    expect(await unread(me)).toBe(1)
    // Without a token: asked to log in.
    const anonymous = await app.inject({ method: 'GET', url: path('unreadCount'), headers: demo })
    expect(anonymous.statusCode).toBe(401)
  })

  it('pages newest first, 20 to a page', async () => {
    const me = await account()
    for (let i = 1; i <= 23; i += 1) await insertMessage(db, { merchantCode: 'demo', memberId: me.id, kind: 'transfer.received', params: { amount: '1.00', from: `n${i}` }, about: `page:${me.id}:${i}`, at: clock.now() })
    const first = await messagesOf(me)
    expect(first).toMatchObject({ totalCount: 23, totalPages: 2, unread: 23 })
    expect(first.list).toHaveLength(20)
    expect(first.list[0].params.from).toBe('n23')
    const second = await messagesOf(me, 'pageNo=2')
    expect(second.list.map((m: { params: { from: string } }) => m.params.from)).toEqual(['n3', 'n2', 'n1'])
  })
})
