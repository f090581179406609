/**
 * Lighthouse through its Node API: mobile form factor and simulated throttling (Lighthouse's defaults),
 * performance category only, a fresh headless Chromium per run (as the CLI does).
 *
 * A page measured signed in: the portal keeps its session in the tab's session storage, so the run is given a tab
 * (through puppeteer-core, the library Lighthouse itself drives Chromium with) that first opens a document of the
 * site that loads nothing of the portal, writes the session there, and is then handed to Lighthouse with its storage
 * reset turned off (the profile is fresh: no cache to reset).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
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
  /** The elements Lighthouse saw shift (its `layout-shifts` audit): their selector and shift score, largest first. */
  shifted: { selector: string; score: number }[]
}

/** A session to measure a page in: the site's origin and what the portal keeps in the tab's session storage. */
export interface SignedIn {
  origin: string
  storage: Record<string, string>
}

export interface LighthouseRoute {
  merchant: string
  route: string
  url: string
  /** The account signed in for the runs; absent for a guest. */
  account?: string
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
    shifted: tableItems(audits['layout-shifts'])
      .map((item) => ({ selector: String((item.node as { selector?: string } | undefined)?.selector ?? '(unknown)'), score: Number(item.score) || 0 }))
      .filter((item) => item.score >= 0.001),
  }
}

/**
 * Lighthouse can leave a protocol call of a finished run pending (its network-quiet check, on a slow machine); when
 * that run's Chromium is ended, the call fails with nobody left to catch it, which would end the bench. Such a
 * failure is logged and dropped; any other unhandled rejection still ends the process.
 */
let strayFailuresDropped = false
function dropStrayProtocolFailures(log: (line: string) => void): void {
  if (strayFailuresDropped) return
  strayFailuresDropped = true
  process.on('unhandledRejection', (reason) => {
    const message = reason instanceof Error ? reason.message : String(reason)
    if (/Protocol error .*(Target closed|Session closed|Connection closed)/.test(message)) {
      log(`  (a finished run's Lighthouse call failed after its browser closed: ${message})`)
      return
    }
    throw reason
  })
}

/** A tab of the browser on `port` with `session` written into the site's session storage. */
async function signedInTab(port: number, session: SignedIn) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null })
  const page = await browser.newPage()
  // A document of the site that loads none of the portal (the permission call's JSON), so nothing is cached.
  await page.goto(`${session.origin}/wps/system/status?url=${new URL(session.origin).hostname}`)
  await page.evaluate((entries: [string, string][]) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value)
  }, Object.entries(session.storage))
  return { browser, page }
}

async function runOnce(url: string, session?: SignedIn): Promise<{ metrics: LighthouseMetrics; meta: Pick<LighthouseRoute, 'lighthouseVersion' | 'settings' | 'benchmarkIndex'> }> {
  // Our own profile dir, so the bench's clean-up removes it even when interrupted.
  const userDataDir = makeTempDir('portico-bench-chrome-')
  let chrome: chromeLauncher.LaunchedChrome | undefined
  let tab: Awaited<ReturnType<typeof signedInTab>> | undefined
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false, logLevel: 'silent' })
    track(chrome.process, { group: true })
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] }
    tab = session ? await signedInTab(chrome.port, session) : undefined
    // Lighthouse's page type is its own copy of puppeteer-core's; the two are the same library.
    const result = tab
      ? await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, tab.page as unknown as Parameters<typeof lighthouse>[3])
      : await lighthouse(url, flags)
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
    await tab?.browser.disconnect().catch(() => undefined)
    if (chrome) {
      chrome.kill() // SIGKILL to Chrome's process group
      await exitOf(chrome.process, 5000)
    }
    removeTempDir(userDataDir)
  }
}

/**
 * `runs` Lighthouse runs of `url`; with `signIn`, each run in a fresh session of `account` (signed in just before it,
 * so no session runs out between runs).
 */
export async function measureRoute(
  merchant: string,
  route: string,
  url: string,
  runs: number,
  log: (line: string) => void,
  assertServerAlive: () => void,
  signIn?: { account: string; session: () => Promise<SignedIn> },
): Promise<LighthouseRoute> {
  dropStrayProtocolFailures(log)
  const result: LighthouseRoute = { merchant, route, url, ...(signIn ? { account: signIn.account } : {}), median: null, scores: [], runs: [] }
  const ok: LighthouseMetrics[] = []
  for (let i = 1; i <= runs; i += 1) {
    assertServerAlive()
    try {
      const { metrics, meta } = await runOnce(url, signIn ? await signIn.session() : undefined)
      Object.assign(result, meta)
      result.runs.push(metrics)
      result.scores.push(metrics.score)
      ok.push(metrics)
      log(`  ${url}${signIn ? ` as ${signIn.account}` : ''} run ${i}/${runs}: score ${metrics.score}, LCP ${(metrics.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}`)
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
