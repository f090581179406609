/**
 * The house tables (live baccarat, crash) through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL, with the
 * clock driven by the test and settlement run by hand (`settleEveryMs: false`): two members at one table share its
 * round; bets are taken only while betting is open; a round pays exactly what the rules say, once, however often
 * settlement runs; a crash cash-out pays the multiplier of its moment and never after the crash; rounds that played
 * while no settlement ran (an outage) are settled when it runs again. The table's push is read over a real socket.
 */
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { HOUSE_CALLS, type TableState } from '../../src/contract/house'
import type { Database } from '../../src/server/db/database'
import { memberAccounts } from '../../src/server/db/money/ledger'
import { settleBet, type Round } from '../../src/server/games/house/baccarat/rules'
import { cashOutReturn, multiplierAt, settleAutoCashOut } from '../../src/server/games/house/crash/crash'
import { crashCashOut, settleDue, type TableServices } from '../../src/server/games/house/tables/service'
import { houseWallet, type WalletTransport } from '../../src/server/games/house/server/walletClient'
import { BACKENDS, expectError } from './helpers'
import { houseTableSuite } from './houseTableSuite'

/** Every phase at a fifth of its length: betting 3 s, the deal 1.2 s, the result 0.8 s. */
const PACE = 0.2
const HOUSE_SECRET = 'house-secret-for-the-house-tables-tests'
const DATA_KEY = new Uint8Array(32).fill(7)

