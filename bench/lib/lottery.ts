/**
 * The lottery settlement bench (`npm run bench -- --only lottery`; its goal: settle a round of 1,000,000 bets in
 * ≤ 3 s on PostgreSQL, and give the figure on PGlite). No server: the database opened as the server opens it (PGlite on
 * a fresh temporary data dir; PostgreSQL on a scratch database when DATABASE_URL is set), migrated, then
 *   - members made with `insertMember` (one per 100 bets, at most 10,000);
 *   - one round of the demo merchant's `vn-north` made by `ensureRound` (its seed from a fixed random source, so every
 *     run draws the same numbers), its bets written in one `INSERT … SELECT … FROM generate_series` (a mix of every
 *     bet type, numbers, stakes and members from a hash of the bet's number; the odds the game offers);
 *   - each member's main wallet funded with `creditDeposit` and its stakes taken with one `bet` movement (the
 *     ledger's own movements, so its invariants hold and settlement reads real balances);
 *   - the round closed (`closeDue`) and drawn by `drawRound` (hit rows written by the real draw); then `VACUUM
 *     ANALYZE`, what autovacuum would have done by the draw;
 *   - timed: `settleRound`, the call the round job makes, in its own transaction; each statement's time is noted;
 *   - checked afterwards (not timed): every bet settled, each bet's payout equal to ⌊stake × pays × units / per⌋
 *     with the units from the engine (`winningUnits` over every winning pick of the draw), the round's totals, one
 *     ledger `win` entry per winning member, the ledger balanced, and a second `settleRound` paying nothing.
 * Goal beside the figures: 1,000,000 bets settled in ≤ 3 s on PostgreSQL.
 */
import { createHash } from 'node:crypto'
import { loadavg } from 'node:os'
import { lotteryServices } from '../../tests/server/fixtures/lottery'
import type { Database, Queryable, Row } from '../../src/server/db/database'
import { auditLedger, countEntries, scopeAccounts } from '../../src/server/db/money/ledger'
import { closeDue } from '../../src/server/db/lottery/rounds'
import { insertMember } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { appearances, BET_TYPE_CODES, drawResult, prizeTable, specialTail, winningUnits, type BetTypeCode, type DrawResult } from '../../src/server/domain/lottery'
import { drawRound, ensureRound, settleRound, type Settlement } from '../../src/server/domain/lottery/rounds'
import type { LotteryServices } from '../../src/server/domain/lottery/services'
import { roundAt } from '../../src/server/domain/lottery/schedule'
import { lotteryConfig } from '../../src/server/domain/lottery/settings'
import { bet as betMovement, creditDeposit } from '../../src/server/domain/money/movements'
import { loadMerchants } from '../../src/server/merchants/load'
import { fixedClock, type RandomSource } from '../../src/server/runtime'
import { scratchDatabase } from './money'
import { makeTempDir, removeTempDir } from './processes'

export const LOTTERY_GOALS = { settleSecondsOnPostgres: 3, forBets: 1_000_000 }

const MERCHANT = 'demo'
const GAME = 'vn-north'
/** Betting starts here (a fixed instant, so the round and its number are the same on every run). */
const START = '2026-11-21T03:00:00.000Z'
const MAX_MEMBERS = 10_000
const BETS_PER_MEMBER = 100
/** Members made, and members' stakes moved, per setup transaction. */
const BATCH = 100
/** What each member's wallet keeps beyond its stakes. */
const SPARE = 100_000n

/** Share of the bets per type, in percent (lô and đề make most of a real book). */
const MIX: Readonly<Record<BetTypeCode, number>> = { lo: 40, de: 25, '3cang': 8, xien2: 10, xien3: 5, xien4: 2, head: 5, tail: 5 }

export interface LotteryStep {
  step: string
  ms: number
  /** Rows the statement changed (INSERT/UPDATE), or returned. */
  rows: number
}

