/**
 * SQL for promotions (migrations/042_promotions.sql). Rows are written only through domain/engagement/promotions.ts,
 * which checks them and cleans their HTML first; the activities read them through the domain's `promotionById` /
 * `promotionByCode`.
 */
import type { Queryable } from '../database'

/** A promotion's row as stored: texts by language, the rule and eligibility as the jsonb holds them (minor units). */
export type PromotionRow = {
  id: number
  merchantCode: string
  code: string
  type: string
  tags: string[]
  flow: string
  titles: Record<string, string>
  summaries: Record<string, string>
  content: Record<string, string>
  banner: string | null
  startsAt: Date
  endsAt: Date | null
  endedAt: Date | null
  eligibility: Record<string, unknown>
  rule: Record<string, unknown>
  /** numeric(6,2) comes back as text; the domain reads it as a number. */
  turnoverMultiplier: string
  form: { remark: boolean; images: boolean } | null
  sort: number
  createdAt: Date
  updatedAt: Date
}

const COLUMNS = `id, merchant_code AS "merchantCode", code, type, tags, flow, titles, summaries, content, banner,
  starts_at AS "startsAt", ends_at AS "endsAt", ended_at AS "endedAt", eligibility, rule,
  turnover_multiplier::text AS "turnoverMultiplier", form, sort, created_at AS "createdAt", updated_at AS "updatedAt"`

export type PromotionValues = Omit<PromotionRow, 'id' | 'merchantCode' | 'endedAt' | 'createdAt' | 'updatedAt'>

/** Creates the merchant's promotion `code`, or replaces everything an operator writes of it (its id and end stay). */
export async function upsertPromotion(db: Queryable, merchantCode: string, values: PromotionValues, at: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO promotions (merchant_code, code, type, tags, flow, titles, summaries, content, banner, starts_at, ends_at,
       eligibility, rule, turnover_multiplier, form, sort, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
     ON CONFLICT ON CONSTRAINT promotions_code_uq DO UPDATE SET type = EXCLUDED.type, tags = EXCLUDED.tags, flow = EXCLUDED.flow,
       titles = EXCLUDED.titles, summaries = EXCLUDED.summaries, content = EXCLUDED.content, banner = EXCLUDED.banner,
       starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, eligibility = EXCLUDED.eligibility, rule = EXCLUDED.rule,
       turnover_multiplier = EXCLUDED.turnover_multiplier, form = EXCLUDED.form, sort = EXCLUDED.sort, updated_at = EXCLUDED.updated_at
     RETURNING id`,
    [
      merchantCode, values.code, values.type, values.tags, values.flow, JSON.stringify(values.titles), JSON.stringify(values.summaries),
      JSON.stringify(values.content), values.banner, values.startsAt, values.endsAt, JSON.stringify(values.eligibility),
      JSON.stringify(values.rule), values.turnoverMultiplier, values.form === null ? null : JSON.stringify(values.form), values.sort, at,
    ],
  )
  return rows[0].id
}

/** The merchant's promotions in the operator's order. */
export async function merchantPromotions(db: Queryable, merchantCode: string): Promise<PromotionRow[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 ORDER BY sort, id`, [merchantCode])
  return rows as unknown as PromotionRow[]
}

/** The merchant's promotions open at `at` (started, not ended, not ended early). */
export async function openPromotions(db: Queryable, merchantCode: string, at: Date): Promise<PromotionRow[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
       AND (ended_at IS NULL OR ended_at > $2) ORDER BY sort, id`,
    [merchantCode, at],
  )
  return rows as unknown as PromotionRow[]
}

export async function promotionRowByCode(db: Queryable, merchantCode: string, code: string): Promise<PromotionRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 AND code = $2`, [merchantCode, code])
  return (rows[0] as unknown as PromotionRow | undefined) ?? null
}

export async function promotionRowById(db: Queryable, merchantCode: string, id: number): Promise<PromotionRow | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM promotions WHERE merchant_code = $1 AND id = $2`, [merchantCode, id])
  return (rows[0] as unknown as PromotionRow | undefined) ?? null
}

/** Ends the promotion at `at` (an operator's early end); false when it had already ended or was ended before. */
export async function endPromotionRow(db: Queryable, merchantCode: string, code: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE promotions SET ended_at = $3, updated_at = $3 WHERE merchant_code = $1 AND code = $2 AND ended_at IS NULL
       AND (ends_at IS NULL OR ends_at > $3) RETURNING id`,
    [merchantCode, code, at],
  )
  return rows.length > 0
}

/** What the member's eligibility is checked against: registration, VIP rank, direct upline. */
export async function promotionMember(db: Queryable, memberId: number): Promise<{ regDate: Date; vipRank: number; uplineId: number | null } | null> {
  const { rows } = await db.query<{ regDate: Date; vipRank: number; uplineId: number | null }>(
    `SELECT reg_date AS "regDate", vip_rank AS "vipRank", upline_id AS "uplineId" FROM members WHERE id = $1`,
    [memberId],
  )
  return rows[0] ?? null
}
