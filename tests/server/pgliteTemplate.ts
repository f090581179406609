/**
 * The server suite's PGlite databases start from a migrated template instead of an empty cluster. Starting PGlite
 * runs initdb inside WebAssembly (several seconds on a busy 2-core machine, and the suite opens one per describe
 * block and backend); loading a dump of an already migrated data directory takes about a second and needs no
 * migrations. The dump is made once and kept in node_modules/.cache, named by the migrations' checksums and
 * PGlite's version, so a new or changed migration (or a PGlite upgrade) makes a new one and a stale one is never
 * used. tests/server/db.test.ts still migrates an empty cluster, the way `npm start` does.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate, readMigrations } from '../../src/server/db/migrate'
import { openPGlite, type PGliteDatabase } from '../../src/server/db/pglite'

const root = fileURLToPath(new URL('../../', import.meta.url))
const cacheDir = join(root, 'node_modules', '.cache', 'portico-tests')

async function templateFile(): Promise<string> {
  const pgliteVersion = (JSON.parse(await readFile(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }).version
  const hash = createHash('sha256').update(pgliteVersion)
  for (const m of await readMigrations()) hash.update(`${m.version}:${m.checksum}\n`)
  return join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`)
}

async function makeTemplate(file: string): Promise<Blob> {
  const db = await openPGlite()
  try {
    await migrate(db)
    const dump = await db.dumpDataDir()
    mkdirSync(cacheDir, { recursive: true })
    // Written aside and renamed: a reader never sees half a file, whichever process writes it first.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  } finally {
    await db.close()
  }
}

let template: Promise<Blob> | undefined

async function loadTemplate(): Promise<Blob> {
  const file = await templateFile()
  if (existsSync(file)) return new Blob([await readFile(file)])
  return makeTemplate(file)
}

/** A fresh in-memory PGlite with every migration applied. */
export async function openMigratedPGlite(): Promise<PGliteDatabase> {
  template ??= loadTemplate()
  return openPGlite(undefined, { loadDataDir: await template })
}
