/**
 * SQL for activities (migrations/043_promotion_activities.sql): a member's activity per promotion and period, its
 * transitions, an application's images, and the promotions' columns the activities read (042). States change only
 * through domain/engagement/activities.ts, which holds the contract's transition table.
 */
import type { ActivityEvent, ActivityFlow, ActivityState } from '../../../contract/activities'
import type { Queryable } from '../database'

/** What the activities read of a promotion (the promotions area owns the table). */
export type PromotionRow = {
  id: number
  merchantCode: string
  code: string
  type: string
  tags: string[]
  flow: ActivityFlow
  startsAt: Date
  endsAt: Date | null
  endedAt: Date | null
  eligibility: Record<string, unknown>
  rule: { kind: string; amount?: string | number; percent?: number; cap?: string | number }
  turnoverMultiplier: string
  form: { remark?: boolean; images?: boolean } | null
}

const PROMOTION_COLUMNS = `id, merchant_code AS "merchantCode", code, type, tags, flow, starts_at AS "startsAt", ends_at AS "endsAt",
  ended_at AS "endedAt", eligibility, rule, turnover_multiplier::text AS "turnoverMultiplier", form`

export async function promotionByCode(db: Queryable, merchantCode: string, code: string): Promise<PromotionRow | null> {
  const { rows } = await db.query(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant_code = $1 AND code = $2`, [merchantCode, code])
  return (rows[0] as unknown as PromotionRow | undefined) ?? null
}

export async function promotionById(db: Queryable, id: number): Promise<PromotionRow | null> {
  const { rows } = await db.query(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE id = $1`, [id])
  return (rows[0] as unknown as PromotionRow | undefined) ?? null
}

