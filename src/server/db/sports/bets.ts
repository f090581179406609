/** The sportsbook's bets and their legs (migration 032). */
import type { Queryable } from '../database'

/** `cashing`: claimed by a cash-out, its payout written, the wallet's `win` not yet answered (migration 033). */
export type BetStatus = 'placing' | 'pending' | 'open' | 'cashing' | 'rejected' | 'settled'

export interface LegRow {
  legNo: number
  eventId: string
  market: string
  kind: string
  scope: string
  period: number | null
  unit: string
  line: number | null
  selection: string
  listed: string[] | null
  price: number
  quote: unknown
  inPlay: boolean
  outcome: unknown
}

export interface BetRow {
  id: bigint
  merchantCode: string
  memberId: number
  vendorCode: string
  gameId: string
  sessionSeal: string
  idempotencyKey: string
  fingerprint: string
  kind: 'single' | 'parlay'
  oddsFormat: string
  stake: bigint
  risk: bigint
  toWin: bigint
  status: BetStatus
  placedAt: Date
  acceptAt: Date | null
  rejectedFor: string | null
  payout: bigint | null
  result: 'won' | 'returned' | 'lost' | null
  settledAt: Date | null
  cashedOut: boolean
  /** How many times a correction re-settled it (migration 036). */
  corrections: number
  legs: LegRow[]
}

const BET_COLUMNS = `b.id, b.merchant_code AS "merchantCode", b.member_id AS "memberId", b.vendor_code AS "vendorCode", b.game_id AS "gameId",
  b.session_seal AS "sessionSeal", b.idempotency_key AS "idempotencyKey", b.fingerprint, b.kind, b.odds_format AS "oddsFormat", b.stake, b.risk,
  b.to_win AS "toWin", b.status, b.placed_at AS "placedAt", b.accept_at AS "acceptAt", b.rejected_for AS "rejectedFor", b.payout, b.result,
  b.settled_at AS "settledAt", b.cashed_out AS "cashedOut", b.corrections,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('legNo', l.leg_no, 'eventId', l.event_id, 'market', l.market, 'kind', l.kind, 'scope', l.scope,
      'period', l.period, 'unit', l.unit, 'line', l.line, 'selection', l.selection, 'listed', l.listed, 'price', l.price, 'quote', l.quote, 'inPlay', l.in_play,
      'outcome', l.outcome) ORDER BY l.leg_no), '[]'::jsonb)
     FROM sports_bet_legs l WHERE l.bet_id = b.id) AS legs`

/** A bet as placing writes it: the row's fields fixed when struck, its legs without outcomes. */
export type NewBet = Pick<
  BetRow,
  'merchantCode' | 'memberId' | 'vendorCode' | 'gameId' | 'sessionSeal' | 'idempotencyKey' | 'fingerprint' | 'kind' | 'oddsFormat' | 'stake' | 'risk' | 'toWin' | 'placedAt' | 'acceptAt'
> & { legs: Omit<LegRow, 'legNo' | 'outcome'>[] }

