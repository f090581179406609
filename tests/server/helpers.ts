/**
 * Shared test setup for the server suite: databases (in-memory PGlite always; PostgreSQL too when DATABASE_URL
 * is set, each run in a fresh schema that is dropped afterwards), merchants, and a contract check for bodies.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { Value } from 'typebox/value'
import type { TSchema } from 'typebox'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { Envelope } from '../../src/contract/envelope'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { ENDPOINT_SCHEMAS } from '../../src/contract/schemas'
import { buildServer, type ServerOptions } from '../../src/server/app'
import type { Database } from '../../src/server/db/database'
import { auditLedger } from '../../src/server/db/money/ledger'
import { insertMember, rememberIp } from '../../src/server/db/member/members'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { migrate } from '../../src/server/db/migrate'
import { openMigratedPGlite } from './pgliteTemplate'
import { createPasswordHasher, type PasswordHasher } from '../../src/server/domain/accounts/passwords'
import { DEFAULT_MERCHANT_DIR, loadMerchants } from '../../src/server/merchants/load'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { serviceUrl } from './services'

export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url))
export const GATED_MERCHANTS_DIR = `${FIXTURES}merchants/gated`
export const INVALID_MERCHANTS_DIR = `${FIXTURES}merchants/invalid`
export { DEFAULT_MERCHANT_DIR }

export interface TestDatabase {
  db: Database
  dispose(): Promise<void>
}

export interface Backend {
  name: 'pglite' | 'postgres'
  /** A fresh database with every migration applied (on PGlite a copy of the migrated template: pgliteTemplate.ts). */
  open(): Promise<TestDatabase>
  /** A fresh database with no migration applied, as `npm start` finds it on a new machine. */
  openEmpty(): Promise<TestDatabase>
}

async function openTestPostgres(url: string): Promise<TestDatabase> {
  const schema = `portico_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const db = await openPostgres({ connectionString: url, schema, max: 4 })
  return {
    db,
    async dispose() {
      await db.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      } finally {
        await client.end()
      }
    },
  }
}

async function migrated(open: Promise<TestDatabase>): Promise<TestDatabase> {
  const handle = await open
  await migrate(handle.db)
  return handle
}

const inMemory = (db: Database): TestDatabase => ({ db, dispose: () => db.close() })

/** PGlite always; PostgreSQL as well when DATABASE_URL is set. */
export const BACKENDS: Backend[] = [
  { name: 'pglite', open: async () => inMemory(await openMigratedPGlite()), openEmpty: async () => inMemory(await openPGlite()) },
  ...(serviceUrl('DATABASE_URL')
    ? [{
        name: 'postgres' as const,
        open: () => migrated(openTestPostgres(serviceUrl('DATABASE_URL') as string)),
        openEmpty: () => openTestPostgres(serviceUrl('DATABASE_URL') as string),
      }]
    : []),
]

/** A database for tests whose code paths must not touch one; any use is a test failure. */
export const noDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('this test has no database')),
  exec: () => Promise.reject(new Error('this test has no database')),
  transaction: () => Promise.reject(new Error('this test has no database')),
  close: async () => {},
}

/**
 * The shipped merchants (demo, lotus) plus the gated fixtures: shut.localhost (maintenance until 2099),
 * guard.localhost (region restriction on cf-ipcountry TH/VN, IP blocklist), blocked.localhost (blocks loopback).
 */
export function loadTestMerchants() {
  return loadMerchants([DEFAULT_MERCHANT_DIR, GATED_MERCHANTS_DIR])
}

export const NOW = '2026-11-21T12:00:00.000Z'

export async function testServer(overrides: Partial<ServerOptions> & { db: Database }) {
  const clock = fixedClock(NOW)
  // The sportsbook's job runs only when a test asks (bookOf(app).tick), so no other test's server works on it unseen.
  const app = buildServer({ clock, random: cryptoRandom, merchants: await loadTestMerchants(), sportsbook: { tickEveryMs: false }, ...overrides })
  await app.ready()
  return { app, clock }
}

export interface ServerSuite {
  db: Database
  app: FastifyInstance
  clock: Awaited<ReturnType<typeof testServer>>['clock']
  hasher: PasswordHasher
  /** The hash of `password`, made once for the block (argon2id is slow by design). */
  passwordHash: string
}

/**
 * The opening every server test file shares, for one describe block: the backend's database opened and migrated, a
 * test server on it (a real password hasher, a rate limit no test reaches, and `server`'s options), both closed after
 * the block; with `ledger`, the ledger checked after every test (it sums to zero). `ready` hands the block its parts
 * once they exist, e.g. `serverSuite(backend, { password }, (s) => ({ db, app, clock } = s))`.
 */
export function serverSuite(
  backend: Backend,
  options: { server?: Omit<Partial<ServerOptions>, 'db'>; ledger?: boolean; password?: string },
  ready: (suite: ServerSuite) => void,
): void {
  let handle: TestDatabase | undefined
  let suite: ServerSuite | undefined
  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    const hasher = options.server?.passwordHasher ?? createPasswordHasher()
    const passwordHash = options.password ? await hasher.hash(options.password) : ''
    const { app, clock } = await testServer({ rateLimit: { perMinute: 10_000 }, passwordHasher: hasher, ...options.server, db: handle.db })
    suite = { db: handle.db, app, clock, hasher, passwordHash }
    ready(suite)
  })
  afterAll(async () => {
    await suite?.app.close()
    await handle?.dispose()
  })
  if (options.ledger) afterEach(() => (suite ? expectLedgerBalanced(suite.db) : undefined))
}

/** Asserts a success body matches the contract: the envelope around the endpoint's response schema. */
export function expectContract(name: EndpointName, body: unknown): void {
  const schema = Envelope(ENDPOINT_SCHEMAS[name].response as TSchema)
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`)
  expect(errors, `${name} response must match the contract`).toEqual([])
  expect((body as { success: boolean }).success).toBe(true)
}