export interface LotteryFigures {
  backend: 'pglite' | 'postgres'
  bets: number
  members: number
  game: string
  roundNo: string
  /** The server's version and the settings that move this figure most. */
  database: string
  /** Members, ledger, round, bets, draw and ANALYZE (not measured). */
  setupSeconds: number
  /** `settleRound` from call to return (its transaction's BEGIN and COMMIT included). */
  settleSeconds: number
  betsPerSecond: number
  /** Each statement of the settlement transaction in order; `commit and the rest`: the time outside them. */
  steps: LotteryStep[]
  settlement: { bets: number; stake: string; payout: string; winners: number }
  winningBets: number
  checks: {
    betsSettled: number
    /** Σ payouts of the bets, as stored by settlement, and as recomputed from the engine's units. */
    payoutStored: string
    payoutRecomputed: string
    betsOffTheRules: number
    winEntries: number
    ledgerBalanced: boolean
    secondSettlementPaidNothing: boolean
    ok: boolean
  }
  /** 1-minute load average just before and just after the timed call. */
  loadAverage: { before: number; after: number }
}

/** A fixed random source (SHA-256 of a counter): every run makes the same seed, so the same draw. */
function fixedRandom(label: string): RandomSource {
  let counter = 0
  const next = () => createHash('sha256').update(`${label}:${counter++}`).digest()
  return {
    bytes: (n) => {
      const out = new Uint8Array(n)
      for (let at = 0; at < n; at += 32) out.set(next().subarray(0, Math.min(32, n - at)), at)
      return out
    },
    int: (maxExclusive) => next().readUInt32BE(0) % maxExclusive,
  }
}

/** The name of a settlement statement, by its SQL (db/lottery/settlement.ts, db/lottery/rounds.ts, db/money). */
function stepOf(sql: string): string {
  if (/^\s*SELECT .* FROM lottery_rounds WHERE id = \$1/s.test(sql)) return 'roundById'
  if (sql.includes(`SET status = 'settled'`) && sql.includes('UPDATE lottery_rounds')) return 'claimSettlement'
  if (sql.includes('SET LOCAL jit')) return 'SET LOCAL jit = off'
  if (sql.includes('WITH rules AS')) return 'settleBets'
  if (sql.includes('bet_type <> ALL')) return 'unknownTypeBetCount'
  if (sql.includes('INSERT INTO lottery_member_rounds')) return 'writeMemberRounds'
  if (sql.includes('FROM ledger_accounts') && sql.includes('kind = $3')) return 'accountId (house)'
  if (sql.includes('FOR UPDATE') && sql.includes('ledger_accounts')) return 'lockWinnerAccounts'
  if (sql.includes('WITH winners AS')) return 'postWinnings'
  if (sql.includes('UPDATE lottery_rounds SET bet_count')) return 'finishRound'
  return sql.trim().replace(/\s+/g, ' ').slice(0, 40)
}

/** The database, each statement of its transactions timed (the test's counting wrapper, with a stopwatch). */
function timed(db: Database, steps: LotteryStep[]): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) => {
      const started = performance.now()
      const result = await q.query<T>(sql, params)
      steps.push({ step: stepOf(sql), ms: +(performance.now() - started).toFixed(1), rows: result.affectedRows || result.rows.length })
      return result
    },
    exec: (sql) => q.exec(sql),
  })
  return { kind: db.kind, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn({ ...tx, ...wrap(tx) })), close: () => db.close() }
}

/**
 * The bets, in one statement: bet i's type (by `MIX`), numbers, stake (1 to 500 in major units) and member come
 * from `hashint8extended(i, k)`, so they are the same on every run and backend. A xiên's numbers are distinct
 * (gaps of at least one, summing below 100) and sorted, as `checkPicks` stores them.
 */
