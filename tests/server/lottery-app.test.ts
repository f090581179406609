/**
 * The lottery app's calls (LOTTERY_CALLS: what our lottery app in the portal's sandboxed frame plays with) through
 * `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: the credential is the lottery session the lobby URL
 * minted, sent in the body; a guest names the merchant and can read but never bet; a bad, expired or foreign
 * session moves nothing; every answer carries CORS for the frame's opaque origin.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { LOTTERY_CALLS } from '../../src/contract/lottery'
import type { Database } from '../../src/server/db/database'
import { memberAccounts } from '../../src/server/db/money/ledger'
import { migrate } from '../../src/server/db/migrate'
import { runRounds } from '../../src/server/domain/lottery/rounds'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { LOTTERY_DATA_KEY, intervalRoundNo, lotteryServices } from './fixtures/lottery'
import { BACKENDS, expectError, expectLedgerBalanced, loadTestMerchants, loggedInMember, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Lantern#Harbour2026'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('the lottery app\'s calls on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let merchants: MerchantRegistry
  let serial = 0
  let keys = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    merchants = await loadTestMerchants()
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, dataKey: LOTTERY_DATA_KEY }))
    clock.set('2026-11-21T12:00:05.000Z')
    await runRounds(lotteryServices(db, clock, merchants))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  /** A demo member with 1,000.00 in main and a lottery session for the betting view of `game`. */
  async function memberWithSession(game = 'elott-1m') {
    const username = `la${backend.name.slice(0, 2)}${++serial}`
    const { id, token } = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: id, amount: 100_000n, idempotencyKey: `la-seed-${backend.name}-${id}`, actor: 'system', at: clock.now() })
    const query = new URLSearchParams({ lottoView: 'betting', lottoGameCode: game, language: 'en' })
    const response = await app.inject({ method: 'GET', url: `${ENDPOINTS.lotteryLobbyUrl.path}?${query}`, headers: { ...demo, authorization: token } })
    expect(response.statusCode, response.body).toBe(200)
    const session = new URL(response.json().value.gameUrl, 'https://portal.test').searchParams.get('session')!
    return { id, username, session }
  }

  const main = async (memberId: number) => (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n

  /** As the frame calls: a POST of JSON from an opaque origin, no cookies, no Host of a merchant. */
  const call = (path: string, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: path, headers: { host: 'games.example', origin: 'null', 'content-type': 'application/json' }, payload: body })

  const betBody = (session: string, extra: Record<string, unknown> = {}) => ({
    session, idempotencyKey: `app-key-${backend.name}-${++keys}`, gameCode: 'elott-1m', roundNo: intervalRoundNo(clock.now(), 60), betType: 'lo', numbers: ['07'], amount: '10.00', ...extra,
  })

  it('tells the app who plays: the member, their balance and the session\'s game; a guest names the merchant and gets nulls', async () => {
    const m = await memberWithSession('vn-north')
    const response = await call(LOTTERY_CALLS.session, { session: m.session })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.json().value).toEqual({ username: m.username, balance: '1000.00', currency: { code: 'THB', decimals: 2 }, gameCode: 'vn-north' })
    const guest = await call(LOTTERY_CALLS.session, { merchant: 'demo' })
    expect(guest.json().value).toEqual({ username: null, balance: null, currency: { code: 'THB', decimals: 2 }, gameCode: null })
    expectError(await call(LOTTERY_CALLS.session, {}), 400, 'request.invalid')
    expectError(await call(LOTTERY_CALLS.session, { merchant: 'nobody' }), 400, 'request.invalid')
  })

  it('reads games, the round and results for a guest, in the asked language', async () => {
    const games = await call(LOTTERY_CALLS.games, { merchant: 'demo', lang: 'th' })
    expect(games.statusCode, games.body).toBe(200)
    expect(games.json().value.list.find((g: { gameCode: string }) => g.gameCode === 'vn-north').name).toBe('หวยเวียดนามเหนือ')
    const round = await call(LOTTERY_CALLS.round, { merchant: 'demo', gameCode: 'elott-1m' })
    expect(round.json().value).toMatchObject({ gameCode: 'elott-1m', bettingOpen: true, current: { roundNo: intervalRoundNo(clock.now(), 60), status: 'open' } })
    expect((await call(LOTTERY_CALLS.results, { merchant: 'demo', gameCode: 'elott-1m' })).json().value).toMatchObject({ list: expect.any(Array) })
    expect((await call(LOTTERY_CALLS.opened, { merchant: 'demo' })).statusCode).toBe(200)
    expectError(await call(LOTTERY_CALLS.round, { merchant: 'demo', gameCode: 'nope-game' }), 404, 'lottery.game.not.found')
  })

  it('places a bet with the session: the stake leaves main once, a replay moves nothing, and the order is listed', async () => {
    const m = await memberWithSession()
    const body = betBody(m.session)
    const first = await call(LOTTERY_CALLS.bet, body)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({ replayed: false, order: { betType: 'lo', numbers: ['07'], amount: '10.00', status: 'open' }, balance: { sumBalance: '990.00' } })
    const again = await call(LOTTERY_CALLS.bet, body)
    expect(again.json().value).toMatchObject({ replayed: true, balance: { sumBalance: '990.00' } })
    expect(await main(m.id)).toBe(99_000n)
    const orders = await call(LOTTERY_CALLS.orders, { session: m.session, gameCode: 'elott-1m' })
    expect(orders.json().value).toMatchObject({ totalCount: 1, list: [{ orderId: first.json().value.order.orderId }] })
  })

  it('refuses bets without a valid session, and moves nothing', async () => {
    const m = await memberWithSession()
    // A guest cannot bet: the body needs a session.
    expectError(await call(LOTTERY_CALLS.bet, { ...betBody(m.session), session: undefined, merchant: 'demo' }), 400, 'request.invalid')
    expectError(await call(LOTTERY_CALLS.bet, betBody('A'.repeat(43))), 401, 'house.session.invalid')
    expectError(await call(LOTTERY_CALLS.bet, betBody('not a token')), 401, 'house.session.invalid')
    expectError(await call(LOTTERY_CALLS.orders, { session: 'B'.repeat(43) }), 401, 'house.session.invalid')
    expect(await main(m.id)).toBe(100_000n)
  })

  it('refuses a session once it has expired, or when its member is no longer active', async () => {
    const m = await memberWithSession()
    await db.query(`UPDATE lottery_sessions SET expires_at = $1`, [new Date(clock.now().getTime() - 1)])
    expectError(await call(LOTTERY_CALLS.bet, betBody(m.session)), 401, 'house.session.invalid')
    const n = await memberWithSession()
    await db.query(`UPDATE members SET status = 'locked' WHERE id = $1`, [n.id])
    expectError(await call(LOTTERY_CALLS.session, { session: n.session }), 401, 'house.session.invalid')
    expect(await main(m.id)).toBe(100_000n)
    expect(await main(n.id)).toBe(100_000n)
  })

  it('answers a closed round with lottery.round.closed and moves nothing', async () => {
    const m = await memberWithSession()
    const roundNo = intervalRoundNo(clock.now(), 60)
    const at = clock.now()
    clock.set(new Date(at.getTime() + 50_000).toISOString())
    try {
      expectError(await call(LOTTERY_CALLS.bet, betBody(m.session, { roundNo })), 409, 'lottery.round.closed')
      expect(await main(m.id)).toBe(100_000n)
    } finally {
      clock.set(at.toISOString())
    }
  })

  it('answers the frame\'s preflight and carries CORS on errors too', async () => {
    const preflight = await app.inject({ method: 'OPTIONS', url: LOTTERY_CALLS.bet, headers: { origin: 'null', 'access-control-request-method': 'POST' } })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('*')
    const refused = await call(LOTTERY_CALLS.bet, { session: 'x' })
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['access-control-allow-origin']).toBe('*')
  })

  it('serves the app\'s document only for its two views', async () => {
    expect((await app.inject({ method: 'GET', url: '/lottery-app/elsewhere' })).statusCode).toBe(404)
    // Without a build of the frame (the tests run without one) the views say so rather than answer a blank page.
    expect([200, 503]).toContain((await app.inject({ method: 'GET', url: '/lottery-app/lobby?merchant=demo' })).statusCode)
  })
})
