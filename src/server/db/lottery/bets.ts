/**
 * SQL of the lottery's bets (migrations/017_lottery.sql, 018_lottery_bet_wins.sql): a bet recorded under the member's request key, the
 * per-number totals of a round that keep every number under its limit, and the member's orders.
 */
import type { Queryable } from '../database'

/** A bet's status: its round's settlement (migration 018: settlement writes only the winners). */
const SETTLED_STATUS = `CASE WHEN r.status = 'settled' THEN 'settled' ELSE 'open' END`

export type BetRow = {
  id: bigint
  merchantCode: string
  roundId: bigint
  memberId: number
  betType: string
  numbers: string[]
  stake: bigint
  pays: bigint
  per: bigint
  status: 'open' | 'settled'
  units: number | null
  payout: bigint | null
  idempotencyKey: string
  fingerprint: string
  createdAt: Date
  settledAt: Date | null
}

/**
 * A bet as placed, and its settlement: settled when its round is, with the units and payout of its row in
 * lottery_bet_wins (0 and 0 without one: it lost). Read from `BET_FROM`.
 */
const BET_COLUMNS = `b.id, b.merchant_code AS "merchantCode", b.round_id AS "roundId", b.member_id AS "memberId", b.bet_type AS "betType", b.numbers,
  b.stake, b.pays, b.per, ${SETTLED_STATUS} AS status,
  CASE WHEN r.status = 'settled' THEN coalesce(w.units, 0) END AS units, CASE WHEN r.status = 'settled' THEN coalesce(w.payout, 0) END AS payout,
  b.idempotency_key AS "idempotencyKey", b.fingerprint, b.created_at AS "createdAt", CASE WHEN r.status = 'settled' THEN r.settled_at END AS "settledAt"`

const BET_FROM = `lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id LEFT JOIN lottery_bet_wins w ON w.bet_id = b.id`

export type NewBet = Pick<BetRow, 'merchantCode' | 'roundId' | 'memberId' | 'betType' | 'numbers' | 'stake' | 'pays' | 'per' | 'idempotencyKey' | 'fingerprint' | 'createdAt'>

/**
 * Records a bet, or returns null when the member already has one under this key. A concurrent call with the same
 * key waits on the unique index until the first commits (then null) or rolls back (then this one is written).
 */
export async function insertBet(db: Queryable, bet: NewBet): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `INSERT INTO lottery_bets (merchant_code, round_id, member_id, bet_type, numbers, stake, pays, per, idempotency_key, fingerprint, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT ON CONSTRAINT lottery_bets_key_uq DO NOTHING
     RETURNING id`,
    [bet.merchantCode, bet.roundId, bet.memberId, bet.betType, bet.numbers, bet.stake, bet.pays, bet.per, bet.idempotencyKey, bet.fingerprint, bet.createdAt],
  )
  return rows[0]?.id ?? null
}

export async function betByKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM ${BET_FROM} WHERE b.member_id = $1 AND b.idempotency_key = $2`, [memberId, idempotencyKey])
  return rows[0] ?? null
}

/**
 * Adds `stake` to what the round has on one number of a bet type, unless that would take it past `max`: the new
 * total, or null when refused. The first bet on a number writes its row (the caller has checked stake ≤ max); the
 * others update it under its row lock, so two bets at once can't both pass the limit.
 */
export async function addToNumber(db: Queryable, key: { roundId: bigint; betType: string; number: string }, stake: bigint, max: bigint): Promise<bigint | null> {
  const { rows } = await db.query<{ staked: bigint }>(
    `INSERT INTO lottery_round_numbers AS t (round_id, bet_type, number, staked) VALUES ($1, $2, $3, $4)
     ON CONFLICT (round_id, bet_type, number) DO UPDATE SET staked = t.staked + EXCLUDED.staked WHERE t.staked + EXCLUDED.staked <= $5
     RETURNING staked`,
    [key.roundId, key.betType, key.number, stake, max],
  )
  return rows[0]?.staked ?? null
}

/** What the round has on one number of a bet type (0 when nothing). */
export async function stakedOnNumber(db: Queryable, key: { roundId: bigint; betType: string; number: string }): Promise<bigint> {
  const { rows } = await db.query<{ staked: bigint }>(
    `SELECT staked FROM lottery_round_numbers WHERE round_id = $1 AND bet_type = $2 AND number = $3`,
    [key.roundId, key.betType, key.number],
  )
  return rows[0]?.staked ?? 0n
}

/** A bet with its round's game, number, draw time and status, as the member's orders list it. */
export type OrderRow = BetRow & {
  gameCode: string
  roundNo: string
  drawsAt: Date
  roundStatus: string
}

export interface OrderFilter {
  memberId: number
  gameCode?: string
  status?: 'open' | 'settled'
}

/** A page of the member's bets, newest first, with the count, stake (all, and settled) and payout over every bet the filter matches. */
export async function memberOrders(
  db: Queryable,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number; stake: bigint; settledStake: bigint; payout: bigint }> {
  const where = `b.member_id = $1 AND ($2::text IS NULL OR r.game_code = $2) AND ($3::text IS NULL OR ${SETTLED_STATUS} = $3)`
  const params = [filter.memberId, filter.gameCode ?? null, filter.status ?? null]
  const [list, totals] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${BET_COLUMNS}, r.game_code AS "gameCode", r.round_no AS "roundNo", r.draws_at AS "drawsAt", r.status AS "roundStatus"
       FROM ${BET_FROM}
       WHERE ${where} ORDER BY b.id DESC LIMIT $4 OFFSET $5`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ total: number; stake: bigint; settledStake: bigint; payout: bigint }>(
      `SELECT count(*)::integer AS total, coalesce(sum(b.stake), 0)::bigint AS stake,
              coalesce(sum(b.stake) FILTER (WHERE r.status = 'settled'), 0)::bigint AS "settledStake",
              coalesce(sum(w.payout) FILTER (WHERE r.status = 'settled'), 0)::bigint AS payout
       FROM ${BET_FROM} WHERE ${where}`,
      params,
    ),
  ])
  return { rows: list.rows, ...totals.rows[0] }
}
