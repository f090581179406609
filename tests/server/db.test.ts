/** Forward-only migrations and seeding, on PGlite and (with DATABASE_URL) PostgreSQL. */
import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/database'
import { migrate, MIGRATIONS_DIR, readMigrations } from '../../src/server/db/migrate'
import { openPostgres } from '../../src/server/db/postgres'
import { countNotices } from '../../src/server/db/content/notices'
import { seed } from '../../src/server/seed'
import { fixedClock } from '../../src/server/runtime'
import { BACKENDS, loadTestMerchants, NOW, type TestDatabase } from './helpers'
import { hasService } from './services'

async function schemaSnapshot(db: Database) {
  const { rows } = await db.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  )
  return rows
}

describe.each(BACKENDS)('database on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  beforeAll(async () => {
    handle = await backend.openEmpty()
    db = handle.db
  })
  afterAll(() => handle?.dispose())

  it('applies every migration once, in order; a second run changes nothing', async () => {
    const files = await readMigrations()
    expect(await migrate(db)).toEqual(files.map((m) => m.version))
    const before = await schemaSnapshot(db)
    const recorded = await db.query('SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version')
    expect(recorded.rows.map((r) => r.version)).toEqual(files.map((m) => m.version))

    expect(await migrate(db)).toEqual([])
    expect(await schemaSnapshot(db)).toEqual(before)
    expect((await db.query('SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version')).rows).toEqual(recorded.rows)
  })

  it('refuses an applied migration whose file changed, and applies a new one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-migrations-'))
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true })
      writeFileSync(join(dir, '999_test_extra.sql'), 'CREATE TABLE test_extra (id integer PRIMARY KEY);\n')
      expect(await migrate(db, dir)).toEqual(['999'])
      appendFileSync(join(dir, '001_notices.sql'), '\n-- edited later\n')
      await expect(migrate(db, dir)).rejects.toThrow(/001_notices\.sql changed after it was applied/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('rolls a failing migration back completely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-migrations-'))
    try {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true })
      writeFileSync(join(dir, '998_half.sql'), 'CREATE TABLE half_done (id integer);\nSELECT no_such_function();\n')
      await expect(migrate(db, dir)).rejects.toThrow()
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'half_done'`)
      expect(rows[0].n).toBe(0)
      expect((await db.query(`SELECT count(*)::int AS n FROM schema_migrations WHERE version = '998'`)).rows[0].n).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('round-trips bigint without losing precision', async () => {
    const { rows } = await db.query<{ v: bigint }>('SELECT $1::bigint AS v', ['9007199254740993'])
    expect(rows[0].v).toBe(9_007_199_254_740_993n)
  })

  it('a statement asked to be prepared answers as any other; on PostgreSQL it is prepared once on its connection and reused', async () => {
    const sql = 'SELECT $1::bigint + 1 AS v'
    await db.transaction(async (tx) => {
      // One transaction is one connection: both calls and the look-up below run on it.
      for (const value of [1n, 41n]) expect((await tx.query<{ v: bigint }>(sql, [value], { prepared: true })).rows).toEqual([{ v: value + 1n }])
      if (backend.name !== 'postgres') return
      const { rows } = await tx.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE statement = $1`, [sql])
      expect(rows).toHaveLength(1)
    })
  })

  it('seeds once, even when started twice at the same time', async () => {
    const merchants = await loadTestMerchants()
    const clock = fixedClock(NOW)
    const results = await Promise.allSettled([seed(db, merchants, clock), seed(db, merchants, clock)])
    const written = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []))
    const games = merchants.merchants.flatMap((m) => [`games:${m.config.code}`, `books:${m.config.code}`, `arena:${m.config.code}`])
    expect(written.sort()).toEqual(['accounts:demo', 'activities:demo', 'agencyNotices:demo', 'agentSetup:demo', 'chat:demo', 'contracts:demo', 'feedback:demo', 'feedback-chat:demo', ...games, 'help:demo', 'help:lotus', 'notices:demo', 'notices:lotus', 'points:demo', 'points:lotus', 'promotions:demo', 'promotions:lotus', 'withdrawalSetup:demo'].sort())
    expect(await seed(db, merchants, clock)).toEqual([])
    expect(await countNotices(db, 'demo')).toBe(33)
    expect(await countNotices(db, 'lotus')).toBe(9)
  })

  it('leaves out merchants that are not loaded', async () => {
    const { rows } = await db.query<{ merchant_code: string }>('SELECT DISTINCT merchant_code FROM notices ORDER BY 1')
    expect(rows.map((r) => r.merchant_code)).toEqual(['demo', 'lotus'])
  })
})

describe.runIf(hasService('DATABASE_URL'))('several processes starting at once on PostgreSQL', () => {
  it('migrate under the advisory lock: one applies, the others see it done', async () => {
    const url = process.env.DATABASE_URL as string
    const schema = `portico_test_race_${process.pid}`
    const pools = await Promise.all([0, 1, 2].map(() => openPostgres({ connectionString: url, schema, max: 2 })))
    try {
      const applied = await Promise.all(pools.map((db) => migrate(db)))
      const versions = (await readMigrations()).map((m) => m.version)
      expect(applied.filter((a) => a.length > 0)).toEqual([versions])
      expect(applied.filter((a) => a.length === 0)).toHaveLength(2)
    } finally {
      await pools[0].exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await Promise.all(pools.map((db) => db.close()))
    }
  })
})

describe.runIf(hasService('DATABASE_URL'))('prepared statements on PostgreSQL', () => {
  it('a connection whose prepared statement went stale (a function redefined by another process) is replaced, not kept failing', async () => {
    const url = process.env.DATABASE_URL as string
    const schema = `portico_test_prepared_${process.pid}`
    // One connection, so each call below meets the statement prepared on it (or its replacement).
    const db = await openPostgres({ connectionString: url, schema, max: 1 })
    const other = await openPostgres({ connectionString: url, schema, max: 1 })
    try {
      for (const [name, transaction] of [['probe_alone', false], ['probe_in_transaction', true]] as const) {
        const sql = `SELECT * FROM ${name}($1::integer)`
        const call = () => (transaction ? db.transaction((tx) => tx.query(sql, [7], { prepared: true })) : db.query(sql, [7], { prepared: true }))
        await db.exec(`CREATE FUNCTION ${name}(p integer) RETURNS TABLE (a integer) LANGUAGE sql AS $$ SELECT p $$`)
        expect((await call()).rows).toEqual([{ a: 7 }])
        // Another process's migration changes the function's columns: the statement prepared on the connection is
        // refused once (the connection is then closed), and the next call prepares it anew.
        await other.exec(`DROP FUNCTION ${name}(integer); CREATE FUNCTION ${name}(p integer) RETURNS TABLE (a integer, b integer) LANGUAGE sql AS $$ SELECT p, p $$`)
        await expect(call()).rejects.toMatchObject({ code: '0A000' })
        expect((await call()).rows).toEqual([{ a: 7, b: 7 }])
      }
    } finally {
      await other.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await Promise.all([db.close(), other.close()])
    }
  })
})
