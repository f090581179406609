/**
 * Crash: the real server process (`src/server/main.ts`, as `npm start` runs it) is killed with SIGKILL while
 * transfers pour in, then its database is opened again. Every invariant must hold: Σ balances = 0 per merchant and
 * currency, no member below zero, every balance equal to its postings, no entry without its postings (nothing half
 * written), and the member's money unchanged by transfers between their own wallets. The server then starts again
 * on the same data and answers the same balance. On embedded PGlite always; on PostgreSQL too with DATABASE_URL
 * (a scratch database of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { auditLedger } from '../../src/server/db/money/ledger'
import { openDatabase } from '../../src/server/db/open'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'
import { serviceUrl } from './services'

const ROOT = join(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

interface Running {
  child: ChildProcess
  base: string
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort()
  const { DATABASE_URL: _d, REDIS_URL: _r, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', PORTICO_RATE_LIMIT_PER_MINUTE: '1000000', PORTICO_STATIC_DIR: join(ROOT, 'no-portal'), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += String(chunk)))
  const base = `http://127.0.0.1:${port}`
  const until = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`)
    const answered = await fetch(`${base}/wps/system/status?url=127.0.0.1`).then((r) => r.ok, () => false)
    if (answered) return { child, base }
    if (Date.now() > until) throw new Error(`the server did not answer: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

/** The server is reached on 127.0.0.1, one of the demo merchant's domains. */
const headers = {}

async function logIn(base: string): Promise<string> {
  const key = (await (await fetch(`${base}${ENDPOINTS.encryptionKey.path}`, { headers })).json()).value
  const body = await encryptBody(await importPublicKey(key.publicKey), key.kid, { type: 'username', username: 'demomember', password: DEMO_PASSWORD }, { path: ENDPOINTS.login.path, at: Date.now() })
  const answer = await (await fetch(`${base}${ENDPOINTS.login.path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()
  if (!answer.success) throw new Error(`login refused: ${answer.errorCode}`)
  return answer.value.token
}

async function balanceOf(base: string, token: string): Promise<string> {
  const answer = await (await fetch(`${base}${ENDPOINTS.walletBalance.path}`, { headers: { ...headers, authorization: token } })).json()
  return answer.value.sumBalance
}

/** Transfers back and forth between the member's main and vendor wallets, `lanes` at a time, until stopped. */
function pour(base: string, token: string, lanes: number): { stop(): void; sent: () => number } {
  let stopped = false
  let sent = 0
  for (let lane = 0; lane < lanes; lane++) {
    void (async () => {
      let toVendor = lane % 2 === 0
      while (!stopped) {
        const body = { idempotencyKey: randomUUID(), action: 'transfer', from: toVendor ? 'main' : 'HSLOT', to: toVendor ? 'HSLOT' : 'main', amount: '1.23' }
        await fetch(`${base}${ENDPOINTS.walletTransfer.path}`, {
          method: 'POST', headers: { ...headers, authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body),
        }).then((r) => r.arrayBuffer(), () => null)
        sent += 1
        toVendor = !toVendor
      }
    })()
  }
  return { stop: () => (stopped = true), sent: () => sent }
}

async function expectInvariants(db: Database): Promise<void> {
  for (const audit of await auditLedger(db)) {
    expect(audit, `${audit.merchantCode} ${audit.currency}`).toMatchObject({ total: 0n, negativeMembers: 0, postingsTotal: 0n, accountsOffPostings: 0 })
  }
  const halfWritten = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ledger_entries e WHERE (SELECT count(*) FROM ledger_postings p WHERE p.entry_id = e.id) < 2`,
  )
  expect(halfWritten.rows[0].n).toBe(0)
}

interface Backend {
  name: string
  env(): Promise<Record<string, string>>
  open(): Promise<Database>
  dispose(): Promise<void>
}

function pgliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'portico-crash-'))
  return {
    name: 'pglite',
    env: async () => ({ PORTICO_DATA_DIR: dir }),
    open: () => openDatabase({ dataDir: dir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

function postgresBackend(url: string): Backend {
  const name = `portico_crash_${process.pid}`
  const dir = mkdtempSync(join(tmpdir(), 'portico-crash-pg-'))
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'postgres',
    env: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name}`)
      await admin(`CREATE DATABASE ${name}`)
      return { PORTICO_DATA_DIR: dir, DATABASE_URL: scratch.toString() }
    },
    open: () => openDatabase({ databaseUrl: scratch.toString(), dataDir: dir }),
    dispose: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => admin(`DROP DATABASE IF EXISTS ${name}`))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const BACKENDS = [pgliteBackend(), ...(serviceUrl('DATABASE_URL') ? [postgresBackend(serviceUrl('DATABASE_URL') as string)] : [])]

describe.each(BACKENDS)('a server killed while transfers run, on $name', (backend) => {
  afterAll(() => backend.dispose())

  it('restarts with every invariant holding and nothing half written', async () => {
    const env = await backend.env()
    const first = await startServer(env)
    let token: string
    let before: string
    const flow = { stop: () => {}, sent: () => 0 }
    try {
      token = await logIn(first.base)
      before = await balanceOf(first.base, token)
      Object.assign(flow, pour(first.base, token, 8))
      // Let transfers run, then kill the process in the middle of them.
      const until = Date.now() + 10_000
      while (flow.sent() < 60 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await killHard(first.child)
      flow.stop()
    }
    expect(flow.sent()).toBeGreaterThan(0)

    const db = await backend.open()
    try {
      await expectInvariants(db)
      const transfers = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ledger_entries WHERE entry_type = 'transfer'`)
      expect(transfers.rows[0].n).toBeGreaterThan(0)
    } finally {
      await db.close()
    }

    const second = await startServer(env)
    try {
      // Transfers move money between the member's own wallets: the total is what it was.
      expect(await balanceOf(second.base, await logIn(second.base))).toBe(before)
    } finally {
      await killHard(second.child)
    }
  }, 240_000)
})
