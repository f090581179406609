/**
 * The sportsbook's server tests' common ground (sportsbook*.test.ts): a test server on a backend with the demo seeded
 * (its books listed), members launched into the sportsbook with money, the book's calls, and the ledger checked after
 * every test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { SPORTS_CALLS, type SportsBetRequest, type SportsEvent } from '../../src/contract/sportsbook'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { creditDeposit } from '../../src/server/domain/money/movements'
import type { MatchResult } from '../../src/server/domain/sports/feed/result'
import { seededRandom } from '../../src/server/games/house/slots/testRandom'
import { seed } from '../../src/server/seed'
import { expectLedgerBalanced, loadTestMerchants, logIn, loggedInMember, testServer, type Backend, type TestDatabase } from './helpers'

export const HOST = { host: 'localhost:3000' }
const PASSWORD = 'Heron#Valley2026'
export const MIN = 60_000

export interface BookSuite {
  readonly db: Database
  readonly app: FastifyInstance
  readonly clock: Awaited<ReturnType<typeof testServer>>['clock']
  /** A new member with `balance` minor units, launched into the sportsbook: its game session. */
  player(balance?: bigint): Promise<{ id: number; session: string; relaunch: () => Promise<string> }>
  call(path: string, body: unknown): Promise<LightMyRequestResponse>
  events(session: string): Promise<SportsEvent[]>
  balanceOf(session: string): Promise<string>
  bet(session: string, body: Omit<SportsBetRequest, 'idempotencyKey'> & { idempotencyKey?: string }): Promise<LightMyRequestResponse>
  /** The first match not started whose 1X2 is open (after `skip` of them), with its home price. */
  prematch(list: SportsEvent[], skip?: number): { event: SportsEvent; price: number }
  resultOf(eventId: string): Promise<MatchResult>
}

/** Registers the suite's hooks (a server per describe block) and answers its helpers. */
export function bookSuite(backend: Backend): BookSuite {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: BookSuite['clock']
  let passwordHash = ''
  let serial = 0
  let nodeId = ''
  let keys = 0
  const hasher = createPasswordHasher()

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    passwordHash = await hasher.hash(PASSWORD)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 100_000 }, sportsbook: { tickEveryMs: false, random: seededRandom(26) } }))
    await seed(db, await loadTestMerchants(), clock, hasher)
    nodeId = (await gameByVendorId(db, 'demo', 'HSPORT', 'sportsbook'))!.nodeId.toString()
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  const call: BookSuite['call'] = (path, body) => app.inject({ method: 'POST', url: path, headers: { ...HOST, 'content-type': 'application/json', origin: 'null' }, payload: JSON.stringify(body) })
  return {
    get db() {
      return db
    },
    get app() {
      return app
    },
    get clock() {
      return clock
    },
    async player(balance = 100_000n) {
      const username = `sb${backend.name.slice(0, 2)}${++serial}`
      const { id, token } = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: HOST, at: clock.now() })
      if (balance > 0n) await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: id, amount: balance, idempotencyKey: `sb-seed-${id}`, actor: 'system', at: clock.now() })
      const launch = async (portalToken: string) => {
        const answer = await app.inject({ method: 'GET', url: `${ENDPOINTS.launchGame.path}?nodeId=${nodeId}&accountType=1&confirmTrans=1`, headers: { ...HOST, authorization: portalToken } })
        expect(answer.statusCode, answer.body).toBe(200)
        return new URL(answer.json().value.content.game_url, 'http://x').searchParams.get('session')!
      }
      // Hours later (the clock moved to a match), the member logs in and opens the book again.
      const relaunch = async () => launch(await logIn(app, { username, password: PASSWORD, headers: HOST, at: clock.now() }))
      return { id, session: await launch(token), relaunch }
    },
    call,
    async events(session) {
      const answer = await call(SPORTS_CALLS.events, { session })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json().value.events
    },
    async balanceOf(session) {
      return (await call(SPORTS_CALLS.session, { session })).json().value.balance
    },
    bet: (session, body) => call(SPORTS_CALLS.bet, { session, idempotencyKey: body.idempotencyKey ?? `slip-${backend.name}-${++keys}`, ...body }),
    prematch(list, skip = 0) {
      const found = list.filter((e) => e.phase === 'pre' && e.markets.some((m) => m.key === '1x2' && m.status === 'open'))[skip]
      expect(found, 'a football match to come').toBeDefined()
      const market = found.markets.find((m) => m.key === '1x2')!
      return { event: found, price: market.selections.find((s) => s.key === 'home')!.price! }
    },
    async resultOf(eventId) {
      return (await db.query<{ result: MatchResult }>(`SELECT result FROM sports_events WHERE merchant_code = 'demo' AND event_id = $1`, [eventId])).rows[0].result
    },
  }
}
