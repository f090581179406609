/**
 * SQL of the lottery's rounds (migrations/017_lottery.sql): made before they open, moved through their states by
 * conditional updates (a state changes once, whoever runs the update first), drawn with their hit table, and read
 * for the results. domain/lottery/rounds.ts puts the steps together.
 */
import type { Queryable } from '../database'
import type { PrizeNumbers, PrizeTableCode } from '../../domain/lottery/prizeTables'

export const ROUND_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled'] as const
export type RoundStatus = (typeof ROUND_STATUSES)[number]

export type RoundRow = {
  id: bigint
  merchantCode: string
  currency: string
  gameCode: string
  roundNo: string
  roundIndex: bigint
  prizeTable: PrizeTableCode
  status: RoundStatus
  opensAt: Date
  closesAt: Date
  drawsAt: Date
  commitment: string
  seedSeal: string
  /** Revealed at the draw; null before. */
  seedHex: string | null
  result: PrizeNumbers | null
  drawnAt: Date | null
  settledAt: Date | null
  betCount: number | null
  stakeTotal: bigint | null
  payoutTotal: bigint | null
}

const ROUND_COLUMNS = `id, merchant_code AS "merchantCode", currency, game_code AS "gameCode", round_no AS "roundNo", round_index AS "roundIndex",
  prize_table AS "prizeTable", status, opens_at AS "opensAt", closes_at AS "closesAt", draws_at AS "drawsAt", commitment, seed_seal AS "seedSeal",
  seed_hex AS "seedHex", result, drawn_at AS "drawnAt", settled_at AS "settledAt", bet_count AS "betCount", stake_total AS "stakeTotal",
  payout_total AS "payoutTotal"`

export interface NewRound {
  merchantCode: string
  currency: string
  gameCode: string
  roundNo: string
  roundIndex: number
  prizeTable: PrizeTableCode
  status: 'scheduled' | 'open' | 'closed'
  opensAt: Date
  closesAt: Date
  drawsAt: Date
  commitment: string
  seedSeal: string
  at: Date
}

/** Makes a round unless the game already has one with its number (another process made it first): true when made now. */
export async function insertRound(db: Queryable, round: NewRound): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO lottery_rounds (merchant_code, currency, game_code, round_no, round_index, prize_table, status, opens_at, closes_at, draws_at, commitment, seed_seal, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT ON CONSTRAINT lottery_rounds_uq DO NOTHING
     RETURNING id`,
    [
      round.merchantCode, round.currency, round.gameCode, round.roundNo, round.roundIndex, round.prizeTable, round.status, round.opensAt, round.closesAt,
      round.drawsAt, round.commitment, round.seedSeal, round.at,
    ],
  )
  return rows.length > 0
}

/** Which of these (game, round number) pairs of a merchant already have a round. */
export async function existingRounds(db: Queryable, merchantCode: string, keys: readonly { gameCode: string; roundNo: string }[]): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const { rows } = await db.query<{ gameCode: string; roundNo: string }>(
    `SELECT game_code AS "gameCode", round_no AS "roundNo" FROM lottery_rounds
     WHERE merchant_code = $1 AND (game_code, round_no) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [merchantCode, keys.map((k) => k.gameCode), keys.map((k) => k.roundNo)],
  )
  return new Set(rows.map((row) => `${row.gameCode}:${row.roundNo}`))
}

/** A game's round by its number, or null. `lock`: FOR SHARE (a bet: the round can't close under it) or FOR UPDATE. */
export async function roundByNo(db: Queryable, merchantCode: string, gameCode: string, roundNo: string, lock?: 'share' | 'update'): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE merchant_code = $1 AND game_code = $2 AND round_no = $3${lock ? ` FOR ${lock.toUpperCase()}` : ''}`,
    [merchantCode, gameCode, roundNo],
  )
  return rows[0] ?? null
}

/** Every merchant's round of a game and number (or one merchant's), for the audit that verifies a stored round. */
export async function roundsByGameAndNo(db: Queryable, gameCode: string, roundNo: string, merchantCode?: string): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT merchant_code AS "merchantCode", game_code AS "gameCode", round_no AS "roundNo", prize_table AS "prizeTable", status, commitment,
            seed_hex AS "seedHex", result, draws_at AS "drawsAt", drawn_at AS "drawnAt"
     FROM lottery_rounds WHERE game_code = $1 AND round_no = $2 AND ($3::text IS NULL OR merchant_code = $3) ORDER BY merchant_code`,
    [gameCode, roundNo, merchantCode ?? null],
  )
  return rows
}

