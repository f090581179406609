import { PGlite, type Transaction } from '@electric-sql/pglite'
import { INT8_OID, runTransaction, type Database, type Queryable, type QueryResult, type Row } from './database'

/**
 * Embedded PostgreSQL (WebAssembly) in this process. `dataDir` keeps the data on disk (e.g. `.data/pglite`);
 * without it the database lives in memory (tests).
 */
export async function openPGlite(dataDir?: string): Promise<Database> {
  const options = { parsers: { [INT8_OID]: (value: string) => BigInt(value) } }
  const pg = dataDir ? new PGlite(dataDir, options) : new PGlite(options)
  await pg.waitReady
  const database: Database = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => runTransaction(database, (body) => pg.transaction((tx) => body(wrap(tx))), fn),
    close: () => pg.close(),
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
