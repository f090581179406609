import { PGlite, type Transaction } from '@electric-sql/pglite'
import { INT8_OID, runTransaction, type Database, type Queryable, type QueryResult, type Row } from './database'

/** PGlite's database, which can also dump its data directory (an uncompressed tarball) for `loadDataDir`. */
export interface PGliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>
}

/**
 * Embedded PostgreSQL (WebAssembly) in this process. `dataDir` keeps the data on disk (e.g. `.data/pglite`);
 * without it the database lives in memory (tests). `loadDataDir` starts it from a dump of another one's data
 * directory (`dumpDataDir`) instead of an empty cluster: the tests' migrated template, which skips initdb.
 */
export async function openPGlite(dataDir?: string, from?: { loadDataDir: Blob }): Promise<PGliteDatabase> {
  const options = { parsers: { [INT8_OID]: (value: string) => BigInt(value) }, ...from }
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options)
  await pg.waitReady
  const database: PGliteDatabase = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => runTransaction(database, (body) => pg.transaction((tx) => body(wrap(tx))), fn),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  }
  return database
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[])
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}