export async function roundById(db: Queryable, id: bigint, lock?: 'update'): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])
  return rows[0] ?? null
}

/** Scheduled rounds whose betting time has come (and not yet gone) become open; how many. */
export async function openDue(db: Queryable, now: Date): Promise<number> {
  const { affectedRows } = await db.query(`UPDATE lottery_rounds SET status = 'open' WHERE status = 'scheduled' AND opens_at <= $1 AND closes_at > $1`, [now])
  return affectedRows
}

/**
 * Rounds whose close time has come stop taking bets; how many. The update waits for bets under way on a round (they
 * hold it FOR SHARE), and a bet after it finds the round closed.
 */
export async function closeDue(db: Queryable, now: Date): Promise<number> {
  const { affectedRows } = await db.query(`UPDATE lottery_rounds SET status = 'closed' WHERE status IN ('scheduled', 'open') AND closes_at <= $1`, [now])
  return affectedRows
}

/** Ids of rounds in `status` whose draw time has come, oldest first. */
export async function dueRounds(db: Queryable, status: 'closed' | 'drawn', now: Date, limit: number): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `SELECT id FROM lottery_rounds WHERE status = $1 AND draws_at <= $2 ORDER BY draws_at, id LIMIT $3`,
    [status, now, limit],
  )
  return rows.map((row) => row.id)
}

/** The draw of a closed round: its seed revealed and its result; false when it was no longer closed (drawn already). */
export async function markDrawn(db: Queryable, id: bigint, draw: { seedHex: string; result: PrizeNumbers; at: Date }): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE lottery_rounds SET status = 'drawn', seed_hex = $2, result = $3, drawn_at = $4 WHERE id = $1 AND status = 'closed'`,
    [id, draw.seedHex, JSON.stringify(draw.result), draw.at],
  )
  return affectedRows > 0
}

/** A drawn round's hit table, in one statement. */
export async function insertHits(db: Queryable, roundId: bigint, hits: readonly { kind: string; number: string; hits: number }[]): Promise<void> {
  await db.query(
    `INSERT INTO lottery_round_hits (round_id, kind, number, hits) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[])`,
    [roundId, hits.map((h) => h.kind), hits.map((h) => h.number), hits.map((h) => h.hits)],
  )
}

/** Drawn rounds of a merchant's game (one game, or several), newest first, with how many there are in all. */
export async function drawnRounds(
  db: Queryable,
  merchantCode: string,
  gameCodes: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> {
  const { rows } = await db.query<RoundRow & { total: number }>(
    `SELECT ${ROUND_COLUMNS}, count(*) OVER ()::integer AS total FROM lottery_rounds
     WHERE merchant_code = $1 AND game_code = ANY($2::text[]) AND status IN ('drawn', 'settled')
     ORDER BY round_index DESC, game_code LIMIT $3 OFFSET $4`,
    [merchantCode, gameCodes, page.limit, page.offset],
  )
  return { rows, total: rows[0]?.total ?? 0 }
}

/** The latest drawn round of each of these games (a game with none is missing). */
export async function latestDrawn(db: Queryable, merchantCode: string, gameCodes: readonly string[]): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT r.* FROM unnest($2::text[]) AS g(code)
     CROSS JOIN LATERAL (
       SELECT ${ROUND_COLUMNS} FROM lottery_rounds
       WHERE merchant_code = $1 AND game_code = g.code AND status IN ('drawn', 'settled')
       ORDER BY round_index DESC LIMIT 1
     ) r`,
    [merchantCode, gameCodes],
  )
  return rows
}
