/**
 * Play sessions end with the portal session that minted them, through `app.inject` on PGlite and (with DATABASE_URL)
 * PostgreSQL: a lottery session (the lobby URL's) and a game session (the launch's) play while the portal session
 * lives, and once it ends (logout, "sign out the others", a password reset, its idle expiry) the lottery app's bet,
 * the house dice roll and a vendor's seamless bet are refused and move no money. A vendor's win for a round under way
 * still lands, so that the round settles.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import { LOTTERY_CALLS } from '../../src/contract/lottery'
import { signRequest } from '../../src/server/crypto/signedRequest'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { insertMember, rememberIp } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { runRounds } from '../../src/server/domain/lottery/rounds'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { MemorySender } from '../../src/server/domain/notify/sender'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { TOUCH_EVERY_MS } from '../../src/server/domain/accounts/sessions'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { fixedClock } from '../../src/server/runtime'
import { seedHouseGames } from '../../src/server/seed/games'
import { LOTTERY_DATA_KEY, intervalRoundNo, lotteryServices } from './fixtures/lottery'
import { BACKENDS, NOW, expectError, expectLedgerBalanced, loadTestMerchants, path, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Quarry#Lantern2026'
const HOUSE_SECRET = 'house-secret-for-the-play-session-tests'
const demo = { host: 'localhost:3000' }
/** The frames' calls come from an opaque origin, on a launch host that names no merchant. */
const frame = { host: 'games.example', origin: 'null', 'content-type': 'application/json' }
const MINUTE = 60_000

