/**
 * Forward-only SQL migrations: `migrations/NNN_name.sql`, applied in order, each recorded in
 * `schema_migrations` with a checksum, all inside one transaction. On PostgreSQL several processes may start at
 * once: a transaction-scoped advisory lock makes them queue, and each one sees what the first applied.
 * An applied file whose text later changes is refused: forward only means a change is a new file.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

/** Arbitrary but fixed: every Portico process contends for the same lock. */
const MIGRATION_LOCK_KEY = 7_143_027_001

const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/

export interface Migration {
  version: string
  name: string
  sql: string
  checksum: string
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = FILE_NAME.exec(file)
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`)
    const sql = await readFile(`${dir}/${file}`, 'utf8')
    migrations.push({ version: match[1], name: match[2], sql, checksum: createHash('sha256').update(sql).digest('hex') })
  }
  const versions = new Set<string>()
  for (const m of migrations) {
    if (versions.has(m.version)) throw new Error(`Two migrations share version ${m.version}`)
    versions.add(m.version)
  }
  return migrations
}

/** Applies what is missing; returns the versions applied by this call (empty when up to date). */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir)
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    text PRIMARY KEY,
      name       text NOT NULL,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')
    const applied = new Map(rows.map((r) => [r.version, r.checksum]))
    const done: string[] = []
    for (const migration of migrations) {
      const checksum = applied.get(migration.version)
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.version}_${migration.name}.sql changed after it was applied; add a new migration instead`)
        }
        continue
      }
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version, migration.name, migration.checksum,
      ])
      done.push(migration.version)
    }
    return done
  })
}
