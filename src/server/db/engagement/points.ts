/**
 * SQL of points (migrations/041_points.sql; docs/points.md): the accrual from settled rounds, the catalogue, the
 * redeems, and the member's points account in the ledger's 'PTS' scope. Points move only through `postPoints`, the
 * ledger's own `ledger_post` (balanced, keyed, never below zero for a member).
 */
import type { Queryable } from '../database'
import { ledgerPost, type PostedRow } from '../money/ledger'

/** The ledger's currency scope of points (every merchant's points are in it, apart from its money). */
export const POINTS_CURRENCY = 'PTS'

export type PointsAccount = { kind: 'points'; memberId: number } | { kind: 'points_issued' | 'points_held' | 'points_spent' }

const keyOf = (a: PointsAccount) => (a.kind === 'points' ? `points:${a.memberId}` : a.kind)

/** One points entry: two postings that sum to zero, under the merchant's idempotency key (no rows: already posted). */
export async function postPoints(
  db: Queryable,
  entry: { merchantCode: string; type: string; reference: string | null; key: string; actor: string; at: Date; from: PointsAccount; to: PointsAccount; points: bigint },
): Promise<PostedRow[]> {
  const postings = [{ account: entry.from, amount: -entry.points }, { account: entry.to, amount: entry.points }]
    .sort((a, b) => (keyOf(a.account) < keyOf(b.account) ? -1 : 1))
  return ledgerPost(db, {
    merchantCode: entry.merchantCode, currency: POINTS_CURRENCY, type: entry.type, reference: entry.reference, idempotencyKey: entry.key,
    actor: entry.actor, ip: null, at: entry.at,
    kinds: postings.map((p) => p.account.kind),
    members: postings.map((p) => (p.account.kind === 'points' ? p.account.memberId : null)),
    vendors: postings.map(() => ''),
    amounts: postings.map((p) => p.amount),
  })
}

export async function pointsBalanceOf(db: Queryable, merchantCode: string, memberId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `SELECT balance FROM ledger_accounts WHERE merchant_code = $1 AND currency = '${POINTS_CURRENCY}' AND kind = 'points' AND member_id = $2`,
    [merchantCode, memberId],
  )
  return rows[0]?.balance ?? 0n
}

export type AccruedMember = { memberId: number; lastRound: bigint; points: bigint; rounds: number }

/**
 * One accrual batch in one statement: the oldest unaccrued settled rounds of real money (at most `limit`, skipping
 * rows another run holds) marked accrued, their rate units (valid bet × the game type's rate) added to each member's
 * all-time earnings, and per member the whole points those units newly make. The caller credits them in the same
 * transaction, so a round earns exactly once. A rolled-back round never settles, so it never earns.
 */
export async function accrueRounds(
  tx: Queryable,
  input: { merchantCode: string; rates: Record<string, number>; earnEvery: bigint; at: Date; limit: number },
): Promise<AccruedMember[]> {
  const { rows } = await tx.query<{ memberId: number; lastRound: bigint; points: string; rounds: number }>(
    `WITH picked AS (
       SELECT r.id, r.member_id,
              team_valid_stake(r.bet, r.win)::numeric * coalesce(($2::jsonb ->> team_game_type(g.category))::integer, 0) AS units
       FROM game_rounds r JOIN games g ON g.node_id = r.node_id
       WHERE r.merchant_code = $1 AND r.status = 'settled' AND r.wallet <> 'trial' AND r.points_at IS NULL
       ORDER BY r.id LIMIT $5
       FOR UPDATE OF r SKIP LOCKED
     ), marked AS (
       -- Run whatever the outer query reads (a data-modifying WITH always runs to completion).
       UPDATE game_rounds r SET points_at = $3 FROM picked p WHERE r.id = p.id
     ), per_member AS (
       SELECT member_id, sum(units) AS units, max(id) AS last_round, count(*)::integer AS rounds FROM picked GROUP BY member_id
     ), earned AS (
       INSERT INTO points_earnings AS e (merchant_code, member_id, units, updated_at)
       SELECT $1, member_id, units, $3 FROM per_member
       ON CONFLICT (merchant_code, member_id) DO UPDATE SET units = e.units + EXCLUDED.units, updated_at = EXCLUDED.updated_at
       RETURNING e.member_id, e.units
     )
     SELECT m.member_id AS "memberId", m.last_round AS "lastRound", m.rounds,
            (floor(e.units / $4::numeric) - floor((e.units - m.units) / $4::numeric))::text AS points
     FROM per_member m JOIN earned e ON e.member_id = m.member_id
     ORDER BY m.member_id`,
    [input.merchantCode, JSON.stringify(input.rates), input.at, input.earnEvery.toString(), input.limit],
  )
  return rows.map((r) => ({ memberId: r.memberId, lastRound: BigInt(r.lastRound), points: BigInt(r.points), rounds: Number(r.rounds) }))
}

