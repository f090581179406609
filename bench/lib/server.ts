/**
 * Builds the portal and starts the real server as `npm start` would (node --import tsx src/server/main.ts) on a
 * fresh temporary PGlite data dir, loopback only, DATABASE_URL removed from its environment.
 */
import type { ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeTempDir, portInUse, removeTempDir, runToCompletion, startProcess, stopProcess, waitUntilAnswering } from './processes'

export const root = join(import.meta.dirname, '..', '..')

export async function buildPortal(): Promise<number> {
  const seconds = await runToCompletion('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], { cwd: root })
  if (!existsSync(join(root, 'dist/portal/index.html'))) throw new Error('the build finished but dist/portal/index.html is missing')
  return seconds
}

export interface RunningServer {
  port: number
  /** http://127.0.0.1:PORT (the demo merchant: 127.0.0.1 is one of its domains). */
  base: string
  coldStartSeconds: number
  /** The server's data directory (its PGlite, keys and development outbox); removed when it stops. */
  dataDir: string
  child: ChildProcess
  /** Throws (with the end of the server's log) if the server has exited. */
  assertAlive(): void
  stop(): Promise<void>
  /** Pauses (SIGSTOP) / resumes (SIGCONT) the server so it takes no CPU while something else is measured. */
  pause(): void
  resume(): void
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** `databaseUrl`: run on that PostgreSQL database instead of a fresh PGlite (the money bench). */
export async function startServer(port: number, options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use; stop what listens there or set BENCH_PORT`)
  const dataDir = makeTempDir('portico-bench-')
  const logFile = join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const { DATABASE_URL: _ignored, REDIS_URL: _alsoIgnored, ...env } = process.env
  const started = performance.now()
  const child = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    // HOST=localhost: Fastify listens on every loopback address localhost resolves to (127.0.0.1 and ::1), so the
    // browser reaches it whichever it tries first. Nothing listens beyond loopback.
    // One client makes every request, so the per-visitor rate limits are lifted: the bench measures the reads,
    // not the 429 path.
    env: {
      ...env, PORT: String(port), HOST: 'localhost', PORTICO_DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTICO_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const base = `http://127.0.0.1:${port}`
  let stopping = false
  let died: string | null = null
  child.once('exit', (code, signal) => {
    if (stopping) return
    // Read the log now: clean-up removes it with the data dir.
    const how = `the server exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`
    died = `${how}. Last lines of its log:\n${tail(logFile)}`
    console.error(`${how}; the bench stops at its next step.`)
  })
  const stop = async () => {
    stopping = true
    await stopProcess(child)
    removeTempDir(dataDir)
  }
  try {
    const coldStartSeconds = await waitUntilAnswering(`${base}/wps/system/status?url=localhost`, child, 120_000, started)
    const page = await fetch(`${base}/`)
    await page.arrayBuffer()
    if (!page.ok) throw new Error(`GET / answered ${page.status} (is the portal built?)`)
    return {
      port,
      base,
      coldStartSeconds,
      dataDir,
      child,
      assertAlive: () => {
        if (died) throw new Error(died)
      },
      stop,
      pause: () => void child.kill('SIGSTOP'),
      resume: () => void child.kill('SIGCONT'),
    }
  } catch (error) {
    console.error(`The server did not come up. Last lines of its log:\n${tail(logFile)}`)
    await stop()
    throw error
  }
}
