/**
 * The real-time salary's rollup (migration 030; docs/contracts.md "The real-time window at size"), on PGlite and (with
 * DATABASE_URL) PostgreSQL: a lottery round's settlement adds its results to its window's rollup; a window's payouts
 * read from it are those read from the results; a window the rollup may miss a result of (settled before it existed,
 * or while the merchant paid no real-time salary), or whose bands a contract in force splits finer, is paid from the
 * results instead, and so is every window once a member moved to another agent; old windows' rollups are dropped. The
 * shares are summed per agent's team while the contracts keep their invariant, else walked up each chain: the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MerchantConfig } from '../../src/config/schema'
import type { Database } from '../../src/server/db/database'
import { computeRealTimeSalaries, pruneRealTimeRollups, rollupUsable } from '../../src/server/db/contracts/realTime'
import { closeDue } from '../../src/server/db/lottery/rounds'
import { insertMember } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { moveMember } from '../../src/server/domain/agents/moves'
import { actOnContract } from '../../src/server/domain/contracts/contracts'
import { offerContract, offerFromMerchant } from '../../src/server/domain/contracts/offers'
import { inProcessEventBus } from '../../src/server/domain/events/bus'
import { drawRound, runRounds, settleRound } from '../../src/server/domain/lottery/rounds'
import { lotteryConfig } from '../../src/server/domain/lottery/settings'
import { bet as betMovement, creditDeposit } from '../../src/server/domain/money/movements'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { fixedClock } from '../../src/server/runtime'
import { lotteryServices, settledResult, storedRounds } from './fixtures/lottery'
import { BACKENDS, loadTestMerchants, type TestDatabase } from './helpers'

/** Signed in the window of 12:00; in force from 12:05. */
const SIGNED = new Date('2026-11-21T12:01:00Z')
const windowAt = (hhmm: string) => {
  const start = new Date(`2026-11-21T${hhmm}:00Z`)
  return { merchantCode: 'demo', start, end: new Date(start.getTime() + 5 * 60_000) }
}