const INSERT_BETS = `
  INSERT INTO lottery_bets (merchant_code, round_id, member_id, bet_type, numbers, stake, pays, per, idempotency_key, fingerprint, created_at)
  SELECT $1::text, $2::bigint, ($4::integer[])[1 + r.hm % cardinality($4::integer[])], t.code,
         CASE t.code
           WHEN 'lo' THEN ARRAY[lpad((r.h1 % 100)::text, 2, '0')]
           WHEN 'de' THEN ARRAY[lpad((r.h1 % 100)::text, 2, '0')]
           WHEN '3cang' THEN ARRAY[lpad((r.h1 % 1000)::text, 3, '0')]
           WHEN 'head' THEN ARRAY[(r.h1 % 10)::text]
           WHEN 'tail' THEN ARRAY[(r.h1 % 10)::text]
           ELSE ARRAY(
             SELECT lpad(((r.h1 + x.o) % 100)::text, 2, '0') COLLATE "C"
             FROM unnest(ARRAY[0, r.g1 % (99 / (t.picks - 1)) + 1,
                               r.g1 % (99 / (t.picks - 1)) + r.g2 % (99 / (t.picks - 1)) + 2,
                               r.g1 % (99 / (t.picks - 1)) + r.g2 % (99 / (t.picks - 1)) + r.g3 % (99 / (t.picks - 1)) + 3])
                  WITH ORDINALITY AS x(o, k)
             WHERE x.k <= t.picks ORDER BY 1)
         END,
         100 * (1 + r.h2 % 500), t.pays, t.per, 'bench-' || r.i, '[]', $5::timestamptz
  FROM (
    SELECT i, hashint8extended(i, 0) & 2147483647 AS h0, hashint8extended(i, 1) & 2147483647 AS h1,
           hashint8extended(i, 2) & 2147483647 AS h2, hashint8extended(i, 3) & 2147483647 AS hm,
           hashint8extended(i, 4) & 2147483647 AS g1, hashint8extended(i, 5) & 2147483647 AS g2,
           hashint8extended(i, 6) & 2147483647 AS g3
    FROM generate_series(1, $3::bigint) AS i
  ) r
  JOIN unnest($6::text[], $7::integer[], $8::bigint[], $9::bigint[], $10::integer[], $11::integer[]) AS t(code, picks, pays, per, lo, hi)
    ON r.h0 % 100 >= t.lo AND r.h0 % 100 < t.hi`

/** Every winning pick of the draw, with its units from the engine: all other picks win nothing. */
function winningPicks(result: DrawResult): { type: BetTypeCode; numbers: string; units: number }[] {
  const lo = [...appearances(result).keys()].sort()
  const combos = (k: number, from = 0): string[][] =>
    k === 0 ? [[]] : lo.slice(from).flatMap((n, i) => combos(k - 1, from + i + 1).map((rest) => [n, ...rest]))
  const candidates: { type: BetTypeCode; numbers: string[] }[] = [
    ...lo.map((n) => ({ type: 'lo' as const, numbers: [n] })),
    { type: 'de', numbers: [specialTail(result, 2)] },
    { type: '3cang', numbers: [specialTail(result, 3)] },
    { type: 'head', numbers: [specialTail(result, 2)[0]] },
    { type: 'tail', numbers: [specialTail(result, 1)] },
    ...([2, 3, 4] as const).flatMap((k) => combos(k).map((numbers) => ({ type: `xien${k}` as const, numbers }))),
  ]
  return candidates
    .map(({ type, numbers }) => ({ type, numbers: numbers.join(','), units: winningUnits({ type, numbers }, result) }))
    .filter((pick) => pick.units > 0)
}

/** A drawn round of `betCount` bets, ready to settle (everything before the clock starts). */
export interface BenchRound {
  services: LotteryServices
  scope: { merchantCode: string; currency: string }
  round: { id: bigint; roundNo: string }
  memberCount: number
  setupSeconds: number
}

