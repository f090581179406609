/**
 * The agent centre's reports at size (`npm run bench -- --only agents`). The goal: on PostgreSQL, a tree of 1,000,000
 * members under 10,000 agents (depth up to 8) and 20,000,000 settled bets over 90 days; through the real server, p95
 * over 50 requests of the top agent's
 *   - team overview (`agentTeamOverview`, thisMonth) ≤ 100 ms,
 *   - profit and loss of its direct line (`agentTeamProfitLoss`, thisMonth) ≤ 150 ms,
 *   - search of its whole team by a 3-character account prefix (`agentTeamMembers?account=…`) ≤ 50 ms,
 * each also as a ratio to a Fastify hello-world measured the same way in the same run; and the same at a tenth of the
 * size on PGlite.
 *
 * No build and no shared server. Per backend (PGlite on a temporary data dir, always; PostgreSQL in a fresh schema of
 * DATABASE_URL's database, dropped afterwards, when DATABASE_URL is set):
 *   1. migrations and the seed the server runs at start (`seed`: demo accounts, house games, …), whose team events
 *      are counted by the team job's own `rollUpTeams`, so nothing is left waiting;
 *   2. generated in SQL, set-based (generate_series and hashes of the row number, the same on every run), with the
 *      session's triggers off (`session_replication_role = replica`: the members' tree triggers and the foreign
 *      keys' checks; the rows are made consistent by construction and checked after):
 *      members (the top agent, type 1; agents, type 2, as a complete tree; members, type 0, spread under the agents
 *      with a skew towards the upper ones), `member_tree` (a walk of upline_id) and `team_sizes`; settled
 *      `game_rounds` over 90 days, 30% of the members playing with a skew (a few play a lot), each on session days of
 *      its own; then the rollups exactly as the team job writes them (`team_member_days` with registrations, deposits,
 *      first deposits, withdrawals and bonuses; `team_days`; `team_member_firsts`; `team_member_active_days` with
 *      prev_day; `team_active`), the secondary indexes of the big tables built after their rows; `VACUUM ANALYZE`;
 *   3. checked (printed): 110 members' tree rows against their upline chain, team sizes against the tree, and the
 *      overview of three agents (top, first and last sub-agent) against a direct sum over their subtree's rounds;
 *   4. EXPLAIN (ANALYZE, BUFFERS) of each report's statements, made by the reports' own code;
 *   5. the real server (`node --import tsx src/server/main.ts`, its own process) on that database; the top agent
 *      logs in through the login call; 5 unrecorded then 50 sequential requests per report; the hello-world the same
 *      way while the server is paused.
 * Sizes: BENCH_AGENTS_MEMBERS (1,000,000), BENCH_AGENTS_BETS (20,000,000); agents are 1% of the members. PGlite runs at
 * a tenth of both. BENCH_AGENTS_BACKENDS (pglite,postgres) picks the backends; BENCH_AGENTS_KEEP_SCHEMA=1 keeps the
 * PostgreSQL schema afterwards (its name is printed) to study the plans by hand.
 */
import type { ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { toMajorString } from '../../src/contract/money'
import type { Database, QueryResult, Row } from '../../src/server/db/database'
import { rememberIp } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { rollUpTeams } from '../../src/server/domain/agents/rollups'
import { periodInstants, resolvePeriod } from '../../src/server/domain/agents/ranges'
import { teamMemberList, teamOverview, teamProfitLoss, type ReportCall } from '../../src/server/domain/agents/reports'
import { agentSettings } from '../../src/server/domain/agents/settings'
import { loadMerchants } from '../../src/server/merchants/load'
import { fixedClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'
import { logIn } from './activity'
import { JSON_ACCEPT } from './api'
import { makeTempDir, portInUse, removeTempDir, startProcess, stopProcess, waitUntilAnswering } from './processes'
import { root } from './server'

export const AGENTS_GOALS = {
  members: 1_000_000,
  agents: 10_000,
  bets: 20_000_000,
  days: 90,
  requests: 50,
  overviewP95Ms: 100,
  profitLossP95Ms: 150,
  searchP95Ms: 50,
}

const MERCHANT = 'demo'
const TOP = 'benchtop'
const TOP_PASSWORD = 'Bench#Agents2026'
/** The prefix searched: the most common 3-letter start of the generated names (the search's worst case). */
const PREFIX = 'aaa'
const PLAYER_SHARE = 0.3
const WARMUP = 5
const AGENT_TYPES_SQL = '(1, 2, 41, 42)'

export interface AgentsSizes {
  members: number
  agents: number
  bets: number
  days: number
}

export interface LatencyFigures {
  name: string
  path: string
  requests: number
  failed: number
  p50ms: number
  p95ms: number
  maxMs: number
  meanBytes: number
  /** p50 and p95 ÷ the hello-world's (absent for the hello-world). */
  ratioP50?: number
  ratioP95?: number
  goalMs?: number
}

export interface ExplainedStatement {
  statement: string
  executionMs: number
  planningMs: number
  /** Every scan: its kind, table and index, and the rows it returned (times its loops). */
  scans: string[]
  sharedHit: number
  sharedRead: number
}

export interface AgentsFigures {
  backend: 'pglite' | 'postgres'
  sizes: AgentsSizes
  database: string
  server: string
  generated: {
    players: number
    maxDepth: number
    memberTreeRows: number
    topDirect: { members: number; agents: number }
    /** Direct-line rows with play this month (what the profit and loss lists). */
    topLinesThisMonth: number
    prefixMatches: number
    teamMemberDays: number
    teamDays: number
    teamActive: number
    period: string
  }
  phases: { phase: string; seconds: number }[]
  setupSeconds: number
  checks: {
    treeSampleMismatches: number
    sizeMismatches: number
    overviews: { agent: string; teamSize: number; rounds: number; expectedRounds: number; bets: string; expectedBets: string; ok: boolean }[]
    httpOverviewMatches: boolean
    ok: boolean
  }
  helloWorld: LatencyFigures
  endpoints: LatencyFigures[]
  explain: { report: string; statements: ExplainedStatement[] }[]
  loadAverage: { before: number; after: number }
}

function envSize(name: string, fallback: number): number {
  const raw = process.env[name]
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < 100) throw new Error(`${name} must be a whole number of at least 100 (got ${raw})`)
  return value
}

export function agentsSizes(): { postgres: AgentsSizes; pglite: AgentsSizes; backends: ('pglite' | 'postgres')[] } {
  const members = envSize('BENCH_AGENTS_MEMBERS', AGENTS_GOALS.members)
  const bets = envSize('BENCH_AGENTS_BETS', AGENTS_GOALS.bets)
  const of = (m: number, b: number): AgentsSizes => ({ members: m, agents: Math.max(2, Math.round(m / 100)), bets: b, days: AGENTS_GOALS.days })
  const backends = (process.env.BENCH_AGENTS_BACKENDS || 'pglite,postgres').split(',').map((s) => s.trim()) as ('pglite' | 'postgres')[]
  return { postgres: of(members, bets), pglite: of(Math.round(members / 10), Math.round(bets / 10)), backends }
}

// ——— generation ———

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))
function inverse(a: bigint, n: bigint): bigint {
  let [t, next, r, rest] = [0n, 1n, n, a]
  while (rest !== 0n) {
    const q = r / rest
    ;[t, next] = [next, t - q * next]
    ;[r, rest] = [rest, r - q * rest]
  }
  return ((t % n) + n) % n
}

