/**
 * The read caches in front of the session and balance reads (src/server/db/readCache.ts): the cache itself, the
 * transactions' after-commit callbacks it relies on, and what a member sees through the server: a balance read
 * after any movement (its own transaction or a caller's) shows the movement; a token ended by logout or by "sign
 * out the others" is refused at once. With DATABASE_URL and REDIS_URL, two servers on one database: what one
 * changes, the other stops answering from its cache.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { openPostgres } from '../../src/server/db/postgres'
import { ReadCache } from '../../src/server/db/readCache'
import { redisEventBus } from '../../src/server/domain/events/bus'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { BACKENDS, expectLedgerBalanced, loggedInMember, NOW, path, testServer, type TestDatabase } from './helpers'
import { serviceUrl } from './services'

const AT = new Date(NOW)
const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }

/** A promise and the function that settles it, to hold a load open while the test invalidates. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('ReadCache', () => {
  it('loads once, then answers from what it kept until the key is invalidated', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000, maxEntries: 10 })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.read('a', load)).toBe(1)
    expect(await cache.read('a', load)).toBe(1)
    cache.invalidate(['a'])
    expect(await cache.read('a', load)).toBe(2)
  })

  it('returns but does not keep a load its key was invalidated during (it may have read the old rows)', async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    const held = deferred<string>()
    const reading = cache.read('a', () => held.promise)
    cache.invalidate(['a'])
    held.resolve('old')
    expect(await reading).toBe('old')
    expect(await cache.read('a', async () => 'new')).toBe('new')
  })

  it('expires entries after ttlMs and evicts the least recently used past maxEntries', async () => {
    let now = 0
    const cache = new ReadCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => now })
    await cache.read('a', async () => 'a1')
    now = 999
    expect(await cache.read('a', async () => 'a2')).toBe('a1')
    now = 1000
    expect(await cache.read('a', async () => 'a2')).toBe('a2')
    await cache.read('b', async () => 'b1')
    await cache.read('a', async () => 'unused') // a is now the most recently used
    await cache.read('c', async () => 'c1')
    expect(cache.size).toBe(2)
    expect(await cache.read('a', async () => 'a3')).toBe('a2')
    expect(await cache.read('c', async () => 'c2')).toBe('c1')
    expect(await cache.read('b', async () => 'b2')).toBe('b2')
  })

  it('forgets by tag, and any load under way, and tells the other processes only of its own invalidations', async () => {
    const told: unknown[] = []
    const cache = new ReadCache<{ member: number }>({ ttlMs: 60_000, maxEntries: 10, tagsOf: (v) => [`member:${v.member}`] })
    cache.onInvalidate = (invalidation) => told.push(invalidation)
    await cache.read('t1', async () => ({ member: 1 }))
    await cache.read('t2', async () => ({ member: 1 }))
    await cache.read('t3', async () => ({ member: 2 }))
    const held = deferred<{ member: number }>()
    const reading = cache.read('t4', () => held.promise)
    cache.invalidateTagged(['member:1'])
    held.resolve({ member: 3 })
    await reading
    expect(cache.size).toBe(1)
    expect(await cache.read('t3', async () => ({ member: 99 }))).toEqual({ member: 2 })
    cache.apply({ keys: ['t3'] })
    cache.invalidate(['x'], 'here')
    expect(told).toEqual([{ tags: ['member:1'] }])
    expect(cache.size).toBe(0)
  })
})

describe.each(BACKENDS)('read caches on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let serial = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    ;({ app } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })

  const member = () =>
    loggedInMember(app, db, { merchantCode: 'demo', username: `rc${backend.name.slice(0, 2)}${++serial}`, password: PASSWORD, passwordHash, headers: demo, at: AT })
  const sumBalance = async (token: string) => {
    const response = await app.inject({ method: 'GET', url: path('walletBalance'), headers: { ...demo, authorization: token } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.sumBalance as string
  }
  const deposit = (memberId: number, amount: bigint) => ({ merchantCode: 'demo', currency: 'THB', memberId, idempotencyKey: randomBytes(8).toString('hex'), actor: 'system', at: AT, amount })

  it('runs after-commit callbacks once the transaction commits, and never when it rolls back', async () => {
    const seen: string[] = []
    await db.transaction(async (tx) => {
      tx.afterCommit(() => seen.push('committed'))
      await tx.query('SELECT 1')
      expect(seen).toEqual([])
    })
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit(() => seen.push('rolled back'))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(seen).toEqual(['committed'])
  })

  it('shows every movement on the next balance read, whether the entry was its own transaction or a caller’s', async () => {
    const m = await member()
    expect(await sumBalance(m.token)).toBe('0.00')
    expect(await sumBalance(m.token)).toBe('0.00')
    await creditDeposit(db, deposit(m.id, 12_345n))
    expect(await sumBalance(m.token)).toBe('123.45')
    // Inside a caller's transaction: visible once it commits. On PostgreSQL a read between the write and the
    // commit sees (and may keep) the old balance; the commit must still make the next read see the new one. (PGlite
    // has one connection: no other read can run while a transaction is open.)
    await db.transaction(async (tx) => {
      await creditDeposit(tx, deposit(m.id, 100n))
      if (backend.name === 'postgres') expect(await sumBalance(m.token)).toBe('123.45')
    })
    expect(await sumBalance(m.token)).toBe('124.45')
    // A rolled-back movement changes nothing.
    await expect(
      db.transaction(async (tx) => {
        await creditDeposit(tx, deposit(m.id, 100n))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await sumBalance(m.token)).toBe('124.45')
    await expectLedgerBalanced(db)
  })

  it('refuses a token at once after logout, and the others after "sign out the others"', async () => {
    const m = await member()
    const second = await loggedInMember(app, db, { merchantCode: 'demo', username: `rc${backend.name.slice(0, 2)}${++serial}`, password: PASSWORD, passwordHash, headers: demo, at: AT })
    await sumBalance(m.token)
    await sumBalance(second.token)
    const out = await app.inject({ method: 'DELETE', url: path('logout'), headers: { ...demo, authorization: m.token } })
    expect(out.statusCode, out.body).toBe(200)
    const after = await app.inject({ method: 'GET', url: path('walletBalance'), headers: { ...demo, authorization: m.token } })
    expect(after.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' })
    expect(await sumBalance(second.token)).toBe('0.00')
  })
})

const databaseUrl = serviceUrl('DATABASE_URL')
const redisUrl = serviceUrl('REDIS_URL')
const SHARED = databaseUrl && redisUrl ? { databaseUrl, redisUrl } : null

/** Polls `read` until it answers `expected` or `ms` pass: a message between processes takes a moment. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3000): Promise<T> {
  const until = Date.now() + ms
  let last = await read()
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20))
    last = await read()
  }
  return last
}

describe.runIf(SHARED)('two servers on one PostgreSQL database, told through Redis', () => {
  const schema = `portico_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const servers: { app: FastifyInstance; db: Database; close(): Promise<void> }[] = []
  const hasher = createPasswordHasher()

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres({ connectionString: SHARED!.databaseUrl, schema, max: 4 })
      if (i === 0) await migrate(db)
      const publisher = new Redis(SHARED!.redisUrl, { maxRetriesPerRequest: 1 })
      const events = redisEventBus(publisher, publisher.duplicate())
      const { app } = await testServer({ db, passwordHasher: hasher, events, rateLimit: { perMinute: 10_000 } })
      const close = async () => {
        await app.close()
        await events.close()
        publisher.disconnect()
        await db.close()
      }
      servers.push({ app, db, close })
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    const client = new pg.Client({ connectionString: SHARED!.databaseUrl })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end())
  })

  it('a movement made through one is seen through the other; a logout through one is refused by the other', async () => {
    const [a, b] = servers
    const m = await loggedInMember(a.app, a.db, { merchantCode: 'demo', username: 'rcshared', password: PASSWORD, passwordHash: await hasher.hash(PASSWORD), headers: demo, at: AT })
    const readOn = (server: typeof a) => async () => {
      const response = await server.app.inject({ method: 'GET', url: path('walletBalance'), headers: { ...demo, authorization: m.token } })
      const body = response.json()
      return body.success ? (body.value.sumBalance as string) : (body.errorCode as string)
    }
    expect(await readOn(b)()).toBe('0.00')
    await creditDeposit(a.db, { merchantCode: 'demo', currency: 'THB', memberId: m.id, idempotencyKey: 'shared-1', actor: 'system', at: AT, amount: 5_000n })
    expect(await eventually(readOn(b), '50.00')).toBe('50.00')
    const out = await a.app.inject({ method: 'DELETE', url: path('logout'), headers: { ...demo, authorization: m.token } })
    expect(out.statusCode).toBe(200)
    expect(await eventually(readOn(b), 'user.or.token.invalid')).toBe('user.or.token.invalid')
  })
})