/** Migrates `db` and writes the members, their money, the round, its bets and its draw (see the module comment). */
export async function setUpRound(db: Database, betCount: number, log: (line: string) => void): Promise<BenchRound> {
  const setupStarted = performance.now()
  await migrate(db)
  const merchants = await loadMerchants()
  const config = merchants.byCode(MERCHANT)?.config
  const game = config && lotteryConfig(config).games.find((g) => g.code === GAME)
  if (!config || !game) throw new Error(`the bench needs the ${MERCHANT} merchant's ${GAME} game (src/config/merchants)`)
  const clock = fixedClock(START)
  const services = lotteryServices(db, clock, merchants, fixedRandom('portico-bench-lottery'))
  const scope = { merchantCode: MERCHANT, currency: config.currency.code }

  const memberCount = Math.max(1, Math.min(MAX_MEMBERS, Math.ceil(betCount / BETS_PER_MEMBER)))
  const memberIds: number[] = []
  // In transactions of BATCH (the same statements; one commit, so one flush to disk, per batch).
  for (let first = 0; first < memberCount; first += BATCH) {
    await db.transaction(async (tx) => {
      for (let i = first; i < Math.min(memberCount, first + BATCH); i++) {
        const inserted = await insertMember(tx, { merchantCode: MERCHANT, username: `lotbench${i}`, passwordHash: 'unused', at: clock.now() })
        if ('conflict' in inserted) throw new Error(`member lotbench${i} exists`)
        memberIds.push(inserted.id)
      }
    })
  }
  log(`  ${memberCount} members made (${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`)

  const window = roundAt(game.schedule, clock.now())
  if (!(await ensureRound(services, config, game, window, clock.now()))) throw new Error('the round exists already')
  const { rows: [round] } = await db.query<{ id: bigint; roundNo: string; drawsAt: Date }>(
    `SELECT id, round_no AS "roundNo", draws_at AS "drawsAt" FROM lottery_rounds WHERE merchant_code = $1 AND game_code = $2 AND round_no = $3`,
    [MERCHANT, GAME, window.roundNo],
  )
  const types = BET_TYPE_CODES.map((code) => {
    const offered = game.betTypes.find((b) => b.type.code === code)
    if (!offered) throw new Error(`${GAME} does not offer ${code}`)
    return offered
  })
  let from = 0
  const bounds = types.map((t) => [from, (from += MIX[t.type.code])])
  const insertStarted = performance.now()
  const { affectedRows: inserted } = await db.query(INSERT_BETS, [
    MERCHANT, round.id, betCount, memberIds, clock.now(), types.map((t) => t.type.code), types.map((t) => t.type.picks),
    types.map((t) => t.odds.pays), types.map((t) => t.odds.per), bounds.map((b) => b[0]), bounds.map((b) => b[1]),
  ])
  if (inserted !== betCount) throw new Error(`wrote ${inserted} bets, not ${betCount}`)
  log(`  ${betCount.toLocaleString('en-US')} bets written in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`)

  // The stakes leave the members' main wallets through the ledger: a deposit, then one bet movement per member for
  // all its bets of the round (placeBet takes one per bet; settlement reads only the winners' balances).
  const ledgerStarted = performance.now()
  const { rows: staked } = await db.query<{ memberId: number; stake: bigint }>(
    `SELECT member_id AS "memberId", sum(stake)::bigint AS stake FROM lottery_bets WHERE round_id = $1 GROUP BY member_id ORDER BY member_id`,
    [round.id],
  )
  for (let first = 0; first < staked.length; first += BATCH) {
    // The movements joining the caller's transaction, as a deposit order's credit does (postEntry given a transaction).
    await db.transaction(async (tx) => {
      for (const { memberId, stake } of staked.slice(first, first + BATCH)) {
        const movement = { ...scope, memberId, actor: 'system', at: clock.now() }
        await creditDeposit(tx, { ...movement, amount: stake + SPARE, idempotencyKey: `bench-deposit-${memberId}` })
        await betMovement(tx, { ...movement, wallet: { kind: 'main' }, amount: stake, idempotencyKey: `bench-stakes-${round.id}-${memberId}`, reference: `lottery:${round.id}`, actor: `member:${memberId}` })
      }
    })
  }
  log(`  ${staked.length * 2} ledger movements in ${((performance.now() - ledgerStarted) / 1000).toFixed(1)} s`)

  clock.set(round.drawsAt)
  await closeDue(db, clock.now())
  if (!(await drawRound(services, round.id))) throw new Error('the round did not draw')
  // What autovacuum would have done by the draw: statistics for the planner, hint bits and the visibility map set.
  await db.exec('VACUUM ANALYZE')
  const setupSeconds = (performance.now() - setupStarted) / 1000
  log(`  set up in ${setupSeconds.toFixed(1)} s`)
  return { services, scope, round, memberCount, setupSeconds }
}

