/**
 * The lottery's calls through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL, with the round job run on
 * the same test clock: the games, the current and next round with countdowns and commitments, bets through the
 * ledger (idempotent; limits per bet and per number across players, race-safe; every refusal moves nothing), the
 * settlement (exact payouts, once), catch-up after an outage with bets on the missed rounds, the member's orders,
 * the results and opened numbers (verifiable from the revealed seed), and the lottery app's address.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { LOTTERY_APP_PATH } from '../../src/contract/lottery'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import type { Database } from '../../src/server/db/database'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { migrate } from '../../src/server/db/migrate'
import {
  deriveResult, drawResult, payout, prizeTable, roundKey, seedFromHex, specialTail, appearances, verifyRound, type BetTypeCode, type DrawResult,
  type PrizeTableCode,
} from '../../src/server/domain/lottery'
import { runRounds } from '../../src/server/domain/lottery/rounds'
import { lotteryConfig } from '../../src/server/domain/lottery/settings'
import { gameTokenHash } from '../../src/server/domain/games/vendorProtocol'
import { creditDeposit, creditTrial } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { TRIAL_ACCOUNT_TYPE } from '../../src/server/domain/accounts/freeplay'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { LOTTERY_DATA_KEY, intervalRoundNo, lotteryServices, storedRounds } from './fixtures/lottery'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loadTestMerchants, loggedInMember, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Lantern#Harbour2026'
const demo = { host: 'localhost:3000' }
const box = createSecretBox(LOTTERY_DATA_KEY)

describe.each(BACKENDS)('the lottery calls on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let merchants: MerchantRegistry
  let serial = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''
  const job = () => runRounds(lotteryServices(db, clock, merchants))

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    merchants = await loadTestMerchants()
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, dataKey: LOTTERY_DATA_KEY }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  /** A logged-in demo member with `balance` minor units in main (a trial account: play credit). */
  async function member(options: { balance?: bigint; trial?: boolean } = {}) {
    const username = `lt${backend.name.slice(0, 2)}${++serial}`
    const { id, token } = await loggedInMember(app, db, {
      merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: demo, at: clock.now(), accountType: options.trial ? TRIAL_ACCOUNT_TYPE : 0,
    })
    const amount = options.balance ?? 100_000n
    const movement = { merchantCode: 'demo', currency: 'THB', memberId: id, amount, idempotencyKey: `lt-seed-${backend.name}-${id}`, actor: 'system', at: clock.now() }
    if (amount > 0n) await (options.trial ? creditTrial(db, movement) : creditDeposit(db, movement))
    return { id, token }
  }

  async function mainBalance(memberId: number): Promise<bigint> {
    return (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n
  }

  function get(name: keyof typeof ENDPOINTS, query: Record<string, string> = {}, token?: string, headers: Record<string, string> = {}) {
    const qs = new URLSearchParams(query).toString()
    return app.inject({ method: 'GET', url: `${ENDPOINTS[name].path}${qs ? `?${qs}` : ''}`, headers: { ...demo, ...headers, ...(token ? { authorization: token } : {}) } })
  }

  let keys = 0
  function bet(token: string | undefined, body: Record<string, unknown>) {
    return app.inject({
      method: 'POST', url: ENDPOINTS.placeLotteryBet.path, headers: { ...demo, ...(token ? { authorization: token } : {}) },
      payload: { idempotencyKey: `lottery-key-${backend.name}-${++keys}`, gameCode: 'elott-1m', roundNo: intervalRoundNo(clock.now(), 60), betType: 'lo', numbers: ['07'], amount: '10.00', ...body },
    })
  }

  /** The result a stored round will draw, read through its seal (what only the server can do before the draw). */
  async function comingResult(gameCode: string, roundNo: string): Promise<DrawResult> {
    const round = (await storedRounds(db, 'demo', gameCode)).find((r) => r.roundNo === roundNo)!
    return deriveResult(prizeTable(round.prizeTable), seedFromHex(box.open(round.seedSeal)), roundKey(gameCode, roundNo))
  }

  const odds = (code: BetTypeCode, gameCode = 'elott-1m') => {
    const game = lotteryConfig(merchants.byCode('demo')!.config).games.find((g) => g.code === gameCode)!
    return game.betTypes.find((b) => b.type.code === code)!.odds
  }

  describe('games and rounds', () => {
    it('lists the merchant\'s games with their bet types, odds and limits, named in the asked language', async () => {
      const response = await get('lotteryGames', {}, undefined, { language: 'en' })
      expect(response.statusCode, response.body).toBe(200)
      expectContract('lotteryGames', response.json())
      const { list } = response.json().value
      expect(list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['elott-1m', 'elott-3m', 'elott-5m', 'vn-north', 'vn-south'])
      expect(list[0]).toMatchObject({ name: 'Express Lottery 1 min', category: 'ELOTT', prizeTable: 'electronic', schedule: { kind: 'interval', everySeconds: 60 }, closeBeforeDrawSeconds: 10 })
      expect(list[0].betTypes[0]).toEqual({ code: 'lo', picks: 1, digits: 2, price: '23.00', payout: '80.00', min: '1.00', maxPerBet: '5000.00', maxPerNumber: '50000.00' })
      // The southern game's own lô replaces the merchant's.
      expect(list[4].betTypes.find((b: { code: string }) => b.code === 'lo')).toMatchObject({ price: '1.00', payout: '5.20' })
      expect((await get('lotteryGames', {}, undefined, { language: 'th' })).json().value.list[3].name).toBe('หวยเวียดนามเหนือ')
    })

    it('answers the current round (its commitment published, betting open) and the next, with countdowns', async () => {
      clock.set('2026-11-21T12:00:20.000Z')
      const response = await get('lotteryRound', { gameCode: 'elott-1m' })
      expect(response.statusCode, response.body).toBe(200)
      expectContract('lotteryRound', response.json())
      const value = response.json().value
      const roundNo = intervalRoundNo(clock.now(), 60)
      expect(value).toMatchObject({ gameCode: 'elott-1m', serverTime: '2026-11-21T12:00:20.000Z', bettingOpen: true, closesInSeconds: 30, drawsInSeconds: 40 })
      expect(value.current).toMatchObject({ roundNo, status: 'open', closesAt: '2026-11-21T12:00:50.000Z', drawsAt: '2026-11-21T12:01:00.000Z', seed: null, prizes: null })
      const stored = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.roundNo === roundNo)!
      expect(value.current.commitment).toBe(stored.commitment)
      expect(value.next).toMatchObject({ roundNo: String(Number(roundNo) + 1), status: 'scheduled', commitment: null })
      clock.set('2026-11-21T12:00:55.000Z')
      expect((await get('lotteryRound', { gameCode: 'elott-1m' })).json().value).toMatchObject({ bettingOpen: false, closesInSeconds: 0, drawsInSeconds: 5, current: { status: 'closed' } })
      expectError(await get('lotteryRound', { gameCode: 'nope-game' }), 404, 'lottery.game.not.found')
      expectError(await get('lotteryRound', {}), 400, 'request.invalid')
    })
  })

  describe('bets', () => {
    it('a bet moves its stake to the house; a replay answers the first and moves nothing; the key for another bet is refused', async () => {
      clock.set('2026-11-21T13:00:05.000Z')
      const m = await member()
      const before = await countEntries(db)
      const body = { idempotencyKey: `same-key-${backend.name}-1`, betType: 'xien2', numbers: ['45', '07'], amount: '25.50' }
      const response = await bet(m.token, body)
      expect(response.statusCode, response.body).toBe(200)
      expectContract('placeLotteryBet', response.json())
      const { order, replayed, balance } = response.json().value
      expect(replayed).toBe(false)
      expect(order).toMatchObject({ gameCode: 'elott-1m', roundNo: intervalRoundNo(clock.now(), 60), betType: 'xien2', numbers: ['07', '45'], amount: '25.50', price: '1.00', payout: '15.00', status: 'open', winAmount: null })
      expect(balance.sumBalance).toBe('974.50')
      expect(await mainBalance(m.id)).toBe(97_450n)
      expect(await countEntries(db)).toBe(before + 1)

      const again = await bet(m.token, body)
      expect(again.json().value).toMatchObject({ replayed: true, order: { orderId: order.orderId } })
      expect(await countEntries(db)).toBe(before + 1)
      expect(await mainBalance(m.id)).toBe(97_450n)
      expectError(await bet(m.token, { ...body, amount: '30.00' }), 409, 'idempotency.key.reused')
      // A replay after the round closed still answers the first bet.
      clock.set('2026-11-21T13:00:55.000Z')
      expect((await bet(m.token, { ...body, roundNo: intervalRoundNo('2026-11-21T13:00:05Z', 60) })).json().value.replayed).toBe(true)
      expect(await countEntries(db)).toBe(before + 1)
    })

    it('refuses, moving nothing: after close (lottery.round.closed), before open, outside the limits, wrong picks, too little money, a trial account, a guest', async () => {
      clock.set('2026-11-21T14:00:10.000Z')
      const m = await member({ balance: 5_000n })
      const trial = await member({ trial: true })
      const before = { entries: await countEntries(db), balance: await mainBalance(m.id) }
      const current = intervalRoundNo(clock.now(), 60)
      const refusals: [Record<string, unknown>, number, string, string?][] = [
        [{ roundNo: String(Number(current) + 1) }, 409, 'lottery.round.not.open'],
        [{ roundNo: String(Number(current) - 1) }, 409, 'lottery.round.closed'],
        [{ amount: '0.99' }, 400, 'lottery.bet.below.min'],
        [{ betType: '3cang', numbers: ['123'], amount: '500.01' }, 400, 'lottery.bet.above.max'],
        [{ numbers: ['7'] }, 400, 'lottery.numbers.invalid'],
        [{ betType: 'xien2', numbers: ['07', '07'] }, 400, 'lottery.numbers.invalid'],
        [{ betType: 'xien3', numbers: ['07', '08'] }, 400, 'lottery.numbers.invalid'],
        [{ amount: '10.001' }, 400, 'amount.invalid'],
        [{ gameCode: 'nope-game' }, 404, 'lottery.game.not.found'],
        [{ roundNo: 'x1' }, 400, 'request.invalid'],
        // A round number longer than any schedule's (the schema's ten digits; the schedule itself refuses a round
        // past the last date a clock can show): a clear refusal, not a 500.
        [{ roundNo: '144000000000' }, 400, 'request.invalid'],
        [{ amount: '50.01' }, 400, 'insufficient.balance'],
      ]
      for (const [body, status, code] of refusals) expectError(await bet(m.token, body), status, code)
      expectError(await bet(trial.token, {}), 403, 'in_need_true_account')
      expectError(await bet(undefined, {}), 401, 'please.login')
      // At the close time exactly, betting is closed.
      clock.set('2026-11-21T14:00:50.000Z')
      expectError(await bet(m.token, {}), 409, 'lottery.round.closed')
      expect(await countEntries(db)).toBe(before.entries)
      expect(await mainBalance(m.id)).toBe(before.balance)
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM lottery_bets WHERE member_id = $1`, [m.id])
      expect(rows[0].n).toBe(0)
    })

    it('a bet after the job closed the round gets lottery.round.closed and moves nothing', async () => {
      clock.set('2026-11-21T14:30:49.000Z')
      const m = await member()
      await job()
      clock.set('2026-11-21T14:30:50.000Z')
      expect((await job()).closed).toBeGreaterThanOrEqual(1)
      const before = { entries: await countEntries(db), balance: await mainBalance(m.id) }
      // The request names the round that was open a second ago.
      expectError(await bet(m.token, { roundNo: intervalRoundNo('2026-11-21T14:30:49Z', 60) }), 409, 'lottery.round.closed')
      expect(await countEntries(db)).toBe(before.entries)
      expect(await mainBalance(m.id)).toBe(before.balance)
    })

    it('keeps a number under its limit per round across players, with bets racing', async () => {
      clock.set('2026-11-21T15:00:05.000Z')
      const [a, b] = [await member({ balance: 1_000_000n }), await member({ balance: 1_000_000n })]
      const entries = await countEntries(db)
      // 3 càng: 500 per bet at most, 5,000 on one number per round. Twelve bets of 500 at once: ten fit.
      const racing = await Promise.all(Array.from({ length: 12 }, (_, i) => bet(i % 2 ? a.token : b.token, { betType: '3cang', numbers: ['123'], amount: '500' })))
      const accepted = racing.filter((r) => r.statusCode === 200)
      expect(accepted).toHaveLength(10)
      for (const refused of racing.filter((r) => r.statusCode !== 200)) {
        expect(expectError(refused, 409, 'lottery.number.limit.reached').value).toEqual({ number: '123', remaining: '0.00' })
      }
      expect(await countEntries(db)).toBe(entries + 10)
      expect((await mainBalance(a.id)) + (await mainBalance(b.id))).toBe(2_000_000n - 500_000n)
      // Another number, or the same number of another bet type, has its own limit.
      expect((await bet(a.token, { betType: '3cang', numbers: ['124'], amount: '500' })).statusCode).toBe(200)
      expect((await bet(a.token, { betType: 'de', numbers: ['23'], amount: '500' })).statusCode).toBe(200)
      const { rows } = await db.query<{ staked: bigint }>(`SELECT staked FROM lottery_round_numbers WHERE bet_type = '3cang' AND number = '123'`)
      expect(rows.map((r) => r.staked)).toEqual([500_000n])
    })
  })

  describe('settlement', () => {
    it('pays each winning bet exactly through the ledger once the round is drawn; a second run pays nothing', async () => {
      clock.set('2026-11-21T16:00:05.000Z')
      const m = await member({ balance: 1_000_000n })
      const roundNo = intervalRoundNo(clock.now(), 60)
      await job()
      const result = await comingResult('elott-1m', roundNo)
      const special = specialTail(result, 3)
      const repeated = [...appearances(result)].sort((x, y) => y[1] - x[1])[0][0]
      const other = [...appearances(result).keys()].find((n) => n !== repeated)!
      const absent = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).find((n) => !appearances(result).has(n))!
      const placed: { type: BetTypeCode; numbers: string[]; stake: bigint }[] = [
        { type: 'de', numbers: [special.slice(1)], stake: 1_000n },
        { type: '3cang', numbers: [special], stake: 333n },
        { type: 'lo', numbers: [repeated], stake: 2_300n },
        { type: 'lo', numbers: [absent], stake: 2_300n },
        { type: 'xien2', numbers: [repeated, other], stake: 777n },
        { type: 'xien2', numbers: [repeated, absent], stake: 700n },
        { type: 'head', numbers: [special[1]], stake: 1_001n },
        { type: 'tail', numbers: [special[2]], stake: 999n },
      ]
      for (const p of placed) {
        const response = await bet(m.token, { betType: p.type, numbers: p.numbers, amount: (Number(p.stake) / 100).toFixed(2) })
        expect(response.statusCode, response.body).toBe(200)
      }
      const staked = placed.reduce((sum, p) => sum + p.stake, 0n)
      expect(await mainBalance(m.id)).toBe(1_000_000n - staked)
      const expected = placed.map((p) => payout({ type: p.type, numbers: p.numbers, stake: p.stake }, result, odds(p.type)))
      const won = expected.reduce((sum, v) => sum + v, 0n)
      expect(expected.filter((v) => v > 0n).length).toBeGreaterThanOrEqual(6)

      clock.set('2026-11-21T16:01:00.000Z')
      const run = await job()
      expect(run.drawn).toBeGreaterThanOrEqual(1)
      expect(await mainBalance(m.id)).toBe(1_000_000n - staked + won)
      const orders = (await get('lotteryOrders', { gameCode: 'elott-1m' }, m.token)).json().value
      expectContract('lotteryOrders', { success: true, value: orders })
      expect(orders.list.map((o: { winAmount: string }) => o.winAmount)).toEqual([...expected].reverse().map((v) => (Number(v) / 100).toFixed(2)))
      expect(orders.footer).toEqual({ amount: (Number(staked) / 100).toFixed(2), winAmount: (Number(won) / 100).toFixed(2), profit: (Number(won - staked) / 100).toFixed(2) })
      const { rows } = await db.query<{ stake: bigint; payout: bigint; betCount: number }>(
        `SELECT m.stake, m.payout, m.bet_count AS "betCount" FROM lottery_member_rounds m JOIN lottery_rounds r ON r.id = m.round_id
         WHERE m.member_id = $1 AND r.game_code = 'elott-1m' AND r.round_no = $2`,
        [m.id, roundNo],
      )
      expect(rows).toEqual([{ stake: staked, payout: won, betCount: placed.length }])

      // Settled once: the job again moves nothing.
      const entries = await countEntries(db)
      clock.set('2026-11-21T16:01:30.000Z')
      expect((await job()).settled).toBe(0)
      expect(await countEntries(db)).toBe(entries)
      expect(await mainBalance(m.id)).toBe(1_000_000n - staked + won)
    })

    it('after an outage, settles every round missed with bets on it, once, from its committed seed', async () => {
      clock.set('2026-11-21T17:00:05.000Z')
      const m = await member({ balance: 1_000_000n })
      await job()
      const rounds = { one: intervalRoundNo(clock.now(), 60), three: intervalRoundNo(clock.now(), 180), five: intervalRoundNo(clock.now(), 300) }
      const placed: { gameCode: string; roundNo: string; type: BetTypeCode; numbers: string[]; stake: bigint }[] = []
      for (const [gameCode, roundNo] of [['elott-1m', rounds.one], ['elott-3m', rounds.three], ['elott-5m', rounds.five]] as const) {
        const result = await comingResult(gameCode, roundNo)
        for (const p of [
          { type: 'de' as const, numbers: [specialTail(result, 2)], stake: 500n },
          { type: 'lo' as const, numbers: [[...appearances(result).keys()][0]], stake: 2_300n },
          { type: 'tail' as const, numbers: [String((Number(specialTail(result, 1)) + 1) % 10)], stake: 400n },
        ]) {
          const response = await bet(m.token, { gameCode, roundNo, betType: p.type, numbers: p.numbers, amount: (Number(p.stake) / 100).toFixed(2) })
          expect(response.statusCode, response.body).toBe(200)
          placed.push({ gameCode, roundNo, ...p })
        }
      }
      const staked = placed.reduce((sum, p) => sum + p.stake, 0n)
      // The server goes down before any of them draws, and comes back 12 minutes later: a new process, the same data key.
      clock.set('2026-11-21T17:12:00.000Z')
      const restarted = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, dataKey: LOTTERY_DATA_KEY })
      restarted.clock.set(clock.now())
      try {
        const run = await runRounds(lotteryServices(db, restarted.clock, merchants))
        expect(run.settled).toBeGreaterThanOrEqual(3)
        let won = 0n
        for (const p of placed) {
          const round = (await storedRounds(db, 'demo', p.gameCode)).find((r) => r.roundNo === p.roundNo)!
          expect(round.status).toBe('settled')
          const result = drawResult(prizeTable(round.prizeTable), round.result!)
          won += payout({ type: p.type, numbers: p.numbers, stake: p.stake }, result, odds(p.type, p.gameCode))
        }
        expect(won).toBeGreaterThan(0n)
        expect(await mainBalance(m.id)).toBe(1_000_000n - staked + won)
        const entries = await countEntries(db)
        expect(await runRounds(lotteryServices(db, restarted.clock, merchants))).toMatchObject({ drawn: 0, settled: 0 })
        expect(await countEntries(db)).toBe(entries)
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id WHERE b.member_id = $1 AND r.status = 'settled'`, [m.id])
        expect(rows[0].n).toBe(placed.length)
      } finally {
        await restarted.app.close()
      }
    })

    it('two runners at once pay each winning bet once', async () => {
      clock.set('2026-11-21T18:00:05.000Z')
      const m = await member({ balance: 1_000_000n })
      await job()
      const roundNo = intervalRoundNo(clock.now(), 60)
      const result = await comingResult('elott-1m', roundNo)
      expect((await bet(m.token, { betType: 'de', numbers: [specialTail(result, 2)], amount: '10.00' })).statusCode).toBe(200)
      const won = payout({ type: 'de', numbers: [specialTail(result, 2)], stake: 1_000n }, result, odds('de'))
      clock.set('2026-11-21T18:01:00.000Z')
      const runs = await Promise.all([job(), job(), job()])
      expect(runs.reduce((n, r) => n + r.settled, 0)).toBeGreaterThanOrEqual(1)
      expect(await mainBalance(m.id)).toBe(1_000_000n - 1_000n + won)
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ledger_entries WHERE idempotency_key LIKE 'lottery:win:%:' || $1`, [String(m.id)])
      expect(rows[0].n).toBe(1)
    })
  })

  describe('orders, results, opened numbers and the lobby URL', () => {
    it('pages the member\'s orders newest first (page = pageNo − 1), filtered by game and state', async () => {
      clock.set('2026-11-21T19:00:05.000Z')
      const m = await member()
      for (let i = 0; i < 5; i++) expect((await bet(m.token, { numbers: [String(10 + i)], amount: `${i + 1}.00` })).statusCode).toBe(200)
      expect((await bet(m.token, { gameCode: 'elott-5m', roundNo: intervalRoundNo(clock.now(), 300), numbers: ['99'], amount: '7.00' })).statusCode).toBe(200)
      const page = async (query: Record<string, string>) => {
        const response = await get('lotteryOrders', query, m.token)
        expect(response.statusCode, response.body).toBe(200)
        expectContract('lotteryOrders', response.json())
        return response.json().value
      }
      const first = await page({ pageNo: '1', pageSize: '4' })
      expect(first).toMatchObject({ totalCount: 6, totalPages: 2, footer: { amount: '22.00', winAmount: '0.00', profit: '0.00' } })
      expect(first.list.map((o: { numbers: string[] }) => o.numbers[0])).toEqual(['99', '14', '13', '12'])
      expect((await page({ pageNo: '2', pageSize: '4' })).list.map((o: { numbers: string[] }) => o.numbers[0])).toEqual(['11', '10'])
      expect((await page({ gameCode: 'elott-5m' })).list).toHaveLength(1)
      expect((await page({ status: 'settled' })).totalCount).toBe(0)
      expectError(await get('lotteryOrders', { pageNo: '0' }, m.token), 400, 'request.invalid')
      expectError(await get('lotteryOrders'), 401, 'please.login')
    })

    it('lists a game\'s results newest first and each game\'s opened numbers, each verifiable from its revealed seed', async () => {
      clock.set('2026-11-21T20:00:00.000Z')
      await job()
      for (const at of ['2026-11-21T20:01:00.000Z', '2026-11-21T20:02:00.000Z', '2026-11-21T20:03:00.000Z']) {
        clock.set(at)
        await job()
      }
      const response = await get('lotteryResults', { gameCode: 'elott-1m', pageSize: '2' }, undefined, { language: 'en' })
      expect(response.statusCode, response.body).toBe(200)
      expectContract('lotteryResults', response.json())
      const results = response.json().value
      expect(results.list).toHaveLength(2)
      expect(results.list[0].roundNo).toBe(String(Number(intervalRoundNo('2026-11-21T20:03:00Z', 60)) - 1))
      expect(Number(results.list[0].roundNo)).toBeGreaterThan(Number(results.list[1].roundNo))
      for (const draw of results.list) {
        expect(draw.gameName).toBe('Express Lottery 1 min')
        expect(draw.special).toBe(draw.prizes.special[0])
        expect(verifyRound({ gameCode: draw.gameCode, roundNo: draw.roundNo, table: 'electronic' as PrizeTableCode, commitment: draw.commitment, seedHex: draw.seed, announced: draw.prizes }).ok).toBe(true)
      }
      const m = await member({ balance: 0n })
      const opened = await get('lotteryOpenedNumbers', {}, m.token, { language: 'en' })
      expect(opened.statusCode, opened.body).toBe(200)
      expectContract('lotteryOpenedNumbers', opened.json())
      const latest = opened.json().value.list
      expect(latest[0]).toEqual(results.list[0])
      expect(new Set(latest.map((d: { gameCode: string }) => d.gameCode)).size).toBe(latest.length)
      expect((await get('lotteryOpenedNumbers', { gameCode: 'elott-1m' }, m.token)).json().value.list).toHaveLength(1)
      expectError(await get('lotteryOpenedNumbers'), 401, 'please.login')
      // A round's seed is not published before its draw: the current round shows only its commitment.
      const round = (await get('lotteryRound', { gameCode: 'elott-1m' })).json().value
      expect(round.current.seed).toBeNull()
      expect(round.last.roundNo).toBe(results.list[0].roundNo)
    })

    it('answers the lottery app\'s address: a member\'s with a fresh session, a guest\'s without; betting needs a game', async () => {
      const query = { device: 'web', lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT', language: 'en', lottoView: 'betting', lottoGameCode: 'vn-north' }
      const m = await member({ balance: 0n })
      const response = await get('lotteryLobbyUrl', query, m.token)
      expect(response.statusCode, response.body).toBe(200)
      expectContract('lotteryLobbyUrl', response.json())
      const { gameUrl, expiresAt } = response.json().value
      const url = new URL(gameUrl, 'https://portal.test')
      expect(url.pathname).toBe(`${LOTTERY_APP_PATH}/betting`)
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ game: 'vn-north', lang: 'en', area: 'VN', mode: 'Elott', device: 'web' })
      const session = url.searchParams.get('session')!
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(12 * 3_600_000)
      const { rows } = await db.query<{ memberId: number; gameCode: string }>(`SELECT member_id AS "memberId", game_code AS "gameCode" FROM lottery_sessions WHERE token_hash = $1`, [gameTokenHash(session)])
      expect(rows).toEqual([{ memberId: m.id, gameCode: 'vn-north' }])
      const again = new URL((await get('lotteryLobbyUrl', query, m.token)).json().value.gameUrl, 'https://portal.test')
      expect(again.searchParams.get('session')).not.toBe(session)

      const guest = (await get('lotteryLobbyUrl', { lottoView: 'lobby', language: 'th' })).json().value
      expect(guest.expiresAt).toBeNull()
      expect(guest.gameUrl).toBe(`${LOTTERY_APP_PATH}/lobby?merchant=demo&lang=th`)
      expectError(await get('lotteryLobbyUrl', { lottoView: 'betting' }, m.token), 400, 'request.invalid')
      expectError(await get('lotteryLobbyUrl', { lottoView: 'betting', lottoGameCode: 'nope-game' }, m.token), 404, 'lottery.game.not.found')
      expectError(await get('lotteryLobbyUrl', { lottoView: 'elsewhere' }), 400, 'request.invalid')
    })
  })
})
