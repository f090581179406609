/** SQL for the `sessions` and `login_challenges` tables (migrations/003_accounts.sql). */
import { databaseOf, whenCommitted, type Database, type Queryable } from '../database'
import { forgetGameSessions } from '../games/vendorProtocol'
import { readCacheOf } from '../readCache'

export type RevokeReason = 'logout' | 'kicked' | 'password' | 'locked'

export interface SessionRow {
  id: number
  memberId: number
  merchantCode: string
  createdAt: Date
  lastSeenAt: Date
  idleExpiresAt: Date
  expiresAt: Date
  ip: string
  userAgent: string | null
  revokedAt: Date | null
  revokedReason: RevokeReason | null
  passwordChangeRequired: boolean
}

const COLUMNS = `id, member_id AS "memberId", merchant_code AS "merchantCode", created_at AS "createdAt",
  last_seen_at AS "lastSeenAt", idle_expires_at AS "idleExpiresAt", expires_at AS "expiresAt", ip, user_agent AS "userAgent",
  revoked_at AS "revokedAt", revoked_reason AS "revokedReason", password_change_required AS "passwordChangeRequired"`

export async function insertSession(
  db: Queryable,
  session: {
    memberId: number; merchantCode: string; tokenHash: string; at: Date; idleExpiresAt: Date; expiresAt: Date; ip: string; userAgent: string | null
    passwordChangeRequired: boolean
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (member_id, merchant_code, token_hash, created_at, last_seen_at, idle_expires_at, expires_at, ip, user_agent,
       password_change_required)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      session.memberId, session.merchantCode, session.tokenHash, session.at, session.idleExpiresAt, session.expiresAt, session.ip,
      session.userAgent, session.passwordChangeRequired,
    ],
  )
  return rows[0].id
}

/** What authenticating a call needs of the member behind a session. */
export interface SessionMember {
  id: number
  username: string
  accountType: number
  status: string
}

export interface SessionWithMember {
  session: SessionRow
  member: SessionMember | null
}

/**
 * Every member call authenticates, so the session behind a token is the read the server makes most: it is kept in
 * a cache that every write to a session (touch, revocation, password change) invalidates, in every process
 * (`forgetSessions`). The member fields kept (username, account type, status) are never changed after sign-up
 * today; whatever comes to change them must forget the member's sessions too (`forgetEndedSessions` when a change
 * ends them, so that the game sessions they minted are forgotten as well).
 */
const sessionCache = (database: Database) =>
  readCacheOf<SessionWithMember>(database, 'sessions', {
    ttlMs: 10_000,
    maxEntries: 50_000,
    tagsOf: ({ session }) => [`session:${session.id}`, `member:${session.memberId}`],
  })

/**
 * A session by its token's hash, with the few member fields a call needs, in one round trip (or none, from the
 * cache). `fresh` reads the database even when the cache holds it. An unknown token is never kept: made-up tokens
 * must not push real sessions out.
 */
export async function findSessionWithMember(db: Queryable, tokenHash: string, options: { fresh?: boolean } = {}): Promise<SessionWithMember | null> {
  if (!('transaction' in db)) return readSessionWithMember(db, tokenHash)
  const cache = sessionCache(db as Database)
  if (options.fresh) cache.invalidate([tokenHash], 'here')
  try {
    return await cache.read(tokenHash, async () => {
      const found = await readSessionWithMember(db, tokenHash)
      if (!found) throw UNKNOWN_TOKEN
      return found
    })
  } catch (error) {
    if (error === UNKNOWN_TOKEN) return null
    throw error
  }
}

const UNKNOWN_TOKEN = Symbol('unknown token')

/** After a write to sessions: forgotten here at once (no read under way is kept) and everywhere once committed. */
function forgetSessions(db: Queryable, tags: string[]): void {
  const database = databaseOf(db)
  if (!database) return
  const cache = sessionCache(database)
  cache.invalidateTagged(tags, 'here')
  whenCommitted(db, () => cache.invalidateTagged(tags))
}

/**
 * After sessions ended: they are forgotten, and so are the game sessions they minted, which end with them (a game
 * session's kept end can only be early otherwise: a touch, which moves an end later, need not forget them).
 */
function forgetEndedSessions(db: Queryable, tags: string[]): void {
  forgetSessions(db, tags)
  forgetGameSessions(db, tags)
}

async function readSessionWithMember(db: Queryable, tokenHash: string): Promise<SessionWithMember | null> {
  const { rows } = await db.query(
    `SELECT s.*, m.id AS "m_id", m.username AS "m_username", m.account_type AS "m_accountType", m.status AS "m_status"
     FROM (SELECT ${COLUMNS} FROM sessions WHERE token_hash = $1) s LEFT JOIN members m ON m.id = s."memberId"`,
    [tokenHash],
  )
  const row = rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  const { m_id, m_username, m_accountType, m_status, ...session } = row
  const member = m_id === null || m_id === undefined ? null : { id: m_id as number, username: m_username as string, accountType: m_accountType as number, status: m_status as string }
  return { session: session as unknown as SessionRow, member }
}