export async function promotionsOf(db: Queryable, merchantCode: string): Promise<PromotionRow[]> {
  const { rows } = await db.query(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE merchant_code = $1 ORDER BY sort, id`, [merchantCode])
  return rows as unknown as PromotionRow[]
}

export type ActivityRow = {
  id: number
  merchantCode: string
  promotionId: number
  memberId: number
  periodKey: string
  state: Exclude<ActivityState, 'comingSoon' | 'closed'>
  remark: string
  detail: { depositEntry?: string; bonus?: string }
  reason: string | null
  idempotencyKey: string | null
  fingerprint: string | null
  createdAt: Date
  updatedAt: Date
  imageCount: number
  /** The promotion's code and the member's account name (staff see it). */
  code: string
  account: string
}

const ACTIVITY_COLUMNS = `a.id, a.merchant_code AS "merchantCode", a.promotion_id AS "promotionId", a.member_id AS "memberId",
  a.period_key AS "periodKey", a.state, a.remark, a.detail, a.reason, a.idempotency_key AS "idempotencyKey", a.fingerprint,
  a.created_at AS "createdAt", a.updated_at AS "updatedAt",
  (SELECT count(*)::integer FROM promotion_activity_images i WHERE i.activity_id = a.id) AS "imageCount",
  (SELECT p.code FROM promotions p WHERE p.id = a.promotion_id) AS code,
  (SELECT m.username FROM members m WHERE m.id = a.member_id) AS account`

/** The member's activity in a promotion for a period (locked for the caller's transaction with `forUpdate`). */
export async function activityOf(db: Queryable, key: { promotionId: number; memberId: number; periodKey: string }, options: { forUpdate?: boolean } = {}): Promise<ActivityRow | null> {
  if (options.forUpdate) {
    await db.query('SELECT id FROM promotion_activities WHERE promotion_id = $1 AND member_id = $2 AND period_key = $3 FOR UPDATE', [key.promotionId, key.memberId, key.periodKey])
  }
  const { rows } = await db.query(`SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a WHERE a.promotion_id = $1 AND a.member_id = $2 AND a.period_key = $3`, [key.promotionId, key.memberId, key.periodKey])
  return (rows[0] as unknown as ActivityRow | undefined) ?? null
}

export async function activityById(db: Queryable, merchantCode: string, id: number, options: { forUpdate?: boolean } = {}): Promise<ActivityRow | null> {
  if (options.forUpdate) await db.query('SELECT id FROM promotion_activities WHERE merchant_code = $1 AND id = $2 FOR UPDATE', [merchantCode, id])
  const { rows } = await db.query(`SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a WHERE a.merchant_code = $1 AND a.id = $2`, [merchantCode, id])
  return (rows[0] as unknown as ActivityRow | undefined) ?? null
}

export async function activityByKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<ActivityRow | null> {
  const { rows } = await db.query(`SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a WHERE a.member_id = $1 AND a.idempotency_key = $2`, [memberId, idempotencyKey])
  return (rows[0] as unknown as ActivityRow | undefined) ?? null
}

/** The member's activities in the given periods of each promotion (the current one of each). */
export async function memberActivities(db: Queryable, memberId: number, promotionIds: readonly number[], periodKeys: readonly string[]): Promise<ActivityRow[]> {
  const { rows } = await db.query(
    `SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a
      JOIN unnest($2::integer[], $3::text[]) AS k (promotion_id, period_key) ON k.promotion_id = a.promotion_id AND k.period_key = a.period_key
     WHERE a.member_id = $1`,
    [memberId, [...promotionIds], [...periodKeys]],
  )
  return rows as unknown as ActivityRow[]
}

/** The member's applications (activities of `apply` promotions), newest first. */
export async function memberApplications(db: Queryable, memberId: number): Promise<ActivityRow[]> {
  const { rows } = await db.query(
    `SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a WHERE a.member_id = $1 AND a.state IN ('applying', 'issued', 'rejected')
     ORDER BY a.created_at DESC, a.id DESC LIMIT 50`,
    [memberId],
  )
  return rows as unknown as ActivityRow[]
}

/** Staff's queue: a merchant's applications in the given states (all three when none), oldest first. */
export async function merchantApplications(db: Queryable, merchantCode: string, states: readonly ActivityState[]): Promise<ActivityRow[]> {
  const wanted = states.length ? [...states] : ['applying', 'issued', 'rejected']
  const { rows } = await db.query(
    `SELECT ${ACTIVITY_COLUMNS} FROM promotion_activities a WHERE a.merchant_code = $1 AND a.state = ANY($2::text[])
     ORDER BY a.created_at, a.id LIMIT 200`,
    [merchantCode, wanted],
  )
  return rows as unknown as ActivityRow[]
}

/** A new activity in `state`; null when the member already has one for the promotion and period (the caller reads it). */
export async function insertActivity(
  db: Queryable,
  row: { merchantCode: string; promotionId: number; memberId: number; periodKey: string; state: ActivityState; remark?: string; detail?: object; idempotencyKey?: string | null; fingerprint?: string | null; at: Date },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO promotion_activities (merchant_code, promotion_id, member_id, period_key, state, remark, detail, idempotency_key, fingerprint, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT ON CONSTRAINT promotion_activities_uq DO NOTHING RETURNING id`,
    [row.merchantCode, row.promotionId, row.memberId, row.periodKey, row.state, row.remark ?? '', JSON.stringify(row.detail ?? {}), row.idempotencyKey ?? null, row.fingerprint ?? null, row.at],
  )
  return rows[0]?.id ?? null
}

