/**
 * The one database interface the server codes against. Two implementations: embedded PGlite (the default,
 * `npm start`) and a `pg` pool (scaled deployments, `DATABASE_URL`). Both speak the same SQL and run the same
 * migrations. Plain SQL, no ORM: every query the server runs is readable in the repository that runs it, and the
 * two drivers differ only in how they are opened.
 *
 * Type parsing is made identical on both: `bigint` (int8) columns come back as JS `bigint` (money is integer
 * minor units and must never lose precision), `timestamptz` as `Date`, `jsonb` as parsed JSON.
 */
export type Row = Record<string, unknown>

export interface QueryResult<T extends Row = Row> {
  rows: T[]
  /** Rows changed by INSERT / UPDATE / DELETE (0 for SELECT). */
  affectedRows: number
}

export interface QueryOptions {
  /**
   * Prepare the statement once per connection and run it by name from then on (PostgreSQL; PGlite, in process, has no
   * use for it): the server no longer parses and plans it at every call. For the few statements a busy portal runs
   * most, with a fixed text: every name stays prepared on its connection for the connection's life.
   */
  prepared?: boolean
}

export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<T>>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The queries of one open transaction. */
export interface Transaction extends Queryable {
  /** The database this transaction belongs to (whose caches its writes must invalidate). */
  readonly database: Database
  /** Runs `callback` after this transaction commits; never if it rolls back. */
  afterCommit(callback: () => void): void
}

function isTransaction(db: Queryable): db is Transaction {
  return 'afterCommit' in db
}

/** The database behind `db`: itself, or the one a transaction belongs to; null for anything else. */
export function databaseOf(db: Queryable): Database | null {
  if (isTransaction(db)) return db.database
  return 'transaction' in db ? (db as Database) : null
}

/**
 * Runs `callback` once what was just written through `db` is visible to every other reader: after the commit
 * when `db` is a transaction, at once otherwise (a statement outside a transaction commits by itself).
 */
export function whenCommitted(db: Queryable, callback: () => void): void {
  if (isTransaction(db)) db.afterCommit(callback)
  else callback()
}

/**
 * Runs `fn` as a transaction, then the callbacks it registered with `afterCommit` (each on its own: one that
 * throws does not keep the others from running). `begin` opens the driver's transaction and resolves when it has
 * committed.
 */
export async function runTransaction<T>(
  database: Database,
  begin: (body: (queries: Queryable) => Promise<T>) => Promise<T>,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = []
  const result = await begin((queries) => fn({ ...queries, database, afterCommit: (callback) => void callbacks.push(callback) }))
  for (const callback of callbacks) {
    try {
      callback()
    } catch {
      // A cache that could not be told is caught up by its expiry; the committed transaction stands.
    }
  }
  return result
}

/** OID of int8 in every PostgreSQL. */
export const INT8_OID = 20
