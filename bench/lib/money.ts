/**
 * The money bench (`npm run bench -- --only money`): on PGlite, and on PostgreSQL when DATABASE_URL is set,
 *   - balance reads/s (`GET /wps/v2/wallets/balance`, a logged-in member) and transfers/s (`POST
 *     /wps/relay/GCS_walletTransfer`, main → a vendor wallet, a fresh idempotency key per request), with autocannon
 *     against the real server;
 *   - a raw SQL transfer loop in this process, without the server: the same two conditional updates and one insert
 *     per transfer, on the same backend, at the same concurrency (the server's pool of 10 on PostgreSQL; one
 *     connection on PGlite, as the server has), against two rows as contended as the member's two wallets;
 *   - the same-run Fastify hello-world as the reference for reads.
 * Goals beside the figures: balance reads ≥ 25% of hello-world; transfers on PostgreSQL ≥ 50% of the raw loop.
 */
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'
import { figures, goalMark, JSON_ACCEPT, measureHelloWorld, type ApiFigures, type ApiSettings } from './api'
import { startServer } from './server'

export const MONEY_GOALS = { balanceReadsToHelloWorld: 0.25, transfersToRawSqlOnPostgres: 0.5 }

export interface MoneyFigures {
  backend: 'pglite' | 'postgres'
  helloWorldRequestsPerSecond: number
  balanceReads: ApiFigures
  transfers: ApiFigures
  rawSql: { transfersPerSecond: number; concurrency: number; seconds: number }
  readsToHelloWorld: number
  transfersToRawSql: number
}

const RAW_CONCURRENCY = { pglite: 1, postgres: 10 }