async function runOn(db: Database, backend: LotteryFigures['backend'], betCount: number, log: (line: string) => void): Promise<LotteryFigures> {
  const { services, scope, round, memberCount, setupSeconds } = await setUpRound(db, betCount, log)
  log('  settling…')

  const { rows: [server] } = await db.query<{ version: string; sharedBuffers: string; workMem: string; jit: string }>(
    `SELECT split_part(version(), ' on ', 1) AS version, current_setting('shared_buffers') AS "sharedBuffers", current_setting('work_mem') AS "workMem", current_setting('jit') AS jit`,
  )
  const steps: LotteryStep[] = []
  const loadBefore = +loadavg()[0].toFixed(2)
  const started = performance.now()
  const settlement: Settlement | null = await settleRound({ ...services, db: timed(db, steps) }, round.id)
  const settleMs = performance.now() - started
  const loadAfter = +loadavg()[0].toFixed(2)
  if (!settlement) throw new Error('settleRound did nothing')
  const inStatements = steps.reduce((sum, s) => sum + s.ms, 0)
  steps.push({ step: 'BEGIN, COMMIT and the rest', ms: +(settleMs - inStatements).toFixed(1), rows: 0 })

  // The checks (not timed).
  const { rows: [stored] } = await db.query<{ result: DrawResult['prizes']; prizeTable: string; betCount: number; stakeTotal: bigint; payoutTotal: bigint }>(
    `SELECT result, prize_table AS "prizeTable", bet_count AS "betCount", stake_total AS "stakeTotal", payout_total AS "payoutTotal" FROM lottery_rounds WHERE id = $1`,
    [round.id],
  )
  const picks = winningPicks(drawResult(prizeTable(stored.prizeTable), stored.result))
  const { rows: [check] } = await db.query<{ bets: number; settled: number; paid: bigint; expected: bigint; off: number; winningBets: number }>(
    `WITH w AS (SELECT * FROM unnest($2::text[], $3::text[], $4::integer[]) AS w(bet_type, numbers, units)),
     b AS (
       SELECT CASE WHEN r.status = 'settled' THEN 'settled' ELSE 'open' END AS status, coalesce(x.payout, 0)::bigint AS payout,
              floor(b.stake::numeric * b.pays * coalesce(w.units, 0) / b.per)::bigint AS expected
       FROM lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id LEFT JOIN lottery_bet_wins x ON x.bet_id = b.id
       LEFT JOIN w ON w.bet_type = b.bet_type AND w.numbers = array_to_string(b.numbers, ',')
       WHERE b.round_id = $1
     )
     SELECT count(*)::integer AS bets, count(*) FILTER (WHERE status = 'settled')::integer AS settled,
            coalesce(sum(payout), 0)::bigint AS paid, coalesce(sum(expected), 0)::bigint AS expected,
            count(*) FILTER (WHERE payout IS DISTINCT FROM expected)::integer AS off,
            count(*) FILTER (WHERE payout > 0)::integer AS "winningBets"
     FROM b`,
    [round.id, picks.map((p) => p.type), picks.map((p) => p.numbers), picks.map((p) => p.units)],
  )
  const { rows: [wins] } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ledger_entries WHERE merchant_code = $1 AND entry_type = 'win' AND reference = $2`,
    [MERCHANT, `lottery:${round.id}`],
  )
  const entries = await countEntries(db)
  // The house is the sum of its shards (migration 022).
  const houseBalance = async () => (await scopeAccounts(db, scope)).filter((a) => a.kind === 'house').reduce((sum, a) => sum + a.balance, 0n)
  const house = await houseBalance()
  const again = await settleRound(services, round.id)
  const secondPaidNothing = again === null && (await countEntries(db)) === entries && (await houseBalance()) === house
  const ledgerBalanced = (await auditLedger(db)).every((a) => a.total === 0n && a.negativeMembers === 0 && a.postingsTotal === 0n && a.accountsOffPostings === 0)
  const ok =
    settlement.bets === betCount && check.settled === betCount && check.off === 0 && check.paid === check.expected && settlement.payout === check.paid &&
    stored.betCount === betCount && stored.payoutTotal === settlement.payout && wins.n === settlement.winners && ledgerBalanced && secondPaidNothing

  const figures: LotteryFigures = {
    backend,
    bets: betCount,
    members: memberCount,
    game: `${MERCHANT} ${GAME}`,
    roundNo: round.roundNo,
    database: `${server.version}, shared_buffers ${server.sharedBuffers}, work_mem ${server.workMem}, jit ${server.jit}`,
    setupSeconds: +setupSeconds.toFixed(1),
    settleSeconds: +(settleMs / 1000).toFixed(3),
    betsPerSecond: Math.round(betCount / (settleMs / 1000)),
    steps,
    settlement: { bets: settlement.bets, stake: settlement.stake.toString(), payout: settlement.payout.toString(), winners: settlement.winners },
    winningBets: check.winningBets,
    checks: {
      betsSettled: check.settled,
      payoutStored: check.paid.toString(),
      payoutRecomputed: check.expected.toString(),
      betsOffTheRules: check.off,
      winEntries: wins.n,
      ledgerBalanced,
      secondSettlementPaidNothing: secondPaidNothing,
      ok,
    },
    loadAverage: { before: loadBefore, after: loadAfter },
  }
  log(
    `  settled ${settlement.bets.toLocaleString('en-US')} bets in ${figures.settleSeconds} s (${figures.betsPerSecond.toLocaleString('en-US')} bets/s, load ${loadBefore} → ${loadAfter}); ` +
      `${settlement.winners} winners paid ${settlement.payout} minor units; checks ${ok ? 'pass' : 'FAIL'}`,
  )
  log(`  ${steps.map((s) => `${s.step} ${s.ms} ms`).join(' · ')}`)
  if (!ok) log(`  checks: ${JSON.stringify(figures.checks)}`)
  return figures
}

/** The settlement on PGlite (a fresh temporary data dir), then on PostgreSQL (a scratch database) when a URL is given. */
export async function measureLottery(input: { bets: number; databaseUrl?: string; log: (line: string) => void }): Promise<LotteryFigures[]> {
  const { bets, log } = input
  const out: LotteryFigures[] = []
  for (const backend of ['pglite', ...(input.databaseUrl ? ['postgres' as const] : [])] as const) {
    log(`Lottery settlement on ${backend}: ${bets.toLocaleString('en-US')} bets`)
    const dataDir = backend === 'pglite' ? makeTempDir('portico-bench-lottery-') : null
    const scratch = backend === 'postgres' ? await scratchDatabase(input.databaseUrl!) : null
    try {
      // The server's pool size on PostgreSQL (10); settlement uses one connection of it.
      const db = dataDir ? await openPGlite(dataDir) : await openPostgres({ connectionString: scratch!.url })
      try {
        out.push(await runOn(db, backend, bets, log))
      } finally {
        await db.close()
      }
    } finally {
      if (dataDir) removeTempDir(dataDir)
      await scratch?.drop()
    }
  }
  return out
}

export function lotteryTable(rows: LotteryFigures[]): string[] {
  const int = (n: number) => Math.round(n).toLocaleString('en-US')
  const lines = [
    '## Lottery — settling one drawn round (`settleRound`, the round job\'s call, one transaction)',
    '',
    `Goal: ${int(LOTTERY_GOALS.forBets)} bets settled in ≤ ${LOTTERY_GOALS.settleSecondsOnPostgres} s on PostgreSQL (PGlite: the figure). ` +
      `The round (demo \`vn-north\`, a fixed seed) and its bets are written in SQL before the clock starts (not measured); ` +
      'checked afterwards: every bet settled, each payout equal to the rules\' with the engine\'s units, one ledger entry per winner, the ledger balanced, a second settlement paying nothing.',
    '',
    '| Backend | bets | members | settle | bets/s | winners (winning bets) | paid (minor units) | checks | load before → after | goal |',
    '|---|--:|--:|--:|--:|--:|--:|---|--:|---|',
  ]
  for (const r of rows) {
    const goal =
      r.backend !== 'postgres' ? '(figure only)' : r.bets < LOTTERY_GOALS.forBets ? `— (goal is for ${int(LOTTERY_GOALS.forBets)} bets)` : r.settleSeconds <= LOTTERY_GOALS.settleSecondsOnPostgres ? '✅ met' : '❌ not met'
    lines.push(
      `| ${r.backend} | ${int(r.bets)} | ${int(r.members)} | ${r.settleSeconds.toFixed(2)} s | ${int(r.betsPerSecond)} | ${int(r.settlement.winners)} (${int(r.winningBets)}) | ` +
        `${BigInt(r.settlement.payout).toLocaleString('en-US')} | ${r.checks.ok ? '✅ pass' : '❌ FAIL'} | ${r.loadAverage.before} → ${r.loadAverage.after} | ${goal} |`,
    )
  }
  lines.push('', ...rows.map((r) => `- ${r.backend}: ${r.database}; set-up ${r.setupSeconds} s (not measured); round ${r.game} ${r.roundNo}`))
  lines.push('', 'Per statement of the settlement transaction (ms):', '')
  const names = [...new Set(rows.flatMap((r) => r.steps.map((s) => s.step)))]
  lines.push(`| Statement | ${rows.map((r) => r.backend).join(' | ')} |`, `|---|${rows.map(() => '--:').join('|')}|`)
  for (const name of names) {
    lines.push(`| ${name} | ${rows.map((r) => r.steps.filter((s) => s.step === name).reduce((sum, s) => sum + s.ms, 0).toFixed(1)).join(' | ')} |`)
  }
  return lines
}
