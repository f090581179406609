/** SQL for the house tables' rounds and bets (migrations/016_house_tables.sql, their seeds 025_house_fairness.sql). */
import type { Queryable } from '../database'

export type TableRoundRow = {
  roundNo: bigint
  opensAt: Date
  bettingUntil: Date
  runUntil: Date
  endsAt: Date
  outcome: Record<string, unknown>
  settledAt: Date | null
  /** The seed the outcome was drawn from (hex) and its commitment; null for a round made before there were seeds. */
  seed: string | null
  seedHash: string | null
}

const ROUND_COLUMNS = `round_no AS "roundNo", opens_at AS "opensAt", betting_until AS "bettingUntil", run_until AS "runUntil", ends_at AS "endsAt",
  outcome, settled_at AS "settledAt", seed, seed_hash AS "seedHash"`

export async function latestRound(db: Queryable, merchantCode: string, gameId: string): Promise<TableRoundRow | null> {
  const { rows } = await db.query<TableRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM house_table_rounds WHERE merchant_code = $1 AND game_id = $2 ORDER BY round_no DESC LIMIT 1`,
    [merchantCode, gameId],
  )
  return rows[0] ?? null
}

export async function roundByNo(db: Queryable, merchantCode: string, gameId: string, roundNo: bigint): Promise<TableRoundRow | null> {
  const { rows } = await db.query<TableRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM house_table_rounds WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3`,
    [merchantCode, gameId, roundNo],
  )
  return rows[0] ?? null
}

