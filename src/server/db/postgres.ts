import pg from 'pg'
import { INT8_OID, runTransaction, type Database, type Queryable, type QueryOptions, type QueryResult, type Row } from './database'

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
        let failure: Error | undefined
        try {
          await client.query('BEGIN')
          const result = await body(wrap(client))
          await client.query('COMMIT')
          return result
        } catch (error) {
          if (isStalePreparedStatement(error)) failure = error as Error
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release(failure)
        }
      }, fn),
    close: () => pool.end(),
  }
  return database
}

/**
 * A statement prepared on this connection (`QueryOptions.prepared`) whose result columns changed since (a migration
 * redefined a function it calls, by another process during a rolling deploy): PostgreSQL refuses it on this connection
 * from then on, so the connection is closed and the next one prepares the statement anew.
 */
function isStalePreparedStatement(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '0A000' && /cached plan must not change result type/.test(error.message)
}

/**
 * One statement on a connection of the pool. Not `pool.query`: that closes the connection after any error, and a
 * refusal the database raises on purpose (a ledger movement's `insufficient.balance`, migration 019) is an error
 * that leaves the connection as good as before; opening a new one and compiling the ledger's functions again cost
 * ~45 ms. A connection that failed (no answer from the server) is still closed.
 */
function pooled(pool: pg.Pool): Pick<pg.PoolClient, 'query'> {
  return {
    query: (async (query: string | pg.QueryConfig, params?: unknown[]) => {
      const client = await pool.connect()
      let failure: Error | undefined
      try {
        return await client.query(query, params)
      } catch (error) {
        if (!(error instanceof pg.DatabaseError) || isStalePreparedStatement(error)) failure = error as Error
        throw error
      } finally {
        client.release(failure)
      }
    }) as pg.PoolClient['query'],
  }
}

/** The name a prepared statement's text goes by, the same on every connection of this process. */
const statementNames = new Map<string, string>()
function statementName(sql: string): string {
  let name = statementNames.get(sql)
  if (!name) statementNames.set(sql, (name = `portico_${statementNames.size + 1}`))
  return name
}

function wrap(target: Pick<pg.PoolClient, 'query'>): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      const values = params as unknown[]
      const result = await (options.prepared ? target.query<T>({ name: statementName(sql), text: sql, values }) : target.query<T>(sql, values))
      return { rows: result.rows, affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) }
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  }
}
