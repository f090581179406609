/**
 * `npm run bench`: measures, never asserts. Builds the portal, starts the real server (fresh embedded PGlite,
 * loopback port), then
 *   - activity first (bench/lib/activity.ts): on each merchant a member who deposited and played house games
 *     through the product's own calls, so the home page has a winner board with winners and hot games;
 *   - Lighthouse (mobile, simulated throttling, performance only) on `/`, `/rng` and `/member` (signed in as the
 *     member who played) of both merchants and on demo's `/agentHome` (as demoagent), median of
 *     BENCH_LIGHTHOUSE_RUNS (5) runs chosen by performance score;
 *   - autocannon on the portal's public start-up reads against a plain Fastify hello-world, one at a time;
 *   - money: balance reads/s and transfers/s through the server on PGlite (and PostgreSQL when DATABASE_URL is
 *     set), against the hello-world and a raw SQL transfer loop (bench/lib/money.ts);
 *   - games: game-list reads/s and seamless bet + win round trips/s, against the transfers of the same run
 *     (bench/lib/games.ts);
 *   - lottery: one drawn round of BENCH_LOTTERY_BETS bets settled by the round job's `settleRound`, on PGlite (and
 *     PostgreSQL when DATABASE_URL is set), no server (bench/lib/lottery.ts);
 *   - agents: the agent centre's reports on a generated team of BENCH_AGENTS_MEMBERS members and BENCH_AGENTS_BETS
 *     settled rounds (PostgreSQL; a tenth on PGlite), through the real server on that database, against the
 *     hello-world (bench/lib/agents.ts).
 * The build and the shared server are skipped when only the lottery and agents parts run.
 * Results: bench/results/latest.json and latest.md (the markdown is also printed). See bench/README.md.
 *
 *   - wages: the wage jobs at size, a real-time salary window and a day's daily salary on generated data (PostgreSQL;
 *     a tenth on PGlite), no server (bench/lib/wages.ts).
 *   - sportsbook: a football match with 1,000,000 open bets (300,000 parlays) settled by the book's job step, on
 *     PostgreSQL when DATABASE_URL is set and on PGlite at a tenth, no server (bench/lib/sportsbook.ts).
 * Flags: --only lighthouse | api | money | games | lottery | agents | wages | sportsbook (or --only=lighthouse,api), --no-build (use the existing dist/portal).
 * Env: BENCH_PORT (4391), BENCH_HELLO_PORT (BENCH_PORT + 1), BENCH_LIGHTHOUSE_RUNS (5), BENCH_API_CONNECTIONS (50),
 *      BENCH_API_DURATION (10, seconds per target), BENCH_API_WARMUP (2, seconds, not recorded),
 *      BENCH_API_ACCEPT_ENCODING ('gzip, deflate, br', as a browser sends; empty: ask for uncompressed answers),
 *      BENCH_LOTTERY_BETS (1000000, bets in the settled round), BENCH_AGENTS_MEMBERS (1000000), BENCH_AGENTS_BETS
 *      (20000000), BENCH_AGENTS_BACKENDS (pglite,postgres).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD } from '../src/server/seed/accounts'
import { seedActivity, signedInStorage, type SeededActivity, type Site } from './lib/activity'
import { measureApi, type ApiSettings } from './lib/api'
import { CHROME_PATH, measureRoute, type LighthouseRoute } from './lib/lighthouse'
import { cleanup, installExitHandlers } from './lib/processes'
import { measureMoney } from './lib/money'
import { measureGames } from './lib/games'
import { measureLottery } from './lib/lottery'
import { measureAgents } from './lib/agents'
import { measureWages } from './lib/wages'
import { measureSportsbook, sportsbookTable, SPORTSBOOK_GOALS, type SportsbookFigures } from './lib/sportsbook'
import { GOALS, toMarkdown, type BenchReport } from './lib/report'
import { buildPortal, root, startServer, type RunningServer } from './lib/server'

const PARTS = ['lighthouse', 'api', 'money', 'games', 'lottery', 'agents', 'wages', 'sportsbook'] as const
type Part = (typeof PARTS)[number]

class UsageError extends Error {}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new UsageError(`${name} must be a non-negative number (got ${raw})`)
  return value
}

function parseArgs(argv: string[]): { parts: Part[]; build: boolean } {
  let parts: Part[] = [...PARTS]
  let build = true
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--help' || arg === '-h') {
      console.log('npm run bench [-- --only lighthouse|api|money|games|lottery|agents|wages|sportsbook] [--no-build]   (see bench/README.md)')
      process.exit(0)
    } else if (arg === '--no-build') {
      build = false
    } else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length)
      const wanted = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
      const unknown = wanted.filter((w) => !PARTS.includes(w as Part))
      if (!wanted.length || unknown.length) throw new UsageError(`--only takes ${PARTS.join(' or ')} (got ${value ?? 'nothing'})`)
      parts = PARTS.filter((p) => wanted.includes(p))
    } else {
      throw new UsageError(`unknown argument ${arg} (try --help)`)
    }
  }
  return { parts, build }
}

function commit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' })
  if (head.status !== 0) return 'unknown'
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' })
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' + uncommitted changes' : ''}`
}

const log = (line: string) => console.log(line)

/**
 * Each merchant's home page, a lobby and the member centre (as the member who played), and demo's agent centre (as
 * demoagent; lotus seeds no accounts, and agents are made by no call a bench could make).
 */