/** Asserts an error envelope: status, code, and nothing internal. */
export function expectError(response: { statusCode: number; body: string }, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status)
  const body = JSON.parse(response.body)
  expect(body).toMatchObject({ success: false, errorCode })
  expect(typeof body.message).toBe('string')
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/)
  return body as { success: false; message: string; errorCode: string; value?: Record<string, unknown> }
}

export function path(name: EndpointName): string {
  return ENDPOINTS[name].path
}

export const NOTICE_URL = `${ENDPOINTS.notices.path}?types=B,PL,PU,PR,H&platform=W&execution=B`

/** Asserts what must hold after every money test: per merchant and currency, Σ balances = 0, no member below zero. */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  for (const audit of await auditLedger(db)) {
    expect(audit, `${audit.merchantCode} ${audit.currency}`).toMatchObject({ total: 0n, negativeMembers: 0, postingsTotal: 0n, accountsOffPostings: 0 })
  }
}

/**
 * A member of the merchant behind `headers`, made in the database with `passwordHash` (of `password`) and logged in
 * through the real, encrypted login call from a known address: its id and session token.
 */
export async function loggedInMember(
  app: FastifyInstance,
  db: Database,
  input: { merchantCode: string; username: string; password: string; passwordHash: string; accountType?: number; headers: Record<string, string>; at: Date },
): Promise<{ id: number; token: string }> {
  const inserted = await insertMember(db, { merchantCode: input.merchantCode, username: input.username, passwordHash: input.passwordHash, accountType: input.accountType ?? 0, at: input.at })
  if ('conflict' in inserted) throw new Error(`test member ${input.username} exists`)
  await rememberIp(db, inserted.id, '127.0.0.1', input.at)
  return { id: inserted.id, token: await logIn(app, input) }
}

/** A member's login (the encrypted call, as the portal makes it): a new portal session's token. */
export async function logIn(app: FastifyInstance, input: { username: string; password: string; headers: Record<string, string>; at: Date }): Promise<string> {
  const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: input.headers })).json().value
  const payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, { type: 'username', username: input.username, password: input.password }, { path: path('login'), at: input.at.getTime() })
  const response = await app.inject({ method: 'POST', url: path('login'), headers: input.headers, remoteAddress: '127.0.0.1', payload: payload as object })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().value.token
}
