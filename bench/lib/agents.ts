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
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { logIn } from './activity'
import { JSON_ACCEPT } from './api'
import { makeTempDir, portInUse, removeTempDir, startProcess, stopProcess, waitUntilAnswering } from './processes'
import { root } from './server'
import { describe, explainReports, runChecks } from './agentsChecks'
import { generate } from './agentsGenerate'
import { AGENTS_GOALS, PREFIX, TOP, TOP_PASSWORD, WARMUP, agentsSizes, timedPhase, type AgentsFigures, type AgentsSizes, type LatencyFigures, type Log, type Plan } from './agentsModel'

export { AGENTS_GOALS, agentsSizes, type AgentsFigures } from './agentsModel'

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