export type ItemRow = {
  id: number
  code: string
  kind: 'goods' | 'cash'
  titles: Record<string, string>
  image: string
  points: bigint
  cashAmount: bigint
  stock: number | null
  perMemberLimit: number | null
  active: boolean
  sort: number
}

const ITEM_COLUMNS = `id, code, kind, titles, image, points, cash_amount AS "cashAmount", stock, per_member_limit AS "perMemberLimit", active, sort`

export async function listItems(db: Queryable, merchantCode: string, options: { activeOnly: boolean }): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM points_items WHERE merchant_code = $1 AND ($2::boolean = false OR active) ORDER BY sort, id`,
    [merchantCode, options.activeOnly],
  )
  return rows
}

/** An item, its row held until the transaction ends when `forUpdate` (a redeem and a rejection take stock under it). */
export async function itemById(db: Queryable, merchantCode: string, id: number, forUpdate = false): Promise<ItemRow | null> {
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM points_items WHERE merchant_code = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode, id],
  )
  return rows[0] ?? null
}

export type ItemInput = Omit<ItemRow, 'id'>

/** Writes an item by its code: a new one, or the same code's fields replaced. */
export async function upsertItem(db: Queryable, merchantCode: string, item: ItemInput, at: Date): Promise<ItemRow> {
  const { rows } = await db.query<ItemRow>(
    `INSERT INTO points_items (merchant_code, code, kind, titles, image, points, cash_amount, stock, per_member_limit, active, sort, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (merchant_code, code) DO UPDATE SET kind = EXCLUDED.kind, titles = EXCLUDED.titles, image = EXCLUDED.image,
       points = EXCLUDED.points, cash_amount = EXCLUDED.cash_amount, stock = EXCLUDED.stock, per_member_limit = EXCLUDED.per_member_limit,
       active = EXCLUDED.active, sort = EXCLUDED.sort, updated_at = EXCLUDED.updated_at
     RETURNING ${ITEM_COLUMNS}`,
    [merchantCode, item.code, item.kind, JSON.stringify(item.titles), item.image, item.points, item.cashAmount, item.stock, item.perMemberLimit, item.active, item.sort, at],
  )
  return rows[0]
}

/** Takes `quantity` from the stock; false when too few are left (checked by the update itself, behind the row lock). */
export async function takeStock(tx: Queryable, itemId: number, quantity: number): Promise<boolean> {
  const { affectedRows } = await tx.query('UPDATE points_items SET stock = stock - $2 WHERE id = $1 AND (stock IS NULL OR stock >= $2)', [itemId, quantity])
  return affectedRows === 1
}

export async function restoreStock(tx: Queryable, itemId: number, quantity: number): Promise<void> {
  await tx.query('UPDATE points_items SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL', [itemId, quantity])
}

/** How many of an item a member holds in redeems in process or approved (its per-member limit counts these). */
export async function heldQuantity(tx: Queryable, itemId: number, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT coalesce(sum(quantity), 0)::integer AS n FROM points_redeems WHERE item_id = $1 AND member_id = $2 AND status <> 'rejected'`,
    [itemId, memberId],
  )
  return rows[0].n
}

export type RedeemRow = {
  id: bigint
  transactionNo: string
  memberId: number
  username: string
  itemId: number
  kind: 'goods' | 'cash'
  titles: Record<string, string>
  quantity: number
  points: bigint
  cashAmount: bigint
  status: 'in_process' | 'approved' | 'rejected'
  remark: string | null
  address: string | null
  phone: string | null
  fingerprint: string
  createdAt: Date
  decidedAt: Date | null
  decidedBy: string | null
}

