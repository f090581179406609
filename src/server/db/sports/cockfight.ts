/** The cockfighting arena's days, fights and bets (migration 034). */
import type { Queryable } from '../database'

/** A day's rhythm and terms, kept with its sealed seed (the merchant's settings when the day was made). */
export interface ArenaDayTerms {
  fightEveryMs: number
  bettingMs: number
  lastCallMs: number
  mode: 'fixed' | 'pool'
  plasadaBp: number
}

/** The day's sealed seed and terms, written by the first process to need it: two at once both read the one kept. */
export async function arenaDay(db: Queryable, merchantCode: string, day: string, fresh: { seedSeal: string; terms: ArenaDayTerms }, at: Date): Promise<{ seedSeal: string; terms: ArenaDayTerms }> {
  await db.query(
    `INSERT INTO cockfight_days (merchant_code, day, seed_seal, terms, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [merchantCode, day, fresh.seedSeal, JSON.stringify(fresh.terms), at],
  )
  const { rows } = await db.query<{ seedSeal: string; terms: ArenaDayTerms }>(`SELECT seed_seal AS "seedSeal", terms FROM cockfight_days WHERE merchant_code = $1 AND day = $2`, [merchantCode, day])
  return rows[0]
}

export interface FightRow {
  merchantCode: string
  fightId: string
  day: string
  fightNo: number
  mode: 'fixed' | 'pool'
  plasadaBp: number
  opensAt: Date
  closesAt: Date
  resultAt: Date
  result: 'meron' | 'wala' | 'draw' | 'cancelled' | null
  drawKind: 'bdd' | 'ftd' | null
}

const FIGHT_COLUMNS = `merchant_code AS "merchantCode", fight_id AS "fightId", to_char(day, 'YYYY-MM-DD') AS day, fight_no AS "fightNo", mode,
  plasada_bp AS "plasadaBp", opens_at AS "opensAt", closes_at AS "closesAt", result_at AS "resultAt", result, draw_kind AS "drawKind"`

export type NewFight = Pick<FightRow, 'fightId' | 'fightNo' | 'opensAt' | 'closesAt' | 'resultAt'>

/** Lists a day's fights (once: a fight already listed is left as it is). */
export async function insertFights(db: Queryable, merchantCode: string, day: string, terms: ArenaDayTerms, fights: readonly NewFight[]): Promise<void> {
  if (!fights.length) return
  await db.query(
    `INSERT INTO cockfight_fights (merchant_code, fight_id, day, fight_no, mode, plasada_bp, opens_at, closes_at, result_at)
     SELECT $1, f.fight_id, $2::date, f.fight_no, $3, $4, f.opens_at, f.closes_at, f.result_at
       FROM unnest($5::text[], $6::integer[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[]) AS f (fight_id, fight_no, opens_at, closes_at, result_at)
     ON CONFLICT DO NOTHING`,
    [merchantCode, day, terms.mode, terms.plasadaBp, fights.map((f) => f.fightId), fights.map((f) => f.fightNo), fights.map((f) => f.opensAt), fights.map((f) => f.closesAt), fights.map((f) => f.resultAt)],
  )
}

export async function fightById(db: Queryable, merchantCode: string, fightId: string): Promise<FightRow | null> {
  const { rows } = await db.query<FightRow & Record<string, unknown>>(`SELECT ${FIGHT_COLUMNS} FROM cockfight_fights WHERE merchant_code = $1 AND fight_id = $2`, [merchantCode, fightId])
  return rows[0] ?? null
}

export async function fightsByIds(db: Queryable, merchantCode: string, fightIds: readonly string[]): Promise<FightRow[]> {
  const { rows } = await db.query<FightRow & Record<string, unknown>>(`SELECT ${FIGHT_COLUMNS} FROM cockfight_fights WHERE merchant_code = $1 AND fight_id = ANY($2::text[])`, [merchantCode, fightIds])
  return rows
}

/**
 * Holds a fight's row while a bet on it is written, if betting on it is still open at `now` (opened, not closed, no
 * result): the result's write waits for the bet, and a bet arriving after the result finds it and is refused.
 */
export async function holdOpenFight(tx: Queryable, merchantCode: string, fightId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM cockfight_fights WHERE merchant_code = $1 AND fight_id = $2 AND opens_at <= $3 AND closes_at > $3 AND result IS NULL FOR SHARE`,
    [merchantCode, fightId, now],
  )
  return rows.length > 0
}

/** Fights whose result's moment has come by `now` without a result written yet, oldest first. */
export async function fightsToResult(db: Queryable, merchantCode: string, now: Date, limit: number): Promise<FightRow[]> {
  const { rows } = await db.query<FightRow & Record<string, unknown>>(
    `SELECT ${FIGHT_COLUMNS} FROM cockfight_fights WHERE merchant_code = $1 AND result_at <= $2 AND result IS NULL ORDER BY result_at LIMIT $3`,
    [merchantCode, now, limit],
  )
  return rows
}

/** Writes a fight's result once (a second writer finds it written and changes nothing). */
export async function writeFightResult(db: Queryable, merchantCode: string, fightId: string, result: NonNullable<FightRow['result']>, drawKind: FightRow['drawKind'], at: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE cockfight_fights SET result = $3, draw_kind = $4, resulted_at = $5 WHERE merchant_code = $1 AND fight_id = $2 AND result IS NULL`,
    [merchantCode, fightId, result, drawKind, at],
  )
  return affectedRows > 0
}

/** The road: the last results declared by `now` (a result is never read before its moment, whoever wrote it). */
export async function lastResults(db: Queryable, merchantCode: string, now: Date, limit: number): Promise<FightRow[]> {
  const { rows } = await db.query<FightRow & Record<string, unknown>>(
    `SELECT ${FIGHT_COLUMNS} FROM cockfight_fights WHERE merchant_code = $1 AND result IS NOT NULL AND result_at <= $2 ORDER BY result_at DESC LIMIT $3`,
    [merchantCode, now, limit],
  )
  return rows
}

export type CockfightBetStatus = 'placing' | 'open' | 'settled'

export interface CockfightBetRow {
  id: bigint
  merchantCode: string
  memberId: number
  vendorCode: string
  gameId: string
  sessionSeal: string
  idempotencyKey: string
  fingerprint: string
  fightId: string
  mode: 'fixed' | 'pool'
  selection: 'meron' | 'wala' | 'draw' | 'bdd' | 'ftd'
  stake: bigint
  risk: bigint
  potentialReturn: bigint | null
  quote: { format: 'malay'; value: number } | null
  status: CockfightBetStatus
  placedAt: Date
  outcome: 'win' | 'lose' | 'push' | 'void' | null
  payout: bigint | null
  result: 'won' | 'returned' | 'lost' | null
  settledAt: Date | null
}

const BET_COLUMNS = `id, merchant_code AS "merchantCode", member_id AS "memberId", vendor_code AS "vendorCode", game_id AS "gameId", session_seal AS "sessionSeal",
  idempotency_key AS "idempotencyKey", fingerprint, fight_id AS "fightId", mode, selection, stake, risk, potential_return AS "potentialReturn", quote, status,
  placed_at AS "placedAt", outcome, payout, result, settled_at AS "settledAt"`

export type NewCockfightBet = Pick<
  CockfightBetRow,
  'merchantCode' | 'memberId' | 'vendorCode' | 'gameId' | 'sessionSeal' | 'idempotencyKey' | 'fingerprint' | 'fightId' | 'mode' | 'selection' | 'stake' | 'risk' | 'potentialReturn' | 'quote' | 'placedAt'
>

/** Writes a bet as `placing`; null when the member's key is taken (a replay or a reuse). */
export async function insertCockfightBet(tx: Queryable, bet: NewCockfightBet): Promise<bigint | null> {
  const { rows } = await tx.query<{ id: bigint }>(
    `INSERT INTO cockfight_bets (merchant_code, member_id, vendor_code, game_id, session_seal, idempotency_key, fingerprint, fight_id, mode, selection, stake, risk,
       potential_return, quote, status, placed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'placing', $15)
     ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
    [bet.merchantCode, bet.memberId, bet.vendorCode, bet.gameId, bet.sessionSeal, bet.idempotencyKey, bet.fingerprint, bet.fightId, bet.mode, bet.selection, bet.stake,
      bet.risk, bet.potentialReturn, bet.quote === null ? null : JSON.stringify(bet.quote), bet.placedAt],
  )
  return rows[0]?.id ?? null
}

