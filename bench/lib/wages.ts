/**
 * The wage jobs at size (`npm run bench -- --only wages`; docs/contracts.md "Wages"). Goals, on PostgreSQL: one
 * real-time salary window over 3,000,000 lottery results of 300,000 players under 10,000 agents (depth up to 8) in
 * ≤ 2 s, and the daily salary of those 10,000 agents over a day of 5,000,000 bets in ≤ 5 s; PGlite at a tenth.
 *
 * No server. Per backend (PGlite on a temporary data dir; PostgreSQL on a scratch database when DATABASE_URL is set):
 *   1. migrated; then generated in SQL, set-based, with the session's triggers off (the rows consistent by
 *      construction): the agents as a complete tree of fan-out 4 (depth ≤ 8) under one top agent, the players spread
 *      under them, `member_tree`; a real-time (ELOTT) and a daily (RNG) contract in force for every agent, rates
 *      falling by depth (the invariant by construction); one window's lottery results, round by round (every player
 *      in each of results / players rounds, stakes from 1.00 to 1,000.00, about one result in six a win), each round
 *      added to the real-time salary's rollup by the settlement's own code (`rollUpSettledRound`, timed per
 *      statement); the day's team rollups (`team_days`, `team_active`) as the team job would write them;
 *   2. timed: the window's statement from the rollup and from the results (the same answer, compared), then the
 *      whole job for the period (`runWageKind`: the statement, then the period paid in one transaction);
 *   3. checked (not timed): the window's payouts sum to what the top agent's rates pay on every result, less each
 *      payout's rounding down (under one minor unit a payout), and a sample of payouts recomputed from the raw results
 *      by the verify command's code match what was paid.
 * Sizes: BENCH_WAGES_RESULTS (3,000,000), BENCH_WAGES_PLAYERS (300,000), BENCH_WAGES_AGENTS (10,000),
 * BENCH_WAGES_DAY_BETS (5,000,000: the bets the day's rollups stand for). PGlite at a tenth of each.
 */
import { loadavg } from 'node:os'
import type { Database, Queryable } from '../../src/server/db/database'
import { computeRealTimeSalaries, rollUpSettledRound, rollupUsable } from '../../src/server/db/contracts/realTime'
import { computeDailySalaries } from '../../src/server/db/contracts/wages'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { verifyPayout } from '../../src/server/domain/contracts/verify'
import { runWageKind, WAGE_KINDS } from '../../src/server/domain/contracts/wages'
import { loadMerchants } from '../../src/server/merchants/load'
import { bulk } from './agentsGenerate'
import { scratchDatabase } from './money'
import { makeTempDir, removeTempDir } from './processes'

export const WAGES_GOALS = { realTimeWindowSecondsOnPostgres: 2, dailySecondsOnPostgres: 5, results: 3_000_000, agents: 10_000, dayBets: 5_000_000 }

const MERCHANT = 'demo'
const FANOUT = 4
const ROUNDS = 100
/** The window paid (a fixed instant, so every run is the same): results settle in its first four minutes. */
const WINDOW = new Date('2026-11-20T03:00:00.000Z')
const WINDOW_MS = 5 * 60_000
/** The day paid (the merchant's zone, UTC+07:00): 2026-11-20 local is [11-19 17:00Z, 11-20 17:00Z). */
const DAY = '2026-11-20'
const DAY_START = new Date('2026-11-19T17:00:00.000Z')
const SAMPLE = 20

export interface WagesSizes {
  results: number
  players: number
  agents: number
  dayBets: number
}

export interface WagesFigures {
  backend: 'pglite' | 'postgres'
  sizes: WagesSizes
  generateSeconds: number
  realTime: {
    /** The window's statement as the job runs it (from the rollup), and from the results themselves. */
    statementMs: number
    fromResultsMs: number
    /** The same statement walking each chain instead of summing per team (the tail before the team sums). */
    byChainMs: number
    jobMs: number
    payouts: number
    paid: string
    /** What the rollup adds to each round's settlement. */
    rollupPerRound: { meanMs: number; maxMs: number; rounds: number }
  }
  daily: { statementMs: number; jobMs: number; payouts: number; paid: string }
  checks: { sumMatches: boolean; sourcesAgree: boolean; tailsAgree: boolean; sampled: number; sampleMatches: number }
  loadAverage: number
}

