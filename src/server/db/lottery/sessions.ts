/** SQL of the lottery app's sessions (migrations/017_lottery.sql): made by the lobby URL, kept as the token's hash. */
import type { Queryable } from '../database'

export async function insertLotterySession(
  db: Queryable,
  session: { tokenHash: string; merchantCode: string; memberId: number; gameCode: string | null; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO lottery_sessions (token_hash, merchant_code, member_id, game_code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [session.tokenHash, session.merchantCode, session.memberId, session.gameCode, session.at, session.expiresAt],
  )
}

export type LotterySessionRow = { merchantCode: string; memberId: number; gameCode: string | null; expiresAt: Date }

/** The session behind a token's hash, or null. */
export async function lotterySessionByHash(db: Queryable, tokenHash: string): Promise<LotterySessionRow | null> {
  const { rows } = await db.query<LotterySessionRow>(
    `SELECT merchant_code AS "merchantCode", member_id AS "memberId", game_code AS "gameCode", expires_at AS "expiresAt" FROM lottery_sessions WHERE token_hash = $1`,
    [tokenHash],
  )
  return rows[0] ?? null
}
