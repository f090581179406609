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

export interface Queryable {
  /** One statement with `$1`-style parameters. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** OID of int8 in every PostgreSQL. */
export const INT8_OID = 20
