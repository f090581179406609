/** The results as JSON and as markdown (bench/results/latest.{json,md}); the markdown is also printed. */
import type { ApiFigures } from './api'
import { API_GOAL_RATIO } from './api'
import type { LighthouseRoute } from './lighthouse'
import { moneyTable, type MoneyFigures } from './money'
import { gamesTable, type GamesFigures } from './games'
import { LOTTERY_GOALS, lotteryTable, type LotteryFigures } from './lottery'
import { AGENTS_GOALS, agentsTable, type AgentsFigures } from './agents'
import { WAGES_GOALS, wagesTable, type WagesFigures } from './wages'

export const GOALS = {
  lighthouseScore: 97,
  cls: 0.02,
  lcpMs: 2000,
  tbtMs: 150,
  apiRatioToHelloWorld: API_GOAL_RATIO,
  lotterySettleSecondsOnPostgres: LOTTERY_GOALS.settleSecondsOnPostgres,
  /** Agent centre reports at 1,000,000 members / 20,000,000 rounds on PostgreSQL, p95 of 50 requests through the server. */
  agentsOverviewP95Ms: AGENTS_GOALS.overviewP95Ms,
  agentsProfitLossP95Ms: AGENTS_GOALS.profitLossP95Ms,
  agentsSearchP95Ms: AGENTS_GOALS.searchP95Ms,
  wagesRealTimeWindowSecondsOnPostgres: WAGES_GOALS.realTimeWindowSecondsOnPostgres,
  wagesDailySecondsOnPostgres: WAGES_GOALS.dailySecondsOnPostgres,
}

export interface BenchReport {
  at: string
  commit: string
  node: string
  machine: { cpus: number; cpuModel: string; platform: string; loadAverageAtStart: number; loadAverageAtEnd?: number }
  parts: string[]
  portalBuildSeconds: number | null
  /** Null when no part needed the server (only the lottery's ran). */
  serverColdStartSeconds: number | null
  goals: typeof GOALS
  /** The activity made before the Lighthouse and API parts: who played on each merchant, and how many rounds won. */
  activity?: { merchant: string; username: string; wins: number }[]
  lighthouse?: {
    runsPerRoute: number
    medianChoice: string
    chromium: string
    routes: LighthouseRoute[]
  }
  api?: {
    tool: string
    connections: number
    durationSeconds: number
    warmupSeconds: number
    headers: Record<string, string>
    helloWorld: { referenceRequestsPerSecond: number; before: ApiFigures; after: ApiFigures }
    reads: ApiFigures[]
  }
  money?: MoneyFigures[]
  games?: GamesFigures[]
  lottery?: LotteryFigures[]
  agents?: AgentsFigures[]
  wages?: WagesFigures[]
}

const mark = (ok: boolean) => (ok ? '✅' : '❌')
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const int = (n: number) => Math.round(n).toLocaleString('en-US')

function lighthouseTable(report: NonNullable<BenchReport['lighthouse']>): string[] {
  const lines = [
    `## Lighthouse — mobile, simulated throttling (Lighthouse defaults), performance only`,
    '',
    `Median of ${report.runsPerRoute} runs per route: ${report.medianChoice}. A fresh headless Chromium per run; signed-in pages in a fresh session per run.`,
    `Goals on every route: performance ≥ ${GOALS.lighthouseScore} and CLS ≤ ${GOALS.cls}; LCP ≤ ${seconds(GOALS.lcpMs)} and TBT ≤ ${GOALS.tbtMs} ms marked too. ` +
      `CLS of all runs: the largest of them; "shifted": the elements Lighthouse saw move in the reported run.`,
    '',
    '| Merchant | Route | Performance | FCP | LCP | TBT | CLS | CLS, all runs | Speed Index | Transfer | Script transfer | Requests | Scores of all runs | Shifted |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
  ]
  for (const route of report.routes) {
    const m = route.median
    const scores = route.scores.map((s) => (s === null ? 'failed' : String(s))).join(', ')
    const name = `\`${route.route}\`${route.account ? ` (${route.account})` : ''}`
    if (!m) {
      lines.push(`| ${route.merchant} | ${name} | failed | | | | | | | | | | ${scores} | |`)
      continue
    }
    const worstCls = Math.max(...route.runs.map((run) => ('cls' in run ? run.cls : 0)))
    const shifted = (m.shifted ?? []).map((item) => `\`${item.selector}\` ${item.score.toFixed(3)}`).join('; ') || '—'
    lines.push(
      `| ${route.merchant} | ${name} | ${m.score} ${mark(m.score >= GOALS.lighthouseScore)} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} ${mark(m.lcpMs <= GOALS.lcpMs)} | ` +
        `${int(m.tbtMs)} ms ${mark(m.tbtMs <= GOALS.tbtMs)} | ${m.cls.toFixed(3)} ${mark(m.cls <= GOALS.cls)} | ${worstCls.toFixed(3)} ${mark(worstCls <= GOALS.cls)} | ` +
        `${seconds(m.speedIndexMs)} | ${kib(m.totalTransferBytes)} | ${kib(m.scriptTransferBytes)} | ${m.requests} | ${scores} | ${shifted} |`,
    )
  }
  return lines
}

