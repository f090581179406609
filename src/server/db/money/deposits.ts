/**
 * SQL of deposit orders and payment callbacks (migrations/011_deposits.sql). domain/money/deposits.ts puts the
 * steps together; the money itself moves only through the ledger (domain/money).
 */
import type { Queryable } from '../database'

export type DepositStatus = 'pending' | 'success' | 'failed' | 'expired'

export type DepositRow = {
  id: string
  merchantCode: string
  memberId: number
  currency: string
  channelCode: string
  provider: string
  amount: bigint
  status: DepositStatus
  bonusCode: string | null
  promoCode: string | null
  idempotencyKey: string
  fingerprint: string
  createdAt: Date
  expiresAt: Date
  settledAt: Date | null
}

const COLUMNS = `id, merchant_code AS "merchantCode", member_id AS "memberId", currency, channel_code AS "channelCode", provider, amount,
  status, bonus_code AS "bonusCode", promo_code AS "promoCode", idempotency_key AS "idempotencyKey", fingerprint,
  created_at AS "createdAt", expires_at AS "expiresAt", settled_at AS "settledAt"`

export type NewDeposit = Omit<DepositRow, 'status' | 'settledAt'> & { ip: string | null }

/** Inserts an order, or returns null when the member already made one with this key (read it with depositByKey). */
export async function insertDeposit(db: Queryable, order: NewDeposit): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(
    `INSERT INTO deposit_orders (id, merchant_code, member_id, currency, channel_code, provider, amount, bonus_code, promo_code,
       idempotency_key, fingerprint, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (member_id, idempotency_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [order.id, order.merchantCode, order.memberId, order.currency, order.channelCode, order.provider, order.amount, order.bonusCode, order.promoCode,
      order.idempotencyKey, order.fingerprint, order.ip, order.createdAt, order.expiresAt],
  )
  return rows[0] ?? null
}

export async function depositByKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1 AND idempotency_key = $2`, [memberId, idempotencyKey])
  return rows[0] ?? null
}

/** An order by id, within a merchant (and a member, when given: a member reads only their own). */
export async function depositById(db: Queryable, merchantCode: string, id: string, memberId?: number): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposit_orders WHERE merchant_code = $1 AND id = $2 AND ($3::integer IS NULL OR member_id = $3)`,
    [merchantCode, id, memberId ?? null],
  )
  return rows[0] ?? null
}

/**
 * Records a provider's callback event; false when that event was recorded before (a replayed delivery). Inside the
 * settling transaction, so an event is recorded exactly when its outcome is applied.
 */
export async function recordCallback(tx: Queryable, event: { provider: string; eventId: string; orderId: string; outcome: string; at: Date }): Promise<boolean> {
  const result = await tx.query(
    `INSERT INTO payment_callbacks (provider, event_id, order_id, outcome, received_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, event_id) DO NOTHING`,
    [event.provider, event.eventId, event.orderId, event.outcome, event.at],
  )
  return result.affectedRows === 1
}

/**
 * Moves an order from one of `from` to `to`, returning it, or null when it is in none of those states (already
 * settled). The row lock makes concurrent settlements of one order queue; each re-reads the state the previous
 * one left, so only the first finds it where it expects.
 */
export async function moveDeposit(tx: Queryable, id: string, from: readonly DepositStatus[], to: DepositStatus, at: Date): Promise<DepositRow | null> {
  const { rows } = await tx.query<DepositRow>(
    `UPDATE deposit_orders SET status = $3, settled_at = $4 WHERE id = $1 AND status = ANY($2::text[]) RETURNING ${COLUMNS}`,
    [id, from, to, at],
  )
  return rows[0] ?? null
}

/** Every pending order whose time is up, marked expired; returned for the members' pages to hear of it. */
export async function expireDue(tx: Queryable, now: Date, limit = 1000): Promise<DepositRow[]> {
  const { rows } = await tx.query<DepositRow>(
    `UPDATE deposit_orders SET status = 'expired', settled_at = $1
     WHERE id IN (SELECT id FROM deposit_orders WHERE status = 'pending' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [now, limit],
  )
  return rows
}
