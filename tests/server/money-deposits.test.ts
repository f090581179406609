/**
 * Deposits through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: the channels, a new order (limits,
 * idempotency), the sandbox provider's page, and the signed callback that credits the wallet exactly once,
 * whatever is replayed, forged, stale or late; the expiry job; the member's event stream. After every test the
 * ledger balances.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { MemberEvent } from '../../src/contract/schemas/money'
import type { Database } from '../../src/server/db/database'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { depositById } from '../../src/server/db/money/deposits'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { expireDeposits } from '../../src/server/domain/money/deposits'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signCallback } from '../../src/server/domain/money/paymentProvider'
import { sandboxPageSignature } from '../../src/server/domain/money/paymentSandbox'
import { cryptoRandom } from '../../src/server/runtime'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, NOW, path, serverSuite, type ServerSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const SECRET = 'sandbox-secret-for-tests-0123456789abcdef'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('deposits on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: ServerSuite['clock']
  const events = inProcessEventBus()
  let serial = 0
  let passwordHash = ''
  serverSuite(backend, { server: { events, payments: { sandboxSecret: SECRET } }, password: PASSWORD, ledger: true }, (suite) => ({ db, app, clock, passwordHash } = suite))
  afterEach(() => clock.set(NOW))

  function member(accountType = 0): Promise<{ id: number; token: string }> {
    serial += 1
    return loggedInMember(app, db, {
      merchantCode: 'demo', username: `dep${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now(),
    })
  }

  function call(name: EndpointName, token: string, options: { body?: unknown; query?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...demo, authorization: token },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }
  const deposit = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
    call('createDeposit', token, { body: { idempotencyKey: randomUUID(), channelCode: 'promptpay', amount, ...extra } })

  async function mainBalance(memberId: number): Promise<bigint> {
    return (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n
  }

  /** A provider callback for an order, signed (or not) as given. */
  function callback(body: Record<string, unknown>, options: { secret?: string; timestamp?: number; raw?: string } = {}) {
    const raw = options.raw ?? JSON.stringify(body)
    const timestamp = options.timestamp ?? Math.floor(clock.now().getTime() / 1000)
    return app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { ...demo, 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(options.secret ?? SECRET, timestamp, raw) },
      payload: raw,
    })
  }
  const paid = (orderId: string, amount: string, eventId = randomUUID()) => ({ eventId, orderId, outcome: 'paid', amount, currency: 'THB' })

  describe('channels and orders', () => {
    it('lists the merchant’s channels with their limits', async () => {
      const m = await member()
      const channels = await call('depositChannels', m.token)
      expectContract('depositChannels', channels.json())
      expect(channels.json().value.expiryMinutes).toBe(30)
      expect(channels.json().value.channels[1]).toEqual({ code: 'promptpay', type: 'qr', name: 'PromptPay QR', min: '50.00', max: '50000.00' })
    })

    it('makes a pending order with a link to the provider’s page; the same key answers the same order', async () => {
      const m = await member()
      const body = { idempotencyKey: randomUUID(), channelCode: 'promptpay', amount: '500', bonusCode: 'WELCOME' }
      const created = await call('createDeposit', m.token, { body })
      expect(created.statusCode, created.body).toBe(200)
      expectContract('createDeposit', created.json())
      const order = created.json().value
      expect(order).toMatchObject({ channelCode: 'promptpay', amount: '500.00', status: 'pending', bonusCode: 'WELCOME', promoCode: null, expiresAt: '2026-11-21T12:30:00.000Z' })
      expect(order.payUrl).toBe(`http://localhost:3000/sandbox/pay/${order.orderId}?sig=${sandboxPageSignature(SECRET, order.orderId)}`)
      expect((await call('createDeposit', m.token, { body })).json().value.orderId).toBe(order.orderId)
      expectError(await call('createDeposit', m.token, { body: { ...body, amount: '501' } }), 409, 'idempotency.key.reused')
      expect((await call('depositOrder', m.token, { query: `orderId=${order.orderId}` })).json().value).toEqual(order)
      // Nothing is credited before the provider says so.
      expect(await mainBalance(m.id)).toBe(0n)
    })

    it('refuses amounts outside the channel’s limits or the currency, unknown channels and trial accounts, writing nothing', async () => {
      const m = await member()
      const orders = async () => (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM deposit_orders')).rows[0].n
      const before = await orders()
      expect(expectError(await deposit(m.token, '49.99'), 400, 'deposit.amount.below.min').value).toEqual({ min: '50.00' })
      expect(expectError(await deposit(m.token, '50000.01'), 400, 'deposit.amount.above.max').value).toEqual({ max: '50000.00' })
      for (const amount of ['0', '-100', '100.001', '1e3', 'NaN', '9223372036854775808']) {
        const response = await deposit(m.token, amount)
        expect(response.statusCode, amount).toBe(400)
        expect(['amount.invalid', 'request.invalid', 'deposit.amount.above.max']).toContain(response.json().errorCode)
      }
      expectError(await deposit(m.token, '100', { channelCode: 'paypal' }), 400, 'deposit.channel.unknown')
      expectError(await deposit(m.token, '100', { bonusCode: '<script>' }), 400, 'request.invalid')
      expectError(await deposit((await member(4)).token, '100'), 403, 'in_need_true_account')
      expect(await orders()).toBe(before)
    })

    it('a member reads only their own orders', async () => {
      const a = await member()
      const b = await member()
      const order = (await deposit(a.token, '100')).json().value
      expectError(await call('depositOrder', b.token, { query: `orderId=${order.orderId}` }), 404, 'deposit.not.found')
    })
  })

  describe('the sandbox provider and its callback', () => {
    it('the payment page opens only with its link; approving credits the wallet once and tells the member’s pages', async () => {
      const m = await member()
      const heard: MemberEvent[] = []
      const stop = events.subscribe('demo', m.id, (event) => heard.push(event))
      const order = (await deposit(m.token, '1234.5')).json().value
      const url = new URL(order.payUrl)
      expect((await app.inject({ method: 'GET', url: `${url.pathname}?sig=${'0'.repeat(64)}`, headers: demo })).statusCode).toBe(404)
      const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: demo })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('฿ 1,234.50')
      expect(page.headers['content-security-policy']).toContain("default-src 'none'")

      const sig = url.searchParams.get('sig')!
      const approve = await app.inject({ method: 'POST', url: url.pathname, headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: `sig=${sig}&decision=approve` })
      expect(approve.statusCode).toBe(200)
      expect(approve.body).toContain('Payment approved.')
      expect(await mainBalance(m.id)).toBe(123_450n)
      expect((await call('depositOrder', m.token, { query: `orderId=${order.orderId}` })).json().value).toMatchObject({ status: 'success', payUrl: null })
      // The order's state and the balance at once; the unread count once the message's transaction has committed.
      await vi.waitFor(() => expect(heard.map((e) => e.type).sort()).toEqual(['balance', 'deposit', 'unread']))
      expect(heard.find((e) => e.type === 'balance')).toMatchObject({ balance: { sumBalance: '1234.50' } })
      expect(heard.find((e) => e.type === 'unread')).toEqual({ type: 'unread', count: 1 })
      const messages = (await call('memberMessages', m.token)).json()
      expectContract('memberMessages', messages)
      expect(messages.value).toMatchObject({ unread: 1, totalCount: 1, list: [{ kind: 'deposit.credited', params: { amount: '1234.50', orderId: order.orderId }, read: false }] })
      // Approving again changes nothing.
      await app.inject({ method: 'POST', url: url.pathname, headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, payload: `sig=${sig}&decision=approve` })
      expect(await mainBalance(m.id)).toBe(123_450n)
      stop()
    })

    it('declining fails the order and credits nothing', async () => {
      const m = await member()
      const order = (await deposit(m.token, '100')).json().value
      const response = await callback({ ...paid(order.orderId, '100.00'), outcome: 'declined' })
      expect(response.json().value).toMatchObject({ status: 'failed', applied: true })
      expect(await mainBalance(m.id)).toBe(0n)
      // A "paid" after the decline does not revive it.
      expect((await callback(paid(order.orderId, '100.00'))).json().value).toMatchObject({ status: 'failed', applied: false })
      expect(await mainBalance(m.id)).toBe(0n)
    })

    it('refuses a forged, unsigned, stale or mismatched callback and changes nothing', async () => {
      const m = await member()
      const order = (await deposit(m.token, '100')).json().value
      const entries = await countEntries(db)
      expectError(await callback(paid(order.orderId, '100.00'), { secret: 'not-the-secret-not-the-secret-xxxxxxxx' }), 401, 'payment.signature.invalid')
      const unsigned = await app.inject({ method: 'POST', url: '/wps/payment/callback/sandbox', headers: { ...demo, 'content-type': 'application/json' }, payload: JSON.stringify(paid(order.orderId, '100.00')) })
      expectError(unsigned, 401, 'payment.signature.invalid')
      const now = Math.floor(clock.now().getTime() / 1000)
      expectError(await callback(paid(order.orderId, '100.00'), { timestamp: now - 301 }), 400, 'payment.callback.stale')
      expectError(await callback(paid(order.orderId, '100.00'), { timestamp: now + 301 }), 400, 'payment.callback.stale')
      expectError(await callback(paid(order.orderId, '1000.00')), 400, 'payment.callback.mismatch')
      expectError(await callback({ ...paid(order.orderId, '100.00'), currency: 'USD' }), 400, 'payment.callback.mismatch')
      expectError(await callback(paid('unknown-order-id', '100.00')), 404, 'deposit.not.found')
      expectError(await callback({}, { raw: '{not json' }), 400, 'request.invalid')
      expectError(await callback({ orderId: order.orderId }), 400, 'request.invalid')
      const unknownProvider = await app.inject({ method: 'POST', url: '/wps/payment/callback/nobody', headers: { ...demo, 'content-type': 'application/json' }, payload: '{}' })
      expect(unknownProvider.statusCode).toBe(404)
      expect(await countEntries(db)).toBe(entries)
      expect((await call('depositOrder', m.token, { query: `orderId=${order.orderId}` })).json().value.status).toBe('pending')
    })

    it('a callback delivered 10 times at once, as one event or as ten, credits once', async () => {
      const m = await member()
      const order = (await deposit(m.token, '300')).json().value
      const same = paid(order.orderId, '300.00')
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => callback(same)),
        ...Array.from({ length: 10 }, () => callback(paid(order.orderId, '300.00'))),
      ])
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
      expect(answers.filter((a) => a.json().value.applied)).toHaveLength(1)
      expect(await mainBalance(m.id)).toBe(30_000n)
      const credits = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ledger_entries WHERE reference = $1`, [order.orderId])
      expect(credits.rows[0].n).toBe(1)
      expect((await call('unreadCount', m.token)).json().value).toBe(1)
    })
  })

  describe('expiry', () => {
    it('the job expires pending orders past their time, once; a late "paid" still credits (the money arrived)', async () => {
      const m = await member()
      const services = { db, clock, random: cryptoRandom, events, providers: new Map() }
      const merchants = await loadTestMerchants()
      const order = (await deposit(m.token, '100')).json().value
      const young = (await deposit(m.token, '200')).json().value
      clock.set('2026-11-21T12:30:00.000Z')
      await expireDeposits(services, merchants)
      // Read from the database: the member's session has idled out by now (30 minutes, like the order).
      const status = async (id: string) => (await depositById(db, 'demo', id))?.status
      expect(await status(order.orderId)).toBe('expired')
      expect(await status(young.orderId)).toBe('expired')
      expect(await expireDeposits(services, merchants)).toBe(0)
      expect((await callback(paid(order.orderId, '100.00'))).json().value).toMatchObject({ status: 'success', applied: true })
      expect(await mainBalance(m.id)).toBe(10_000n)
    })
  })

  describe('the event stream', () => {
    it('asks for a token, then streams the member’s events as server-sent events', async () => {
      expectError(await app.inject({ method: 'GET', url: path('memberEvents'), headers: demo }), 401, 'please.login')
      const m = await member()
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      const port = (app.server.address() as AddressInfo).port
      const controller = new AbortController()
      const response = await fetch(`http://127.0.0.1:${port}${path('memberEvents')}`, { headers: { ...demo, authorization: m.token }, signal: controller.signal })
      expect(address).toContain('127.0.0.1')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      const readUntil = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read()
          if (done) throw new Error(`stream ended before ${needle}`)
          text += decoder.decode(value, { stream: true })
        }
      }
      await readUntil(': connected')
      const order = (await deposit(m.token, '75')).json().value
      await callback(paid(order.orderId, '75.00'))
      await readUntil('event: balance')
      await readUntil('\n\n')
      expect(text).toContain('"sumBalance":"75.00"')
      controller.abort()
    })
  })
})