/** Moves an activity from `from` to `to` (nothing when it is no longer in `from`: another request moved it first). */
export async function moveActivity(
  db: Queryable,
  move: { id: number; from: ActivityState; to: ActivityState; at: Date; remark?: string; detail?: object; reason?: string | null; idempotencyKey?: string | null; fingerprint?: string | null },
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE promotion_activities SET state = $3, updated_at = $4, remark = COALESCE($5, remark), detail = detail || COALESCE($6::jsonb, '{}'),
       reason = $7, idempotency_key = COALESCE($8, idempotency_key), fingerprint = COALESCE($9, fingerprint)
     WHERE id = $1 AND state = $2`,
    [move.id, move.from, move.to, move.at, move.remark ?? null, move.detail ? JSON.stringify(move.detail) : null, move.reason ?? null, move.idempotencyKey ?? null, move.fingerprint ?? null],
  )
  return affectedRows === 1
}

export async function insertTransition(db: Queryable, row: { activityId: number; from: ActivityState | null; to: ActivityState; event: ActivityEvent; actor: string; reason?: string | null; at: Date }): Promise<void> {
  await db.query(
    'INSERT INTO promotion_activity_transitions (activity_id, from_state, to_state, event, actor, reason, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [row.activityId, row.from, row.to, row.event, row.actor, row.reason ?? null, row.at],
  )
}

export type TransitionRow = { fromState: ActivityState | null; toState: ActivityState; event: ActivityEvent; actor: string; reason: string | null; at: Date }

export async function transitionsOf(db: Queryable, activityId: number): Promise<TransitionRow[]> {
  const { rows } = await db.query(
    `SELECT from_state AS "fromState", to_state AS "toState", event, actor, reason, at FROM promotion_activity_transitions WHERE activity_id = $1 ORDER BY id`,
    [activityId],
  )
  return rows as unknown as TransitionRow[]
}

/** A member's qualifying deposit: the first deposit entry into the main wallet of at least `min`, at or after `since` (and before `until`). */
export async function firstDepositSince(db: Queryable, scope: { merchantCode: string; currency: string; memberId: number }, since: Date, until: Date | null, min = 0n): Promise<{ entryId: string; amount: bigint } | null> {
  const { rows } = await db.query<{ entryId: string; amount: string }>(
    `SELECT e.id::text AS "entryId", p.amount::text AS amount
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'main' AND a.member_id = $3
      WHERE e.merchant_code = $1 AND e.currency = $2 AND e.entry_type = 'deposit' AND e.created_at >= $4 AND ($5::timestamptz IS NULL OR e.created_at < $5)
        AND p.amount >= $6
      ORDER BY e.created_at, e.id LIMIT 1`,
    [scope.merchantCode, scope.currency, scope.memberId, since, until, min.toString()],
  )
  return rows[0] ? { entryId: rows[0].entryId, amount: BigInt(rows[0].amount) } : null
}

/** Whether the member has any deposit before `at` (a first-deposit-only promotion refuses them). */
export async function hasDepositBefore(db: Queryable, merchantCode: string, memberId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'main' AND a.member_id = $2
      WHERE e.merchant_code = $1 AND e.entry_type = 'deposit' AND e.created_at < $3 LIMIT 1`,
    [merchantCode, memberId, at],
  )
  return rows.length > 0
}

/** What eligibility reads of a member: when they registered and their VIP rank. */
export async function memberStanding(db: Queryable, memberId: number): Promise<{ registeredAt: Date; vipRank: number } | null> {
  const { rows } = await db.query<{ registeredAt: Date; vipRank: number }>('SELECT reg_date AS "registeredAt", vip_rank AS "vipRank" FROM members WHERE id = $1', [memberId])
  return rows[0] ?? null
}

// Images, as feedback's (db/support/feedback.ts): uploaded first, waiting for the application that names them.

/** Forgets the member's waiting images older than `before`; the count still waiting. */
export async function pruneWaitingImages(db: Queryable, memberId: number, before: Date): Promise<number> {
  await db.query('DELETE FROM promotion_activity_images WHERE member_id = $1 AND activity_id IS NULL AND created_at < $2', [memberId, before])
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM promotion_activity_images WHERE member_id = $1 AND activity_id IS NULL', [memberId])
  return rows[0].n
}

export async function insertActivityImage(db: Queryable, image: { id: string; merchantCode: string; memberId: number; contentType: string; data: Buffer; at: Date }): Promise<void> {
  await db.query(
    'INSERT INTO promotion_activity_images (id, merchant_code, member_id, content_type, size, data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [image.id, image.merchantCode, image.memberId, image.contentType, image.data.length, image.data, image.at],
  )
}

/** Hands the member's waiting images to an application; how many were theirs and waiting. */
export async function attachImages(db: Queryable, input: { merchantCode: string; memberId: number; activityId: number; ids: readonly string[] }): Promise<number> {
  const { affectedRows } = await db.query(
    'UPDATE promotion_activity_images SET activity_id = $4 WHERE merchant_code = $1 AND member_id = $2 AND activity_id IS NULL AND id = ANY($3::text[])',
    [input.merchantCode, input.memberId, [...input.ids], input.activityId],
  )
  return affectedRows
}

/** An application's images before a new one (a rejected member applies again): the old ones are let go. */
export async function detachImages(db: Queryable, activityId: number): Promise<void> {
  await db.query('DELETE FROM promotion_activity_images WHERE activity_id = $1', [activityId])
}

export async function activityImages(db: Queryable, activityId: number): Promise<{ id: string; contentType: string; size: number }[]> {
  const { rows } = await db.query('SELECT id, content_type AS "contentType", size FROM promotion_activity_images WHERE activity_id = $1 ORDER BY created_at, id', [activityId])
  return rows as unknown as { id: string; contentType: string; size: number }[]
}
