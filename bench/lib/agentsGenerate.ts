/**
 * The agents bench's data, generated set-based in SQL (bench/README.md "Agents" says what and why): members in a
 * tree, their closure rows and team sizes, settled rounds, and the rollups the team job would write from them.
 */
import type { Database } from '../../src/server/db/database'
import { rememberIp } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { rollUpTeams } from '../../src/server/domain/agents/rollups'
import { agentSettings } from '../../src/server/domain/agents/settings'
import { loadMerchants } from '../../src/server/merchants/load'
import { fixedClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'
import { AGENT_TYPES_SQL, MERCHANT, PLAYER_SHARE, TOP, TOP_PASSWORD, timedPhase, type AgentsFigures, type AgentsSizes, type Log, type Plan } from './agentsModel'

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


/** Runs `sql` in a transaction with the session's triggers and foreign-key checks off and room to sort in memory. */
export async function bulk(db: Database, sql: string | string[], params: unknown[] = []): Promise<number> {
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

export async function generate(db: Database, sizes: AgentsSizes, log: Log, phases: AgentsFigures['phases']): Promise<Plan> {
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