const REDEEM_COLUMNS = `r.id, r.transaction_no AS "transactionNo", r.member_id AS "memberId", m.username, r.item_id AS "itemId", r.kind, r.titles,
  r.quantity, r.points, r.cash_amount AS "cashAmount", r.status, r.remark, r.address, r.phone, r.fingerprint, r.created_at AS "createdAt",
  r.decided_at AS "decidedAt", r.decided_by AS "decidedBy"`

export async function insertRedeem(
  tx: Queryable,
  row: Omit<RedeemRow, 'id' | 'username' | 'status' | 'remark' | 'decidedAt' | 'decidedBy'> & { merchantCode: string; idempotencyKey: string },
): Promise<bigint | null> {
  const { rows } = await tx.query<{ id: bigint }>(
    `INSERT INTO points_redeems (merchant_code, transaction_no, member_id, item_id, kind, titles, quantity, points, cash_amount, address, phone,
       idempotency_key, fingerprint, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (merchant_code, member_id, idempotency_key) DO NOTHING RETURNING id`,
    [row.merchantCode, row.transactionNo, row.memberId, row.itemId, row.kind, JSON.stringify(row.titles), row.quantity, row.points, row.cashAmount,
      row.address, row.phone, row.idempotencyKey, row.fingerprint, row.createdAt],
  )
  return rows[0]?.id ?? null
}

export async function redeemByKey(db: Queryable, merchantCode: string, memberId: number, key: string): Promise<RedeemRow | null> {
  const { rows } = await db.query<RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.member_id = $2 AND r.idempotency_key = $3`,
    [merchantCode, memberId, key],
  )
  return rows[0] ?? null
}

export async function redeemById(db: Queryable, merchantCode: string, id: bigint, forUpdate = false): Promise<RedeemRow | null> {
  const { rows } = await db.query<RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.id = $2${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [merchantCode, id],
  )
  return rows[0] ?? null
}

export async function memberRedeems(db: Queryable, merchantCode: string, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: RedeemRow[]; total: number }> {
  const [list, total] = await Promise.all([
    db.query<RedeemRow>(
      `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN members m ON m.id = r.member_id
       WHERE r.merchant_code = $1 AND r.member_id = $2 ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [merchantCode, memberId, page.limit, page.offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::integer AS n FROM points_redeems WHERE merchant_code = $1 AND member_id = $2', [merchantCode, memberId]),
  ])
  return { rows: list.rows, total: total.rows[0].n }
}

export async function staffRedeems(db: Queryable, merchantCode: string, statuses: readonly string[]): Promise<RedeemRow[]> {
  const { rows } = await db.query<RedeemRow>(
    `SELECT ${REDEEM_COLUMNS} FROM points_redeems r JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.status = ANY($2::text[]) ORDER BY r.id LIMIT 500`,
    [merchantCode, statuses],
  )
  return rows
}

export async function decideRedeem(tx: Queryable, id: bigint, decision: { status: 'approved' | 'rejected'; remark: string | null; by: string; at: Date }): Promise<void> {
  await tx.query(
    `UPDATE points_redeems SET status = $2, remark = $3, decided_by = $4, decided_at = $5 WHERE id = $1 AND status = 'in_process'`,
    [id, decision.status, decision.remark, decision.by, decision.at],
  )
}

export type MovementRow = {
  entryId: bigint
  type: string
  reference: string | null
  amount: bigint
  balanceAfter: bigint
  at: Date
}

/** The member's points movements, newest first. */
export async function pointsMovements(db: Queryable, merchantCode: string, memberId: number, page: { limit: number; offset: number }): Promise<{ rows: MovementRow[]; total: number }> {
  const where = `FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id JOIN ledger_entries e ON e.id = p.entry_id
     WHERE a.merchant_code = $1 AND a.currency = '${POINTS_CURRENCY}' AND a.kind = 'points' AND a.member_id = $2`
  const [list, total] = await Promise.all([
    db.query<MovementRow>(
      `SELECT e.id AS "entryId", e.entry_type AS type, e.reference, p.amount, p.balance_after AS "balanceAfter", e.created_at AS at
       ${where} ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
      [merchantCode, memberId, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::integer AS n ${where}`, [merchantCode, memberId]),
  ])
  return { rows: list.rows, total: total.rows[0].n }
}
