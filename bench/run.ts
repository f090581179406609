/**
 * `npm run bench`: measures, never asserts. Starts the real server (built portal, fresh embedded PGlite) on a
 * loopback port as `npm start` would, drives the portal's start-up calls with a bounded number of concurrent
 * requests, and records throughput and latency percentiles, plus the portal build time.
 * Results: bench/results/latest.json (and a table on stdout). Traffic goes to 127.0.0.1 only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const root = join(import.meta.dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 4391)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const base = `http://127.0.0.1:${PORT}`

const TARGETS = [
  { name: 'system status', path: '/wps/system/status?url=localhost' },
  { name: 'merchant config', path: '/wps/system/config' },
  { name: 'game menus', path: '/lgw/games/game_menus' },
  { name: 'notices', path: '/wps/notice?types=B,PL,PU,PR,H&platform=W&execution=B' },
  { name: 'portal page (/)', path: '/' },
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function load(path: string) {
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1
      const t0 = performance.now()
      const response = await fetch(base + path, { headers: { language: 'th' } })
      await response.arrayBuffer()
      if (!response.ok) errors += 1
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50ms: +percentile(latencies, 50).toFixed(2),
    p95ms: +percentile(latencies, 95).toFixed(2),
    p99ms: +percentile(latencies, 99).toFixed(2),
  }
}

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/wps/system/status?url=localhost`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server did not start within the deadline')
}

async function main() {
  const buildStarted = performance.now()
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('portal build failed')
  const buildSeconds = +((performance.now() - buildStarted) / 1000).toFixed(2)

  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const { DATABASE_URL: _unused, ...env } = process.env
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', PORTICO_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const serverStarted = performance.now()
  try {
    await waitForServer(Date.now() + 60_000)
    const coldStartSeconds = +((performance.now() - serverStarted) / 1000).toFixed(2)
    const results: Record<string, unknown> = {}
    for (const target of TARGETS) {
      await load(target.path) // warm-up pass, not recorded
      results[target.name] = await load(target.path)
    }
    const report = {
      at: new Date().toISOString(),
      node: process.version,
      requestsPerTarget: REQUESTS,
      concurrency: CONCURRENCY,
      portalBuildSeconds: buildSeconds,
      serverColdStartSeconds: coldStartSeconds,
      endpoints: results,
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true })
    writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(`portal build ${buildSeconds} s, server cold start (migrate + seed + listen) ${coldStartSeconds} s`)
    console.table(results)
    console.log('written to bench/results/latest.json')
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