async function runLighthouse(server: RunningServer, runs: number, activity: SeededActivity): Promise<LighthouseRoute[]> {
  const merchants = [
    { merchant: 'demo', host: `localhost:${server.port}`, agent: 'demoagent' },
    { merchant: 'lotus', host: `lotus.localhost:${server.port}`, agent: null },
  ]
  const routes: LighthouseRoute[] = []
  log(`Lighthouse: ${runs} runs per route`)
  for (const { merchant, host, agent } of merchants) {
    const origin = `http://${host}`
    const site: Site = { base: server.base, host }
    const signedIn = (account: string, password: string) => ({ account, session: async () => ({ origin, storage: await signedInStorage(site, account, password) }) })
    for (const route of ['/', '/rng']) routes.push(await measureRoute(merchant, route, origin + route, runs, log, server.assertAlive))
    const member = activity.members.find((candidate) => candidate.merchant === merchant)
    if (member) routes.push(await measureRoute(merchant, '/member', `${origin}/member`, runs, log, server.assertAlive, signedIn(member.username, member.password)))
    if (agent) routes.push(await measureRoute(merchant, '/agentHome', `${origin}/agentHome`, runs, log, server.assertAlive, signedIn(agent, DEMO_PASSWORD)))
  }
  return routes
}

async function main() {
  installExitHandlers()
  const { parts, build } = parseArgs(process.argv.slice(2))
  const port = envNumber('BENCH_PORT', 4391)
  const helloPort = envNumber('BENCH_HELLO_PORT', port + 1)
  const lighthouseRuns = Math.max(1, Math.round(envNumber('BENCH_LIGHTHOUSE_RUNS', 5)))
  const acceptEncoding = process.env.BENCH_API_ACCEPT_ENCODING ?? 'gzip, deflate, br'
  const lotteryBets = Math.max(1, Math.round(envNumber('BENCH_LOTTERY_BETS', 1_000_000)))
  const api: ApiSettings = {
    connections: Math.max(1, Math.round(envNumber('BENCH_API_CONNECTIONS', 50))),
    durationSeconds: Math.max(1, envNumber('BENCH_API_DURATION', 10)),
    warmupSeconds: envNumber('BENCH_API_WARMUP', 2),
    // What the portal's browser sends on its start-up calls: Language on every call, compressed answers accepted.
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      language: 'th',
    },
  }

  const loadAverageAtStart = +loadavg()[0].toFixed(2)
  // Every part but the lottery's and the agents' runs the portal's server (which serves the built portal); the agents
  // part starts its own on the database it generates, and needs no build.
  const needsServer = parts.some((part) => part !== 'lottery' && part !== 'agents' && part !== 'wages' && part !== 'sportsbook')
  let portalBuildSeconds: number | null = null
  if (build && needsServer) {
    log('Building the portal (vite build)…')
    portalBuildSeconds = +(await buildPortal()).toFixed(2)
    log(`  built in ${portalBuildSeconds} s`)
  }
  let server: RunningServer | null = null
  if (needsServer) {
    log(`Starting the server on port ${port} (fresh PGlite)…`)
    // The development outbox takes the lotus member's registration captcha; the house games' least time between two
    // rounds is lifted so the activity's rounds are played in seconds.
    server = await startServer(port, { env: { PORTICO_DEV_CAPTCHA_OUTBOX: '1', PORTICO_HOUSE_MIN_CYCLE_MS: '1' } })
    log(`  answering after ${server.coldStartSeconds.toFixed(2)} s`)
  }
  let activity: SeededActivity | null = null
  if (server && (parts.includes('lighthouse') || parts.includes('api'))) {
    log('Activity: deposits and house games on both merchants…')
    activity = await seedActivity({ port: server.port, dataDir: server.dataDir, log })
  }

  const chromium = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROME_PATH
  const report: BenchReport = {
    at: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      platform: `${process.platform} ${process.arch}`,
      loadAverageAtStart,
    },
    parts,
    portalBuildSeconds,
    serverColdStartSeconds: server ? +server.coldStartSeconds.toFixed(2) : null,
    goals: GOALS,
    ...(activity ? { activity: activity.members.map(({ merchant, username, wins }) => ({ merchant, username, wins })) } : {}),
  }
  try {
    if (server && activity && parts.includes('lighthouse')) {
      report.lighthouse = {
        runsPerRoute: lighthouseRuns,
        medianChoice: 'the run with the median performance score (ties: lower LCP first), its metrics as measured',
        chromium,
        routes: await runLighthouse(server, lighthouseRuns, activity),
      }
    }
    if (server && parts.includes('api')) {
      const { helloWorld, reads } = await measureApi(server, helloPort, api, log)
      report.api = { tool: 'autocannon 9', ...api, helloWorld, reads }
    }
  } finally {
    await server?.stop()
  }
  if (parts.includes('money')) {
    // Its own servers (PGlite, then PostgreSQL on a scratch database), one at a time on the bench's port.
    report.money = await measureMoney({ port, helloPort, settings: api, databaseUrl: process.env.DATABASE_URL || undefined, log })
  }
  if (parts.includes('games')) {
    report.games = await measureGames({ port, helloPort, settings: api, databaseUrl: process.env.DATABASE_URL || undefined, log })
  }
  if (parts.includes('lottery')) {
    // No server: the database opened in this process (a temporary PGlite, then a scratch PostgreSQL database).
    report.lottery = await measureLottery({ bets: lotteryBets, databaseUrl: process.env.DATABASE_URL || undefined, log })
  }
  if (parts.includes('agents')) {
    // Its own server process per backend, on the generated database (PGlite, then a scratch PostgreSQL schema).
    report.agents = await measureAgents({ port, helloPort, databaseUrl: process.env.DATABASE_URL || undefined, log })
  }
  if (parts.includes('wages')) {
    // No server: the wage jobs' own code on generated data (PGlite, then a scratch PostgreSQL database).
    report.wages = await measureWages({ databaseUrl: process.env.DATABASE_URL || undefined, log })
  }
  // The sportsbook's figures ride beside the report's own parts (its table is appended to the markdown here).
  const sportsbook: SportsbookFigures[] | null = parts.includes('sportsbook')
    ? await measureSportsbook({ databaseUrl: process.env.DATABASE_URL || undefined, log })
    : null
  report.machine.loadAverageAtEnd = +loadavg()[0].toFixed(2)

  const markdown = sportsbook
    ? `${toMarkdown(report)}\n## Sportsbook settlement (goal: ${SPORTSBOOK_GOALS.forBets.toLocaleString('en')} bets ≤ ${SPORTSBOOK_GOALS.settleSecondsOnPostgres} s on PostgreSQL)\n\n${sportsbookTable(sportsbook).join('\n')}\n`
    : toMarkdown(report)
  const dir = join(root, 'bench/results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(sportsbook ? { ...report, sportsbook } : report, null, 2)}\n`)
  writeFileSync(join(dir, 'latest.md'), markdown)
  log(`\n${markdown}`)
  log('Written to bench/results/latest.json and bench/results/latest.md')
}

main()
  .catch((error: unknown) => {
    const detail = error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)
    console.error(`bench failed: ${detail}`)
    process.exitCode = 1
  })
  .finally(cleanup)
