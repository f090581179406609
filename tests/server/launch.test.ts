/**
 * The launch (`/wps/game/launchGame`) and the house games it opens, through `app.inject` on PGlite and (with
 * DATABASE_URL) PostgreSQL:
 * - the launch answers a framed address on a launch host with a fresh session token; a transfer-wallet vendor moves
 *   the main balance in when confirmTrans says so; a trial account plays its play credit; refusals (unknown game,
 *   a vendor in maintenance with its window, too little to play, a guest, free play for a real member) change
 *   nothing;
 * - the house API (`/house-api/v1`) plays a slot round and a dice roll against the wallet over the signed vendor
 *   protocol: the wallet moves exactly the round's bet and win, the round is recorded and settled with its result;
 *   too little money, a stake outside the rules, a round sooner than the minimum cycle, an unknown session change
 *   nothing; every answer carries CORS for the frame's opaque origin.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { HOUSE_CALLS } from '../../src/contract/house'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { memberAccounts } from '../../src/server/db/money/ledger'
import { migrate } from '../../src/server/db/migrate'
import { setMaintenance } from '../../src/server/domain/games/catalogue'
import { creditDeposit, creditTrial } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { TRIAL_ACCOUNT_TYPE } from '../../src/server/domain/accounts/freeplay'
import { seededRandom } from '../../src/server/games/house/slots/testRandom'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loadTestMerchants, loggedInMember, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const MIN_CYCLE_MS = 1000

describe.each(BACKENDS)('game launch and the house games on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let serial = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''
  const houseDir = mkdtempSync(join(tmpdir(), 'house-build-'))
  const nodeIds: Record<string, string> = {}

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    writeFileSync(join(houseDir, 'house.html'), '<!doctype html><title>house</title><script type="module" crossorigin src="/house/assets/house-abcdef12.js"></script>')
    writeFileSync(join(houseDir, 'house-probe.txt'), 'probe')
    // A seeded source, so the rounds (and so the wins the assertions check) are the same on every run.
    ;({ app, clock } = await testServer({
      db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, houseStaticDir: houseDir, houseMinCycleMs: MIN_CYCLE_MS, random: seededRandom(20261125),
    }))
    await seed(db, await loadTestMerchants(), clock, hasher)
    for (const [vendor, game] of [['HSLOT', 'koi-terrace'], ['HMINI', 'dice'], ['HMINI', 'crash'], ['HLIVE', 'baccarat-a']]) {
      nodeIds[game] = (await gameByVendorId(db, 'demo', vendor, game))!.nodeId.toString()
    }
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  /** A logged-in demo member with `balance` minor units in main (a trial account gets play credit instead). */
  async function member(options: { balance?: bigint; trial?: boolean } = {}) {
    const username = `ln${backend.name.slice(0, 2)}${++serial}`
    const { id, token } = await loggedInMember(app, db, {
      merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: demo, at: clock.now(), accountType: options.trial ? TRIAL_ACCOUNT_TYPE : 0,
    })
    const amount = options.balance ?? 50_000n
    const movement = { merchantCode: 'demo', currency: 'THB', memberId: id, amount, idempotencyKey: `ln-seed-${id}`, actor: 'system', at: clock.now() }
    if (amount > 0n) await (options.trial ? creditTrial(db, movement) : creditDeposit(db, movement))
    return { id, token }
  }

  async function accounts(memberId: number) {
    const rows = await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)
    return Object.fromEntries(rows.map((row) => [row.kind === 'vendor' ? `vendor:${row.vendorCode}` : row.kind, row.balance]))
  }

  function launch(token: string | undefined, query: Record<string, string>, language?: string) {
    return app.inject({
      method: 'GET',
      url: `${ENDPOINTS.launchGame.path}?${new URLSearchParams({ accountType: '1', confirmTrans: '0', launchMode: 'GLS', platform: 'html5-desktop', clientType: '3', ...query })}`,
      headers: { ...demo, ...(token ? { authorization: token } : {}), ...(language ? { language } : {}) },
    })
  }

  /** Launches and returns the session token inside the answered address. */
  async function launched(token: string, query: Record<string, string>) {
    const response = await launch(token, query)
    expect(response.statusCode, response.body).toBe(200)
    expectContract('launchGame', response.json())
    const content = response.json().value.content
    return { content, session: new URL(content.game_url, 'http://portal.test').searchParams.get('session')! }
  }

  function house(path: string, body: unknown) {
    return app.inject({ method: 'POST', url: path, headers: { ...demo, 'content-type': 'application/json', origin: 'null' }, payload: JSON.stringify(body) })
  }

  async function gameRounds(memberId: number) {
    const { rows } = await db.query<{ bet: bigint; win: bigint; status: string; result: Record<string, unknown> | null; wallet: string }>(
      `SELECT bet, win, status, result, wallet FROM game_rounds WHERE member_id = $1 ORDER BY id`,
      [memberId],
    )
    return rows
  }

  describe('the launch', () => {
    it('opens a seamless game on this server with a fresh session, in the asked language, and lists it under recent', async () => {
      const { id, token } = await member()
      const response = await launch(token, { nodeId: nodeIds.dice, gameId: 'dice' }, 'en')
      expect(response.statusCode, response.body).toBe(200)
      expectContract('launchGame', response.json())
      const { content } = response.json().value
      expect(content).toMatchObject({ vendorCode: 'HMINI', wallet: 'main', transferred: '0.00', newWindow: false })
      expect(content.game_url).toMatch(/^\/house\/play\/dice\?session=[A-Za-z0-9_-]{43}&lang=en$/)
      expect(Date.parse(content.expiresAt)).toBeGreaterThan(clock.now().getTime())
      // Each launch is a new session.
      const again = (await launched(token, { nodeId: nodeIds.dice })).session
      expect(again).not.toBe(new URL(content.game_url, 'http://x').searchParams.get('session'))
      const recent = await app.inject({ method: 'GET', url: ENDPOINTS.recentGames.path, headers: { ...demo, authorization: token } })
      expect(recent.json().value.list.map((g: { nodeId: string }) => g.nodeId)).toContain(nodeIds.dice)
      expect(await accounts(id)).toEqual({ main: 50_000n })
    })

    it('moves the main balance into a transfer-wallet vendor when confirmTrans is 1, and only then', async () => {
      const { id, token } = await member({ balance: 12_345n })
      const withoutTransfer = await launch(token, { nodeId: nodeIds['koi-terrace'] })
      // The vendor's wallet is empty, so without the transfer there is nothing to play with.
      const refused = expectError(withoutTransfer, 400, 'launch.balance.not.enough')
      expect(refused.value).toMatchObject({ wallet: 'vendor', balance: '0.00', minBet: '1.00' })
      expect(await accounts(id)).toEqual({ main: 12_345n })
      const { content } = await launched(token, { nodeId: nodeIds['koi-terrace'], confirmTrans: '1' })
      expect(content).toMatchObject({ vendorCode: 'HSLOT', gameName: 'ระเบียงปลาคาร์ป', wallet: 'vendor', transferred: '123.45' })
      expect(await accounts(id)).toEqual({ main: 0n, 'vendor:HSLOT': 12_345n })
      // A seamless game next: with confirmTrans 1 the money comes back to main, where that game plays.
      const seamless = await launched(token, { nodeId: nodeIds.dice, confirmTrans: '1' })
      expect(seamless.content).toMatchObject({ vendorCode: 'HMINI', wallet: 'main', transferred: '123.45' })
      expect(await accounts(id)).toEqual({ main: 12_345n, 'vendor:HSLOT': 0n })
    })

    it('refuses too little to play, a vendor in maintenance (with its window), an unknown game, and changes nothing', async () => {
      const { id, token } = await member({ balance: 50n })
      expectError(await launch(token, { nodeId: nodeIds.dice }), 400, 'launch.balance.not.enough')
      expectError(await launch(token, { nodeId: '999999999' }), 404, 'game.not.found')
      expectError(await launch(token, { nodeId: nodeIds.dice, gameId: 'crash' }), 404, 'game.not.found')
      expectError(await launch(token, { nodeId: 'abc' }), 400, 'request.invalid')
      const from = new Date(clock.now().getTime() - 60_000)
      const until = new Date(clock.now().getTime() + 3_600_000)
      await setMaintenance(db, 'demo', 'HLIVE', { from, until })
      try {
        const rich = await member()
        const body = expectError(await launch(rich.token, { nodeId: nodeIds['baccarat-a'], confirmTrans: '1' }), 409, 'vendor.under.maintenance')
        expect(body.value).toEqual({ vendorCode: 'HLIVE', from: from.toISOString(), until: until.toISOString() })
        expect(await accounts(rich.id)).toEqual({ main: 50_000n })
      } finally {
        await setMaintenance(db, 'demo', 'HLIVE', null)
      }
      const { rows } = await db.query(`SELECT 1 FROM game_sessions WHERE member_id = $1`, [id])
      expect(rows).toHaveLength(0)
      expect(await accounts(id)).toEqual({ main: 50n })
    })

    it('is described, with the vendor protocol and the house API, in the OpenAPI document', async () => {
      const response = await app.inject({ method: 'GET', url: '/openapi.json', headers: demo })
      expect(response.statusCode).toBe(200)
      const paths = response.json().paths
      const launchParameters = paths['/wps/game/launchGame'].get.parameters.map((p: { name: string }) => p.name)
      expect(launchParameters).toEqual(expect.arrayContaining(['nodeId', 'gameId', 'accountType', 'confirmTrans', 'launchMode', 'platform', 'clientType']))
      expect(paths['/vendor-api/v1/{vendor}/{call}'].post.tags).toEqual(['vendor protocol'])
      expect(paths[HOUSE_CALLS.slotsSpin].post).toBeDefined()
      // The portal's pages and files are not the API (the lottery app's, the sportsbook's and the arena's calls are).
      expect(Object.keys(paths).filter((path) => !/^\/(wps|lgw|lotto|vendor-api|house-api|lottery-api|sports-api|cockfight-api|ops)\//.test(path))).toEqual([])
      expect(paths['/sports-api/v1/bet'].post.tags).toEqual(['sportsbook'])
      expect(paths['/cockfight-api/v1/bet'].post.tags).toEqual(['cockfight'])
    })

    it('asks a guest to log in, launches a trial account on its play credit, and refuses free play to a real member', async () => {
      expectError(await launch(undefined, { nodeId: nodeIds.dice }), 401, 'please.login')
      const trial = await member({ trial: true, balance: 100_000n })
      const { content } = await launched(trial.token, { nodeId: nodeIds['koi-terrace'], accountType: '0', confirmTrans: '1' })
      // Play credit, never a transfer of money (a trial account has none).
      expect(content).toMatchObject({ wallet: 'trial', transferred: '0.00' })
      const real = await member()
      expectError(await launch(real.token, { nodeId: nodeIds.dice, accountType: '0' }), 403, 'in_need_true_account')
    })
  })

  describe('the house games', () => {
    it('serves the frame document with its own policy and its assets with CORS', async () => {
      const page = await app.inject({ method: 'GET', url: '/house/play/koi-terrace?session=abc', headers: demo })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(page.headers['referrer-policy']).toBe('no-referrer')
      expect(page.headers['cache-control']).toBe('no-store')
      const asset = await app.inject({ method: 'GET', url: '/house/house-probe.txt', headers: demo })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['access-control-allow-origin']).toBe('*')
      expect((await app.inject({ method: 'GET', url: '/house/house.html', headers: demo })).statusCode).toBe(404)
      const preflight = await app.inject({ method: 'OPTIONS', url: HOUSE_CALLS.slotsSpin, headers: { ...demo, origin: 'null', 'access-control-request-method': 'POST' } })
      expect(preflight.statusCode).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe('*')
    })

    it('plays a slot round: the wallet moves exactly the bet and the win, and the round is settled with its result', async () => {
      const { id, token } = await member({ balance: 20_000n })
      const { session } = await launched(token, { nodeId: nodeIds['koi-terrace'], confirmTrans: '1' })
      const opened = await house(HOUSE_CALLS.session, { session, language: 'th' })
      expect(opened.statusCode, opened.body).toBe(200)
      expect(opened.headers['access-control-allow-origin']).toBe('*')
      const rules = opened.json().value
      expect(rules).toMatchObject({ game: { gameId: 'koi-terrace', gameType: 'slots', name: 'ระเบียงปลาคาร์ป' }, balance: '200.00', trial: false, minCycleMs: MIN_CYCLE_MS })
      expect(rules.slots.paylines).toHaveLength(20)
      expect(rules.slots.lineBets[0]).toBe('0.05')

      let balance = 20_000n
      let won = 0n
      for (let spin = 0; spin < 10; spin++) {
        clock.advance(MIN_CYCLE_MS)
        const response = await house(HOUSE_CALLS.slotsSpin, { session, lineBet: '0.10', lines: 20 })
        expect(response.statusCode, response.body).toBe(200)
        const round = response.json().value
        expect(round.totalBet).toBe('2.00')
        const win = BigInt(round.totalWin.replace('.', ''))
        won += win
        balance = balance - 200n + win
        expect(round.balance).toBe((Number(balance) / 100).toFixed(2))
        expect(round.base.grid).toHaveLength(5)
      }
      // Some spins won (the seed makes sure), so the wins were paid, not only the bets taken.
      expect(won).toBeGreaterThan(0n)
      expect(await accounts(id)).toEqual({ main: 0n, 'vendor:HSLOT': balance })
      const rounds = await gameRounds(id)
      expect(rounds).toHaveLength(10)
      expect(rounds.reduce((sum, round) => sum + round.win, 0n)).toBe(won)
      for (const round of rounds) {
        expect(round).toMatchObject({ bet: 200n, status: 'settled', wallet: 'vendor' })
        expect(round.result).toMatchObject({ game: 'koi-terrace', lineBet: '0.10', lines: 20 })
      }
    })

    it('rolls dice exactly: a win pays the stake times the multiplier, a loss nothing', async () => {
      const { id, token } = await member({ balance: 10_000n })
      const { session } = await launched(token, { nodeId: nodeIds.dice })
      const rules = (await house(HOUSE_CALLS.session, { session })).json().value
      expect(rules.dice).toEqual({ outcomes: 10_000, minTarget: 499, maxTarget: 9_500, houseEdge: 0.01 })
      let balance = 10_000n
      const outcomes = new Set<boolean>()
      for (let roll = 0; roll < 8; roll++) {
        clock.advance(MIN_CYCLE_MS)
        const response = await house(HOUSE_CALLS.diceRoll, { session, stake: '5.00', direction: 'under', target: 5_000 })
        expect(response.statusCode, response.body).toBe(200)
        const round = response.json().value
        expect(round.multiplier).toBe(1.98)
        expect(round.won).toBe(round.rolled < 5_000)
        outcomes.add(round.won)
        expect(round.payout).toBe(round.won ? '9.90' : '0.00')
        balance = balance - 500n + (round.won ? 990n : 0n)
        expect(round.balance).toBe((Number(balance) / 100).toFixed(2))
      }
      // Both a win and a loss were rolled (the seed makes sure).
      expect([...outcomes].sort()).toEqual([false, true])
      expect(await accounts(id)).toEqual({ main: balance })
    })

    it('refuses too little money, stakes outside the rules, a round too soon and an unknown session, moving nothing', async () => {
      const { id, token } = await member({ balance: 300n })
      const { session } = await launched(token, { nodeId: nodeIds.dice })
      clock.advance(MIN_CYCLE_MS)
      expectError(await house(HOUSE_CALLS.diceRoll, { session, stake: '5.00', direction: 'under', target: 5_000 }), 400, 'house.balance.insufficient')
      for (const bad of [
        { stake: '0.50', direction: 'under', target: 5_000 }, // below the game's smallest bet
        { stake: '1.001', direction: 'under', target: 5_000 },
        { stake: 5, direction: 'under', target: 5_000 },
        { stake: '1.00', direction: 'sideways', target: 5_000 },
        { stake: '1.00', direction: 'over', target: 9_900 }, // a 0.99% chance
        { stake: '1.00', direction: 'under', target: 50.5 },
      ]) {
        expectError(await house(HOUSE_CALLS.diceRoll, { session, ...bad }), 400, 'house.bet.invalid')
      }
      expectError(await house(HOUSE_CALLS.slotsSpin, { session, lineBet: '0.10', lines: 20 }), 400, 'house.bet.invalid')
      clock.advance(MIN_CYCLE_MS)
      expect((await house(HOUSE_CALLS.diceRoll, { session, stake: '1.00', direction: 'under', target: 5_000 })).statusCode).toBe(200)
      const tooSoon = await house(HOUSE_CALLS.diceRoll, { session, stake: '1.00', direction: 'under', target: 5_000 })
      expectError(tooSoon, 429, 'house.too.fast')
      expect(tooSoon.headers['access-control-allow-origin']).toBe('*')
      expectError(await house(HOUSE_CALLS.session, { session: 'x'.repeat(43) }), 401, 'house.session.invalid')
      expectError(await house(HOUSE_CALLS.session, { session: 12 }), 401, 'house.session.invalid')
      expectError(await house(HOUSE_CALLS.session, [1]), 400, 'request.invalid')
      // Only the one good roll moved money.
      expect(await gameRounds(id)).toHaveLength(1)
      const after = (await accounts(id)).main
      expect([200n, 398n]).toContain(after)
    })

    it('keeps every round in the member’s betting record, filtered by category, vendor and period, with totals', async () => {
      const { token } = await member({ balance: 20_000n })
      const slots = (await launched(token, { nodeId: nodeIds['koi-terrace'], confirmTrans: '1' })).session
      const spins: { totalWin: string }[] = []
      for (let spin = 0; spin < 3; spin++) {
        clock.advance(MIN_CYCLE_MS)
        spins.push((await house(HOUSE_CALLS.slotsSpin, { session: slots, lineBet: '0.05', lines: 20 })).json().value)
      }
      const dice = (await launched(token, { nodeId: nodeIds.dice, confirmTrans: '1' })).session
      clock.advance(MIN_CYCLE_MS)
      const roll = (await house(HOUSE_CALLS.diceRoll, { session: dice, stake: '2.00', direction: 'over', target: 5_000 })).json().value
      const record = async (query: Record<string, string> = {}, language = 'en') => {
        const response = await app.inject({ method: 'GET', url: `${ENDPOINTS.bettingRecord.path}?${new URLSearchParams(query)}`, headers: { ...demo, authorization: token, language } })
        expect(response.statusCode, response.body).toBe(200)
        expectContract('bettingRecord', response.json())
        return response.json().value
      }
      const all = await record()
      expect(all.totalCount).toBe(4)
      expect(all.list[0]).toMatchObject({ gameName: 'Dice Over/Under', vendorCode: 'HMINI', bet: '2.00', win: roll.payout, status: 'settled', trial: false })
      expect(all.list[0].result).toMatchObject({ direction: 'over', target: 5_000, rolled: roll.rolled })
      const cents = (major: string) => Math.round(Number(major) * 100)
      const won = spins.reduce((sum, spin) => sum + cents(spin.totalWin), 0) + cents(roll.payout)
      expect(all.totals).toEqual({ bet: '5.00', win: (won / 100).toFixed(2), profit: ((won - 500) / 100).toFixed(2), rounds: 4 })
      expect((await record({ vendorCode: 'HSLOT' })).totalCount).toBe(3)
      expect((await record({ gameGroupCode: 'LIVE' })).totalCount).toBe(0)
      expect((await record({ pageSize: '2', pageNo: '2' })).list).toHaveLength(2)
      expect((await record({ from: new Date(clock.now().getTime() + 1).toISOString() })).totalCount).toBe(0)
      expect((await record({}, 'th')).list[1].gameName).toBe('ระเบียงปลาคาร์ป')
      const bad = await app.inject({ method: 'GET', url: `${ENDPOINTS.bettingRecord.path}?from=2026-11-25T00:00:00Z&to=2026-11-24T00:00:00Z`, headers: { ...demo, authorization: token } })
      expectError(bad, 400, 'request.invalid')
    })

    it('ends with the session: an expired session plays no more', async () => {
      const { token } = await member()
      const { session } = await launched(token, { nodeId: nodeIds.dice })
      clock.advance(13 * 3_600_000)
      expectError(await house(HOUSE_CALLS.diceRoll, { session, stake: '1.00', direction: 'under', target: 5_000 }), 401, 'house.session.invalid')
    })
  })
})
