/**
 * The agents bench's checks of the generated data against the raw rounds, and the EXPLAIN of each statement the
 * reports run.
 */
import { toMajorString } from '../../src/contract/money'
import type { Database, QueryResult, Row } from '../../src/server/db/database'
import { periodInstants, resolvePeriod } from '../../src/server/domain/agents/ranges'
import { teamMemberList, teamOverview, teamProfitLoss, type ReportCall } from '../../src/server/domain/agents/reports'
import { loadMerchants } from '../../src/server/merchants/load'
import { AGENT_TYPES_SQL, MERCHANT, PREFIX, TOP, type AgentsFigures, type ExplainedStatement, type Log, type Plan } from './agentsModel'

export function principalOf(id: number, username: string, accountType: number) {
  const far = new Date(Date.now() + 86_400_000)
  return { memberId: id, username, accountType, sessionId: 0, passwordChangeRequired: false, idleExpiresAt: far, expiresAt: far }
}

let merchantsLoaded: ReturnType<typeof loadMerchants> | undefined
export async function reportCall(db: Database, agent: { id: number; username: string; accountType: number }): Promise<ReportCall> {
  const config = (await (merchantsLoaded ??= loadMerchants())).byCode(MERCHANT)!.config
  return { db, config, principal: principalOf(agent.id, agent.username, agent.accountType), now: new Date() }
}

export async function runChecks(db: Database, plan: Plan, log: Log): Promise<Omit<AgentsFigures['checks'], 'httpOverviewMatches'> & { topOverview: unknown }> {
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

export async function explainReports(db: Database, plan: Plan, log: Log): Promise<AgentsFigures['explain']> {
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


export async function describe(db: Database, plan: Plan): Promise<{ database: string; generated: AgentsFigures['generated'] }> {
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

