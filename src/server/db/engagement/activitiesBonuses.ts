/**
 * SQL for bonus grants (migrations/043_promotion_activities.sql `bonus_grants`): written with the ledger entry that
 * paid them, their turnover computed from settled game rounds in one statement per member (never stored, so it
 * cannot drift from the bets), ended by completion, expiry or staff's forfeit. Rules: domain/engagement/bonuses.ts.
 */
import type { BonusStatus } from '../../../contract/activities'
import type { Queryable } from '../database'

export type GrantRow = {
  id: number
  merchantCode: string
  memberId: number
  promotionId: number
  periodKey: string
  activityId: number
  currency: string
  amount: bigint
  turnoverRequired: bigint
  weights: Record<string, number>
  expiresAt: Date | null
  status: BonusStatus
  reason: string | null
  endedBy: string | null
  entryId: string
  grantedAt: Date
  endedAt: Date | null
  code: string
  /** Weighted settled bets since the grant (till its end), not capped. */
  turnoverDone: bigint
}

type RawGrant = Omit<GrantRow, 'amount' | 'turnoverRequired' | 'turnoverDone'> & { amount: string; turnoverRequired: string; turnoverDone: string }

const parse = (row: RawGrant): GrantRow => ({ ...row, amount: BigInt(row.amount), turnoverRequired: BigInt(row.turnoverRequired), turnoverDone: BigInt(row.turnoverDone) })

/**
 * The grants matching `where` with their turnover: each grant's settled real-money rounds from its grant to its end,
 * each bet times its game category's weight as granted (a category not named weighs 0), summed and divided once.
 */
function grantsQuery(where: string): string {
  return `SELECT g.id, g.merchant_code AS "merchantCode", g.member_id AS "memberId", g.promotion_id AS "promotionId", g.period_key AS "periodKey",
      g.activity_id AS "activityId", g.currency, g.amount::text AS amount, g.turnover_required::text AS "turnoverRequired", g.weights,
      g.expires_at AS "expiresAt", g.status, g.reason, g.ended_by AS "endedBy", g.entry_id::text AS "entryId", g.granted_at AS "grantedAt",
      g.ended_at AS "endedAt", p.code,
      COALESCE((SELECT div(sum(r.bet * COALESCE((g.weights ->> gm.category)::bigint, 0)), 100)::bigint
                  FROM game_rounds r JOIN games gm ON gm.node_id = r.node_id
                 WHERE r.member_id = g.member_id AND r.merchant_code = g.merchant_code AND r.status = 'settled' AND r.wallet <> 'trial'
                   AND r.settled_at >= g.granted_at AND (g.ended_at IS NULL OR r.settled_at < g.ended_at)), 0)::text AS "turnoverDone"
    FROM bonus_grants g JOIN promotions p ON p.id = g.promotion_id
   WHERE ${where}`
}

export async function memberGrants(db: Queryable, memberId: number, options: { activeOnly?: boolean } = {}): Promise<GrantRow[]> {
  const { rows } = await db.query(`${grantsQuery(`g.member_id = $1${options.activeOnly ? " AND g.status = 'active'" : ''}`)} ORDER BY g.granted_at DESC, g.id DESC LIMIT 100`, [memberId])
  return (rows as unknown as RawGrant[]).map(parse)
}

export async function grantById(db: Queryable, merchantCode: string, id: number): Promise<GrantRow | null> {
  const { rows } = await db.query(grantsQuery('g.merchant_code = $1 AND g.id = $2'), [merchantCode, id])
  return rows[0] ? parse(rows[0] as unknown as RawGrant) : null
}

export async function grantOf(db: Queryable, key: { memberId: number; promotionId: number; periodKey: string }): Promise<GrantRow | null> {
  const { rows } = await db.query(grantsQuery('g.member_id = $1 AND g.promotion_id = $2 AND g.period_key = $3'), [key.memberId, key.promotionId, key.periodKey])
  return rows[0] ? parse(rows[0] as unknown as RawGrant) : null
}

/** A new grant; null when the member already has one for the promotion and period (a claim made twice). */
export async function insertGrant(
  db: Queryable,
  grant: {
    merchantCode: string; memberId: number; promotionId: number; periodKey: string; activityId: number; currency: string; amount: bigint
    turnoverRequired: bigint; weights: Record<string, number>; expiresAt: Date | null; entryId: bigint; at: Date
  },
): Promise<number | null> {
  // Nothing to play through: the grant is complete from the start.
  const done = grant.turnoverRequired === 0n
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO bonus_grants (merchant_code, member_id, promotion_id, period_key, activity_id, currency, amount, turnover_required, weights,
       expires_at, status, entry_id, granted_at, ended_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT ON CONSTRAINT bonus_grants_uq DO NOTHING RETURNING id`,
    [grant.merchantCode, grant.memberId, grant.promotionId, grant.periodKey, grant.activityId, grant.currency, grant.amount.toString(),
      grant.turnoverRequired.toString(), JSON.stringify(grant.weights), grant.expiresAt, done ? 'completed' : 'active', grant.entryId.toString(), grant.at, done ? grant.at : null],
  )
  return rows[0]?.id ?? null
}

/** Ends an active grant (completed, expired, forfeited); false when it was no longer active. */
export async function endGrant(db: Queryable, end: { id: number; status: Exclude<BonusStatus, 'active'>; reason: string | null; by: string; at: Date }): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE bonus_grants SET status = $2, reason = $3, ended_by = $4, ended_at = $5 WHERE id = $1 AND status = 'active'`,
    [end.id, end.status, end.reason, end.by, end.at],
  )
  return affectedRows === 1
}

/** Expires every active grant of the member (or, without one, of every member) whose time ran out by `at`; how many. */
export async function expireGrants(db: Queryable, at: Date, memberId?: number): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE bonus_grants SET status = 'expired', reason = 'expired', ended_by = 'system', ended_at = expires_at
      WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= $1 AND ($2::integer IS NULL OR member_id = $2)`,
    [at, memberId ?? null],
  )
  return affectedRows
}

/** Completes the member's active grants whose weighted turnover has reached what they ask for; how many. */
export async function completeGrants(db: Queryable, memberId: number, at: Date): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE bonus_grants g SET status = 'completed', ended_by = 'system', ended_at = $2
      FROM (${grantsQuery("g.member_id = $1 AND g.status = 'active'")}) t
     WHERE g.id = t.id AND t."turnoverDone"::bigint >= g.turnover_required`,
    [memberId, at],
  )
  return affectedRows
}