export async function cockfightBetByKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<CockfightBetRow | null> {
  const { rows } = await db.query<CockfightBetRow & Record<string, unknown>>(`SELECT ${BET_COLUMNS} FROM cockfight_bets WHERE member_id = $1 AND idempotency_key = $2`, [memberId, idempotencyKey])
  return rows[0] ?? null
}

export async function cockfightBetById(db: Queryable, id: bigint): Promise<CockfightBetRow | null> {
  const { rows } = await db.query<CockfightBetRow & Record<string, unknown>>(`SELECT ${BET_COLUMNS} FROM cockfight_bets WHERE id = $1`, [id])
  return rows[0] ?? null
}

/** A member's bets (never one still `placing`), newest first. */
export async function memberCockfightBets(db: Queryable, memberId: number, vendorCode: string, status: 'open' | 'settled', page: { offset: number; limit: number }): Promise<{ rows: CockfightBetRow[]; total: number }> {
  const { rows } = await db.query<CockfightBetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM cockfight_bets WHERE member_id = $1 AND vendor_code = $2 AND status = $3 ORDER BY placed_at DESC, id DESC OFFSET $4 LIMIT $5`,
    [memberId, vendorCode, status, page.offset, page.limit],
  )
  const count = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM cockfight_bets WHERE member_id = $1 AND vendor_code = $2 AND status = $3`, [memberId, vendorCode, status])
  return { rows, total: Number(count.rows[0].n) }
}