describe.each(BACKENDS)('play sessions end with the portal session on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let merchants: MerchantRegistry
  let serial = 0
  let keys = 0
  let diceNode = ''
  const hasher = createPasswordHasher()
  let passwordHash = ''
  const sender = new MemorySender(fixedClock(NOW))

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    merchants = await loadTestMerchants()
    ;({ app, clock } = await testServer({
      db, passwordHasher: hasher, sender, houseVendorSecret: HOUSE_SECRET, houseMinCycleMs: 1, rateLimit: { perMinute: 10_000 }, dataKey: LOTTERY_DATA_KEY,
    }))
    clock.set('2026-11-21T12:00:05.000Z')
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    diceNode = (await gameByVendorId(db, 'demo', 'HMINI', 'dice'))!.nodeId.toString()
    await runRounds(lotteryServices(db, clock, merchants))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  async function call(name: EndpointName, options: { token?: string; body?: unknown; query?: Record<string, string> } = {}) {
    const def = ENDPOINTS[name]
    let payload = options.body
    if (payload !== undefined && def.encrypted) {
      const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
      payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, payload, { path: def.path, at: clock.now().getTime() })
    }
    const url = options.query ? `${def.path}?${new URLSearchParams(options.query)}` : def.path
    return app.inject({
      method: def.method, url, headers: { ...demo, ...(options.token ? { authorization: options.token } : {}) }, remoteAddress: '127.0.0.1',
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }

  /** A portal session of `username`, through the real (encrypted) login. */
  async function logIn(username: string): Promise<string> {
    const response = await call('login', { body: { type: 'username', username, password: PASSWORD } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.token
  }

  /** A demo member with 1,000.00 in main, logged in (the portal session `token`); its id, name and address. */
  async function member() {
    const username = `ps${backend.name.slice(0, 2)}${++serial}`
    const email = `${username}@play.portico.test`
    const inserted = await insertMember(db, { merchantCode: 'demo', username, passwordHash, email, at: clock.now() })
    if ('conflict' in inserted) throw new Error(`test member ${username} exists`)
    await rememberIp(db, inserted.id, '127.0.0.1', clock.now())
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: inserted.id, amount: 100_000n, idempotencyKey: `ps-seed-${backend.name}-${inserted.id}`, actor: 'system', at: clock.now() })
    return { id: inserted.id, username, email, token: await logIn(username) }
  }

  /** The play sessions a portal session mints: the dice game's (the launch) and the lottery app's (the lobby URL). */
  async function playSessions(token: string) {
    const launch = await call('launchGame', { token, query: { nodeId: diceNode, accountType: '1', confirmTrans: '0' } })
    expect(launch.statusCode, launch.body).toBe(200)
    const lobby = await call('lotteryLobbyUrl', { token, query: { lottoView: 'betting', lottoGameCode: 'elott-1m', language: 'en' } })
    expect(lobby.statusCode, lobby.body).toBe(200)
    const sessionIn = (url: string) => new URL(url, 'https://portal.test').searchParams.get('session')!
    return { game: sessionIn(launch.json().value.content.game_url), lottery: sessionIn(lobby.json().value.gameUrl) }
  }

  const lotteryBet = (session: string) =>
    app.inject({
      method: 'POST', url: LOTTERY_CALLS.bet, headers: frame,
      payload: { session, idempotencyKey: `ps-key-${backend.name}-${++keys}`, gameCode: 'elott-1m', roundNo: intervalRoundNo(clock.now(), 60), betType: 'lo', numbers: ['07'], amount: '10.00' },
    })

  const diceRoll = (session: string) => {
    clock.advance(10)
    return app.inject({ method: 'POST', url: HOUSE_CALLS.diceRoll, headers: frame, payload: { session, stake: '1.00', direction: 'under', target: 5_000 } })
  }

  /** A call of the vendor protocol, signed as the house studio's server signs it. */
  const vendor = (name: 'bet' | 'win', body: Record<string, unknown>) => {
    const raw = JSON.stringify(body)
    const timestamp = Math.floor(clock.now().getTime() / 1000)
    return app.inject({
      method: 'POST', url: `/vendor-api/v1/HMINI/${name}`, payload: raw,
      headers: { 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(HOUSE_SECRET, timestamp, raw) },
    })
  }
  const vendorBet = (session: string) => vendor('bet', { sessionToken: session, txnId: `ps-bet-${backend.name}-${++keys}`, roundId: `ps-round-${backend.name}-${keys}`, amount: '1.00' })

  const main = async (memberId: number) => (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n

  /** Every kind of play the sessions allow answers (the game's alone, with `lottery` false). */
  async function expectPlays(sessions: { game: string; lottery: string }, options: { lottery?: boolean } = {}) {
    if (options.lottery !== false) expect((await lotteryBet(sessions.lottery)).statusCode).toBe(200)
    for (const response of [await diceRoll(sessions.game), await vendorBet(sessions.game)]) expect(response.statusCode, response.body).toBe(200)
  }

  /** Every kind of play is refused as an ended session, and no money moves. */
  async function expectRefused(memberId: number, sessions: { game: string; lottery: string }) {
    const balance = await main(memberId)
    const entries = await countEntries(db)
    expectError(await lotteryBet(sessions.lottery), 401, 'house.session.invalid')
    expectError(await diceRoll(sessions.game), 401, 'house.session.invalid')
    expectError(await vendorBet(sessions.game), 401, 'vendor.session.invalid')
    expect(await main(memberId)).toBe(balance)
    expect(await countEntries(db)).toBe(entries)
  }

  it('end at logout', async () => {
    const m = await member()
    const sessions = await playSessions(m.token)
    await expectPlays(sessions)
    expect((await call('logout', { token: m.token })).statusCode).toBe(200)
    await expectRefused(m.id, sessions)
  })

  it('end on "sign out the others", while those of the session that stays keep playing', async () => {
    const m = await member()
    const sessions = await playSessions(m.token)
    const kept = await logIn(m.username)
    const keptSessions = await playSessions(kept)
    await expectPlays(sessions)
    expect((await call('signOutOthers', { token: kept })).json().value).toEqual({ signedOut: 1 })
    await expectRefused(m.id, sessions)
    await expectPlays(keptSessions)
  })

  it('end at a password reset', async () => {
    const m = await member()
    const sessions = await playSessions(m.token)
    await expectPlays(sessions)
    const asked = await app.inject({
      method: 'POST', url: path('forgotPasswordEmail'), headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '127.0.0.1',
      payload: `username=${m.username}&email=${encodeURIComponent(m.email)}`,
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const link = [...sender.sent].reverse().find((message) => message.to === m.email)?.text.match(/resetPassword\?token=([A-Za-z0-9_-]+)/)
    const reset = await call('passwordReset', { body: { token: link?.[1], newPassword: 'Gravel#Beacon77', confirmNewPassword: 'Gravel#Beacon77' } })
    expect(reset.statusCode, reset.body).toBe(200)
    await expectRefused(m.id, sessions)
  })

  it('end when the portal session expires unused, and live on while the portal is used', async () => {
    const m = await member()
    const sessions = await playSessions(m.token)
    // The merchant's idle timeout is 30 minutes: used every 20, the portal session lives on, and so do its games,
    // past the end the vendor protocol read first (and keeps: the third round finds it passed and reads again).
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * MINUTE)
      expect((await call('touch', { token: m.token })).statusCode).toBe(200)
      await expectPlays(sessions, { lottery: false })
    }
    await runRounds(lotteryServices(db, clock, merchants))
    await expectPlays(sessions)
    clock.advance(30 * MINUTE + TOUCH_EVERY_MS)
    await runRounds(lotteryServices(db, clock, merchants))
    await expectRefused(m.id, sessions)
  })

  it('settle a round under way: a vendor win after the logout still lands', async () => {
    const m = await member()
    const { game } = await playSessions(m.token)
    const bet = await vendor('bet', { sessionToken: game, txnId: `ps-open-bet-${backend.name}`, roundId: `ps-open-${backend.name}`, amount: '5.00' })
    expect(bet.statusCode, bet.body).toBe(200)
    expect((await call('logout', { token: m.token })).statusCode).toBe(200)
    const win = await vendor('win', { sessionToken: game, txnId: `ps-open-win-${backend.name}`, roundId: `ps-open-${backend.name}`, amount: '12.00', final: true })
    expect(win.statusCode, win.body).toBe(200)
    expect(await main(m.id)).toBe(100_700n)
  })
})
