/**
 * SQL of the lottery app's sessions (migrations/017_lottery.sql): made by the lobby URL, kept as the token's hash, and
 * ending with the portal session that minted it (migrations/026_play_sessions_end_with_portal.sql).
 */
import type { Queryable } from '../database'
import { playSessionEnd, portalSessionJoin } from '../accounts/playSessions'

export async function insertLotterySession(
  db: Queryable,
  session: { tokenHash: string; merchantCode: string; memberId: number; gameCode: string | null; at: Date; expiresAt: Date; portalSessionId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO lottery_sessions (token_hash, merchant_code, member_id, game_code, created_at, expires_at, portal_session_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [session.tokenHash, session.merchantCode, session.memberId, session.gameCode, session.at, session.expiresAt, session.portalSessionId],
  )
}

export type LotterySessionRow = {
  merchantCode: string
  memberId: number
  gameCode: string | null
  /** When the session ends: its own expiry, or sooner when its portal session ends (db/accounts/playSessions.ts). */
  expiresAt: Date
}

/** The session behind a token's hash, or null. */
export async function lotterySessionByHash(db: Queryable, tokenHash: string): Promise<LotterySessionRow | null> {
  const { rows } = await db.query<LotterySessionRow>(
    `SELECT l.merchant_code AS "merchantCode", l.member_id AS "memberId", l.game_code AS "gameCode", ${playSessionEnd('l')} AS "expiresAt"
     FROM lottery_sessions l ${portalSessionJoin('l')} WHERE l.token_hash = $1`,
    [tokenHash],
  )
  return rows[0] ?? null
}