/** Moves a bet on from one status (a second mover finds it moved and changes nothing). */
export async function moveCockfightBet(db: Queryable, id: bigint, from: CockfightBetStatus, to: CockfightBetStatus, fields: { outcome?: string; payout?: bigint; result?: string; settledAt?: Date } = {}): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE cockfight_bets SET status = $3, outcome = coalesce($4, outcome), payout = coalesce($5, payout), result = coalesce($6, result), settled_at = coalesce($7, settled_at)
      WHERE id = $1 AND status = $2`,
    [id, from, to, fields.outcome ?? null, fields.payout ?? null, fields.result ?? null, fields.settledAt ?? null],
  )
  return affectedRows > 0
}

/** Forgets a bet the wallet never took. */
export async function deletePlacingCockfightBet(db: Queryable, id: bigint): Promise<void> {
  await db.query(`DELETE FROM cockfight_bets WHERE id = $1 AND status = 'placing'`, [id])
}

/** Bets still `placing` since before `before`, oldest first (their process stopped between the record and the wallet). */
export async function placingCockfightBets(db: Queryable, merchantCode: string, before: Date, limit: number): Promise<CockfightBetRow[]> {
  const { rows } = await db.query<CockfightBetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM cockfight_bets WHERE merchant_code = $1 AND status = 'placing' AND placed_at <= $2 ORDER BY placed_at, id LIMIT $3`,
    [merchantCode, before, limit],
  )
  return rows
}

/** Each selection's stakes on a fight (bets being written included: the board shows what the wallet is taking). */
export async function fightStakes(db: Queryable, merchantCode: string, fightId: string): Promise<Map<string, bigint>> {
  const { rows } = await db.query<{ selection: string; total: bigint }>(
    `SELECT selection, sum(stake)::bigint AS total FROM cockfight_bets WHERE merchant_code = $1 AND fight_id = $2 GROUP BY selection`,
    [merchantCode, fightId],
  )
  return new Map(rows.map((row) => [row.selection, row.total]))
}

/**
 * Resulted fights with bets still open and none still being written: settlement's work, oldest first. Read from the
 * open bets (a partial index), so the fights of the days already settled are never scanned again.
 */
export async function fightsToSettle(db: Queryable, merchantCode: string, limit: number): Promise<FightRow[]> {
  const { rows } = await db.query<FightRow & Record<string, unknown>>(
    `SELECT ${FIGHT_COLUMNS} FROM cockfight_fights f
      WHERE f.merchant_code = $1 AND f.result IS NOT NULL
        AND f.fight_id IN (SELECT b.fight_id FROM cockfight_bets b WHERE b.merchant_code = $1 AND b.status = 'open')
        AND NOT EXISTS (SELECT 1 FROM cockfight_bets b WHERE b.merchant_code = f.merchant_code AND b.fight_id = f.fight_id AND b.status = 'placing')
      ORDER BY f.result_at LIMIT $2`,
    [merchantCode, limit],
  )
  return rows
}

/** Every bet the wallet took on a fight (open and settled), in id order: a pool is settled on all of them at once. */
export async function fightBets(db: Queryable, merchantCode: string, fightId: string): Promise<CockfightBetRow[]> {
  const { rows } = await db.query<CockfightBetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM cockfight_bets WHERE merchant_code = $1 AND fight_id = $2 AND status IN ('open', 'settled') ORDER BY id`,
    [merchantCode, fightId],
  )
  return rows
}

/** Advisory lock spaces of the arena's bets (the second key is the hash of the fight, or the member's id). */
const FIGHT_BETS_LOCK = 7_340_034
const MEMBER_BETS_LOCK = 7_340_035

/**
 * Holds, to the end of the transaction, the right to add a bet to the fight's book and to the member's day, so two
 * bets at once cannot both pass a cap that only one fits under. Member first, then fight, always in that order.
 */
export async function lockBetCaps(tx: Queryable, merchantCode: string, fightId: string, memberId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [MEMBER_BETS_LOCK, memberId])
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [FIGHT_BETS_LOCK, `${merchantCode}:${fightId}`])
}

/** Every bet written on a fight, being placed included (it risks as much as a taken one): the fight's book. */
export async function fightBook(tx: Queryable, merchantCode: string, fightId: string): Promise<Pick<CockfightBetRow, 'selection' | 'stake' | 'quote'>[]> {
  const { rows } = await tx.query<Pick<CockfightBetRow, 'selection' | 'stake' | 'quote'>>(
    `SELECT selection, stake, quote FROM cockfight_bets WHERE merchant_code = $1 AND fight_id = $2`,
    [merchantCode, fightId],
  )
  return rows
}

/** What a member's arena bets placed since `from` risk together (a refused bet is deleted, so it counts nothing). */
export async function memberRiskSince(tx: Queryable, memberId: number, from: Date): Promise<bigint> {
  const { rows } = await tx.query<{ total: bigint | null }>(`SELECT sum(risk)::bigint AS total FROM cockfight_bets WHERE member_id = $1 AND placed_at >= $2`, [memberId, from])
  return rows[0].total ?? 0n
}
