/**
 * The house tables' server tests' setup, written once: a migrated, seeded database on one backend, a test server
 * with the house tables at a fixed pace and settlement by hand, the tables' own services (settlement as every server
 * process runs it on its timer, over the same signed wallet calls), and a member seated at a game with a session.
 * Call it inside a `describe`: it registers its hooks there (and checks the ledger after every test).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { migrate } from '../../src/server/db/migrate'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { houseWallet, type WalletTransport } from '../../src/server/games/house/server/walletClient'
import { seededRandom } from '../../src/server/games/house/slots/testRandom'
import type { TableServices } from '../../src/server/games/house/tables/service'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectLedgerBalanced, loadTestMerchants, loggedInMember, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
export const DEMO_HOST = { host: 'localhost:3000' }

export interface HouseTableSuiteOptions<Game extends string> {
  /** Starts each member's name, so two suites' members never meet. */
  usernamePrefix: string
  /** The server's random source and the tables' (seeded: every run draws the same rounds). */
  randomSeeds: readonly [server: number, tables: number]
  /** Every phase's length times this (crash's flight is never scaled). */
  pace: number
  houseSecret: string
  dataKey: Uint8Array
  /** Each game the suite seats members at, with its vendor (studio). */
  games: Readonly<Record<Game, string>>
}

export interface HouseTableSuite<Game extends string> {
  /** The database, server, clock and table services, once the suite's `beforeAll` has run. */
  ready(): { db: Database; app: FastifyInstance; clock: Awaited<ReturnType<typeof testServer>>['clock']; tables: TableServices }
  /** A new member with `balance` (minor units; 1,000.00 by default), launched into `game`: its token and game session. */
  seated(game: Game, balance?: bigint): Promise<{ id: number; token: string; session: string }>
  /** A call of the house games' API, as the frame makes it. */
  house(path: string, body: unknown): Promise<LightMyRequestResponse>
}

export function houseTableSuite<Game extends string>(backend: (typeof BACKENDS)[number], options: HouseTableSuiteOptions<Game>): HouseTableSuite<Game> {
  const hasher = createPasswordHasher()
  const nodeIds: Record<string, string> = {}
  let handle: TestDatabase | undefined
  let state: ReturnType<HouseTableSuite<Game>['ready']> | undefined
  let passwordHash = ''
  let serial = 0

  beforeAll(async () => {
    handle = await backend.open()
    const db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    const merchants = await loadTestMerchants()
    const { app, clock } = await testServer({
      db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, random: seededRandom(options.randomSeeds[0]), houseMinCycleMs: 1,
      houseTables: { pace: options.pace, settleEveryMs: false }, houseVendorSecret: options.houseSecret, dataKey: options.dataKey,
    })
    await seed(db, merchants, clock, hasher)
    const transport: WalletTransport = {
      post: async (url, headers, payload) => {
        const response = await app.inject({ method: 'POST', url, headers, payload })
        return { status: response.statusCode, body: response.body }
      },
    }
    const tables: TableServices = {
      db, merchants, clock, random: seededRandom(options.randomSeeds[1]), minCycleMs: 1, pace: options.pace, secrets: createSecretBox(options.dataKey),
      wallet: houseWallet({ transport, secret: options.houseSecret, clock }),
    }
    for (const [game, vendor] of Object.entries<string>(options.games)) nodeIds[game] = (await gameByVendorId(db, 'demo', vendor, game))!.nodeId.toString()
    state = { db, app, clock, tables }
  })
  afterAll(async () => {
    await state?.app.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(state!.db))

  const ready = () => {
    if (!state) throw new Error('the house table suite is not ready: use it inside a test or a later beforeAll')
    return state
  }

  return {
    ready,
    async seated(game, balance = 100_000n) {
      const { db, app, clock } = ready()
      const username = `${options.usernamePrefix}${backend.name.slice(0, 2)}${++serial}`
      const { id, token } = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: DEMO_HOST, at: clock.now() })
      await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: id, amount: balance, idempotencyKey: `${options.usernamePrefix}-seed-${id}`, actor: 'system', at: clock.now() })
      const launch = await app.inject({
        method: 'GET', url: `${ENDPOINTS.launchGame.path}?nodeId=${nodeIds[game]}&accountType=1&confirmTrans=1`, headers: { ...DEMO_HOST, authorization: token },
      })
      expect(launch.statusCode, launch.body).toBe(200)
      return { id, token, session: new URL(launch.json().value.content.game_url, 'http://x').searchParams.get('session')! }
    },
    house: (path, body) =>
      ready().app.inject({ method: 'POST', url: path, headers: { ...DEMO_HOST, 'content-type': 'application/json', origin: 'null' }, payload: JSON.stringify(body) }),
  }
}