const envSize = (name: string, fallback: number) => {
  const raw = process.env[name]
  const value = raw ? Number(raw) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got ${raw})`)
  return value
}

export function wagesSizes(backend: 'pglite' | 'postgres'): WagesSizes {
  const scale = backend === 'pglite' ? 10 : 1
  return {
    results: Math.round(envSize('BENCH_WAGES_RESULTS', WAGES_GOALS.results) / scale),
    players: Math.round(envSize('BENCH_WAGES_PLAYERS', 300_000) / scale),
    agents: Math.round(envSize('BENCH_WAGES_AGENTS', WAGES_GOALS.agents) / scale),
    dayBets: Math.round(envSize('BENCH_WAGES_DAY_BETS', WAGES_GOALS.dayBets) / scale),
  }
}

/** A uniform number in [0, 1) from a row number (the same on every run). */
const u = (expr: string, salt: number) => `((hashint8((${expr})::bigint * 7919 + ${salt}) & 16777215)::float8 / 16777216.0)`

async function generate(db: Database, sizes: WagesSizes): Promise<{ roundRollupMs: number[]; statementMs: number[] }> {
  const { agents, players, results, dayBets } = sizes
  const base = 1_000_000
  const first = base + agents
  const reg = `'2026-01-01T00:00:00Z'::timestamptz`
  await bulk(db, [
    // The agents: a complete tree of fan-out 4 under the top agent (agent 0); then the players under them.
    `INSERT INTO members (id, merchant_code, username, password_hash, password_changed_at, account_type, upline_id, status, reg_date)
     SELECT ${base} + i, '${MERCHANT}', 'wb' || i, 'bench: no login', ${reg}, CASE WHEN i = 0 THEN 1 ELSE 2 END,
            CASE WHEN i = 0 THEN NULL ELSE ${base} + (i - 1) / ${FANOUT} END, 'active', ${reg}
     FROM generate_series(0, ${agents - 1}) AS i`,
    `INSERT INTO members (id, merchant_code, username, password_hash, password_changed_at, account_type, upline_id, status, reg_date)
     SELECT ${first} + j, '${MERCHANT}', 'wp' || j, 'bench: no login', ${reg}, 0, ${base} + floor(${agents} * ${u('j', 1)})::integer, 'active', ${reg}
     FROM generate_series(0, ${players - 1}) AS j`,
    `WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
       SELECT upline_id, id, 1 FROM members WHERE id >= ${base} AND upline_id IS NOT NULL
       UNION ALL
       SELECT m.upline_id, c.member_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL
     )
     INSERT INTO member_tree (ancestor_id, member_id, depth, account) SELECT c.ancestor_id, c.member_id, c.depth, m.username FROM chain c JOIN members m ON m.id = c.member_id`,
  ])
  await bulk(db, [
    // The window's rounds and results: result r is player (r mod players) in round (r / players) mod 100.
    `INSERT INTO lottery_rounds (id, merchant_code, currency, game_code, round_no, round_index, prize_table, status, opens_at, closes_at, draws_at,
       commitment, seed_seal, seed_hex, result, drawn_at, settled_at, bet_count, stake_total, payout_total, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT 900000 + k, '${MERCHANT}', 'THB', 'elott-1m', 900000 + k, 900000 + k, 'electronic', 'settled', $1::timestamptz, $1::timestamptz, $1::timestamptz,
            repeat('ab', 32), 'sealed', repeat('ab', 32), '{}'::jsonb, $1::timestamptz, $1::timestamptz, 0, 0, 0, $1::timestamptz
     FROM generate_series(0, ${ROUNDS - 1}) AS k`,
  ], [WINDOW])
  // Every agent's contracts, in force since the day before: rates fall with depth (2 % at the top, 0.25 % less a
  // level), so no downline is ever above its upline.
  await bulk(db, [
    `INSERT INTO agent_contracts (id, merchant_code, agent_id, upline_id, kind, game_type, version, status, rate_type, period, terms, offered_at, offered_by, decided_at, effective_from)
     OVERRIDING SYSTEM VALUE
     SELECT 2 * (m.id - ${base}) + x.n + 1, '${MERCHANT}', m.id, m.upline_id, x.kind, x.game_type, 1, 'V', 'P', x.period, '{}'::jsonb, $1::timestamptz, 'bench', $1::timestamptz, $1::timestamptz
     FROM members m CROSS JOIN (VALUES (0, 'realTimeSalary', 'ELOTT', 'window'), (1, 'dailySalary', 'RNG', 'daily')) AS x (n, kind, game_type, period)
     WHERE m.id >= ${base} AND m.id < ${first}`,
  ], [new Date(DAY_START.getTime() - 86_400_000)])
  await bulk(db, [
    `INSERT INTO agent_contract_tiers (contract_id, tier, min_bet, active_members, rate, win_rate)
     SELECT c.id, t.tier, t.min_bet, t.active, 20000 - 2500 * coalesce(d.depth, 0) + t.extra, (20000 - 2500 * coalesce(d.depth, 0) + t.extra) / 2
     FROM agent_contracts c
     LEFT JOIN member_tree d ON d.member_id = c.agent_id AND d.ancestor_id = ${base}
     CROSS JOIN (VALUES (0, 0::bigint, 0, 0), (1, 10000::bigint, 3, 1000)) AS t (tier, min_bet, active, extra)`,
  ])
  // The window's results, round by round as the lottery settles them (result r is player r mod players in round
  // r / players: every player in each of the first results / players rounds, settled over four minutes), each
  // round's added to the real-time salary's rollup by the settlement's own code, timed.
  const roundRollupMs: number[] = []
  const statementMs: number[] = []
  const window = { merchantCode: MERCHANT, start: WINDOW, end: new Date(WINDOW.getTime() + WINDOW_MS) }
  const count = Math.min(results, players * ROUNDS)
  const used = Math.ceil(count / players)
  for (let k = 0; k < used; k++) {
    await bulk(db, [
      `INSERT INTO lottery_member_rounds (round_id, member_id, merchant_code, game_code, bet_count, stake, payout, settled_at)
       SELECT 900000 + ${k}, ${first} + r % ${players}, '${MERCHANT}', 'elott-1m', 1, s.stake,
              CASE WHEN ${u('r', 3)} < 0.16 THEN s.stake * 2 ELSE 0 END, $1::timestamptz + make_interval(secs => ${(240 * k) / used})
       FROM generate_series(${k * players}, ${Math.min((k + 1) * players, count) - 1}) AS r
       CROSS JOIN LATERAL (SELECT (100 + floor(99900 * power(${u('r', 2)}, 3)))::bigint AS stake) s`,
    ], [WINDOW])
    const rolled = await time(() =>
      db.transaction((tx) => {
        // Each of the rollup's statements timed apart (its window, groups, players), summed over the rounds.
        let n = 0
        const timed = {
          ...tx,
          query: async (sql: string, params?: readonly unknown[]) => {
            const at = performance.now()
            const answer = await tx.query(sql, params)
            statementMs[n] = (statementMs[n] ?? 0) + performance.now() - at
            n++
            return answer
          },
        } as typeof tx
        return rollUpSettledRound(timed, { id: BigInt(900000 + k), merchantCode: MERCHANT }, window)
      }),
    )
    roundRollupMs.push(rolled.ms)
  }
  // The day's rollups as the team job writes them from its bets: each player's valid bets (its share of the day's
  // bets, skewed), summed per ancestor; every player active.
  await bulk(db, [
    `CREATE TEMP TABLE bench_day ON COMMIT DROP AS
     SELECT ${first} + j AS member_id, (${Math.round((dayBets / players) * 2_500)} * power(${u('j', 5)}, 2) * 3)::bigint AS valid FROM generate_series(0, ${players - 1}) AS j`,
    `INSERT INTO team_days (ancestor_id, day, game_type, rounds, bets, valid_bets, wins)
     SELECT t.ancestor_id, '${DAY}', 'RNG', count(*), sum(b.valid), sum(b.valid), (sum(b.valid) * 0.96)::bigint FROM bench_day b JOIN member_tree t ON t.member_id = b.member_id GROUP BY t.ancestor_id`,
    `INSERT INTO team_active (ancestor_id, day, prev_day, members)
     SELECT t.ancestor_id, '${DAY}', '-infinity', count(*) FROM bench_day b JOIN member_tree t ON t.member_id = b.member_id GROUP BY t.ancestor_id`,
  ])
  await db.exec('VACUUM ANALYZE')
  return { roundRollupMs, statementMs: statementMs.map((ms) => +(ms / Math.max(1, roundRollupMs.length)).toFixed(1)) }
}

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await fn()
  return { ms: +(performance.now() - started).toFixed(1), value }
}

async function measureOn(db: Database, backend: 'pglite' | 'postgres', log: (line: string) => void): Promise<WagesFigures> {
  const sizes = wagesSizes(backend)
  const merchants = await loadMerchants()
  const config = merchants.byCode(MERCHANT)!.config
  const started = performance.now()
  await migrate(db)
  const { roundRollupMs, statementMs } = await generate(db, sizes)
  const generateSeconds = +((performance.now() - started) / 1000).toFixed(1)
  log(`  generated in ${generateSeconds} s: ${sizes.agents} agents, ${sizes.players} players, ${sizes.results} results`)
  const windowEnd = new Date(WINDOW.getTime() + WINDOW_MS)
  if (process.env.BENCH_WAGES_EXPLAIN) {
    // The statement's plan, run by its own code in its own transaction (with its settings): the query it sends, explained.
    const explain = (q: Queryable): Queryable => ({ ...q, query: (sql: string, params?: readonly unknown[]) => q.query(sql.includes('chain AS') || sql.includes('team AS') ? `EXPLAIN (ANALYZE, BUFFERS) ${sql}` : sql, params) })
    const explaining = { ...db, transaction: <T,>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(explain(tx))) } as Database
    for (const source of ['rollup', 'results'] as const) {
      const plan = (await computeRealTimeSalaries(explaining, { merchantCode: MERCHANT, start: WINDOW, end: windowEnd, source })) as unknown as Record<string, string>[]
      log(`  the plan from the ${source}:\n${plan.map((row) => Object.values(row)[0]).join('\n')}`)
    }
  }
  const rollupPerRound = { meanMs: +(roundRollupMs.reduce((a, b) => a + b, 0) / roundRollupMs.length).toFixed(1), maxMs: Math.max(...roundRollupMs), rounds: roundRollupMs.length }
  log(`  the rollup at settlement: ${rollupPerRound.meanMs} ms a round on average, ${rollupPerRound.maxMs} ms at most (${rollupPerRound.rounds} rounds of ${sizes.players} players; its statements ${statementMs.join(' / ')} ms)`)
  const rtWindow = { merchantCode: MERCHANT, start: WINDOW, end: windowEnd }
  const usable = await rollupUsable(db, rtWindow)
  const rtStatement = await time(() => computeRealTimeSalaries(db, rtWindow))
  const rtFromResults = await time(() => computeRealTimeSalaries(db, { ...rtWindow, source: 'results' }))
  const rtByChain = await time(() => computeRealTimeSalaries(db, { ...rtWindow, tail: 'chain' }))
  const same = (a: unknown, b: unknown) => JSON.stringify(a, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) === JSON.stringify(b, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))
  const sourcesAgree = usable && same(rtStatement.value, rtFromResults.value)
  const tailsAgree = same(rtStatement.value, rtByChain.value)
  log(`  the window's statement from the rollup ${rtStatement.ms} ms, from the results ${rtFromResults.ms} ms, walking each chain ${rtByChain.ms} ms; the rollup used: ${usable}, the same payouts: ${sourcesAgree} and ${tailsAgree}`)
  const realTime = WAGE_KINDS.find((w) => w.kind === 'realTimeSalary')!
  const rtJob = await time(() => runWageKind({ db, merchants }, config, realTime, new Date(windowEnd.getTime() + 60_000), { from: WINDOW }))
  log(`  real-time window: statement ${rtStatement.ms} ms (${rtStatement.value.length} payouts), job ${rtJob.ms} ms`)
  const dayEnd = new Date(DAY_START.getTime() + 86_400_000)
  const dailyStatement = await time(() => computeDailySalaries(db, { merchantCode: MERCHANT, kind: 'dailySalary', start: DAY_START, end: dayEnd, day: DAY }))
  const daily = WAGE_KINDS.find((w) => w.kind === 'dailySalary')!
  const dailyJob = await time(() => runWageKind({ db, merchants }, config, daily, new Date(dayEnd.getTime() + 60_000), { from: DAY_START }))
  log(`  daily salary: statement ${dailyStatement.ms} ms (${dailyStatement.value.length} payouts), job ${dailyJob.ms} ms`)

  // The chain's parts: what the top agent's rates pay on every result, exactly, less each payout's rounding down (under
  // one minor unit each).
  const { rows: [sums] } = await db.query<{ paid: bigint; whole: string; payouts: number }>(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM wage_payouts WHERE kind = 'realTimeSalary')::bigint AS paid,
            (SELECT count(*) FROM wage_payouts WHERE kind = 'realTimeSalary')::integer AS payouts,
            (SELECT coalesce(sum(x.stake::numeric * CASE WHEN x.payout > x.stake THEN t.win_rate ELSE t.rate END), 0) / 1000000
             FROM lottery_member_rounds x JOIN agent_contracts c ON c.agent_id = 1000000 AND c.kind = 'realTimeSalary'
             JOIN LATERAL (SELECT rate, win_rate FROM agent_contract_tiers WHERE contract_id = c.id AND min_bet <= x.stake ORDER BY tier DESC LIMIT 1) t ON true
             WHERE x.settled_at >= $1 AND x.settled_at < $2)::text AS whole`,
    [WINDOW, windowEnd],
  )
  const whole = Number(sums!.whole)
  const sumMatches = Number(sums!.paid) <= whole && whole - Number(sums!.paid) < sums!.payouts
  // The real-time payouts (the daily salary's rollups are generated, not counted from bets the check could read).
  const { rows: sample } = await db.query<{ id: bigint }>(`SELECT id FROM wage_payouts WHERE kind = 'realTimeSalary' ORDER BY hashint8(id) LIMIT ${SAMPLE}`)
  let sampleMatches = 0
  for (const { id } of sample) if ((await verifyPayout(db, (code) => merchants.byCode(code)?.config, id)).ok) sampleMatches++
  log(`  checks: parts ${sums!.paid} of the exact whole ${sums!.whole} (less under one unit a payout: ${sumMatches}); ${sampleMatches}/${sample.length} sampled payouts recomputed from the raw results match`)
  const paidOf = async (kind: string) =>
    (await db.query<{ n: number; total: bigint }>(`SELECT count(*)::integer AS n, coalesce(sum(amount), 0)::bigint AS total FROM wage_payouts WHERE kind = $1`, [kind])).rows[0]!
  const rt = await paidOf('realTimeSalary')
  const dd = await paidOf('dailySalary')
  return {
    backend,
    sizes,
    generateSeconds,
    realTime: { statementMs: rtStatement.ms, fromResultsMs: rtFromResults.ms, byChainMs: rtByChain.ms, jobMs: rtJob.ms, payouts: rt.n, paid: String(rt.total), rollupPerRound },
    daily: { statementMs: dailyStatement.ms, jobMs: dailyJob.ms, payouts: dd.n, paid: String(dd.total) },
    checks: { sumMatches, sourcesAgree, tailsAgree, sampled: sample.length, sampleMatches },
    loadAverage: +loadavg()[0].toFixed(2),
  }
}

export async function measureWages(input: { databaseUrl?: string; log: (line: string) => void }): Promise<WagesFigures[]> {
  const out: WagesFigures[] = []
  for (const backend of ['pglite', ...(input.databaseUrl ? ['postgres' as const] : [])] as const) {
    input.log(`Wages on ${backend}`)
    if (backend === 'pglite') {
      const dir = makeTempDir('portico-bench-wages-')
      const db = await openPGlite(dir)
      try {
        out.push(await measureOn(db, backend, input.log))
      } finally {
        await db.close()
        removeTempDir(dir)
      }
    } else {
      const scratch = await scratchDatabase(input.databaseUrl!)
      const db = await openPostgres({ connectionString: scratch.url })
      try {
        out.push(await measureOn(db, backend, input.log))
      } finally {
        await db.close()
        await scratch.drop()
      }
    }
  }
  return out
}

export function wagesTable(figures: readonly WagesFigures[]): string[] {
  const goal = (backend: string, ms: number, seconds: number) => (backend === 'postgres' ? (ms <= seconds * 1000 ? ` (goal ≤ ${seconds} s: met)` : ` (goal ≤ ${seconds} s: missed)`) : '')
  return [
    '### Wages',
    '',
    '| backend | agents / players / results | real-time window: statement (from the results; walking each chain) / job | rollup at settlement, a round | daily salary: statement / job | checks |',
    '| --- | --- | --- | --- | --- | --- |',
    ...figures.map((f) =>
      `| ${f.backend} | ${f.sizes.agents} / ${f.sizes.players} / ${f.sizes.results} | ${f.realTime.statementMs} ms (${f.realTime.fromResultsMs} ms; ${f.realTime.byChainMs} ms) / ${f.realTime.jobMs} ms${goal(f.backend, f.realTime.jobMs, WAGES_GOALS.realTimeWindowSecondsOnPostgres)} (${f.realTime.payouts} payouts) | ${f.realTime.rollupPerRound.meanMs} ms (at most ${f.realTime.rollupPerRound.maxMs} ms; ${f.realTime.rollupPerRound.rounds} rounds of ${f.sizes.players} players) | ${f.daily.statementMs} ms / ${f.daily.jobMs} ms${goal(f.backend, f.daily.jobMs, WAGES_GOALS.dailySecondsOnPostgres)} (${f.daily.payouts} payouts) | parts = whole less rounding: ${f.checks.sumMatches}; rollup = results: ${f.checks.sourcesAgree}; team sums = chains: ${f.checks.tailsAgree}; ${f.checks.sampleMatches}/${f.checks.sampled} recomputed |`,
    ),
  ]
}
