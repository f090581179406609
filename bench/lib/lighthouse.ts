/**
 * Lighthouse through its Node API: mobile form factor and simulated throttling (Lighthouse's defaults),
 * performance category only, a fresh headless Chromium per run (as the CLI does).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { exitOf, makeTempDir, removeTempDir, track } from './processes'

export const CHROME_PATH = '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface LighthouseMetrics {
  /** 0–100. */
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  totalTransferBytes: number
  scriptTransferBytes: number
  requests: number
}

export interface LighthouseRoute {
  merchant: string
  route: string
  url: string
  /** The run with the median performance score; its metrics are reported as they are (not per-metric medians). */
  median: LighthouseMetrics | null
  /** Scores of every run, in run order (null: the run failed). */
  scores: (number | null)[]
  runs: (LighthouseMetrics | { error: string })[]
  lighthouseVersion?: string
  settings?: { formFactor: string; throttlingMethod: string; cpuSlowdownMultiplier: number; rttMs: number; throughputKbps: number }
  benchmarkIndex?: number
}

interface AuditLike {
  numericValue?: number
  details?: unknown
}

function numeric(audits: Record<string, AuditLike>, id: string): number {
  const value = audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`audit ${id} has no value`)
  return value
}

function tableItems(audit: AuditLike | undefined): Record<string, unknown>[] {
  const details = audit?.details as { items?: Record<string, unknown>[] } | undefined
  return details?.items ?? []
}

function extract(audits: Record<string, AuditLike>, score: number): LighthouseMetrics {
  const summary = tableItems(audits['resource-summary'])
  const network = tableItems(audits['network-requests'])
  const row = (type: string) => summary.find((item) => item.resourceType === type)
  const sum = (items: Record<string, unknown>[]) => items.reduce((total, item) => total + (Number(item.transferSize) || 0), 0)
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(audits, 'first-contentful-paint'),
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    speedIndexMs: numeric(audits, 'speed-index'),
    totalTransferBytes: Number(row('total')?.transferSize ?? sum(network)),
    scriptTransferBytes: Number(row('script')?.transferSize ?? sum(network.filter((item) => item.resourceType === 'Script'))),
    requests: Number(row('total')?.requestCount ?? network.length),
  }
}

async function runOnce(url: string): Promise<{ metrics: LighthouseMetrics; meta: Pick<LighthouseRoute, 'lighthouseVersion' | 'settings' | 'benchmarkIndex'> }> {
  // Our own profile dir, so the bench's clean-up removes it even when interrupted.
  const userDataDir = makeTempDir('portico-bench-chrome-')
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false, logLevel: 'silent' })
    track(chrome.process, { group: true })
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = lhr.categories.performance?.score
    if (typeof score !== 'number') throw new Error('no performance score (the page may not have loaded)')
    const { formFactor, throttlingMethod, throttling } = lhr.configSettings
    return {
      metrics: extract(lhr.audits as Record<string, AuditLike>, score),
      meta: {
        lighthouseVersion: lhr.lighthouseVersion,
        settings: {
          formFactor,
          throttlingMethod,
          cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier,
          rttMs: throttling.rttMs,
          throughputKbps: throttling.throughputKbps,
        },
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
    }
  } finally {
    if (chrome) {
      chrome.kill() // SIGKILL to Chrome's process group
      await exitOf(chrome.process, 5000)
    }
    removeTempDir(userDataDir)
  }
}

export async function measureRoute(
  merchant: string,
  route: string,
  url: string,
  runs: number,
  log: (line: string) => void,
  assertServerAlive: () => void,
): Promise<LighthouseRoute> {
  const result: LighthouseRoute = { merchant, route, url, median: null, scores: [], runs: [] }
  const ok: LighthouseMetrics[] = []
  for (let i = 1; i <= runs; i += 1) {
    assertServerAlive()
    try {
      const { metrics, meta } = await runOnce(url)
      Object.assign(result, meta)
      result.runs.push(metrics)
      result.scores.push(metrics.score)
      ok.push(metrics)
      log(`  ${url} run ${i}/${runs}: score ${metrics.score}, LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(metrics.tbtMs)} ms`)
    } catch (error) {
      assertServerAlive() // a dead server is the bench's failure, not the page's
      const message = error instanceof Error ? error.message : String(error)
      result.runs.push({ error: message })
      result.scores.push(null)
      log(`  ${url} run ${i}/${runs}: failed (${message})`)
    }
  }
  if (ok.length) {
    // Median by performance score; ties broken by LCP so the choice is deterministic.
    const sorted = [...ok].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)
    result.median = sorted[Math.floor((sorted.length - 1) / 2)]
  }
  return result
}
