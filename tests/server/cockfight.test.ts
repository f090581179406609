/**
 * The house cockfighting arena's API against a real server and database (each backend), its job driven through the
 * injected clock: a fight's whole life through the core's transition table, bets at fixed odds (lotus) and in a
 * pool (demo) paid exactly through the vendor protocol's wallet calls, locks and closed betting refused, replays
 * moving money once, bad input answered with the arena's codes and nothing stored, and no result told before its
 * moment. The ledger is checked after every test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { COCKFIGHT_CALLS, type CockfightArena } from '../../src/contract/cockfight'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { fixedBetTerms, type CockfightSelection } from '../../src/contract/sports/cockfight'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId, insertGame, insertVendor } from '../../src/server/db/games/catalogue'
import { writeFightResult } from '../../src/server/db/sports/cockfight'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { forgetCatalogue } from '../../src/server/domain/games/catalogue'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { dayOf, type FightScript } from '../../src/server/domain/sports/cockfight/arena'
import { cockfightConfigProblems } from '../../src/server/domain/sports/cockfight/settings'
import { HOUSE_ARENA_GAMES, HOUSE_ARENA_STUDIOS } from '../../src/server/games/house/catalogue'
import { seededRandom } from '../../src/server/games/house/slots/testRandom'
import { cockfightOf } from '../../src/server/routes/sports/cockfight'
import { seed } from '../../src/server/seed'
import { BACKENDS, expectError, expectLedgerBalanced, loadTestMerchants, loggedInMember, NOW, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const HOSTS = { demo: { host: 'localhost:3000' }, lotus: { host: 'lotus.localhost:3000' } } as const
type Code = keyof typeof HOSTS
/** Both processes of a test share the data key, as a deployment's do: the days' seeds are sealed with it. */
const DATA_KEY = new Uint8Array(32).fill(34)
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`

for (const backend of BACKENDS) {
  describe(`cockfight arena (${backend.name})`, () => {
    let handle: TestDatabase
    let db: Database
    let app: FastifyInstance
    let clock: Awaited<ReturnType<typeof testServer>>['clock']
    let passwordHash = ''
    let listedBySeed: unknown = 'not read'
    let serial = 0
    let keys = 0
    /** Each test takes fights after the last one used, so the clock only moves on. */
    let cursor = Date.parse(NOW)
    const nodeIds = new Map<Code, string>()
    const hasher = createPasswordHasher()
    const merchants = loadTestMerchants()

    beforeAll(async () => {
      handle = await backend.open()
      db = handle.db
      passwordHash = await hasher.hash(PASSWORD)
      ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 100_000 }, dataKey: DATA_KEY, cockfight: { tickEveryMs: false, random: seededRandom(34) } }))
      await seed(db, await merchants, clock, hasher)
      listedBySeed = { demo: await gameByVendorId(db, 'demo', 'HCOCK', 'cockfight'), lotus: await gameByVendorId(db, 'lotus', 'HCOCK', 'cockfight') }
      // lotus's navigation names no cockfighting, so the seed lists no arena there: listed here to play its fixed odds.
      for (const code of ['demo', 'lotus'] as const) {
        if (code === 'lotus') await db.transaction(async (tx) => {
          for (const studio of HOUSE_ARENA_STUDIOS) await insertVendor(tx, { merchantCode: code, code: studio.code, name: studio.name, categories: studio.categories, adapter: 'house', logo: null, isHot: false, sort: 90 })
          for (const game of HOUSE_ARENA_GAMES) await insertGame(tx, { ...game, merchantCode: code, image: `/assets/games/${game.gameId}.svg`, sort: 90, at: clock.now() })
          forgetCatalogue(tx, code)
        })
        nodeIds.set(code, (await gameByVendorId(db, code, 'HCOCK', 'cockfight'))!.nodeId.toString())
      }
    })
    afterAll(async () => {
      await app?.close()
      await handle?.dispose()
    })
    afterEach(() => expectLedgerBalanced(db))

    const configOf = async (code: Code) => (await merchants).byCode(code)!.config
    const call = (path: string, body: unknown, code: Code = 'demo'): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: path, headers: { ...HOSTS[code], 'content-type': 'application/json', origin: 'null' }, payload: JSON.stringify(body) })

    /** A new member of the merchant with `balance` minor units, launched into the arena: its game session. */
    async function player(code: Code = 'demo', balance = 100_000n): Promise<{ id: number; session: string }> {
      const username = `cf${backend.name.slice(0, 2)}${++serial}`
      const { id, token } = await loggedInMember(app, db, { merchantCode: code, username, password: PASSWORD, passwordHash, headers: HOSTS[code], at: clock.now() })
      const currency = (await configOf(code)).currency.code
      if (balance > 0n) await creditDeposit(db, { merchantCode: code, currency, memberId: id, amount: balance, idempotencyKey: `cf-seed-${id}`, actor: 'system', at: clock.now() })
      const answer = await app.inject({ method: 'GET', url: `${ENDPOINTS.launchGame.path}?nodeId=${nodeIds.get(code)}&accountType=1&confirmTrans=1`, headers: { ...HOSTS[code], authorization: token } })
      expect(answer.statusCode, answer.body).toBe(200)
      return { id, session: new URL(answer.json().value.content.game_url, 'http://x').searchParams.get('session')! }
    }
    const bet = (session: string, code: Code, fightId: string, selection: CockfightSelection, stake: string, idempotencyKey = `cf-key-${backend.name}-${++keys}`) =>
      call(COCKFIGHT_CALLS.bet, { session, idempotencyKey, fightId, selection, stake }, code)
    const balanceOf = async (session: string, code: Code = 'demo') => (await call(COCKFIGHT_CALLS.session, { session }, code)).json().value.balance as string
    const arena = async (session: string, code: Code = 'demo'): Promise<CockfightArena> => {
      const answer = await call(COCKFIGHT_CALLS.arena, { session }, code)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json().value
    }
    const at = (ms: number) => clock.set(new Date(ms))
    /** The job, as often as a day's catch-up takes. */
    const tick = async () => {
      for (let i = 0; i < 3; i += 1) await cockfightOf(app).tick()
    }

    /** The first fight of the merchant after the cursor whose script matches; the cursor moves past it. */
    async function fight(code: Code, wanted: (script: FightScript) => boolean): Promise<FightScript> {
      const arenas = cockfightOf(app).arenas
      const config = await configOf(code)
      for (let day = dayOf(cursor); ; day = dayOf(Date.parse(`${day}T00:00:00Z`) + 86_400_000)) {
        const found = [...(await arenas.day(config, day)).scripts.values()].find((s) => s.opensAt > cursor && wanted(s))
        if (found) {
          cursor = found.resultAt + 1
          return found
        }
        if (day > '2026-12-31') throw new Error('no such fight')
      }
    }
    const noLock = (s: FightScript) => s.lock === null

    it('answers the session in each merchant’s mode; the seed lists the arena where the navigation names cockfighting', async () => {
      expect(listedBySeed).toMatchObject({ demo: { vendorCode: 'HCOCK', gameType: 'cockfight' }, lotus: null })
      const demo = await player('demo')
      expect((await call(COCKFIGHT_CALLS.session, { session: demo.session })).json().value).toMatchObject({ game: 'cockfight', mode: 'pool', plasadaBp: 500, drawPays: 8, currency: 'THB', balance: '1000.00', fightEverySeconds: 180 })
      const lotus = await player('lotus')
      expect((await call(COCKFIGHT_CALLS.session, { session: lotus.session }, 'lotus')).json().value).toMatchObject({ mode: 'fixed', plasadaBp: 0, currency: 'USD', fightEverySeconds: 240 })
    })

    it('runs a fight’s whole life: scheduled, open, a side locked and refused, last call, closed and refused, then its result at its moment', async () => {
      const script = await fight('demo', (s) => s.lock !== null && s.lock.to !== null && s.result !== 'cancelled')
      const { id, session } = await player('demo')
      at(script.opensAt - 30_000)
      let view = await arena(session)
      expect(view.next).toMatchObject({ fightId: script.fightId, phase: 'scheduled', result: null })
      expect((await bet(session, 'demo', script.fightId, 'meron', '20')).json().errorCode).toBe('sports.cockfight.betting.closed')
      at(script.opensAt + 1000)
      view = await arena(session)
      expect(view.current).toMatchObject({ fightId: script.fightId, phase: 'open', locked: { meron: false, wala: false }, result: null, prices: null })
      expect(view.current.closesAt).toBe(new Date(script.closesAt).toISOString())

      const lock = script.lock!
      at(lock.from + 500)
      view = await arena(session)
      expect(view.current.locked[lock.side]).toBe(true)
      const refused = await bet(session, 'demo', script.fightId, lock.side, '50')
      expect(refused.statusCode).toBe(409)
      expect(refused.json().errorCode).toBe('sports.cockfight.side.locked')
      const other = lock.side === 'meron' ? 'wala' : 'meron'
      expect((await bet(session, 'demo', script.fightId, other, '50')).statusCode).toBe(200)
      at(lock.to! + 500)
      expect((await arena(session)).current.locked[lock.side]).toBe(false)

      at(script.lastCallAt + 500)
      expect((await arena(session)).current.phase).toBe('lastCall')
      expect((await bet(session, 'demo', script.fightId, 'draw', '20')).statusCode).toBe(200)
      at(script.closesAt)
      expect((await arena(session)).current.phase).toBe('closed')
      const late = await bet(session, 'demo', script.fightId, 'meron', '20')
      expect(late.json().errorCode).toBe('sports.cockfight.betting.closed')
      const stored = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE member_id = $1`, [id])
      expect(stored.rows[0].n).toBe(2n)

      // A millisecond before its moment nothing tells the result, not even after the job has run.
      at(script.resultAt - 1)
      await tick()
      view = await arena(session)
      expect(view.current).toMatchObject({ phase: 'closed', result: null, drawKind: null })
      expect(view.road.map((entry) => entry.fightId)).not.toContain(script.fightId)
      const body = JSON.stringify(view)
      for (const secret of ['seed', 'script', 'resultAt', 'lock"', new Date(script.resultAt).toISOString()]) expect(body).not.toContain(secret)
      at(script.resultAt)
      view = await arena(session)
      expect(view.current).toMatchObject({ phase: 'result', result: script.result, drawKind: script.drawKind })
      expect(view.road[0]).toMatchObject({ fightId: script.fightId, result: script.result })
      await tick()
      const settled = (await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' })).json().value
      expect(settled.total).toBe(2)
    })

    it('pays fixed odds exactly: the winning side at its Malay price, the loser nothing, a draw bet 8 to 1', async () => {
      const script = await fight('lotus', (s) => noLock(s) && (s.result === 'meron' || s.result === 'wala') && s.prices.meron < 0)
      at(script.opensAt + 1000)
      const { session } = await player('lotus')
      expect((await arena(session, 'lotus')).current).toMatchObject({ fightId: script.fightId, phase: 'open', prices: script.prices, pool: null })
      const meron = await bet(session, 'lotus', script.fightId, 'meron', '100')
      const wala = await bet(session, 'lotus', script.fightId, 'wala', '100')
      const draw = await bet(session, 'lotus', script.fightId, 'draw', '10')
      for (const placed of [meron, wala, draw]) expect(placed.statusCode, placed.body).toBe(200)
      // Meron at a negative price: the slip's 100.00 is what it wins, it risks 100 × |price| rounded up.
      const meronTerms = fixedBetTerms({ selection: 'meron', stake: 10_000n, quote: { format: 'malay', value: script.prices.meron } })
      const walaTerms = fixedBetTerms({ selection: 'wala', stake: 10_000n, quote: { format: 'malay', value: script.prices.wala } })
      expect(meronTerms.risk).toBe(BigInt(Math.abs(script.prices.meron)) * 10n)
      expect(meron.json().value.bet).toMatchObject({ mode: 'fixed', risk: major(meronTerms.risk), potentialReturn: major(meronTerms.risk + 10_000n), quote: (script.prices.meron / 1000).toFixed(2) })
      expect(wala.json().value.bet).toMatchObject({ risk: '100.00', potentialReturn: major(walaTerms.potentialReturn) })
      const staked = meronTerms.risk + walaTerms.risk + 1_000n
      expect(draw.json().value.balance).toBe(major(100_000n - staked))

      at(script.resultAt)
      await tick()
      const won = script.result === 'meron' ? meronTerms.potentialReturn : walaTerms.potentialReturn
      expect(await balanceOf(session, 'lotus')).toBe(major(100_000n - staked + won))
      const settled = (await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' }, 'lotus')).json().value.bets
      expect(settled.map((b: { selection: string; outcome: string }) => `${b.selection}:${b.outcome}`).sort()).toEqual(
        ['draw:lose', `meron:${script.result === 'meron' ? 'win' : 'lose'}`, `wala:${script.result === 'wala' ? 'win' : 'lose'}`],
      )
    })

    it('settles a draw at fixed odds: Meron and Wala refunded, DRAW and the declared kind paid 8 to 1, the other kind lost', async () => {
      const script = await fight('lotus', (s) => noLock(s) && s.result === 'draw')
      at(script.opensAt + 1000)
      const { session } = await player('lotus')
      const kind = script.drawKind!
      const otherKind = kind === 'bdd' ? 'ftd' : 'bdd'
      for (const [selection, stake] of [['meron', '100'], ['wala', '100'], ['draw', '10'], [kind, '20'], [otherKind, '30']] as const) {
        expect((await bet(session, 'lotus', script.fightId, selection, stake)).statusCode).toBe(200)
      }
      const meronRisk = fixedBetTerms({ selection: 'meron', stake: 10_000n, quote: { format: 'malay', value: script.prices.meron } }).risk
      const walaRisk = fixedBetTerms({ selection: 'wala', stake: 10_000n, quote: { format: 'malay', value: script.prices.wala } }).risk
      at(script.resultAt)
      await tick()
      // Sides back, draw 10 → 90, the kind 20 → 180, the other kind's 30 lost.
      expect(await balanceOf(session, 'lotus')).toBe(major(100_000n - meronRisk - walaRisk - 6_000n + meronRisk + walaRisk + 9_000n + 18_000n))
      const settled = (await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' }, 'lotus')).json().value.bets
      expect(Object.fromEntries(settled.map((b: { selection: string; outcome: string; payout: string }) => [b.selection, `${b.outcome} ${b.payout}`]))).toEqual({
        meron: `push ${major(meronRisk)}`, wala: `push ${major(walaRisk)}`, draw: 'win 90.00', [kind]: 'win 180.00', [otherKind]: 'lose 0.00',
      })
    })

    it('caps what the house may lose on a fixed-odds fight: a bet past it refused and nothing moved, a bet on the other side making room', async () => {
      // lotus: 40,000 at most lost on a fight whatever its result, bets of at most 20,000.
      const script = await fight('lotus', (s) => noLock(s) && s.prices.meron > 0 && s.prices.wala < 0)
      at(script.opensAt + 1000)
      const meron = fixedBetTerms({ selection: 'meron', stake: 2_000_000n, quote: { format: 'malay', value: script.prices.meron } })
      const wala = fixedBetTerms({ selection: 'wala', stake: 2_000_000n, quote: { format: 'malay', value: script.prices.wala } })
      // Two Meron bets of 20,000 lose the house 2 × toWin if Meron wins; a third would pass 40,000, and fits once a
      // Wala bet's risk (kept when Meron wins) is on the other side.
      expect([2n * meron.toWin <= 4_000_000n, 3n * meron.toWin > 4_000_000n, 3n * meron.toWin - wala.risk <= 4_000_000n]).toEqual([true, true, true])
      // Three at once: whichever comes last is refused (the caps are checked holding the fight's lock).
      const players = [await player('lotus', 2_000_000n), await player('lotus', 2_000_000n), await player('lotus', 2_000_000n)]
      const answers = await Promise.all(players.map((p) => bet(p.session, 'lotus', script.fightId, 'meron', '20000')))
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409])
      const third = players[answers.findIndex((a) => a.statusCode === 409)]
      expectError(answers.find((a) => a.statusCode === 409)!, 409, 'sports.cockfight.fight.full')
      expect(await balanceOf(third.session, 'lotus')).toBe('20000.00')
      expect((await bet((await player('lotus', 2_000_000n)).session, 'lotus', script.fightId, 'wala', '20000')).statusCode).toBe(200)
      expect((await bet(third.session, 'lotus', script.fightId, 'meron', '20000')).statusCode).toBe(200)
      const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE merchant_code = 'lotus' AND fight_id = $1`, [script.fightId])
      expect(Number(rows[0].n)).toBe(4)
    })

    it('caps what a member’s bets of the day risk together, across fights', async () => {
      // lotus: 30,000 a day.
      const first = await fight('lotus', (s) => noLock(s) && s.prices.meron > 0 && dayOf(s.opensAt + 3_600_000) === dayOf(s.opensAt))
      at(first.opensAt + 1000)
      const { session } = await player('lotus', 5_000_000n)
      expect((await bet(session, 'lotus', first.fightId, 'meron', '20000')).statusCode).toBe(200)
      const second = await fight('lotus', (s) => noLock(s) && s.prices.meron > 0 && dayOf(s.opensAt) === dayOf(first.opensAt))
      at(second.opensAt + 1000)
      expect((await bet(session, 'lotus', second.fightId, 'meron', '10000')).statusCode).toBe(200)
      const refused = expectError(await bet(session, 'lotus', second.fightId, 'draw', '10'), 409, 'sports.daily.limit.reached')
      expect(refused.value).toMatchObject({ max: '30000.00' })
      expect(await balanceOf(session, 'lotus')).toBe('20000.00')
    })

    it('refunds every bet of a cancelled fight through the wallet’s rollback', async () => {
      const script = await fight('lotus', (s) => noLock(s) && s.result === 'cancelled')
      at(script.opensAt + 1000)
      const { session } = await player('lotus')
      for (const selection of ['meron', 'wala', 'bdd'] as const) expect((await bet(session, 'lotus', script.fightId, selection, '40')).statusCode).toBe(200)
      expect(await balanceOf(session, 'lotus')).not.toBe('1000.00')
      at(script.resultAt)
      await tick()
      expect(await balanceOf(session, 'lotus')).toBe('1000.00')
      const settled = (await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' }, 'lotus')).json().value.bets
      expect(settled.map((b: { outcome: string; result: string }) => `${b.outcome} ${b.result}`)).toEqual(['void returned', 'void returned', 'void returned'])
      const rollbacks = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM vendor_transactions WHERE kind = 'rollback' AND txn_id LIKE 'cf-%-rollback' AND vendor_code = 'HCOCK'`)
      expect(rollbacks.rows[0].n).toBeGreaterThanOrEqual(3n)
    })

    it('pays a pool exactly: the winners share the pool less the plasada, the board shows it live, and money is conserved', async () => {
      const script = await fight('demo', (s) => noLock(s) && (s.result === 'meron' || s.result === 'wala'))
      at(script.opensAt + 1000)
      const a = await player('demo')
      const b = await player('demo')
      const c = await player('demo')
      expect((await bet(a.session, 'demo', script.fightId, 'meron', '100')).statusCode).toBe(200)
      expect((await bet(b.session, 'demo', script.fightId, 'meron', '300.01')).statusCode).toBe(200)
      expect((await bet(c.session, 'demo', script.fightId, 'wala', '200')).statusCode).toBe(200)
      expect((await bet(c.session, 'demo', script.fightId, 'draw', '50')).statusCode).toBe(200)
      // Pool 600.01, plasada 5% = 30.0005, 570.0095 to share: Meron 570.0095/400.01 per unit (142.50), Wala 285.00.
      expect((await arena(a.session)).current.pool).toEqual({ meron: { total: '400.01', per100: '142.49' }, wala: { total: '200.00', per100: '285.00' } })
      at(script.resultAt)
      await tick()
      const balances = [await balanceOf(a.session), await balanceOf(b.session), await balanceOf(c.session)]
      if (script.result === 'meron') {
        // ⌊10,000 × 57,000.95 / 40,001⌋ = 14,249 (142.49) and ⌊30,001 × 57,000.95 / 40,001⌋ = 42,751 (427.51).
        expect(balances).toEqual(['1042.49', '1127.50', '750.00'])
      } else {
        // ⌊20,000 × 57,000.95 / 20,000⌋ = 57,000: Wala's 200.00 returns 570.00.
        expect(balances).toEqual(['900.00', '699.99', '1320.00'])
      }
      // Conserved: what the players lost together is the plasada (30.0005), the remainders kept (0.0095 either way:
      // Meron's two shares pay 570.00 of 570.0095) and the draw bet's 50.00, exactly.
      const lost = 300_000n - balances.reduce((sum, text) => sum + BigInt(text.replace('.', '')), 0n)
      expect(lost).toBe(3_001n + 5_000n)
    })

    it('settles a pool’s draw: Meron and Wala back without plasada, the draw bet 8 to 1', async () => {
      const script = await fight('demo', (s) => noLock(s) && s.result === 'draw')
      at(script.opensAt + 1000)
      const { session } = await player('demo')
      for (const [selection, stake] of [['meron', '100'], ['wala', '50'], ['draw', '10'], [script.drawKind!, '10']] as const) {
        expect((await bet(session, 'demo', script.fightId, selection, stake)).statusCode).toBe(200)
      }
      const open = (await call(COCKFIGHT_CALLS.bets, { session, status: 'open', pageSize: 3 })).json().value
      expect([open.total, open.bets.length, open.balance]).toEqual([4, 3, '830.00'])
      at(script.resultAt)
      await tick()
      // 830.00 left, then 100.00 + 50.00 back, 10.00 on the draw and 10.00 on its kind each return 90.00.
      expect(await balanceOf(session)).toBe('1160.00')
    })

    it('voids a pool with no bets on one side, giving every stake back', async () => {
      const script = await fight('demo', (s) => noLock(s) && (s.result === 'meron' || s.result === 'wala'))
      at(script.opensAt + 1000)
      const { session } = await player('demo')
      expect((await bet(session, 'demo', script.fightId, 'meron', '120')).statusCode).toBe(200)
      expect((await arena(session)).current.pool).toEqual({ meron: { total: '120.00', per100: '100.00' }, wala: { total: '0.00', per100: null } })
      at(script.resultAt)
      await tick()
      expect(await balanceOf(session)).toBe('1000.00')
      expect((await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' })).json().value.bets[0]).toMatchObject({ outcome: 'void', payout: '120.00', result: 'returned' })
    })

    it('cancels a pool fight whose board would pay 107 or less per 100, whatever its script says, refunding every bet', async () => {
      const script = await fight('demo', (s) => noLock(s) && s.result !== 'cancelled')
      at(script.opensAt + 1000)
      const { session } = await player('demo', 2_000_00n)
      // Meron 1,000.00 and Wala 50.00: 1,050 × 0.95 = 997.50, capped at the loser's 50: Meron returns 100.00 per 100.
      for (const [selection, stake] of [['meron', '1000'], ['wala', '50'], ['draw', '10']] as const) {
        expect((await bet(session, 'demo', script.fightId, selection, stake)).statusCode).toBe(200)
      }
      expect((await arena(session)).current.pool?.meron.per100).toBe('100.00')
      at(script.resultAt)
      await tick()
      expect(await balanceOf(session)).toBe('2000.00')
      const settled = (await call(COCKFIGHT_CALLS.bets, { session, status: 'settled' })).json().value.bets as { outcome: string }[]
      expect(settled.map((b) => b.outcome)).toEqual(['void', 'void', 'void'])
      const board = await arena(session)
      expect(board.road.find((entry) => entry.fightId === script.fightId)).toMatchObject({ result: 'cancelled', drawKind: null })
      expect(board.current).toMatchObject({ fightId: script.fightId, result: 'cancelled', drawKind: null })
    })

    it('answers a replayed bet with the first and moves money once; the same key for another bet is refused', async () => {
      const script = await fight('demo', noLock)
      at(script.opensAt + 1000)
      const { id, session } = await player('demo')
      const first = await bet(session, 'demo', script.fightId, 'wala', '70', 'same-key-1')
      const again = await bet(session, 'demo', script.fightId, 'wala', '70', 'same-key-1')
      expect(first.json().value).toMatchObject({ replayed: false, balance: '930.00' })
      expect(again.json().value).toMatchObject({ replayed: true, balance: '930.00', bet: { betId: first.json().value.bet.betId } })
      const reused = await bet(session, 'demo', script.fightId, 'wala', '71', 'same-key-1')
      expect(reused.json().errorCode).toBe('idempotency.key.reused')
      expect(await balanceOf(session)).toBe('930.00')
      const stored = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE member_id = $1`, [id])
      expect(stored.rows[0].n).toBe(1n)
    })

    it('refuses bad input with a clear code and stores nothing', async () => {
      const script = await fight('demo', noLock)
      at(script.opensAt + 1000)
      const { id, session } = await player('demo', 5_000n)
      const cases: [unknown, number, string][] = [
        [{ session: 'not-a-session', idempotencyKey: 'bad-key-1', fightId: script.fightId, selection: 'meron', stake: '10' }, 401, 'sports.session.invalid'],
        [{ session, idempotencyKey: 'bad-key-2', fightId: script.fightId, selection: 'rooster', stake: '10' }, 400, 'sports.bet.invalid'],
        [{ session, idempotencyKey: 'bad-key-3', fightId: script.fightId, selection: 'meron', stake: 'ten' }, 400, 'sports.bet.invalid'],
        [{ session, idempotencyKey: 'bad-key-4', fightId: script.fightId, selection: 'meron', stake: '10.001' }, 400, 'sports.bet.invalid'],
        [{ session, idempotencyKey: 'bad-key-5', fightId: '2020-01-01-1', selection: 'meron', stake: '10' }, 404, 'sports.cockfight.fight.not.found'],
        [{ session, idempotencyKey: 'bad-key-6', fightId: script.fightId, selection: 'meron', stake: '9.99' }, 400, 'sports.stake.below.min'],
        [{ session, idempotencyKey: 'bad-key-7', fightId: script.fightId, selection: 'meron', stake: '20000.01' }, 400, 'sports.stake.above.max'],
        [{ session, idempotencyKey: 'bad-key-9', fightId: script.fightId, selection: 'meron', stake: '60' }, 400, 'sports.balance.insufficient'],
        [{ session, idempotencyKey: 'bad-key-10', fightId: script.fightId, selection: 'meron' }, 400, 'sports.bet.invalid'],
      ]
      for (const [body, status, code] of cases) {
        const answer = await call(COCKFIGHT_CALLS.bet, body)
        expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body)).toEqual([status, code])
      }
      expect(await balanceOf(session)).toBe('50.00')
      const stored = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE member_id = $1`, [id])
      expect(stored.rows[0].n).toBe(0n)
    })

    it('settles once when two processes run the job at the same moment', async () => {
      const script = await fight('demo', (s) => noLock(s) && (s.result === 'meron' || s.result === 'wala'))
      at(script.opensAt + 1000)
      await tick()
      const a = await player('demo')
      const b = await player('demo')
      expect((await bet(a.session, 'demo', script.fightId, 'meron', '100')).statusCode).toBe(200)
      expect((await bet(b.session, 'demo', script.fightId, 'wala', '100')).statusCode).toBe(200)
      // Another process on the same database: it reads the day's sealed seed the first one kept.
      const other = await testServer({ db, passwordHasher: hasher, dataKey: DATA_KEY, cockfight: { tickEveryMs: false, random: seededRandom(99) } })
      try {
        other.clock.set(new Date(script.resultAt))
        at(script.resultAt)
        await Promise.all([cockfightOf(app).tick(), cockfightOf(other.app).tick(), cockfightOf(app).tick(), cockfightOf(other.app).tick()])
      } finally {
        await other.app.close()
      }
      // 200.00 in the pool, 10.00 plasada: the winner's 100.00 returns 190.00, once.
      const [winner, loser] = script.result === 'meron' ? [a, b] : [b, a]
      expect([await balanceOf(winner.session), await balanceOf(loser.session)]).toEqual(['1090.00', '900.00'])
      // Each bet's round in the wallet: settled once, with what the pool paid.
      const rounds = await db.query<{ bet: bigint; win: bigint; status: string }>(
        `SELECT r.bet, r.win, r.status FROM game_rounds r JOIN cockfight_bets b ON r.round_ref = 'cf-' || b.id
          WHERE r.vendor_code = 'HCOCK' AND b.member_id = ANY($1::int[]) ORDER BY r.win`,
        [[a.id, b.id]],
      )
      expect(rounds.rows).toEqual([{ bet: 10_000n, win: 0n, status: 'settled' }, { bet: 10_000n, win: 19_000n, status: 'settled' }])
    })

    it('takes no bet on a fight another process has resulted, whatever this process’s clock says', async () => {
      const script = await fight('demo', (s) => noLock(s) && s.result !== 'cancelled')
      at(script.opensAt + 1000)
      const { id, session } = await player('demo')
      // A process whose clock runs ahead has written the result already.
      await writeFightResult(db, 'demo', script.fightId, script.result, script.drawKind, new Date(script.resultAt))
      const refused = await bet(session, 'demo', script.fightId, 'meron', '20')
      expect(refused.json().errorCode).toBe('sports.cockfight.betting.closed')
      expect(await balanceOf(session)).toBe('1000.00')
      const stored = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE member_id = $1`, [id])
      expect(stored.rows[0].n).toBe(0n)
      // This reader's instant is before the moment: it is not told the result.
      expect((await arena(session)).current.result).toBeNull()
    })

    it('stops the server at its start on an arena the day cannot run, naming each field', async () => {
      const demo = await configOf('demo')
      const wrong = { ...demo, sportsbook: { cockfight: { fightEverySeconds: 420, bettingSeconds: 400, lastCallSeconds: 400, minStake: '0.001' } } }
      expect(cockfightConfigProblems([demo])).toEqual([])
      const rhythm = cockfightConfigProblems([{ ...wrong, sportsbook: { cockfight: { fightEverySeconds: 420, bettingSeconds: 400, lastCallSeconds: 400 } } }])
      expect(rhythm).toEqual([
        'demo: sportsbook.cockfight.fightEverySeconds must divide a day (86400 s) into whole fights',
        'demo: sportsbook.cockfight.bettingSeconds must leave at least 60 s of fightEverySeconds for the fight',
        'demo: sportsbook.cockfight.lastCallSeconds must be shorter than bettingSeconds',
      ])
      expect(cockfightConfigProblems([wrong])[0]).toMatch(/^demo: sportsbook\.cockfight: an amount is not exact in THB/)
    })

    it('never tells a result before its moment, even when the clock of a reader is behind the job’s', async () => {
      const script = await fight('demo', (s) => s.result !== 'cancelled')
      const { session } = await player('demo')
      // The job has written the fight's result (its process is ahead); a reader's instant before the moment sees none.
      at(script.resultAt + 5_000)
      await tick()
      for (const instant of [script.opensAt + 1, script.lastCallAt, script.closesAt + 1, script.resultAt - 1]) {
        at(instant)
        const view = await arena(session)
        expect(view.current.fightId).toBe(script.fightId)
        expect(view.current.result).toBeNull()
        expect(view.road.map((entry) => entry.fightId)).not.toContain(script.fightId)
      }
      at(script.resultAt)
      expect((await arena(session)).road[0]).toMatchObject({ fightId: script.fightId, result: script.result })
    })
  })
}