describe.each(BACKENDS)('the real-time salary’s rollup on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let merchants: MerchantRegistry
  let config: MerchantConfig
  let serial = 0
  const events = inProcessEventBus()

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    merchants = await loadTestMerchants()
    config = merchants.byCode('demo')!.config
  })
  afterAll(async () => {
    await handle?.dispose()
  })

  async function member(accountType: number, uplineId: number | null): Promise<number> {
    const made = await insertMember(db, { merchantCode: 'demo', username: `rru${backend.name.slice(0, 2)}${++serial}`, passwordHash: 'x', accountType, at: SIGNED })
    if ('conflict' in made) throw new Error('member exists')
    if (uplineId) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [made.id, uplineId])
    return made.id
  }
  /** A top agent holding the merchant's real-time terms (signed at SIGNED), and two players under it. */
  async function team(rates: { betAmount: string; lossRate: string; winRate: string }[]) {
    const top = await member(1, null)
    const contractId = await offerFromMerchant({ db, events }, config, { agentId: top, gameType: 'ELOTT', terms: { kind: 'realTimeSalary', realTimeSalaryRates: rates }, by: 'admin:ops', now: SIGNED })
    await actOnContract({ db, events }, { config, principal: { memberId: top, accountType: 1 }, now: SIGNED }, { contractId: String(contractId), action: 'A' }, ['realTimeSalary'])
    return { top, contractId, players: [await member(0, top), await member(0, top)] }
  }
  const RATES = [{ betAmount: '1', lossRate: '1', winRate: '0.5' }, { betAmount: '100', lossRate: '1.5', winRate: '0.8' }]
  const both = async (window: ReturnType<typeof windowAt>) => ({
    auto: await computeRealTimeSalaries(db, window),
    results: await computeRealTimeSalaries(db, { ...window, source: 'results' }),
    rollup: await computeRealTimeSalaries(db, { ...window, source: 'rollup' }),
  })

  it('a round the lottery settles adds its results to the window’s rollup, which pays what the results do', { timeout: 60_000 }, async () => {
    const { top, players } = await team(RATES)
    const clock = fixedClock('2026-11-21T12:06:00Z')
    const services = lotteryServices(db, clock, merchants)
    await runRounds(services)
    const round = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.status === 'open')!
    const game = lotteryConfig(config).games.find((g) => g.code === 'elott-1m')!
    const odds = game.betTypes.find((b) => b.type.code === 'de')!.odds
    const scope = { merchantCode: 'demo', currency: 'THB' }
    // Each player bets on every two-digit number but one for the đề (the special prize's last two): one bet of the 99 wins, or none; their stakes differ.
    for (const [n, memberId] of players.entries()) {
      await creditDeposit(db, { ...scope, memberId, amount: 10_000_000n, idempotencyKey: `rru-open-${memberId}`, actor: 'system', at: clock.now() })
      const stake = BigInt(500 + n * 20_000)
      const numbers = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).slice(n, n + 99)
      await db.query(
        `INSERT INTO lottery_bets (merchant_code, round_id, member_id, bet_type, numbers, stake, pays, per, idempotency_key, fingerprint, created_at)
         SELECT 'demo', $1, $2, 'de', ARRAY[x], $3, $4, $5, $8 || x, '[]', $6 FROM unnest($7::text[]) AS x`,
        [round.id, memberId, stake, odds.pays, odds.per, clock.now(), numbers, `rru-${memberId}-`],
      )
      await betMovement(db, { ...scope, memberId, wallet: { kind: 'main' }, amount: stake * 99n, idempotencyKey: `rru-stake-${memberId}`, reference: `lottery:${round.id}`, actor: `member:${memberId}`, at: clock.now() })
    }
    clock.set(round.drawsAt)
    await closeDue(db, clock.now())
    expect(await drawRound(services, round.id)).toBe(true)
    expect(await settleRound(services, round.id)).not.toBeNull()

    const { rows: [rolled] } = await db.query<{ stake: bigint; profit: bigint; results: number }>(
      `SELECT sum(stake)::bigint AS stake, sum(profit)::bigint AS profit, sum(results)::integer AS results FROM realtime_groups WHERE upline_id = $1`, [top],
    )
    const { rows: [settled] } = await db.query<{ stake: bigint; profit: bigint; results: number }>(
      `SELECT sum(stake)::bigint AS stake, sum(payout - stake)::bigint AS profit, count(*)::integer AS results FROM lottery_member_rounds WHERE round_id = $1`, [round.id],
    )
    expect(rolled).toEqual(settled)
    expect(settled!.results).toBe(2)
    const window = windowAt(round.drawsAt.getUTCMinutes() < 10 ? '12:05' : '12:10')
    expect(await rollupUsable(db, window)).toBe(true)
    const { auto, results } = await both(window)
    expect(auto).toEqual(results)
    const mine = auto.find((p) => p.payeeId === top)!
    expect(mine.amount).toBeGreaterThan(0n)
    expect(mine.activeMembers).toBe(2)
  })

  it('pays from the results a window the rollup may lack a result of', async () => {
    const { players } = await team(RATES)
    const window = windowAt('12:15')
    const at = (s: number) => new Date(window.start.getTime() + s * 1000)
    // Settled before the rollup existed, then two rolled up: the window's rollup was begun late.
    await settledResult(db, config, { memberId: players[0]!, stake: 20_000n, payout: 0n, settledAt: at(10), rolledUp: false })
    await settledResult(db, config, { memberId: players[1]!, stake: 5_000n, payout: 0n, settledAt: at(20) })
    await settledResult(db, config, { memberId: players[0]!, stake: 30_000n, payout: 60_000n, settledAt: at(30) })
    expect(await rollupUsable(db, window)).toBe(false)
    const { auto, results, rollup } = await both(window)
    expect(auto).toEqual(results)
    expect(rollup).not.toEqual(results)

    // Whole when begun, then a round settled while the merchant paid no real-time salary.
    const later = windowAt('12:20')
    const off: MerchantConfig = { ...config, agents: { ...config.agents, contracts: { ...config.agents?.contracts, realTimeSalary: false } } }
    await settledResult(db, config, { memberId: players[0]!, stake: 20_000n, payout: 0n, settledAt: new Date(later.start.getTime() + 10_000) })
    expect(await rollupUsable(db, later)).toBe(true)
    await settledResult(db, off, { memberId: players[1]!, stake: 7_000n, payout: 0n, settledAt: new Date(later.start.getTime() + 20_000) })
    expect(await rollupUsable(db, later)).toBe(false)
    expect((await both(later)).auto).toEqual((await both(later)).results)
  })

  it('pays from the results a window whose bands a contract in force splits finer than the rollup did', async () => {
    const { contractId, players } = await team([{ betAmount: '1', lossRate: '1', winRate: '0.5' }])
    const window = windowAt('12:25')
    await settledResult(db, config, { memberId: players[0]!, stake: 20_000n, payout: 0n, settledAt: new Date(window.start.getTime() + 10_000) })
    expect(await rollupUsable(db, window)).toBe(true)
    // A tier the window's bands never saw (no path of the product makes one in force over a window begun: the test
    // writes it, as a restored backup or a hand-edited contract might).
    await db.query(`INSERT INTO agent_contract_tiers (contract_id, tier, min_bet, rate, win_rate) VALUES ($1, 1, 15000, 1500000, 800000)`, [contractId])
    expect(await rollupUsable(db, window)).toBe(false)
    const { auto, results, rollup } = await both(window)
    expect(auto).toEqual(results)
    expect(rollup).not.toEqual(results)
  })

  it('pays from the results once a member has moved to another agent (the rollup counted it under its old one)', async () => {
    const { players } = await team(RATES)
    const other = await team(RATES)
    const window = windowAt('12:30')
    await settledResult(db, config, { memberId: players[0]!, stake: 20_000n, payout: 0n, settledAt: new Date(window.start.getTime() + 10_000) })
    expect(await rollupUsable(db, window)).toBe(true)
    const { rows: [moved] } = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [players[0]])
    const { rows: [agent] } = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [other.top])
    await moveMember(db, { merchantCode: 'demo', account: moved!.username, upline: agent!.username })
    expect(await rollupUsable(db, window)).toBe(false)
    const { auto, results, rollup } = await both(window)
    expect(auto).toEqual(results)
    expect(rollup).not.toEqual(results)
  })

  it('drops the rollups of windows begun before a given instant, and only those', async () => {
    const count = async () => (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM realtime_windows WHERE merchant_code = 'demo'`)).rows[0]!.n
    const before = await count()
    expect(before).toBeGreaterThanOrEqual(3)
    await pruneRealTimeRollups(db, 'demo', windowAt('12:20').start)
    const { rows } = await db.query<{ start: Date }>(`SELECT window_start AS start FROM realtime_windows WHERE merchant_code = 'demo' ORDER BY 1`)
    expect(rows.map((r) => r.start.toISOString())).toEqual(['12:20', '12:25', '12:30'].map((hhmm) => windowAt(hhmm).start.toISOString()))
    const { rows: [left] } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM realtime_groups WHERE window_start < $1`, [windowAt('12:20').start])
    expect(left!.n).toBe(0)
  })

  it('sums the shares per team while the contracts keep their invariant, and walks the chains once one pays above its upline', async () => {
    const { top } = await team(RATES)
    const sub = await member(2, top)
    const { rows: [named] } = await db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [sub])
    const terms = { kind: 'realTimeSalary' as const, realTimeSalaryRates: [{ betAmount: '1', lossRate: '0.6', winRate: '0.3' }] }
    await offerContract({ db, events }, { config, principal: { memberId: top, accountType: 1 }, now: SIGNED }, { account: named!.username, gameType: 'ELOTT', terms })
    const { rows: [offered] } = await db.query<{ id: bigint }>(`SELECT id FROM agent_contracts WHERE agent_id = $1 AND kind = 'realTimeSalary'`, [sub])
    await actOnContract({ db, events }, { config, principal: { memberId: sub, accountType: 2 }, now: SIGNED }, { contractId: String(offered!.id), action: 'A' }, ['realTimeSalary'])
    const player = await member(0, sub)
    const window = windowAt('12:35')
    await settledResult(db, config, { memberId: player, stake: 20_000n, payout: 0n, settledAt: new Date(window.start.getTime() + 10_000) })
    await settledResult(db, config, { memberId: player, stake: 15_000n, payout: 45_000n, settledAt: new Date(window.start.getTime() + 20_000) })
    const payouts = async () => ({
      auto: await computeRealTimeSalaries(db, window),
      chain: await computeRealTimeSalaries(db, { ...window, tail: 'chain' }),
      team: await computeRealTimeSalaries(db, { ...window, tail: 'team' }),
    })
    const kept = await payouts()
    // Lost 200.00 (the top's tier 2: 1.5 %; the sub's 0.6 %) and won on 150.00 (win rates 0.8 % and 0.3 %), in minor
    // units: the sub 20,000 × 0.6 % + 15,000 × 0.3 % = 120 + 45; the top 20,000 × (1.5 − 0.6) % + 15,000 × (0.8 − 0.3) % = 180 + 75.
    expect(kept.chain.map((p) => [p.payeeId, p.amount])).toEqual([[top, 255n], [sub, 165n]])
    expect(kept.auto).toEqual(kept.chain)
    expect(kept.team).toEqual(kept.chain)

    // Written above the upline's (no path of the product signs it: a hand-edited contract might): the chains are walked.
    await db.query('UPDATE agent_contract_tiers SET rate = 1200000 WHERE contract_id = $1', [offered!.id])
    const broken = await payouts()
    expect(broken.auto).toEqual(broken.chain)
    expect(broken.team).not.toEqual(broken.chain)
  })
})
