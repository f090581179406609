/**
 * SQL of social login (migrations/007_social_login.sql): started sign-ins (`social_login_states`), finished
 * logins waiting for the portal (`social_login_tickets`), and the lookups of bound accounts they need. Each state
 * and ticket is taken with one DELETE ... RETURNING, so of two requests racing for one only one gets it.
 */
import type { Queryable } from '../database'

/** Most expired rows one purge deletes, so a purge never holds up the request that runs it. */
export const PURGE_BATCH = 100

export type SocialIntent = 'login' | 'bind'
export type LoginEntry = 'member' | 'agent'

export interface SocialStateRow {
  merchantCode: string
  provider: string
  intent: SocialIntent
  memberId: number | null
  sessionId: number | null
  entry: LoginEntry | null
  codeVerifier: string
  redirectUri: string
  returnPath: string
  browserKeyHash: string | null
  expiresAt: Date
}

export async function insertSocialState(db: Queryable, state: SocialStateRow & { stateHash: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO social_login_states (state_hash, merchant_code, provider, intent, member_id, session_id, entry, code_verifier, redirect_uri,
       return_path, browser_key_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      state.stateHash, state.merchantCode, state.provider, state.intent, state.memberId, state.sessionId, state.entry, state.codeVerifier,
      state.redirectUri, state.returnPath, state.browserKeyHash, state.at, state.expiresAt,
    ],
  )
}

/** Removes the state and answers what it held (expired or not: the caller decides); null when unknown or taken. */
export async function takeSocialState(db: Queryable, stateHash: string): Promise<SocialStateRow | null> {
  const { rows } = await db.query(
    `DELETE FROM social_login_states WHERE state_hash = $1
     RETURNING merchant_code AS "merchantCode", provider, intent, member_id AS "memberId", session_id AS "sessionId", entry,
       code_verifier AS "codeVerifier", redirect_uri AS "redirectUri", return_path AS "returnPath", browser_key_hash AS "browserKeyHash",
       expires_at AS "expiresAt"`,
    [stateHash],
  )
  return (rows[0] as unknown as SocialStateRow | undefined) ?? null
}

export interface SocialTicketRow {
  merchantCode: string
  memberId: number
  provider: string
  entry: LoginEntry | null
  browserKeyHash: string
  expiresAt: Date
}

export async function insertSocialTicket(db: Queryable, ticket: SocialTicketRow & { ticketHash: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO social_login_tickets (ticket_hash, merchant_code, member_id, provider, entry, browser_key_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [ticket.ticketHash, ticket.merchantCode, ticket.memberId, ticket.provider, ticket.entry, ticket.browserKeyHash, ticket.at, ticket.expiresAt],
  )
}

/** Removes the ticket and answers what it held; null when unknown or already exchanged. */
export async function takeSocialTicket(db: Queryable, ticketHash: string): Promise<SocialTicketRow | null> {
  const { rows } = await db.query(
    `DELETE FROM social_login_tickets WHERE ticket_hash = $1
     RETURNING merchant_code AS "merchantCode", member_id AS "memberId", provider, entry, browser_key_hash AS "browserKeyHash",
       expires_at AS "expiresAt"`,
    [ticketHash],
  )
  return (rows[0] as unknown as SocialTicketRow | undefined) ?? null
}

/**
 * Deletes up to `limit` states and tickets that expired by `at`; rows another purge is deleting are skipped, not
 * waited for (two purges never deadlock).
 */
export async function purgeExpiredSocialFlows(db: Queryable, at: Date, limit: number = PURGE_BATCH): Promise<void> {
  await db.query(
    `DELETE FROM social_login_states WHERE state_hash IN (
       SELECT state_hash FROM social_login_states WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )`,
    [at, limit],
  )
  await db.query(
    `DELETE FROM social_login_tickets WHERE ticket_hash IN (
       SELECT ticket_hash FROM social_login_tickets WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )`,
    [at, limit],
  )
}

/** The member a confirmed binding of this provider's account belongs to, within the merchant; null when none. */
export async function findBoundMemberId(db: Queryable, input: { merchantCode: string; provider: string; subject: string }): Promise<number | null> {
  const { rows } = await db.query<{ memberId: number }>(
    `SELECT member_id AS "memberId" FROM member_social_bindings
     WHERE merchant_code = $1 AND provider = $2 AND subject = $3 AND confirmed_at IS NOT NULL`,
    [input.merchantCode, input.provider, input.subject],
  )
  return rows[0]?.memberId ?? null
}

/** Whether the member has an account of this provider bound (confirmed or not). */
export async function memberHasProvider(db: Queryable, memberId: number, provider: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM member_social_bindings WHERE member_id = $1 AND provider = $2`, [memberId, provider])
  return rows.length > 0
}

/** Whether the session is still open at `at` (not signed out, not idle too long, not past its end). */
export async function isSessionLive(db: Queryable, sessionId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND expires_at > $2`,
    [sessionId, at],
  )
  return rows.length > 0
}
