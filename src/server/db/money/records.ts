/**
 * The ledger read by one member: their movements with a running balance, and sums over a period. Set-based SQL
 * over the postings of the member's own accounts; nothing here writes.
 *
 * A member's money is the main wallet plus every vendor wallet; trial play credit is counted apart (`trial`), and
 * no entry mixes the two. The running balance of a movement is the sum of everything the member's accounts of
 * that side received or gave up to and including it (balances start at zero and change only through postings).
 */
import type { Queryable } from '../database'
import type { LedgerScope } from './ledger'

export interface MemberRecordFilter extends LedgerScope {
  memberId: number
  /** Trial play credit instead of money. */
  trial: boolean
  type?: string
  from?: Date
  to?: Date
}

export type MovementRow = {
  id: bigint
  type: string
  reference: string | null
  createdAt: Date
  /** Σ of the postings to the member's accounts: what the movement did to their money. */
  net: bigint
  balanceAfter: bigint
  /** The member's own wallets the movement touched: `main`, `trial` or a vendor code, with the amount each got. */
  legs: { wallet: string; amount: string }[]
}

/** The member's movements (entry per row), newest first, with their running balance; one page and the totals. */
const MOVEMENTS = `
  WITH mine AS (
    SELECT p.entry_id AS id, sum(p.amount) AS net,
      json_agg(json_build_object('wallet', CASE WHEN a.kind = 'vendor' THEN a.vendor_code ELSE a.kind END, 'amount', p.amount::text)
               ORDER BY a.id) AS legs
    FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
    WHERE a.merchant_code = $1 AND a.currency = $2 AND a.member_id = $3 AND (a.kind = 'trial') = $4
    GROUP BY p.entry_id
  ), running AS (
    SELECT m.id, m.net, m.legs, sum(m.net) OVER (ORDER BY m.id) AS balance_after,
      e.entry_type, e.reference, e.created_at
    FROM mine m JOIN ledger_entries e ON e.id = m.id
  )
  SELECT id, entry_type AS type, reference, created_at AS "createdAt", net, balance_after::bigint AS "balanceAfter", legs,
    count(*) OVER ()::integer AS "totalCount",
    coalesce(sum(net) FILTER (WHERE net > 0) OVER (), 0)::bigint AS "totalIn",
    coalesce(-sum(net) FILTER (WHERE net < 0) OVER (), 0)::bigint AS "totalOut"
  FROM running
  WHERE ($5::text IS NULL OR entry_type = $5) AND ($6::timestamptz IS NULL OR created_at >= $6) AND ($7::timestamptz IS NULL OR created_at < $7)
  ORDER BY id DESC
  LIMIT $8 OFFSET $9`

export interface MovementPage {
  rows: MovementRow[]
  totalCount: number
  totalIn: bigint
  totalOut: bigint
}

export async function memberMovements(db: Queryable, filter: MemberRecordFilter, page: { limit: number; offset: number }): Promise<MovementPage> {
  const { rows } = await db.query<MovementRow & { totalCount: number; totalIn: bigint; totalOut: bigint }>(MOVEMENTS, [
    filter.merchantCode, filter.currency, filter.memberId, filter.trial, filter.type ?? null, filter.from ?? null, filter.to ?? null, page.limit, page.offset,
  ])
  if (rows.length) {
    const { totalCount, totalIn, totalOut } = rows[0]
    return { rows: rows.map(({ totalCount: _c, totalIn: _i, totalOut: _o, ...row }) => ({ ...row, legs: parseLegs(row.legs) })), totalCount, totalIn, totalOut }
  }
  // A page past the end has no rows to carry the totals: count them on their own.
  if (page.offset === 0) return { rows: [], totalCount: 0, totalIn: 0n, totalOut: 0n }
  const totals = await memberMovements(db, filter, { limit: 1, offset: 0 })
  return { ...totals, rows: [] }
}

/** PGlite returns json as a parsed value, node-postgres too; a string is parsed for a driver that does not. */
function parseLegs(legs: unknown): MovementRow['legs'] {
  return (typeof legs === 'string' ? JSON.parse(legs) : legs) as MovementRow['legs']
}

export interface MemberTotals {
  /** Σ of the member's postings per entry type over the period (positive: the member received). */
  byType: Map<string, { net: bigint; count: number }>
}

/** Σ per entry type of what the member's accounts received or gave up in a period. */
export async function memberTotalsByType(db: Queryable, filter: MemberRecordFilter): Promise<MemberTotals> {
  const { rows } = await db.query<{ type: string; net: bigint; count: number }>(
    `SELECT e.entry_type AS type, sum(p.amount)::bigint AS net, count(DISTINCT e.id)::integer AS count
     FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id
     WHERE a.merchant_code = $1 AND a.currency = $2 AND a.member_id = $3 AND (a.kind = 'trial') = $4
       AND ($5::timestamptz IS NULL OR e.created_at >= $5) AND ($6::timestamptz IS NULL OR e.created_at < $6)
     GROUP BY e.entry_type`,
    [filter.merchantCode, filter.currency, filter.memberId, filter.trial, filter.from ?? null, filter.to ?? null],
  )
  return { byType: new Map(rows.map((row) => [row.type, { net: row.net, count: row.count }])) }
}

/**
 * The member's withdrawals by state: asked for and not yet settled (no approval or refusal entry under the same
 * reference), and paid out (approved).
 */
export async function memberWithdrawalTotals(db: Queryable, scope: LedgerScope, memberId: number): Promise<{ pending: bigint; paid: bigint }> {
  const { rows } = await db.query<{ pending: bigint; paid: bigint }>(
    `WITH requests AS (
       SELECT e.reference, -sum(p.amount) AS amount
       FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id
       WHERE a.merchant_code = $1 AND a.currency = $2 AND a.member_id = $3 AND e.entry_type = 'withdrawal_request'
       GROUP BY e.id, e.reference
     ), settled AS (
       SELECT r.reference, r.amount, (SELECT f.entry_type FROM ledger_entries f
         WHERE f.merchant_code = $1 AND f.reference = r.reference AND f.entry_type IN ('withdrawal_approve', 'withdrawal_reject') LIMIT 1) AS outcome
       FROM requests r
     )
     SELECT coalesce(sum(amount) FILTER (WHERE outcome IS NULL), 0)::bigint AS pending,
       coalesce(sum(amount) FILTER (WHERE outcome = 'withdrawal_approve'), 0)::bigint AS paid
     FROM settled`,
    [scope.merchantCode, scope.currency, memberId],
  )
  return rows[0] ?? { pending: 0n, paid: 0n }
}
