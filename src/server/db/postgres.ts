import pg from 'pg'
import { INT8_OID, runTransaction, type Database, type Queryable, type QueryResult, type Row } from './database'

export interface PostgresOptions {
  /** A `postgres://` connection string (the `DATABASE_URL`). */
  connectionString: string
  /**
   * Schema to work in (`search_path`), created when missing. Tests use a fresh schema per run so parallel runs
   * on one server never see each other's tables.
   */
  schema?: string
  /** Pool size; several stateless processes share one server, so keep it modest. */
  max?: number
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/** Parse int8 as bigint for this pool only (pg's type registry is global otherwise). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const { connectionString, schema, max = 10 } = options
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
  if (schema) {
    // Create the schema before the pool pins every connection's search_path to it.
    const setup = new pg.Client({ connectionString })
    await setup.connect()
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } catch (error) {
      // IF NOT EXISTS is not race-free: a process creating it at the same moment makes ours fail; that is fine.
      const code = (error as { code?: string }).code
      if (code !== '23505' && code !== '42P06') throw error
    } finally {
      await setup.end()
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle client losing its connection must not crash the process; the next query gets a fresh client.
  pool.on('error', () => {})

  const database: Database = {
    kind: 'postgres',
    ...wrap(pooled(pool)),
    transaction: (fn) =>
      runTransaction(database, async (body) => {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          const result = await body(wrap(client))
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      }, fn),
    close: () => pool.end(),
  }
  return database
}

/**
 * One statement on a connection of the pool. Not `pool.query`: that closes the connection after any error, and a
 * refusal the database raises on purpose (a ledger movement's `insufficient.balance`, migration 019) is an error
 * that leaves the connection as good as before; opening a new one and compiling the ledger's functions again cost
 * ~45 ms. A connection that failed (no answer from the server) is still closed.
 */
function pooled(pool: pg.Pool): Pick<pg.PoolClient, 'query'> {
  return {
    query: (async (sql: string, params?: unknown[]) => {
      const client = await pool.connect()
      let failure: Error | undefined
      try {
        return await client.query(sql, params)
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) failure = error as Error
        throw error
      } finally {
        client.release(failure)
      }
    }) as pg.PoolClient['query'],
  }
}

function wrap(target: Pick<pg.PoolClient, 'query'>): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[])
      return { rows: result.rows, affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) }
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}