/**
 * Marks a session used at `at`: its idle expiry moves to `idleExpiresAt` (never past its absolute expiry).
 * Only a live session moves; the answer says whether this one was.
 */
export async function touchSession(db: Queryable, id: number, at: Date, idleExpiresAt: Date): Promise<SessionRow | null> {
  const { rows } = await db.query(
    `UPDATE sessions SET last_seen_at = $2, idle_expires_at = LEAST($3, expires_at)
     WHERE id = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND expires_at > $2
     RETURNING ${COLUMNS}`,
    [id, at, idleExpiresAt],
  )
  forgetSessions(db, [`session:${id}`])
  return (rows[0] as unknown as SessionRow | undefined) ?? null
}

export async function revokeSession(db: Queryable, id: number, at: Date, reason: RevokeReason): Promise<boolean> {
  const { affectedRows } = await db.query(`UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL`, [id, at, reason])
  forgetEndedSessions(db, [`session:${id}`])
  return affectedRows > 0
}

/** Ends every live session of a member except `keepId` (sign out the others; a password change). */
export async function revokeMemberSessions(db: Queryable, memberId: number, at: Date, reason: RevokeReason, keepId: number | null = null): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
     WHERE member_id = $1 AND revoked_at IS NULL AND ($4::integer IS NULL OR id <> $4)`,
    [memberId, at, reason, keepId],
  )
  forgetEndedSessions(db, [`member:${memberId}`])
  return affectedRows
}

export async function listLiveSessions(db: Queryable, memberId: number, at: Date): Promise<SessionRow[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY last_seen_at DESC`,
    [memberId, at],
  )
  return rows as unknown as SessionRow[]
}

/** The kinds of login a new-IP challenge can interrupt; only a password login can require a password change. */
export type ChallengedLogin = 'password' | 'sms' | 'social'

export interface ChallengeRow {
  id: number
  memberId: number
  ip: string
  methods: string[]
  attempts: number
  expiresAt: Date
  usedAt: Date | null
  loginType: ChallengedLogin
  /** The interrupted login used the merchant's default password. */
  defaultPassword: boolean
}

const CHALLENGE_COLUMNS = `id, member_id AS "memberId", ip, methods, attempts, expires_at AS "expiresAt", used_at AS "usedAt", login_type AS "loginType", default_password AS "defaultPassword"`

export async function insertChallenge(
  db: Queryable,
  challenge: { ticketHash: string; memberId: number; ip: string; methods: readonly string[]; at: Date; expiresAt: Date; loginType: ChallengedLogin; defaultPassword: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO login_challenges (ticket_hash, member_id, ip, methods, created_at, expires_at, login_type, default_password) VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8)`,
    [challenge.ticketHash, challenge.memberId, challenge.ip, [...challenge.methods], challenge.at, challenge.expiresAt, challenge.loginType, challenge.defaultPassword],
  )
}

/** A live challenge without spending an attempt (sending its code). */
export async function findLiveChallenge(db: Queryable, ticketHash: string, at: Date, maxAttempts: number): Promise<ChallengeRow | null> {
  const { rows } = await db.query(
    `SELECT ${CHALLENGE_COLUMNS} FROM login_challenges
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3`,
    [ticketHash, at, maxAttempts],
  )
  return (rows[0] as unknown as ChallengeRow | undefined) ?? null
}

/** Counts one attempt at a live challenge and returns it; null when it is unknown, used, expired or spent. */
export async function attemptChallenge(db: Queryable, ticketHash: string, at: Date, maxAttempts: number): Promise<ChallengeRow | null> {
  const { rows } = await db.query(
    `UPDATE login_challenges SET attempts = attempts + 1
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
     RETURNING ${CHALLENGE_COLUMNS}`,
    [ticketHash, at, maxAttempts],
  )
  return (rows[0] as unknown as ChallengeRow | undefined) ?? null
}

/** Marks a challenge used; false when another request used it first. */
export async function spendChallenge(db: Queryable, id: number, at: Date): Promise<boolean> {
  const { affectedRows } = await db.query(`UPDATE login_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL`, [id, at])
  return affectedRows > 0
}

/** The password was changed in this session: it may do everything again. */
export async function clearPasswordChangeRequired(db: Queryable, sessionId: number): Promise<void> {
  await db.query(`UPDATE sessions SET password_change_required = false WHERE id = $1`, [sessionId])
  forgetSessions(db, [`session:${sessionId}`])
}
