import { join } from 'node:path'
import type { Database } from './database'
import { openPGlite } from './pglite'
import { openPostgres } from './postgres'

export interface OpenDatabaseOptions {
  /** When set, use PostgreSQL through a `pg` pool instead of PGlite. */
  databaseUrl?: string
  /** Where PGlite keeps its files (`<dataDir>/pglite`); ignored with `databaseUrl`. */
  dataDir: string
}

export function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres({ connectionString: databaseUrl }) : openPGlite(join(dataDir, 'pglite'))
}