/** Writes a bet as `placing` with its legs; null when the member's key is taken (a replay or a reuse). */
export async function insertBet(tx: Queryable, bet: NewBet): Promise<bigint | null> {
  const { rows } = await tx.query<{ id: bigint }>(
    `INSERT INTO sports_bets (merchant_code, member_id, vendor_code, game_id, session_seal, idempotency_key, fingerprint, kind, odds_format, stake, risk,
       to_win, status, placed_at, accept_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'placing', $13, $14)
     ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
    [bet.merchantCode, bet.memberId, bet.vendorCode, bet.gameId, bet.sessionSeal, bet.idempotencyKey, bet.fingerprint, bet.kind, bet.oddsFormat, bet.stake, bet.risk,
      bet.toWin, bet.placedAt, bet.acceptAt],
  )
  const id = rows[0]?.id
  if (id === undefined) return null
  const legs = bet.legs
  await tx.query(
    `INSERT INTO sports_bet_legs (bet_id, leg_no, merchant_code, event_id, market, kind, scope, period, unit, line, selection, listed, price, quote, in_play)
     SELECT $1, l.ord, $2, l.event_id, l.market, l.kind, l.scope, l.period, l.unit, l.line, l.selection,
            CASE WHEN l.listed = '' THEN NULL ELSE string_to_array(l.listed, ',') END, l.price, l.quote, l.in_play
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::text[], $9::integer[], $10::text[], $11::text[], $12::integer[], $13::jsonb[],
                   $14::boolean[])
            WITH ORDINALITY AS l (event_id, market, kind, scope, period, unit, line, selection, listed, price, quote, in_play, ord)`,
    [id, bet.merchantCode, legs.map((l) => l.eventId), legs.map((l) => l.market), legs.map((l) => l.kind), legs.map((l) => l.scope), legs.map((l) => l.period),
      legs.map((l) => l.unit), legs.map((l) => l.line), legs.map((l) => l.selection), legs.map((l) => (l.listed ?? []).join(',')), legs.map((l) => l.price), legs.map((l) => JSON.stringify(l.quote)),
      legs.map((l) => l.inPlay)],
  )
  return id
}

export async function betByKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow & Record<string, unknown>>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.member_id = $1 AND b.idempotency_key = $2`, [memberId, idempotencyKey])
  return rows[0] ?? null
}

export async function betById(db: Queryable, id: bigint): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow & Record<string, unknown>>(`SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.id = $1`, [id])
  return rows[0] ?? null
}

/** A member's bets (never one still `placing`), newest first: open ones (pending and open) or the rest. */
export async function memberBets(db: Queryable, memberId: number, vendorCodes: readonly string[], which: 'open' | 'settled', page: { offset: number; limit: number }): Promise<{ rows: BetRow[]; total: number }> {
  // A bet being cashed out is settled to the member: its payout is fixed.
  const statuses = which === 'open' ? ['pending', 'open'] : ['cashing', 'rejected', 'settled']
  const { rows } = await db.query<BetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.member_id = $1 AND b.vendor_code = ANY($2::text[]) AND b.status = ANY($3::text[])
      ORDER BY b.placed_at DESC, b.id DESC OFFSET $4 LIMIT $5`,
    [memberId, vendorCodes, statuses, page.offset, page.limit],
  )
  const count = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM sports_bets WHERE member_id = $1 AND vendor_code = ANY($2::text[]) AND status = ANY($3::text[])`, [memberId, vendorCodes, statuses])
  return { rows, total: Number(count.rows[0].n) }
}

/** Moves a bet on from one status (a second mover finds it moved and changes nothing). */
export async function moveBet(db: Queryable, id: bigint, from: BetStatus, to: BetStatus, fields: { rejectedFor?: string; payout?: bigint; result?: string; settledAt?: Date } = {}): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sports_bets SET status = $3, rejected_for = coalesce($4, rejected_for), payout = coalesce($5, payout), result = coalesce($6, result),
            settled_at = coalesce($7, settled_at)
      WHERE id = $1 AND status = $2`,
    [id, from, to, fields.rejectedFor ?? null, fields.payout ?? null, fields.result ?? null, fields.settledAt ?? null],
  )
  return affectedRows > 0
}

/**
 * Claims an open bet for a cash-out at `payout` (migration 033): false when it is no longer open (settled, or
 * claimed by another cash-out).
 */
export async function claimCashOut(db: Queryable, id: bigint, payout: bigint, result: string, at: Date): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sports_bets SET status = 'cashing', cashed_out = true, payout = $2, result = $3, settled_at = $4 WHERE id = $1 AND status = 'open'`,
    [id, payout, result, at],
  )
  return affectedRows > 0
}