describe.each(BACKENDS)('the house tables on $name', (backend) => {
  const suite = houseTableSuite(backend, { usernamePrefix: 'ht', randomSeeds: [77, 78], pace: PACE, houseSecret: HOUSE_SECRET, dataKey: DATA_KEY, games: { 'baccarat-a': 'HLIVE', crash: 'HMINI' } })
  const { seated, house } = suite
  let db: Database
  let app: FastifyInstance
  let clock: ReturnType<typeof suite.ready>['clock']
  let tables: TableServices
  beforeAll(() => {
    ;({ db, app, clock, tables } = suite.ready())
  })

  const settle = () => settleDue(tables)

  async function snapshot(session: string) {
    const response = await house(HOUSE_CALLS.table, { session })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value as { state: TableState; mine: { bets: Record<string, string>; total: string; payout?: string; cashedOutAt?: number } | null; balance: string }
  }

  async function wallet(memberId: number, kind: string) {
    const rows = await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)
    return rows.find((row) => (row.kind === 'vendor' ? `vendor:${row.vendorCode}` : row.kind) === kind)?.balance ?? 0n
  }

  async function outcomeOf(game: string, roundNo: number) {
    const { rows } = await db.query<{ outcome: Record<string, unknown> }>(`SELECT outcome FROM house_table_rounds WHERE merchant_code = 'demo' AND game_id = $1 AND round_no = $2`, [game, roundNo])
    return rows[0].outcome
  }

  /** When a round has played and when it ends, as stored (a crash round's state says so only once it has crashed). */
  async function timesOf(game: string, roundNo: number) {
    const { rows } = await db.query<{ runUntil: Date; endsAt: Date }>(
      `SELECT run_until AS "runUntil", ends_at AS "endsAt" FROM house_table_rounds WHERE merchant_code = 'demo' AND game_id = $1 AND round_no = $2`, [game, roundNo],
    )
    return { runUntil: rows[0].runUntil.toISOString(), endsAt: rows[0].endsAt.toISOString() }
  }

  /** Moves the clock to `at` (an ISO time of the round) plus `ms`. */
  const moveTo = (at: string, ms = 0) => clock.set(new Date(Date.parse(at) + ms))

  it('seats two members at one baccarat round, takes bets only while betting is open, and pays exactly once', async () => {
    const alice = await seated('baccarat-a')
    const bob = await seated('baccarat-a')
    const a = await snapshot(alice.session)
    const b = await snapshot(bob.session)
    expect(b.state.roundNo).toBe(a.state.roundNo)
    expect(b.state.bettingUntil).toBe(a.state.bettingUntil)
    expect(a.state.phase).toBe('betting')
    expect(a.state.hand).toBeUndefined()
    const roundNo = a.state.roundNo

    const placed = await house(HOUSE_CALLS.baccaratBet, { session: alice.session, roundNo, bets: { player: '20.00', tie: '10.00' } })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json().value).toMatchObject({ roundNo, mine: { bets: { player: '20.00', tie: '10.00' }, total: '30.00' }, balance: '970.00' })
    // More chips on the same spot add up.
    expect((await house(HOUSE_CALLS.baccaratBet, { session: alice.session, roundNo, bets: { player: '10.00' } })).json().value.mine.bets.player).toBe('30.00')
    await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo, bets: { banker: '100.00', bankerPair: '10.00' } })

    // Refused, moving nothing: a spot that is not one, below the table's smallest bet, over its limit, another round.
    const before = await wallet(bob.id, 'vendor:HLIVE')
    expectError(await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo, bets: { dragon: '10.00' } }), 400, 'house.bet.invalid')
    expectError(await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo, bets: { player: '5.00' } }), 400, 'house.bet.invalid')
    expectError(await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo, bets: { player: '50000.00' } }), 400, 'house.bet.invalid')
    expectError(await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo: roundNo + 1, bets: { player: '10.00' } }), 409, 'house.betting.closed')
    moveTo(a.state.bettingUntil)
    expectError(await house(HOUSE_CALLS.baccaratBet, { session: bob.session, roundNo, bets: { player: '10.00' } }), 409, 'house.betting.closed')
    expect(await wallet(bob.id, 'vendor:HLIVE')).toBe(before)

    // Dealing: both see the same hand; nothing is paid before the deal is over.
    const dealing = await snapshot(alice.session)
    expect(dealing.state.phase).toBe('running')
    expect((await snapshot(bob.session)).state.hand).toEqual(dealing.state.hand)
    expect(await settle()).toBe(0)

    // Baccarat's deal lasts the same whatever the cards: its states say when it ends from the start.
    moveTo(a.state.runUntil!)
    const round = (await outcomeOf('baccarat-a', roundNo)) as unknown as Round
    expect(dealing.state.hand).toEqual(round)
    const alicePays = settleBet('player', 3_000n, round) + settleBet('tie', 1_000n, round)
    const bobPays = settleBet('banker', 10_000n, round) + settleBet('bankerPair', 1_000n, round)
    expect(await settle()).toBe(2)
    expect(await settle()).toBe(0)
    expect(await wallet(alice.id, 'vendor:HLIVE')).toBe(100_000n - 4_000n + alicePays)
    expect(await wallet(bob.id, 'vendor:HLIVE')).toBe(100_000n - 11_000n + bobPays)
    const result = await snapshot(alice.session)
    expect(result.state.phase).toBe('result')
    expect(result.mine?.payout).toBe((Number(alicePays) / 100).toFixed(2))
    const { rows } = await db.query<{ bet: bigint; win: bigint; status: string }>(
      `SELECT bet, win, status FROM game_rounds WHERE round_ref = $1`, [`baccarat-a.${roundNo}.${alice.id}`],
    )
    expect(rows).toEqual([{ bet: 4_000n, win: alicePays, status: 'settled' }])

    // The next round opens when this one ends, and its road shows this one.
    moveTo(a.state.endsAt!)
    const next = await snapshot(alice.session)
    expect(next.state).toMatchObject({ roundNo: roundNo + 1, phase: 'betting' })
    expect(next.state.roads?.beadPlate.at(-1)).toMatchObject({ outcome: round.outcome })
  })

  it('crash: a cash-out pays the multiplier of its moment, never after the crash; the rest settle by their target', async () => {
    // A round that flies long enough to cash out at 1.10× (most do; an instant bust is skipped).
    let round: TableState
    let crashPoint: number
    for (;;) {
      const probe = await seated('crash', 10_000n)
      round = (await snapshot(probe.session)).state
      crashPoint = (await outcomeOf('crash', round.roundNo)).crashPoint as number
      if (crashPoint >= 120) break
      moveTo((await timesOf('crash', round.roundNo)).endsAt)
    }
    const early = await seated('crash')
    const auto = await seated('crash')
    const late = await seated('crash')
    const { roundNo } = round
    expect((await house(HOUSE_CALLS.crashBet, { session: early.session, roundNo, stake: '100.00' })).statusCode).toBe(200)
    expect((await house(HOUSE_CALLS.crashBet, { session: auto.session, roundNo, stake: '50.00', autoCashOut: 110 })).statusCode).toBe(200)
    expect((await house(HOUSE_CALLS.crashBet, { session: late.session, roundNo, stake: '40.00' })).statusCode).toBe(200)
    expectError(await house(HOUSE_CALLS.crashBet, { session: late.session, roundNo, stake: '40.00' }), 400, 'house.bet.invalid')
    expectError(await house(HOUSE_CALLS.crashBet, { session: late.session, roundNo, stake: '1.00', autoCashOut: 100 }), 400, 'house.bet.invalid')
    // No cash-out before the flight.
    expectError(await house(HOUSE_CALLS.crashCashOut, { session: early.session }), 409, 'house.betting.closed')

    // 2 s into the flight: 1.12×.
    moveTo(round.bettingUntil, 2_000)
    const multiplier = multiplierAt(2_000)
    const cashed = await house(HOUSE_CALLS.crashCashOut, { session: early.session })
    expect(cashed.statusCode, cashed.body).toBe(200)
    expect(cashed.json().value).toMatchObject({ roundNo, multiplier, payout: (Number(cashOutReturn(10_000n, multiplier)) / 100).toFixed(2) })
    expectError(await house(HOUSE_CALLS.crashCashOut, { session: early.session }), 409, 'house.betting.closed')
    expect(await wallet(early.id, 'main')).toBe(100_000n - 10_000n + cashOutReturn(10_000n, multiplier))

    // After the crash: too late.
    moveTo((await timesOf('crash', roundNo)).runUntil)
    expectError(await house(HOUSE_CALLS.crashCashOut, { session: late.session }), 409, 'house.betting.closed')
    expect(await settle()).toBeGreaterThanOrEqual(2)
    expect(await wallet(auto.id, 'main')).toBe(100_000n - 5_000n + settleAutoCashOut(5_000n, 110, crashPoint))
    expect(await wallet(late.id, 'main')).toBe(100_000n - 4_000n)
    expect((await snapshot(late.session)).state.crashPoint).toBe(crashPoint)
  })

  it('crash: a cash-out the wallet did not take is owed at its multiplier: a retry or settlement pays it, once', async () => {
    let round: TableState
    for (;;) {
      const probe = await seated('crash', 10_000n)
      round = (await snapshot(probe.session)).state
      // A round still open for betting, that flies long enough to cash out at 1.10×.
      if (round.phase === 'betting' && ((await outcomeOf('crash', round.roundNo)).crashPoint as number) >= 120) break
      moveTo((await timesOf('crash', round.roundNo)).endsAt)
    }
    const retries = await seated('crash')
    const waits = await seated('crash')
    const { roundNo } = round
    for (const member of [retries, waits]) expect((await house(HOUSE_CALLS.crashBet, { session: member.session, roundNo, stake: '100.00' })).statusCode).toBe(200)

    // The wallet does not answer the cash-outs' wins (a vendor-side outage): the member is told to try again.
    const unavailable: WalletTransport = { post: async () => ({ status: 503, body: '{"success":false,"errorCode":"service.unavailable"}' }) }
    const failing: TableServices = { ...tables, wallet: houseWallet({ transport: unavailable, secret: HOUSE_SECRET, clock }) }
    moveTo(round.bettingUntil, 2_000)
    const multiplier = multiplierAt(2_000)
    for (const member of [retries, waits]) {
      await expect(crashCashOut(failing, { session: member.session })).rejects.toMatchObject({ code: 'house.unavailable' })
      expect(await wallet(member.id, 'main')).toBe(100_000n - 10_000n)
    }

    // A second later (a higher multiplier now), the retry pays the cash-out's own multiplier, and only once.
    moveTo(round.bettingUntil, 3_000)
    const retried = await house(HOUSE_CALLS.crashCashOut, { session: retries.session })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().value).toMatchObject({ roundNo, multiplier })
    expectError(await house(HOUSE_CALLS.crashCashOut, { session: retries.session }), 409, 'house.betting.closed')
    expect(await wallet(retries.id, 'main')).toBe(100_000n - 10_000n + cashOutReturn(10_000n, multiplier))

    // The other never retries: after the crash, settlement pays it at its multiplier, not as a loss.
    moveTo((await timesOf('crash', roundNo)).runUntil)
    await settle()
    await settle()
    expect(await wallet(waits.id, 'main')).toBe(100_000n - 10_000n + cashOutReturn(10_000n, multiplier))
    expect(await wallet(retries.id, 'main')).toBe(100_000n - 10_000n + cashOutReturn(10_000n, multiplier))
  })

  it('settles the rounds that played while settlement did not run (an outage), each once', async () => {
    const member = await seated('baccarat-a')
    const { state } = await snapshot(member.session)
    await house(HOUSE_CALLS.baccaratBet, { session: member.session, roundNo: state.roundNo, bets: { player: '10.00' } })
    // The server is "down" for an hour: nothing settles; when it runs again the round is paid, once.
    moveTo(state.endsAt!, 3_600_000)
    const round = (await outcomeOf('baccarat-a', state.roundNo)) as unknown as Round
    expect(await settle()).toBe(1)
    expect(await settle()).toBe(0)
    expect(await wallet(member.id, 'vendor:HLIVE')).toBe(100_000n - 1_000n + settleBet('player', 1_000n, round))
    // Nobody was at the table meanwhile: the next round opens now, not an hour of rounds later (as the next member
    // to sit down sees: this one's game ended with its portal session, unused for the hour).
    const next = (await snapshot((await seated('baccarat-a')).session)).state
    expect(next.roundNo).toBe(state.roundNo + 1)
    expect(next.phase).toBe('betting')
  })

  it('pushes the same round to every seated player at once', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const alice = await seated('baccarat-a')
    const bob = await seated('baccarat-a')
    const first = (session: string) => firstEvent(`${address}${HOUSE_CALLS.tableEvents}?session=${session}`)
    const [a, b] = await Promise.all([first(alice.session), first(bob.session)])
    expect(a.roundNo).toBe(b.roundNo)
    expect(a.phase).toBe(b.phase)
    expect(a.bettingUntil).toBe(b.bettingUntil)
    const refused = await fetch(`${address}${HOUSE_CALLS.tableEvents}?session=${'x'.repeat(43)}`, { headers: { host: 'localhost:3000' } })
    expect(refused.status).toBe(401)
  })
})

/** Reads a table stream until its first `round` event. */
async function firstEvent(url: string): Promise<TableState> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { host: 'localhost:3000' }, signal: controller.signal })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const reader = response.body!.getReader()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the stream ended before a round: ${text}`)
    text += new TextDecoder().decode(value)
    const match = /event: round\ndata: (.+)\n\n/.exec(text)
    if (match) {
      controller.abort()
      return JSON.parse(match[1]) as TableState
    }
  }
}
