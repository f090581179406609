/**
 * The agents bench's sizes, goals, figures and shared pieces (bench/lib/agents.ts runs it; agentsGenerate.ts makes the
 * data; agentsChecks.ts checks it and explains the reports' statements).
 */

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

export const MERCHANT = 'demo'
export const TOP = 'benchtop'
export const TOP_PASSWORD = 'Bench#Agents2026'
/** The prefix searched: the most common 3-letter start of the generated names (the search's worst case). */
export const PREFIX = 'aaa'
export const PLAYER_SHARE = 0.3
export const WARMUP = 5
export const AGENT_TYPES_SQL = '(1, 2, 41, 42)'

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


export interface Plan {
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

export type Log = (line: string) => void

export async function timedPhase<T>(phases: AgentsFigures['phases'], log: Log, name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const out = await fn()
  const seconds = +((performance.now() - started) / 1000).toFixed(1)
  phases.push({ phase: name, seconds })
  log(`  ${name}: ${seconds} s`)
  return out
}