/** Cash-outs the wallet has not yet confirmed, oldest first: the job pays them again (the same txn) and settles them. */
export async function betsCashing(db: Queryable, merchantCode: string, limit: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.merchant_code = $1 AND b.status = 'cashing' ORDER BY b.id LIMIT $2`,
    [merchantCode, limit],
  )
  return rows
}

/** Forgets a bet the wallet never took (its legs go with it). */
export async function deletePlacingBet(db: Queryable, id: bigint): Promise<void> {
  await db.query(`DELETE FROM sports_bets WHERE id = $1 AND status = 'placing'`, [id])
}

/** Bets of a merchant in a status, oldest first; `before` bounds placed_at (placing) or accept_at (pending). */
export async function betsInStatus(db: Queryable, merchantCode: string, status: 'placing' | 'pending', before: Date, limit: number): Promise<BetRow[]> {
  const column = status === 'placing' ? 'placed_at' : 'accept_at'
  const { rows } = await db.query<BetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.merchant_code = $1 AND b.status = $2 AND b.${column} <= $3 ORDER BY b.${column}, b.id LIMIT $4`,
    [merchantCode, status, before, limit],
  )
  return rows
}

/**
 * A leg's outcome written by the core alone (a re-settlement's legs): its factor (migration 039) is cleared with it, so
 * the set-based settlement never prices a parlay on a factor of an earlier outcome; such a parlay is priced by the core.
 */
export async function setLegOutcome(db: Queryable, betId: bigint, legNo: number, outcome: unknown): Promise<void> {
  await db.query(`UPDATE sports_bet_legs SET outcome = $3, factor_num = NULL, factor_den = NULL WHERE bet_id = $1 AND leg_no = $2 AND outcome IS NULL`, [
    betId, legNo, JSON.stringify(outcome),
  ])
}

/** Every live bet's legs on these matches (what the book stands to lose on them), with each bet's return and risk. */
export async function exposureOn(db: Queryable, merchantCode: string, eventIds: readonly string[]): Promise<{ betId: bigint; kind: 'single' | 'parlay'; risk: bigint; toWin: bigint; eventId: string; market: string; selection: string }[]> {
  const { rows } = await db.query<{ betId: bigint; kind: 'single' | 'parlay'; risk: bigint; toWin: bigint; eventId: string; market: string; selection: string }>(
    `SELECT b.id AS "betId", b.kind, b.risk, b.to_win AS "toWin", l.event_id AS "eventId", l.market, l.selection
       FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
      WHERE l.merchant_code = $1 AND l.event_id = ANY($2::text[]) AND b.status IN ('placing', 'pending', 'open')`,
    [merchantCode, eventIds],
  )
  return rows
}

/** What a member's bets placed since `from` may return together (rejected ones aside). */
export async function memberReturnsSince(db: Queryable, memberId: number, from: Date): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint | null }>(
    `SELECT sum(risk + to_win)::bigint AS total FROM sports_bets WHERE member_id = $1 AND placed_at >= $2 AND status <> 'rejected'`,
    [memberId, from],
  )
  return rows[0].total ?? 0n
}

/** Settled bets a correction touched (migration 036), oldest first: the job re-settles them. */
export async function betsToResettle(db: Queryable, merchantCode: string, limit: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow & Record<string, unknown>>(
    `SELECT ${BET_COLUMNS} FROM sports_bets b WHERE b.merchant_code = $1 AND b.resettle_due AND b.status = 'settled' ORDER BY b.id LIMIT $2`,
    [merchantCode, limit],
  )
  return rows
}

/**
 * A re-settlement done: the bet's new payout and result, counted when money moved (a second process that did the same
 * finds the bet no longer due and changes nothing).
 */
export async function finishResettle(db: Queryable, id: bigint, corrections: number, change: { payout: bigint; result: string; counted: boolean }): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE sports_bets SET payout = $3, result = $4, corrections = corrections + $5, resettle_due = false
      WHERE id = $1 AND resettle_due AND corrections = $2`,
    [id, corrections, change.payout, change.result, change.counted ? 1 : 0],
  )
  return affectedRows > 0
}