function apiTable(report: NonNullable<BenchReport['api']>): string[] {
  const { helloWorld } = report
  const row = (f: ApiFigures, ratio: string) =>
    `| ${f.name} | \`${f.path}\` | ${int(f.requestsPerSecond)} | ${f.p50ms} ms | ${f.p99ms} ms | ${f.errors} / ${f.non2xx} | ${ratio} |`
  const lines = [
    `## API start-up reads vs a plain Fastify hello-world`,
    '',
    `autocannon, ${report.connections} connections, ${report.durationSeconds} s per target after ${report.warmupSeconds} s of unrecorded warm-up; ` +
      `one process measured at a time (the server is paused while the hello-world runs). Headers on every request: ` +
      `${Object.entries(report.headers).map(([k, v]) => `\`${k}: ${v}\``).join(', ')}, and the \`Accept\` of axios (reads) or of a browser navigation (page).`,
    `Hello-world measured before and after the reads; the ratio is to their mean, ${int(helloWorld.referenceRequestsPerSecond)} req/s. ` +
      `Goal: every public start-up read ≥ ${Math.round(GOALS.apiRatioToHelloWorld * 100)}% of hello-world.`,
    '',
    '| Read | Path | req/s | p50 | p99 | errors / non-2xx | vs hello-world (goal ≥ 25%) |',
    '|---|---|--:|--:|--:|--:|--:|',
    row(helloWorld.before, '(before)'),
    row(helloWorld.after, '(after)'),
  ]
  for (const read of report.reads) {
    const ratio = read.ratioToHelloWorld ?? 0
    const clean = read.errors === 0 && read.non2xx === 0
    // The page is a figure beside the reads, not one of them: the goal is the reads'.
    const goal = read.path === '/' ? (clean ? '(figure)' : '(requests failed)') : mark(ratio >= GOALS.apiRatioToHelloWorld && clean)
    lines.push(row(read, `${(ratio * 100).toFixed(1)}% ${goal}`))
  }
  return lines
}

export function toMarkdown(report: BenchReport): string {
  const lines = [
    `# Portico benchmarks`,
    '',
    `${report.at} · commit ${report.commit} · Node ${report.node} · ${report.machine.cpus} × ${report.machine.cpuModel} · parts: ${report.parts.join(', ')}`,
    '',
    `Machine load (1-min average) at start ${report.machine.loadAverageAtStart} and at end ${report.machine.loadAverageAtEnd ?? '?'} ` +
      `(other work on the same cores moves TBT, the score and req/s).`,
    '',
    `Portal build (\`vite build\`): ${report.portalBuildSeconds === null ? 'skipped' : `${report.portalBuildSeconds} s`} · ` +
      `server cold start (spawn → migrate + seed on a fresh PGlite → first answer): ${report.serverColdStartSeconds === null ? 'not started' : `${report.serverColdStartSeconds} s`}`,
    '',
  ]
  if (report.activity) {
    lines.push(`Activity made first: ${report.activity.map((a) => `${a.merchant}: ${a.username} deposited and played (${a.wins} rounds won)`).join('; ')}.`, '')
  }
  if (report.lighthouse) lines.push(...lighthouseTable(report.lighthouse), '')
  if (report.api) lines.push(...apiTable(report.api), '')
  if (report.money) lines.push(...moneyTable(report.money), '')
  if (report.games) lines.push(...gamesTable(report.games), '')
  if (report.lottery) lines.push(...lotteryTable(report.lottery), '')
  if (report.agents) lines.push(...agentsTable(report.agents), '')
  if (report.wages) lines.push(...wagesTable(report.wages), '')
  lines.push('Measured by `npm run bench`; figures only, nothing is asserted.', '')
  return lines.join('\n')
}