export async function logIn(base: string): Promise<string> {
  const key = (await (await fetch(`${base}${ENDPOINTS.encryptionKey.path}`)).json()).value
  const body = await encryptBody(await importPublicKey(key.publicKey), key.kid, { type: 'username', username: 'demomember', password: DEMO_PASSWORD }, { path: ENDPOINTS.login.path, at: Date.now() })
  const answer = await (await fetch(`${base}${ENDPOINTS.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()
  if (!answer.success) throw new Error(`the bench could not log in as demomember: ${answer.errorCode}`)
  return answer.value.token
}

/** One autocannon target, warmed up first, its figures logged. */
export async function autocannonRun(name: string, options: Parameters<typeof autocannon>[0], settings: ApiSettings, log: (line: string) => void): Promise<ApiFigures> {
  if (settings.warmupSeconds > 0) await autocannon({ ...options, duration: settings.warmupSeconds })
  const out = figures(name, new URL(options.url).pathname, await autocannon({ ...options, duration: settings.durationSeconds }))
  log(`  ${name.padEnd(18)} ${String(out.requestsPerSecond).padStart(7)} req/s  p50 ${out.p50ms} ms  p99 ${out.p99ms} ms  errors ${out.errors}  non-2xx ${out.non2xx}`)
  return out
}

/**
 * The transfers target (main → a vendor wallet, 0.01 each, a fresh key per request) for the logged-in `token`, or,
 * given several, each connection as the member of one of them.
 */
export function transferTarget(base: string, token: string | string[], settings: ApiSettings): Parameters<typeof autocannon>[0] {
  const tokens = typeof token === 'string' ? [token] : token
  const headers = { ...settings.headers, accept: JSON_ACCEPT, 'content-type': 'application/json' }
  let connections = 0
  return {
    url: `${base}${ENDPOINTS.walletTransfer.path}`,
    connections: settings.connections,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: ENDPOINTS.walletTransfer.path,
        // A new request each time: a fresh key, so every one moves money (0.01 of 12,500.00: over a million fit).
        setupRequest: (request, context: Record<string, string>) => {
          context.token ??= tokens[connections++ % tokens.length]
          const body = JSON.stringify({ idempotencyKey: randomUUID(), action: 'transfer', from: 'main', to: 'HSLOT', amount: '0.01' })
          return { ...request, headers: { ...headers, authorization: context.token }, body }
        },
      },
    ],
  }
}

/** Transfers/s for the logged-in `token`. */
export function transferRun(base: string, token: string, settings: ApiSettings, log: (line: string) => void): Promise<ApiFigures> {
  return autocannonRun('transfers', transferTarget(base, token, settings), settings, log)
}

async function serverFigures(base: string, settings: ApiSettings, log: (line: string) => void): Promise<{ reads: ApiFigures; transfers: ApiFigures }> {
  const token = await logIn(base)
  const headers = { ...settings.headers, accept: JSON_ACCEPT, authorization: token }
  const reads = await autocannonRun('balance reads', { url: `${base}${ENDPOINTS.walletBalance.path}`, connections: settings.connections, headers, timeout: 10 }, settings, log)
  const transfers = await transferRun(base, token, settings, log)
  return { reads, transfers }
}

const RAW_SCHEMA = `
  CREATE TABLE bench_accounts (id integer PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
  CREATE TABLE bench_entries (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, key text NOT NULL UNIQUE, amount bigint NOT NULL, at timestamptz NOT NULL);
  INSERT INTO bench_accounts VALUES (1, 9000000000000), (2, 0);`
const RAW_TRANSFER = [
  'UPDATE bench_accounts SET balance = balance - $1 WHERE id = 1 AND balance - $1 >= 0 RETURNING balance',
  'UPDATE bench_accounts SET balance = balance + $1 WHERE id = 2 RETURNING balance',
  'INSERT INTO bench_entries (key, amount, at) VALUES ($2, $1, now())',
]

interface RawClient {
  query(sql: string, params?: unknown[]): Promise<unknown>
}

/** Runs transfers on `clients` (one loop each) for `seconds`; transfers per second. */
async function rawLoop(clients: RawClient[], seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000
  let done = 0
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await client.query('BEGIN')
        for (const sql of RAW_TRANSFER) await client.query(sql, sql.includes('$2') ? [1, randomUUID()] : [1])
        await client.query('COMMIT')
        done += 1
      }
    }),
  )
  return Math.round(done / seconds)
}

async function rawSqlPGlite(seconds: number): Promise<number> {
  const db = new PGlite()
  try {
    await db.exec(RAW_SCHEMA)
    const client: RawClient = { query: (sql, params) => db.query(sql, params as unknown[]) }
    await rawLoop([client], 1) // warm-up
    return await rawLoop([client], seconds)
  } finally {
    await db.close()
  }
}

async function rawSqlPostgres(url: string, seconds: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: RAW_CONCURRENCY.postgres })
  // An idle client told to go (the scratch database dropped) must not end the bench.
  pool.on('error', () => {})
  const clients = await Promise.all(Array.from({ length: RAW_CONCURRENCY.postgres }, () => pool.connect()))
  try {
    await clients[0].query(`DROP TABLE IF EXISTS bench_entries, bench_accounts; ${RAW_SCHEMA}`)
    await rawLoop(clients, 1)
    return await rawLoop(clients, seconds)
  } finally {
    await clients[0].query('DROP TABLE IF EXISTS bench_entries, bench_accounts').catch(() => {})
    for (const client of clients) client.release()
    await pool.end()
  }
}

/** A database of its own for the PostgreSQL run, on the server DATABASE_URL names; dropped afterwards. */
export async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  return {
    url: scratch.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => again.query(`DROP DATABASE IF EXISTS ${name}`))
      await again.end()
    },
  }
}

export async function measureMoney(input: { port: number; helloPort: number; settings: ApiSettings; databaseUrl?: string; log: (line: string) => void }): Promise<MoneyFigures[]> {
  const { settings, log } = input
  const out: MoneyFigures[] = []
  for (const backend of ['pglite', ...(input.databaseUrl ? ['postgres' as const] : [])] as const) {
    log(`Money on ${backend}: ${settings.connections} connections, ${settings.durationSeconds} s per target`)
    const scratch = backend === 'postgres' ? await scratchDatabase(input.databaseUrl!) : null
    try {
      const server = await startServer(input.port, { databaseUrl: scratch?.url })
      let measured: Awaited<ReturnType<typeof serverFigures>>
      try {
        measured = await serverFigures(server.base, settings, log)
      } finally {
        await server.stop()
      }
      const hello = await measureHelloWorld(input.helloPort, settings, log)
      const rawPerSecond = backend === 'postgres' ? await rawSqlPostgres(scratch!.url, settings.durationSeconds) : await rawSqlPGlite(settings.durationSeconds)
      log(`  ${'raw SQL transfers'.padEnd(18)} ${String(rawPerSecond).padStart(7)} /s  (concurrency ${RAW_CONCURRENCY[backend]}, no server)`)
      out.push({
        backend,
        helloWorldRequestsPerSecond: hello.requestsPerSecond,
        balanceReads: measured.reads,
        transfers: measured.transfers,
        rawSql: { transfersPerSecond: rawPerSecond, concurrency: RAW_CONCURRENCY[backend], seconds: settings.durationSeconds },
        readsToHelloWorld: hello.requestsPerSecond ? +(measured.reads.requestsPerSecond / hello.requestsPerSecond).toFixed(3) : 0,
        transfersToRawSql: rawPerSecond ? +(measured.transfers.requestsPerSecond / rawPerSecond).toFixed(3) : 0,
      })
    } finally {
      await scratch?.drop()
    }
  }
  return out
}

export function moneyTable(rows: MoneyFigures[]): string[] {
  const lines = [
    '## Money — balance reads and transfers through the server, against a hello-world and a raw SQL loop',
    '',
    `Goals: balance reads ≥ ${MONEY_GOALS.balanceReadsToHelloWorld * 100}% of hello-world; transfers on PostgreSQL ≥ ${MONEY_GOALS.transfersToRawSqlOnPostgres * 100}% of the raw SQL loop (two conditional updates and one insert per transfer, no server). Transfers all move money between one member's two wallets, as contended as the raw loop's two rows.`,
    '',
    '| Backend | hello-world req/s | balance reads/s | reads ÷ hello | transfers/s (p99) | raw SQL transfers/s | transfers ÷ raw |',
    '|---|--:|--:|--:|--:|--:|--:|',
  ]
  for (const r of rows) {
    const readsOk = r.readsToHelloWorld >= MONEY_GOALS.balanceReadsToHelloWorld
    const transfersGoal = r.backend === 'postgres' ? ` ${goalMark(r.transfersToRawSql >= MONEY_GOALS.transfersToRawSqlOnPostgres, r.transfers)}` : ''
    lines.push(
      `| ${r.backend} | ${r.helloWorldRequestsPerSecond} | ${r.balanceReads.requestsPerSecond} | ${(r.readsToHelloWorld * 100).toFixed(1)}% ${goalMark(readsOk, r.balanceReads)} | ` +
        `${r.transfers.requestsPerSecond} (${r.transfers.p99ms} ms) | ${r.rawSql.transfersPerSecond} | ${(r.transfersToRawSql * 100).toFixed(1)}%${transfersGoal} |`,
    )
  }
  return lines
}
