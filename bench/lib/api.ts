/**
 * Start-up reads of the portal against a plain Fastify hello-world, with autocannon. One thing is measured at a
 * time: the hello-world runs while the server is paused (SIGSTOP) and is stopped before the server is measured,
 * so neither takes CPU from the other on this 2-core machine. autocannon runs in this process.
 */
import autocannon, { type Result } from 'autocannon'
import { join } from 'node:path'
import { startProcess, stopProcess, waitUntilAnswering } from './processes'
import { root, type RunningServer } from './server'

/** What axios (the portal's API client) and a browser navigation send. */
export const JSON_ACCEPT = 'application/json, text/plain, */*'
export const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

export interface ApiTarget {
  name: string
  path: string
  accept: string
  /** The merchant's host name, when not demo's (the request's Host names the merchant). */
  host?: string
  /** A Cookie header (the page's language, `hisLang`). */
  cookie?: string
}

/**
 * The start-up reads, and the page `/` on both merchants and in a language besides demo's default: the page is made
 * once per merchant and language and finished per request with the visitor's part (delivery/pageCache.ts).
 */
export const API_TARGETS: readonly ApiTarget[] = [
  { name: 'system status', path: '/wps/system/status?url=localhost', accept: JSON_ACCEPT },
  { name: 'merchant config', path: '/wps/system/config', accept: JSON_ACCEPT },
  { name: 'whitelabel', path: '/wps/system/whitelabel', accept: JSON_ACCEPT },
  { name: 'register settings', path: '/wps/system/setting/register', accept: JSON_ACCEPT },
  { name: 'game menus', path: '/lgw/games/game_menus', accept: JSON_ACCEPT },
  { name: 'notices', path: '/wps/notice?types=B,PL,PU,PR,H&platform=W&execution=B', accept: JSON_ACCEPT },
  { name: 'portal page', path: '/', accept: HTML_ACCEPT },
  { name: 'portal page, en', path: '/', accept: HTML_ACCEPT, cookie: 'hisLang=en' },
  { name: 'portal page, lotus', path: '/', accept: HTML_ACCEPT, host: 'lotus.localhost' },
]

export const API_GOAL_RATIO = 0.25

export interface ApiSettings {
  connections: number
  durationSeconds: number
  warmupSeconds: number
  /** Sent with every request, as the portal's browser would (plus Accept per target: JSON_ACCEPT / HTML_ACCEPT). */
  headers: Record<string, string>
}

export interface ApiFigures {
  name: string
  path: string
  requestsPerSecond: number
  totalRequests: number
  p50ms: number
  p99ms: number
  /** Connection errors and timeouts. */
  errors: number
  non2xx: number
  statusCodes: Record<string, number>
  meanResponseBytes: number
  /** requestsPerSecond / hello-world requestsPerSecond (absent for the hello-world itself). */
  ratioToHelloWorld?: number
}

export function figures(name: string, path: string, result: Result): ApiFigures {
  const totalRequests = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + Number(s.count), 0)
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)])),
    meanResponseBytes: totalRequests ? Math.round(result.throughput.total / totalRequests) : 0,
  }
}

/** Requests that failed (connection errors, timeouts, answers other than 2xx): a figure with any meets no goal. */
export function failedRequests(figures: ApiFigures): number {
  return figures.errors + figures.non2xx
}

/** The goal mark of a ratio: met only when every request it counts succeeded (a fast refusal is not throughput). */
export function goalMark(met: boolean, ...measured: ApiFigures[]): string {
  const failed = measured.reduce((sum, figures) => sum + failedRequests(figures), 0)
  return failed ? `❌ (${failed} requests failed)` : met ? '✅' : '❌'
}

/**
 * One target's figures over several runs of it (slices of one measurement): requests/s over their summed time, the
 * median of their p50s and the worst of their p99s (percentiles of slices do not add up to the whole's).
 */
export function slicedFigures(name: string, path: string, results: Result[]): ApiFigures {
  const parts = results.map((result) => figures(name, path, result))
  const totalRequests = parts.reduce((sum, part) => sum + part.totalRequests, 0)
  const seconds = results.reduce((sum, result) => sum + result.duration, 0)
  const statusCodes: Record<string, number> = {}
  for (const part of parts) for (const [code, count] of Object.entries(part.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count
  const p50s = parts.map((part) => part.p50ms).sort((a, b) => a - b)
  return {
    name,
    path,
    requestsPerSecond: seconds ? Math.round(totalRequests / seconds) : 0,
    totalRequests,
    p50ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99ms: Math.max(0, ...parts.map((part) => part.p99ms)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
    statusCodes,
    meanResponseBytes: totalRequests ? Math.round(results.reduce((sum, result) => sum + result.throughput.total, 0) / totalRequests) : 0,
  }
}

async function measure(name: string, url: string, accept: string, settings: ApiSettings, log: (line: string) => void, extra: Record<string, string> = {}): Promise<ApiFigures> {
  const common = { url, connections: settings.connections, headers: { accept, ...settings.headers, ...extra }, timeout: 10 }
  if (settings.warmupSeconds > 0) await autocannon({ ...common, duration: settings.warmupSeconds }) // not recorded
  const result = await autocannon({ ...common, duration: settings.durationSeconds })
  const { pathname, search } = new URL(url)
  const out = figures(name, pathname + search, result)
  log(`  ${name.padEnd(18)} ${String(out.requestsPerSecond).padStart(7)} req/s  p50 ${out.p50ms} ms  p99 ${out.p99ms} ms  errors ${out.errors}  non-2xx ${out.non2xx}`)
  return out
}

export async function measureHelloWorld(port: number, settings: ApiSettings, log: (line: string) => void): Promise<ApiFigures> {
  const child = startProcess(process.execPath, ['--import', 'tsx', join(root, 'bench/hello-world.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const url = `http://127.0.0.1:${port}/`
    await waitUntilAnswering(url, child, 30_000)
    return await measure('hello-world', url, JSON_ACCEPT, settings, log)
  } finally {
    await stopProcess(child)
  }
}

export async function measureApi(server: RunningServer, helloPort: number, settings: ApiSettings, log: (line: string) => void) {
  log(`API: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per target after ${settings.warmupSeconds} s of warm-up`)
  const hello = async () => {
    server.pause()
    try {
      return await measureHelloWorld(helloPort, settings, log)
    } finally {
      server.resume()
    }
  }
  // The hello-world is measured before and after the reads; the reference is the mean of the two, so a drift in
  // the machine's load during the run (other work on the same 2 cores) shows up rather than skewing the ratios.
  const helloBefore = await hello()
  const reads: ApiFigures[] = []
  for (const target of API_TARGETS) {
    server.assertAlive()
    const extra = { ...(target.host ? { host: `${target.host}:${server.port}` } : {}), ...(target.cookie ? { cookie: target.cookie } : {}) }
    const read = await measure(target.name, server.base + target.path, target.accept, settings, log, extra)
    server.assertAlive()
    reads.push(read)
  }
  const helloAfter = await hello()
  const reference = Math.round((helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2)
  for (const read of reads) read.ratioToHelloWorld = reference ? +(read.requestsPerSecond / reference).toFixed(3) : 0
  return { helloWorld: { referenceRequestsPerSecond: reference, before: helloBefore, after: helloAfter }, reads }
}
