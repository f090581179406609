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

export const API_TARGETS = [
  { name: 'system status', path: '/wps/system/status?url=localhost', accept: JSON_ACCEPT },
  { name: 'merchant config', path: '/wps/system/config', accept: JSON_ACCEPT },
  { name: 'whitelabel', path: '/wps/system/whitelabel', accept: JSON_ACCEPT },
  { name: 'register settings', path: '/wps/system/setting/register', accept: JSON_ACCEPT },
  { name: 'game menus', path: '/lgw/games/game_menus', accept: JSON_ACCEPT },
  { name: 'notices', path: '/wps/notice?types=B,PL,PU,PR,H&platform=W&execution=B', accept: JSON_ACCEPT },
  { name: 'portal page', path: '/', accept: HTML_ACCEPT },
] as const

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

async function measure(name: string, url: string, accept: string, settings: ApiSettings, log: (line: string) => void): Promise<ApiFigures> {
  const common = { url, connections: settings.connections, headers: { accept, ...settings.headers }, timeout: 10 }
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
    const read = await measure(target.name, server.base + target.path, target.accept, settings, log)
    server.assertAlive()
    reads.push(read)
  }
  const helloAfter = await hello()
  const reference = Math.round((helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2)
  for (const read of reads) read.ratioToHelloWorld = reference ? +(read.requestsPerSecond / reference).toFixed(3) : 0
  return { helloWorld: { referenceRequestsPerSecond: reference, before: helloBefore, after: helloAfter }, reads }
}