/** A uniform number in [0, 1) from 24 bits of a hash. */
const u = (hash: string, shift = 0) => `(((${hash}) >> ${shift}) & 16777215)::float8 / 16777216.0`
/** A letter, 'a' the most common (26·v^1.5: a 11%, z 2%). */
const letter = (hash: string, shift: number) => `chr(97 + floor(26 * power(${u(hash, shift)}, 1.5))::integer)`

interface Plan {
  sizes: AgentsSizes
  base: number
  top: number
  /** Agents per agent: the smallest that fits every agent within 7 levels below the top. */
  fanout: number
  plain: number
  players: number
  /** Player rank k is plain member (k · mult) mod plain; member j plays when (j · inv) mod plain < players. */
  mult: bigint
  inv: bigint
  now: Date
  offsetMinutes: number
  minStake: bigint
}

type Log = (line: string) => void

async function timedPhase<T>(phases: AgentsFigures['phases'], log: Log, name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const out = await fn()
  const seconds = +((performance.now() - started) / 1000).toFixed(1)
  phases.push({ phase: name, seconds })
  log(`  ${name}: ${seconds} s`)
  return out
}

/** Runs `sql` in a transaction with the session's triggers and foreign-key checks off and room to sort in memory. */
async function bulk(db: Database, sql: string | string[], params: unknown[] = []): Promise<number> {
  const memory = db.kind === 'postgres' ? '256MB' : '64MB'
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL session_replication_role = replica`)
    await tx.query(`SET LOCAL work_mem = '${memory}'`)
    await tx.query(`SET LOCAL maintenance_work_mem = '${db.kind === 'postgres' ? '512MB' : '128MB'}'`)
    if (db.kind === 'postgres') await tx.query('SET LOCAL synchronous_commit = off')
    let rows = 0
    for (const statement of Array.isArray(sql) ? sql : [sql]) rows += (await tx.query(statement, params)).affectedRows
    return rows
  })
}

/** The secondary (not constraint) indexes of `table`: dropped before a bulk load, made again after it. */
async function dropSecondaryIndexes(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  )
  for (const row of rows) await db.exec(`DROP INDEX ${row.name}`)
  return rows.map((r) => r.definition)
}

async function generate(db: Database, sizes: AgentsSizes, log: Log, phases: AgentsFigures['phases']): Promise<Plan> {
  const merchants = await loadMerchants()
  const config = merchants.byCode(MERCHANT)?.config
  if (!config) throw new Error(`the bench needs the ${MERCHANT} merchant (src/config/merchants)`)
  const settings = agentSettings(config)
  const now = new Date()
  await timedPhase(phases, log, 'migrations and the server\'s seed', async () => {
    await migrate(db)
    await seed(db, merchants, fixedClock(now))
    // The seed's own team events, counted by the team job's code (the generated rows below make none).
    await rollUpTeams({ db, merchants })
  })
  const { rows: [{ base }] } = await db.query<{ base: number }>('SELECT (coalesce(max(id), 0) + 1)::integer AS base FROM members')
  const { agents, members } = sizes
  let fanout = 2
  while ((fanout ** 8 - 1) / (fanout - 1) < agents) fanout++
  const plain = members - agents
  const players = Math.max(1, Math.round(plain * PLAYER_SHARE))
  let mult = BigInt(Math.round(plain * 0.6180339887))
  while (gcd(mult, BigInt(plain)) !== 1n) mult++
  const plan: Plan = {
    sizes, base, top: base, fanout, plain, players, mult, inv: inverse(mult % BigInt(plain), BigInt(plain)), now,
    offsetMinutes: settings.utcOffsetMinutes, minStake: settings.activeMinStakeMinor,
  }
  const at = `'${now.toISOString()}'::timestamptz`
  const day = (column: string) => `((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${plan.offsetMinutes}))::date`

  await timedPhase(phases, log, `members (${members.toLocaleString('en-US')}, ${agents.toLocaleString('en-US')} agents)`, async () => {
    // Row i: 0 the top agent, 1..agents-1 agents (agent i under agent (i-1)/fanout), then members under agent
    // ⌊agents·v²⌋ (the upper agents have the most direct members). Names: three letters, 'ag' for agents, the number.
    const h = 'hashint8extended(i, 1)'
    const name = [2, 3, 4].map((seed) => letter(`hashint8extended(i, ${seed})`, 0)).join(' || ')
    await bulk(db, `
      INSERT INTO members (id, merchant_code, username, password_hash, password_changed_at, account_type, upline_id, status, reg_date)
      SELECT ${base} + i, '${MERCHANT}',
             CASE WHEN i = 0 THEN '${TOP}' ELSE ${name} || CASE WHEN i < ${agents} THEN 'ag' ELSE '' END || i END,
             'bench: no login', reg, CASE WHEN i = 0 THEN 1 WHEN i < ${agents} THEN 2 ELSE 0 END,
             CASE WHEN i = 0 THEN NULL WHEN i < ${agents} THEN ${base} + (i - 1) / ${fanout}
                  ELSE ${base} + least(${agents - 1}, floor(${agents} * power(${u(h, 0)}, 2))::integer) END,
             'active', reg
      FROM (
        SELECT i, ${at} - make_interval(secs => 86400 * CASE
                 WHEN i < ${agents} THEN 300 + 60 * ${u(h, 24)}
                 WHEN ((i - ${agents})::bigint * ${plan.inv}) % ${plain} < ${players} THEN 91 + 200 * ${u(h, 24)}
                 ELSE 365 * ${u(h, 24)} END) AS reg
        FROM generate_series(0, ${members - 1}) AS i) g`)
    await db.query(`SELECT setval(pg_get_serial_sequence('members', 'id'), (SELECT max(id) FROM members))`)
  })

  await timedPhase(phases, log, 'member_tree (walk of upline_id) and team_sizes', async () => {
    const indexes = await dropSecondaryIndexes(db, 'member_tree')
    // The agents' chains by a recursive walk; a member's rows are its upline's chain one deeper (members have no
    // downline here); inserted in primary-key order.
    await bulk(db, `
      INSERT INTO member_tree (ancestor_id, member_id, depth, account)
      WITH RECURSIVE chain (ancestor_id, member_id, depth, account) AS (
        SELECT upline_id, id, 1, lower(username) FROM members WHERE id >= ${base} AND upline_id IS NOT NULL AND account_type IN ${AGENT_TYPES_SQL}
        UNION ALL
        SELECT m.upline_id, c.member_id, c.depth + 1, c.account FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL)
      SELECT * FROM (
        SELECT ancestor_id, member_id, depth, account FROM chain
        UNION ALL
        SELECT m.upline_id, m.id, 1, lower(m.username) FROM members m WHERE m.id >= ${base} AND m.upline_id IS NOT NULL AND m.account_type NOT IN ${AGENT_TYPES_SQL}
        UNION ALL
        SELECT c.ancestor_id, m.id, c.depth + 1, lower(m.username) FROM members m JOIN chain c ON c.member_id = m.upline_id
        WHERE m.id >= ${base} AND m.account_type NOT IN ${AGENT_TYPES_SQL}) x
      ORDER BY ancestor_id, member_id`)
    await bulk(db, indexes)
    // As the migration counts it.
    await bulk(db, `
      INSERT INTO team_sizes (ancestor_id, direct, agents, members)
      SELECT t.ancestor_id, t.depth = 1, m.account_type IN ${AGENT_TYPES_SQL}, count(*)
      FROM member_tree t JOIN members m ON m.id = t.member_id WHERE t.member_id >= ${base} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
  })

  const { rows: games } = await db.query<{ nodeId: bigint; vendorCode: string }>(
    `SELECT node_id AS "nodeId", vendor_code AS "vendorCode" FROM games WHERE merchant_code = $1 ORDER BY node_id`,
    [MERCHANT],
  )
  if (!games.length) throw new Error('no games seeded for the demo merchant')

  await timedPhase(phases, log, `game_rounds (${sizes.bets.toLocaleString('en-US')} settled)`, async () => {
    const indexes = await dropSecondaryIndexes(db, 'game_rounds')
    const chunk = db.kind === 'postgres' ? 2_000_000 : 250_000
    // Bet i: player rank k = ⌊players·v²⌋ (rank 0 plays most); the player's session days, about one per 8 of its
    // expected bets (at most 90), start at a day of its own; the game, stake (0.10 to 1,000 THB, most small) and
    // outcome (52% lost, 5% paid back, 43% won 1.5–2.4×) from the hash.
    const n = (k: string) => `(${sizes.bets}::float8 / (2 * sqrt((${k} + 0.5) * ${players})))`
    const nodes = `(ARRAY[${games.map((g) => g.nodeId).join(',')}]::bigint[])`
    const vendors = `(ARRAY[${games.map((g) => `'${g.vendorCode}'`).join(',')}]::text[])`
    for (let lo = 0; lo < sizes.bets; lo += chunk) {
      const hi = Math.min(sizes.bets, lo + chunk) - 1
      const started = performance.now()
      await bulk(db, `
        INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, win, status, created_at, settled_at)
        SELECT '${MERCHANT}', ${vendors}[g + 1], 'bench' || i, ${base + agents} + (k * ${plan.mult}) % ${plain}, ${nodes}[g + 1], 'main', bet,
               CASE WHEN r < 52 THEN 0 WHEN r < 57 THEN bet ELSE bet * (15 + r % 10) / 10 END, 'settled', at - make_interval(secs => 1 + r % 50), at
        FROM (
          SELECT i, k, bet, r, g,
                 ${at} - make_interval(secs => 86400 * (((hk & 1023) % 90 + floor(floor(${u('h2', 0)} * s) * 90.0 / s))::integer % 90 + ${u('h2', 24)})) AS at
          FROM (
            SELECT i, k, h2, hashint8extended(k, 21) AS hk, least(90, greatest(1, ceil(${n('k')} / 8)))::integer AS s,
                   10 * (1 + floor(10000 * power(${u('h1', 24)}, 3)))::bigint AS bet, ((h1 >> 48) & 1023) % 100 AS r, ((h2 >> 48) & 1023) % ${games.length} AS g
            FROM (
              SELECT i, h1, h2, floor(${players} * power(${u('h1', 0)}, 2))::bigint AS k
              FROM (SELECT i, hashint8extended(i, 11) AS h1, hashint8extended(i, 12) AS h2 FROM generate_series(${lo}::bigint, ${hi}::bigint) AS i) a) b) c) d`)
      log(`    rounds ${(hi + 1).toLocaleString('en-US')} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    }
    const started = performance.now()
    await bulk(db, indexes)
    log(`    their indexes made again in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  })

  await timedPhase(phases, log, 'rollups (team_member_days, team_days, team_line_days, firsts, active days, team_active)', async () => {
    const memberIds = `>= ${base}`
    await bulk(db, [
      // What the team job sums per member, day (the merchant's) and game type from the rounds' events.
      `CREATE TABLE bench_play AS
       SELECT r.member_id, ${day('r.settled_at')} AS day, team_game_type(g.category) AS game_type, count(*)::integer AS rounds, sum(r.bet)::bigint AS bets,
              sum(team_valid_stake(r.bet, r.win))::bigint AS valid_bets, sum(r.win)::bigint AS wins, max(team_valid_stake(r.bet, r.win))::bigint AS max_stake
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id
       WHERE r.member_id ${memberIds} AND r.status = 'settled' AND r.wallet <> 'trial'
       GROUP BY 1, 2, 3`,
      // Money: a deposit on a player's first day and on a quarter of its other days (its stakes that day + 10%,
      // in hundreds of THB), a bonus of 10% (at most 500 THB) with the first, half the day's wins withdrawn on a fifth.
      `CREATE TABLE bench_money AS
       SELECT member_id, day, deposits, deposit_count, first_deposits, withdrawals, CASE WHEN first_day THEN least(50000, deposits / 10) ELSE 0 END AS bonuses
       FROM (
         SELECT member_id, day, first_day, CASE WHEN dep THEN (ceil(bets * 1.1 / 10000) * 10000)::bigint ELSE 0 END AS deposits, dep::integer AS deposit_count,
                first_day::integer AS first_deposits, CASE WHEN NOT first_day AND (h >> 8) % 5 = 0 THEN (floor(wins / 200) * 100)::bigint ELSE 0 END AS withdrawals
         FROM (
           SELECT member_id, day, bets, wins, first_day, h, first_day OR h % 4 = 0 AS dep
           FROM (
             SELECT member_id, day, sum(bets) AS bets, sum(wins) AS wins, day = min(day) OVER (PARTITION BY member_id) AS first_day,
                    hashint8extended(member_id::bigint * 100000 + (day - DATE '2000-01-01'), 31) & 1048575 AS h
             FROM bench_play GROUP BY member_id, day) a) b) c
       WHERE deposit_count > 0 OR withdrawals > 0`,
      `INSERT INTO team_member_days (member_id, day, game_type, rounds, bets, valid_bets, wins, deposits, deposit_count, first_deposits, withdrawals, bonuses, registrations)
       SELECT member_id, day, game_type, sum(rounds), sum(bets), sum(valid_bets), sum(wins), sum(deposits), sum(deposit_count), sum(first_deposits),
              sum(withdrawals), sum(bonuses), sum(registrations)
       FROM (
         SELECT member_id, day, game_type, rounds, bets, valid_bets, wins, 0::bigint AS deposits, 0 AS deposit_count, 0 AS first_deposits,
                0::bigint AS withdrawals, 0::bigint AS bonuses, 0 AS registrations FROM bench_play
         UNION ALL
         SELECT member_id, day, '', 0, 0, 0, 0, deposits, deposit_count, first_deposits, withdrawals, bonuses, 0 FROM bench_money
         UNION ALL
         SELECT id, ${day('reg_date')}, '', 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 FROM members WHERE id ${memberIds} AND account_type <> 4) x
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      `INSERT INTO team_member_firsts (member_id, first_deposit_day) SELECT member_id, min(day) FROM bench_money WHERE deposit_count > 0 GROUP BY 1 ORDER BY 1`,
      // A day is active with a round whose valid stake is the merchant's minimum or more; linked to the day before.
      `INSERT INTO team_member_active_days (member_id, day, prev_day)
       SELECT member_id, day, coalesce(lag(day) OVER (PARTITION BY member_id ORDER BY day), '-infinity'::date)
       FROM (SELECT DISTINCT member_id, day FROM bench_play WHERE max_stake >= ${plan.minStake} AND max_stake > 0) a ORDER BY 1, 2`,
      // Every ancestor's team: sums per direct upline first, then each agent gets its own and its sub-agents'.
      `CREATE TABLE bench_closure AS
       SELECT id AS ancestor_id, id AS agent_id FROM members WHERE id ${memberIds} AND account_type IN ${AGENT_TYPES_SQL}
       UNION ALL
       SELECT t.ancestor_id, t.member_id FROM member_tree t JOIN members m ON m.id = t.member_id WHERE m.id ${memberIds} AND m.account_type IN ${AGENT_TYPES_SQL}`,
      `INSERT INTO team_days (ancestor_id, day, game_type, rounds, bets, valid_bets, wins, deposits, deposit_count, first_deposits, withdrawals, bonuses, registrations)
       SELECT c.ancestor_id, d.day, d.game_type, sum(rounds), sum(bets), sum(valid_bets), sum(wins), sum(deposits), sum(deposit_count), sum(first_deposits),
              sum(withdrawals), sum(bonuses), sum(registrations)
       FROM (
         SELECT m.upline_id AS parent, x.day, x.game_type, sum(x.rounds) AS rounds, sum(x.bets) AS bets, sum(x.valid_bets) AS valid_bets, sum(x.wins) AS wins,
                sum(x.deposits) AS deposits, sum(x.deposit_count) AS deposit_count, sum(x.first_deposits) AS first_deposits, sum(x.withdrawals) AS withdrawals,
                sum(x.bonuses) AS bonuses, sum(x.registrations) AS registrations
         FROM team_member_days x JOIN members m ON m.id = x.member_id WHERE x.member_id ${memberIds} AND m.upline_id IS NOT NULL GROUP BY 1, 2, 3) d
       JOIN bench_closure c ON c.agent_id = d.parent
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      // Each direct line of each parent: a member's own play, and a sub-agent's team's too (what the team job adds to
      // every ancestor's line the member is in, summed here once per line from the two tables above).
      `INSERT INTO team_line_days (parent_id, day, line_id, rounds, bets, valid_bets, wins, bonuses)
       SELECT m.upline_id, x.day, x.id, sum(x.rounds), sum(x.bets), sum(x.valid_bets), sum(x.wins), sum(x.bonuses)
       FROM (
         SELECT member_id AS id, day, rounds, bets, valid_bets, wins, bonuses FROM team_member_days WHERE member_id ${memberIds}
         UNION ALL
         SELECT ancestor_id, day, rounds, bets, valid_bets, wins, bonuses FROM team_days WHERE ancestor_id ${memberIds}) x
       JOIN members m ON m.id = x.id
       WHERE m.upline_id IS NOT NULL
       GROUP BY 1, 2, 3 HAVING sum(x.rounds) <> 0 OR sum(x.bonuses) <> 0 ORDER BY 1, 2, 3`,
      `INSERT INTO team_active (ancestor_id, day, prev_day, members)
       SELECT c.ancestor_id, d.day, d.prev_day, sum(d.n)
       FROM (
         SELECT m.upline_id AS parent, a.day, a.prev_day, count(*) AS n FROM team_member_active_days a JOIN members m ON m.id = a.member_id
         WHERE a.member_id ${memberIds} AND m.upline_id IS NOT NULL GROUP BY 1, 2, 3) d
       JOIN bench_closure c ON c.agent_id = d.parent
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      'DROP TABLE bench_play, bench_money, bench_closure',
    ])
  })

  await timedPhase(phases, log, 'the top agent\'s password and address', async () => {
    const hash = await createPasswordHasher().hash(TOP_PASSWORD)
    await db.query('UPDATE members SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [plan.top, hash, now])
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) await rememberIp(db, plan.top, ip, now)
  })

  await timedPhase(phases, log, 'VACUUM ANALYZE', async () => {
    for (const table of ['members', 'member_tree', 'team_sizes', 'game_rounds', 'team_member_days', 'team_days', 'team_line_days', 'team_member_firsts', 'team_member_active_days', 'team_active']) {
      await db.exec(`VACUUM ANALYZE ${table}`)
    }
  })
  return plan
}

// ——— checks ———

function principalOf(id: number, username: string, accountType: number) {
  const far = new Date(Date.now() + 86_400_000)
  return { memberId: id, username, accountType, sessionId: 0, passwordChangeRequired: false, idleExpiresAt: far, expiresAt: far }
}

let merchantsLoaded: ReturnType<typeof loadMerchants> | undefined
async function reportCall(db: Database, agent: { id: number; username: string; accountType: number }): Promise<ReportCall> {
  const config = (await (merchantsLoaded ??= loadMerchants())).byCode(MERCHANT)!.config
  return { db, config, principal: principalOf(agent.id, agent.username, agent.accountType), now: new Date() }
}

async function runChecks(db: Database, plan: Plan, log: Log): Promise<Omit<AgentsFigures['checks'], 'httpOverviewMatches'> & { topOverview: unknown }> {
  const { base, sizes } = plan
  // 100 members and 10 agents, chosen by a hash of their id: their tree rows against the walk of their upline chain.
  const { rows: [tree] } = await db.query<{ mismatches: number }>(
    `WITH RECURSIVE s AS (
       (SELECT id FROM members WHERE id >= ${base + sizes.agents} ORDER BY hashint4(id) LIMIT 100)
       UNION ALL (SELECT id FROM members WHERE id > ${base} AND id < ${base + sizes.agents} ORDER BY hashint4(id) LIMIT 10)),
     chain (member_id, ancestor_id, depth, account) AS (
       SELECT m.id, m.upline_id, 1, lower(m.username) FROM members m JOIN s ON s.id = m.id WHERE m.upline_id IS NOT NULL
       UNION ALL
       SELECT c.member_id, m.upline_id, c.depth + 1, c.account FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.upline_id IS NOT NULL),
     stored AS (SELECT t.member_id, t.ancestor_id, t.depth::integer AS depth, t.account FROM member_tree t JOIN s ON s.id = t.member_id)
     SELECT ((SELECT count(*) FROM (SELECT * FROM chain EXCEPT SELECT * FROM stored) a) + (SELECT count(*) FROM (SELECT * FROM stored EXCEPT SELECT * FROM chain) b))::integer AS mismatches`,
  )
  // Team sizes of the top, the first sub-agent, one in the middle and the last, against a count over the tree.
  const agents = [0, 1, Math.floor(sizes.agents / 2), sizes.agents - 1].map((i) => base + i)
  const { rows: [sizeCheck] } = await db.query<{ mismatches: number }>(
    `WITH counted AS (
       SELECT t.ancestor_id, t.depth = 1 AS direct, m.account_type IN ${AGENT_TYPES_SQL} AS agents, count(*)::integer AS members
       FROM member_tree t JOIN members m ON m.id = t.member_id WHERE t.ancestor_id = ANY($1::integer[]) GROUP BY 1, 2, 3),
     stored AS (SELECT ancestor_id, direct, agents, members FROM team_sizes WHERE ancestor_id = ANY($1::integer[]) AND members <> 0)
     SELECT ((SELECT count(*) FROM (SELECT * FROM counted EXCEPT SELECT * FROM stored) a) + (SELECT count(*) FROM (SELECT * FROM stored EXCEPT SELECT * FROM counted) b))::integer AS mismatches`,
    [agents],
  )
  // The overview (the reports' own code over the rollups) against a direct sum over the subtree's rounds.
  const period = resolvePeriod({ range: 'thisMonth' }, new Date(), plan.offsetMinutes)
  const { from, to } = periodInstants(period, plan.offsetMinutes)
  const overviews: AgentsFigures['checks']['overviews'] = []
  let topOverview: unknown = null
  for (const id of [agents[0], agents[1], agents[3]]) {
    const { rows: [agent] } = await db.query<{ username: string; accountType: number }>('SELECT username, account_type AS "accountType" FROM members WHERE id = $1', [id])
    const call = await reportCall(db, { id, ...agent })
    const overview = await teamOverview(call, { range: 'thisMonth' })
    if (id === plan.top) topOverview = overview
    const { rows: [raw] } = await db.query<{ rounds: number; bets: bigint; validBets: bigint; wins: bigint; active: number; size: number; registered: number }>(
      `SELECT count(*)::integer AS rounds, coalesce(sum(r.bet), 0)::bigint AS bets, coalesce(sum(team_valid_stake(r.bet, r.win)), 0)::bigint AS "validBets",
              coalesce(sum(r.win), 0)::bigint AS wins, count(DISTINCT r.member_id) FILTER (WHERE team_valid_stake(r.bet, r.win) >= $4)::integer AS active,
              (SELECT count(*) FROM member_tree WHERE ancestor_id = $1)::integer AS size,
              (SELECT count(*) FROM member_tree t JOIN members m ON m.id = t.member_id WHERE t.ancestor_id = $1 AND m.reg_date >= $2 AND m.reg_date < $3)::integer AS registered
       FROM member_tree t JOIN game_rounds r ON r.member_id = t.member_id
       WHERE t.ancestor_id = $1 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.settled_at >= $2 AND r.settled_at < $3`,
      [id, from, to, plan.minStake.toString()],
    )
    const m = (minor: bigint) => toMajorString(minor, call.config.currency.decimals)
    const ok =
      overview.figures.rounds === raw.rounds && overview.figures.bets === m(raw.bets) && overview.figures.validBets === m(raw.validBets) &&
      overview.figures.wins === m(raw.wins) && overview.activeMembers === raw.active && overview.team.size === raw.size && overview.newMembers === raw.registered
    overviews.push({ agent: agent.username, teamSize: overview.team.size, rounds: overview.figures.rounds, expectedRounds: raw.rounds, bets: overview.figures.bets, expectedBets: m(raw.bets), ok })
    log(
      `    overview of ${agent.username}: team ${overview.team.size} (tree ${raw.size}), rounds ${overview.figures.rounds} (rounds table ${raw.rounds}), bets ${overview.figures.bets} (${m(raw.bets)}), ` +
        `valid ${overview.figures.validBets} (${m(raw.validBets)}), wins ${overview.figures.wins} (${m(raw.wins)}), active ${overview.activeMembers} (${raw.active}), ` +
        `new ${overview.newMembers} (${raw.registered}): ${ok ? 'equal' : 'DIFFERENT'}`,
    )
  }
  log(`    tree rows of 110 sampled members against their upline chain: ${tree.mismatches} differences; team sizes of 4 agents: ${sizeCheck.mismatches} differences`)
  return {
    treeSampleMismatches: tree.mismatches,
    sizeMismatches: sizeCheck.mismatches,
    overviews,
    ok: tree.mismatches === 0 && sizeCheck.mismatches === 0 && overviews.every((o) => o.ok),
    topOverview,
  }
}

// ——— EXPLAIN ———

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Shared Hit Blocks'?: number
  'Shared Read Blocks'?: number
  Plans?: PlanNode[]
}

const STATEMENT_NAMES: [RegExp, string][] = [
  [/FROM team_sizes WHERE ancestor_id/, 'teamSize (team_sizes)'],
  [/FROM team_days WHERE ancestor_id/, 'teamSums (team_days)'],
  [/FROM team_active/, 'teamActiveMembers (team_active)'],
  [/FROM team_line_days WHERE parent_id/, 'lineProfitLoss (team_line_days)'],
  [/WITH matched AS/, 'teamMembers (member_tree by prefix)'],
]

function summarise(sql: string, explained: unknown): ExplainedStatement {
  const raw = typeof explained === 'string' ? JSON.parse(explained) : explained
  const top = (Array.isArray(raw) ? raw[0] : raw) as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }
  const scans: string[] = []
  const walk = (node: PlanNode) => {
    if (/Scan/.test(node['Node Type']) && (node['Relation Name'] || node['Index Name'])) {
      const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)
      scans.push(`${node['Node Type']} ${node['Relation Name'] ?? ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}: ${Math.round(rows).toLocaleString('en-US')} rows${(node['Actual Loops'] ?? 1) > 1 ? ` (${node['Actual Loops']} loops)` : ''}`.replace('  ', ' '))
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  walk(top.Plan)
  return {
    statement: STATEMENT_NAMES.find(([pattern]) => pattern.test(sql))?.[1] ?? sql.replace(/\s+/g, ' ').slice(0, 60),
    executionMs: +top['Execution Time'].toFixed(2),
    planningMs: +top['Planning Time'].toFixed(2),
    scans,
    sharedHit: top.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: top.Plan['Shared Read Blocks'] ?? 0,
  }
}

/**
 * `db` whose every query is first run under EXPLAIN (ANALYZE, BUFFERS), its summary kept in `into`; one query at a
 * time (a report's concurrent statements wait for each other).
 */
function explaining(db: Database, into: ExplainedStatement[]): Database {
  let previous: Promise<unknown> = Promise.resolve()
  const explained = async <T extends Row>(sql: string, params: readonly unknown[]): Promise<QueryResult<T>> => {
    const { rows } = await db.query<Row>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params)
    into.push(summarise(sql, Object.values(rows[0])[0]))
    return db.query<T>(sql, params)
  }
  return {
    ...db,
    query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const next = previous.then(() => explained<T>(sql, params))
      previous = next.catch(() => undefined)
      return next
    },
  }
}

async function explainReports(db: Database, plan: Plan, log: Log): Promise<AgentsFigures['explain']> {
  const agent = { id: plan.top, username: TOP, accountType: 1 }
  const out: AgentsFigures['explain'] = []
  const reports: [string, (call: ReportCall) => Promise<unknown>][] = [
    ['team overview', (call) => teamOverview(call, { range: 'thisMonth' })],
    ['profit and loss', (call) => teamProfitLoss(call, { range: 'thisMonth' })],
    [`search "${PREFIX}"`, (call) => teamMemberList(call, { account: PREFIX })],
  ]
  for (const [report, run] of reports) {
    const statements: ExplainedStatement[] = []
    // One statement at a time (the overview runs its three together), so each plan's time is its own.
    await run(await reportCall(explaining(db, statements), agent))
    out.push({ report, statements })
    for (const s of statements) log(`    ${report} · ${s.statement}: ${s.executionMs} ms (planning ${s.planningMs} ms), buffers hit ${s.sharedHit} read ${s.sharedRead}; ${s.scans.join('; ')}`)
  }
  return out
}

// ——— measuring through the server ———

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0

async function timeRequests(name: string, url: string, headers: Record<string, string>, count: number, check: (body: string) => boolean): Promise<LatencyFigures> {
  const times: number[] = []
  let failed = 0
  let bytes = 0
  for (let i = 0; i < WARMUP + count; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const body = await response.text()
    const ms = performance.now() - started
    if (i < WARMUP) continue
    times.push(ms)
    bytes += body.length
    if (!response.ok || !check(body)) failed++
  }
  const sorted = [...times].sort((a, b) => a - b)
  const { pathname, search } = new URL(url)
  return {
    name,
    path: pathname + search,
    requests: count,
    failed,
    p50ms: +percentile(sorted, 0.5).toFixed(2),
    p95ms: +percentile(sorted, 0.95).toFixed(2),
    maxMs: +(sorted.at(-1) ?? 0).toFixed(2),
    meanBytes: Math.round(bytes / count),
  }
}

async function helloWorldLatency(port: number, count: number): Promise<LatencyFigures> {
  const child = startProcess(process.execPath, ['--import', 'tsx', join(root, 'bench/hello-world.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const url = `http://127.0.0.1:${port}/`
    await waitUntilAnswering(url, child, 30_000)
    return await timeRequests('hello-world', url, { accept: JSON_ACCEPT }, count, (body) => body.includes('world'))
  } finally {
    await stopProcess(child)
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** The real server as `npm start` runs it, on the generated database: PGlite in `dataDir`, or DATABASE_URL. */
async function startAgentsServer(port: number, dataDir: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; base: string; logFile: string }> {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; stop what listens there or set BENCH_PORT`)
  const logFile = join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...env } = process.env
  const child = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...env, PORT: String(port), HOST: '127.0.0.1', PORTICO_DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTICO_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${base}/wps/system/status?url=localhost`, child, 300_000)
  } catch (error) {
    console.error(`The server did not come up. Last lines of its log:\n${tail(logFile)}`)
    await stopProcess(child)
    throw error
  }
  return { child, base, logFile }
}

/** JSON with keys and arrays in a fixed order (the server's serialiser orders keys by the schema; rows come unordered). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).sort().join(',')}]`
  if (value && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : value)
}

async function measureThroughServer(
  port: number, helloPort: number, dataDir: string, databaseUrl: string | undefined, topOverview: unknown, log: Log,
): Promise<{ helloWorld: LatencyFigures; endpoints: LatencyFigures[]; httpOverviewMatches: boolean }> {
  const server = await startAgentsServer(port, dataDir, databaseUrl)
  try {
    const token = await logIn({ base: server.base, host: `127.0.0.1:${port}` }, TOP, TOP_PASSWORD)
    const headers = { accept: JSON_ACCEPT, authorization: token, language: 'th' }
    const n = AGENTS_GOALS.requests
    const success = (body: string) => (JSON.parse(body) as { success?: boolean }).success === true
    // The overview the server answers must be the one computed in process (same code, same rollups).
    const first = await (await fetch(`${server.base}${ENDPOINTS.agentTeamOverview.path}?range=thisMonth`, { headers })).json() as { value?: Record<string, unknown> }
    const httpOverviewMatches = canonical(first.value) === canonical(topOverview)
    log(`    the server's overview equals the one computed in process: ${httpOverviewMatches ? 'yes' : 'NO'}`)
    server.child.kill('SIGSTOP')
    let helloWorld: LatencyFigures
    try {
      helloWorld = await helloWorldLatency(helloPort, n)
    } finally {
      server.child.kill('SIGCONT')
    }
    log(`    hello-world: p50 ${helloWorld.p50ms} ms, p95 ${helloWorld.p95ms} ms`)
    const targets: [string, string, number][] = [
      ['team overview', `${ENDPOINTS.agentTeamOverview.path}?range=thisMonth`, AGENTS_GOALS.overviewP95Ms],
      ['profit and loss, direct line', `${ENDPOINTS.agentTeamProfitLoss.path}?range=thisMonth`, AGENTS_GOALS.profitLossP95Ms],
      [`team search "${PREFIX}"`, `${ENDPOINTS.agentTeamMembers.path}?account=${PREFIX}`, AGENTS_GOALS.searchP95Ms],
    ]
    const endpoints: LatencyFigures[] = []
    for (const [name, path, goalMs] of targets) {
      const figures = await timeRequests(name, `${server.base}${path}`, headers, n, success)
      figures.goalMs = goalMs
      figures.ratioP50 = helloWorld.p50ms ? +(figures.p50ms / helloWorld.p50ms).toFixed(1) : 0
      figures.ratioP95 = helloWorld.p95ms ? +(figures.p95ms / helloWorld.p95ms).toFixed(1) : 0
      log(`    ${name.padEnd(30)} p50 ${figures.p50ms} ms  p95 ${figures.p95ms} ms  max ${figures.maxMs} ms  failed ${figures.failed}  (${figures.meanBytes} bytes)`)
      endpoints.push(figures)
    }
    return { helloWorld, endpoints, httpOverviewMatches }
  } finally {
    await stopProcess(server.child)
  }
}

// ——— one backend ———

async function describe(db: Database, plan: Plan): Promise<{ database: string; generated: AgentsFigures['generated'] }> {
  const period = resolvePeriod({ range: 'thisMonth' }, new Date(), plan.offsetMinutes)
  const { rows: [x] } = await db.query<Record<string, number | string>>(
    `SELECT split_part(version(), ' on ', 1) || ', shared_buffers ' || current_setting('shared_buffers') || ', work_mem ' || current_setting('work_mem') AS database,
            (SELECT max(depth) FROM member_tree WHERE ancestor_id = $1)::integer AS "maxDepth",
            (SELECT count(*) FROM member_tree)::integer AS "treeRows",
            (SELECT coalesce(sum(members), 0) FROM team_sizes WHERE ancestor_id = $1 AND direct AND NOT agents)::integer AS "directMembers",
            (SELECT coalesce(sum(members), 0) FROM team_sizes WHERE ancestor_id = $1 AND direct AND agents)::integer AS "directAgents",
            (SELECT count(*) FROM member_tree WHERE ancestor_id = $1 AND account LIKE $2)::integer AS "prefixMatches",
            (SELECT count(*) FROM team_member_days)::integer AS "memberDays",
            (SELECT count(*) FROM team_days)::integer AS "teamDays",
            (SELECT count(*) FROM team_active)::integer AS "teamActive"`,
    [plan.top, `${PREFIX}%`],
  )
  const { rows: [lines] } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT k.member_id)::integer AS n FROM member_tree k
     WHERE k.ancestor_id = $1 AND k.depth = 1 AND (
       EXISTS (SELECT 1 FROM team_member_days d WHERE d.member_id = k.member_id AND d.day BETWEEN $2::date AND $3::date AND d.rounds > 0)
       OR EXISTS (SELECT 1 FROM team_days d WHERE d.ancestor_id = k.member_id AND d.day BETWEEN $2::date AND $3::date AND d.rounds > 0))`,
    [plan.top, period.from, period.to],
  )
  return {
    database: String(x.database),
    generated: {
      players: plan.players,
      maxDepth: Number(x.maxDepth),
      memberTreeRows: Number(x.treeRows),
      topDirect: { members: Number(x.directMembers), agents: Number(x.directAgents) },
      topLinesThisMonth: lines.n,
      prefixMatches: Number(x.prefixMatches),
      teamMemberDays: Number(x.memberDays),
      teamDays: Number(x.teamDays),
      teamActive: Number(x.teamActive),
      period: `${period.from} – ${period.to}`,
    },
  }
}

async function runOn(
  backend: AgentsFigures['backend'], sizes: AgentsSizes, input: { port: number; helloPort: number; databaseUrl?: string; log: Log },
): Promise<AgentsFigures> {
  const { log } = input
  const phases: AgentsFigures['phases'] = []
  const dataDir = makeTempDir('portico-bench-agents-')
  const schema = `portico_bench_agents_${process.pid}`
  let serverUrl: string | undefined
  try {
    const started = performance.now()
    const db = backend === 'pglite' ? await openPGlite(join(dataDir, 'pglite')) : await openPostgres({ connectionString: input.databaseUrl!, schema, max: 4 })
    let plan: Plan
    let checks: Awaited<ReturnType<typeof runChecks>>
    let explain: AgentsFigures['explain']
    let described: Awaited<ReturnType<typeof describe>>
    try {
      plan = await generate(db, sizes, log, phases)
      checks = await timedPhase(phases, log, 'checks', () => runChecks(db, plan, log))
      explain = await timedPhase(phases, log, 'EXPLAIN (ANALYZE, BUFFERS) of the reports', () => explainReports(db, plan, log))
      described = await describe(db, plan)
    } finally {
      await db.close()
    }
    const setupSeconds = +((performance.now() - started) / 1000).toFixed(1)
    if (backend === 'postgres') {
      const url = new URL(input.databaseUrl!)
      url.searchParams.set('options', `-c search_path=${schema}`)
      serverUrl = url.toString()
    }
    log(`  the server on ${backend} (its own process${backend === 'pglite' ? ', PORTICO_DATA_DIR on the generated PGlite' : `, DATABASE_URL with search_path=${schema}`}), ${AGENTS_GOALS.requests} requests per report as ${TOP}`)
    const loadBefore = +loadavg()[0].toFixed(2)
    const measured = await measureThroughServer(input.port, input.helloPort, dataDir, serverUrl, checks.topOverview, log)
    const loadAfter = +loadavg()[0].toFixed(2)
    const { topOverview: _top, ...rest } = checks
    return {
      backend,
      sizes,
      database: described.database,
      server: backend === 'pglite' ? 'own process, PORTICO_DATA_DIR on the generated PGlite' : `own process, DATABASE_URL ?options=-c search_path=${schema}`,
      generated: described.generated,
      phases,
      setupSeconds,
      checks: { ...rest, httpOverviewMatches: measured.httpOverviewMatches, ok: rest.ok && measured.httpOverviewMatches },
      helloWorld: measured.helloWorld,
      endpoints: measured.endpoints,
      explain,
      loadAverage: { before: loadBefore, after: loadAfter },
    }
  } finally {
    removeTempDir(dataDir)
    if (backend === 'postgres' && process.env.BENCH_AGENTS_KEEP_SCHEMA === '1') {
      log(`  the schema ${schema} is kept (BENCH_AGENTS_KEEP_SCHEMA=1): DROP SCHEMA ${schema} CASCADE when done with it`)
    } else if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: input.databaseUrl })
      await admin.connect()
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      } finally {
        await admin.end()
      }
    }
  }
}

export async function measureAgents(input: { port: number; helloPort: number; databaseUrl?: string; log: Log }): Promise<AgentsFigures[]> {
  const { postgres, pglite, backends } = agentsSizes()
  const out: AgentsFigures[] = []
  for (const backend of ['pglite', 'postgres'] as const) {
    if (!backends.includes(backend) || (backend === 'postgres' && !input.databaseUrl)) continue
    const sizes = backend === 'postgres' ? postgres : pglite
    input.log(
      `Agents on ${backend}: ${sizes.members.toLocaleString('en-US')} members (${sizes.agents.toLocaleString('en-US')} agents), ` +
        `${sizes.bets.toLocaleString('en-US')} settled rounds over ${sizes.days} days`,
    )
    out.push(await runOn(backend, sizes, input))
  }
  return out
}

export function agentsTable(rows: AgentsFigures[]): string[] {
  const int = (n: number) => Math.round(n).toLocaleString('en-US')
  const g = AGENTS_GOALS
  const lines = [
    '## Agents — the agent centre\'s reports on a big team, through the real server',
    '',
    `Goals (PostgreSQL, ${int(g.members)} members under ${int(g.agents)} agents, ${int(g.bets)} settled rounds over ${g.days} days; p95 of ${g.requests} sequential requests as the top agent): ` +
      `team overview (thisMonth) ≤ ${g.overviewP95Ms} ms, profit and loss of its direct line (thisMonth) ≤ ${g.profitLossP95Ms} ms, search of its team by a 3-letter prefix ≤ ${g.searchP95Ms} ms; ` +
      'the ratio is to a Fastify hello-world measured the same way in the same run. PGlite: the same at a tenth of the size (figures; marks against the same limits).',
    '',
    '| Backend | members / agents / rounds | report | p50 | p95 | max | p50 ÷ hello | p95 ÷ hello | failed | goal (p95) |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|---|',
  ]
  for (const r of rows) {
    const size = `${int(r.sizes.members)} / ${int(r.sizes.agents)} / ${int(r.sizes.bets)}`
    const full = r.backend === 'postgres' && r.sizes.members >= g.members && r.sizes.bets >= g.bets
    lines.push(`| ${r.backend} | ${size} | hello-world | ${r.helloWorld.p50ms} ms | ${r.helloWorld.p95ms} ms | ${r.helloWorld.maxMs} ms | | | ${r.helloWorld.failed} | |`)
    for (const e of r.endpoints) {
      const met = e.failed === 0 && e.p95ms <= (e.goalMs ?? 0)
      const goal = `${met ? '✅' : '❌'} ≤ ${e.goalMs} ms${full ? '' : r.backend === 'postgres' ? ' (smaller than the goal\'s size)' : ' (a tenth of the size)'}`
      lines.push(`| ${r.backend} | ${size} | ${e.name} | ${e.p50ms} ms | ${e.p95ms} ms | ${e.maxMs} ms | ${e.ratioP50}× | ${e.ratioP95}× | ${e.failed} | ${goal} |`)
    }
  }
  for (const r of rows) {
    const x = r.generated
    lines.push(
      '',
      `**${r.backend}** (${r.database}; server: ${r.server}; load ${r.loadAverage.before} → ${r.loadAverage.after}): ${int(x.players)} members played; tree depth ${x.maxDepth}, ` +
        `${int(x.memberTreeRows)} member_tree rows; the top agent's direct line ${int(x.topDirect.members)} members and ${int(x.topDirect.agents)} agents ` +
        `(${int(x.topLinesThisMonth)} with play this month); "${PREFIX}" matches ${int(x.prefixMatches)} accounts; rollups: ${int(x.teamMemberDays)} team_member_days, ` +
        `${int(x.teamDays)} team_days, ${int(x.teamActive)} team_active rows; period ${x.period}. ` +
        `Checks: ${r.checks.ok ? '✅ pass' : '❌ FAIL'} (tree sample ${r.checks.treeSampleMismatches} differences, sizes ${r.checks.sizeMismatches}, ` +
        `overviews ${r.checks.overviews.map((o) => `${o.agent} ${o.ok ? '=' : '≠'} rounds`).join(', ')}, server's overview ${r.checks.httpOverviewMatches ? '=' : '≠'} in-process).`,
      '',
      `Set-up ${r.setupSeconds} s: ${r.phases.map((p) => `${p.phase} ${p.seconds} s`).join(' · ')}`,
      '',
      'EXPLAIN (ANALYZE, BUFFERS), each statement of the report as its code runs it:',
      '',
    )
    for (const e of r.explain) {
      for (const s of e.statements) {
        lines.push(`- ${e.report} · ${s.statement}: ${s.executionMs} ms (planning ${s.planningMs} ms), buffers hit ${int(s.sharedHit)} read ${int(s.sharedRead)}; ${s.scans.join('; ')}`)
      }
    }
  }
  return lines
}