/** Adds round `roundNo` unless another process already has (the first one's outcome stands). */
export async function insertRound(
  db: Queryable,
  round: {
    merchantCode: string; gameId: string; roundNo: bigint; opensAt: Date; bettingUntil: Date; runUntil: Date; endsAt: Date; outcome: unknown
    seed: string; seedHash: string
  },
): Promise<void> {
  await db.query(
    `INSERT INTO house_table_rounds (merchant_code, game_id, round_no, opens_at, betting_until, run_until, ends_at, outcome, seed, seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
    [round.merchantCode, round.gameId, round.roundNo, round.opensAt, round.bettingUntil, round.runUntil, round.endsAt, JSON.stringify(round.outcome), round.seed, round.seedHash],
  )
}

export type RoundFairnessRow = {
  gameId: string
  roundNo: bigint
  runUntil: Date
  outcome: Record<string, unknown>
  seed: string | null
  seedHash: string | null
}

/** Rounds of a merchant's tables by game and number (the betting record's detail), in no particular order. */
export async function roundsByKeys(db: Queryable, merchantCode: string, keys: readonly { gameId: string; roundNo: bigint }[]): Promise<RoundFairnessRow[]> {
  if (keys.length === 0) return []
  const { rows } = await db.query<RoundFairnessRow>(
    `SELECT r.game_id AS "gameId", r.round_no AS "roundNo", r.run_until AS "runUntil", r.outcome, r.seed, r.seed_hash AS "seedHash"
     FROM house_table_rounds r JOIN unnest($2::text[], $3::bigint[]) AS k (game_id, round_no) ON r.game_id = k.game_id AND r.round_no = k.round_no
     WHERE r.merchant_code = $1`,
    [merchantCode, keys.map((key) => key.gameId), keys.map((key) => key.roundNo.toString())],
  )
  return rows
}

/** The table's last settled rounds' outcomes, newest first. */
export async function recentOutcomes(db: Queryable, merchantCode: string, gameId: string, limit: number): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<{ outcome: Record<string, unknown> }>(
    `SELECT outcome FROM house_table_rounds WHERE merchant_code = $1 AND game_id = $2 AND settled_at IS NOT NULL ORDER BY round_no DESC LIMIT $3`,
    [merchantCode, gameId, limit],
  )
  return rows.map((row) => row.outcome)
}

/** Rounds that have played and are not settled yet, oldest first. */
export async function dueRounds(db: Queryable, now: Date, limit: number): Promise<(TableRoundRow & { merchantCode: string; gameId: string })[]> {
  const { rows } = await db.query<TableRoundRow & { merchantCode: string; gameId: string }>(
    `SELECT merchant_code AS "merchantCode", game_id AS "gameId", ${ROUND_COLUMNS} FROM house_table_rounds
     WHERE settled_at IS NULL AND run_until <= $1 ORDER BY run_until LIMIT $2`,
    [now, limit],
  )
  return rows
}

export async function markRoundSettled(db: Queryable, merchantCode: string, gameId: string, roundNo: bigint, at: Date): Promise<void> {
  await db.query(
    `UPDATE house_table_rounds SET settled_at = $4 WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3 AND settled_at IS NULL`,
    [merchantCode, gameId, roundNo, at],
  )
}

export type TableBetRow = {
  memberId: number
  txnId: string
  sessionSeal: string
  kind: string
  amount: bigint
  autoCashOut: number | null
  cashedOutAt: number | null
  settledAt: Date | null
}

const BET_COLUMNS = `member_id AS "memberId", txn_id AS "txnId", session_seal AS "sessionSeal", kind, amount, auto_cash_out AS "autoCashOut",
  cashed_out_at AS "cashedOutAt", settled_at AS "settledAt"`

export interface RoundKey {
  merchantCode: string
  gameId: string
  roundNo: bigint
}

/** A member's bets on a round (all of them, settled or not), oldest first. */
export async function betsOf(db: Queryable, key: RoundKey & { memberId: number }, options: { forUpdate?: boolean } = {}): Promise<TableBetRow[]> {
  const { rows } = await db.query<TableBetRow>(
    `SELECT ${BET_COLUMNS} FROM house_table_bets WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3 AND member_id = $4
     ORDER BY txn_id${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [key.merchantCode, key.gameId, key.roundNo, key.memberId],
  )
  return rows
}

export async function insertBets(
  db: Queryable,
  key: RoundKey & { memberId: number; sessionSeal: string; autoCashOut: number | null },
  bets: readonly { txnId: string; kind: string; amount: bigint }[],
): Promise<void> {
  for (const bet of bets) {
    await db.query(
      `INSERT INTO house_table_bets (merchant_code, game_id, round_no, member_id, txn_id, session_seal, kind, amount, auto_cash_out)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [key.merchantCode, key.gameId, key.roundNo, key.memberId, bet.txnId, key.sessionSeal, bet.kind, bet.amount, key.autoCashOut],
    )
  }
}

/** Every unsettled bet of a round, by member. */
export async function unsettledBets(db: Queryable, key: RoundKey): Promise<TableBetRow[]> {
  const { rows } = await db.query<TableBetRow>(
    `SELECT ${BET_COLUMNS} FROM house_table_bets WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3 AND settled_at IS NULL ORDER BY member_id, txn_id`,
    [key.merchantCode, key.gameId, key.roundNo],
  )
  return rows
}

/**
 * Gives back a member's claim on a round's bets when their payment did not go through: settlement (or the member's
 * retried cash-out) pays them later. A crash cash-out keeps its multiplier: it was made in time, and is paid at it.
 */
export async function unclaimMemberBets(db: Queryable, key: RoundKey & { memberId: number }): Promise<void> {
  await db.query(
    `UPDATE house_table_bets SET settled_at = NULL WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3 AND member_id = $4`,
    [key.merchantCode, key.gameId, key.roundNo, key.memberId],
  )
}

/** Marks a member's bets on a round settled (and a crash cash-out's multiplier); false when they already were. */
export async function settleMemberBets(db: Queryable, key: RoundKey & { memberId: number }, result: { at: Date; cashedOutAt?: number }): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE house_table_bets SET settled_at = $5, cashed_out_at = coalesce($6, cashed_out_at)
     WHERE merchant_code = $1 AND game_id = $2 AND round_no = $3 AND member_id = $4 AND settled_at IS NULL`,
    [key.merchantCode, key.gameId, key.roundNo, key.memberId, result.at, result.cashedOutAt ?? null],
  )
  return affectedRows > 0
}
