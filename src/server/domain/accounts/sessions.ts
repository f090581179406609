/**
 * Sessions: a new opaque token at every login, kept only as its hash; an idle expiry that moves with use and an
 * absolute one that never does; revocation that says why, so the portal shows the right message (a token ended
 * by logout is simply invalid, one ended by another login or a password change says "kicked out").
 * Sessions live in the database, so every server process accepts the same token; each process keeps the ones in
 * use in a cache that every change to a session invalidates (db/accounts/sessions.ts).
 */
import type { Database, Queryable } from '../../db/database'
import { findSessionWithMember, insertSession, revokeMemberSessions, revokeSession, touchSession, type SessionRow } from '../../db/accounts/sessions'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import type { Authenticator, Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import { accountSettings } from './settings'
import { looksLikeSessionToken, newSessionToken, tokenHash } from './tokens'

/** A session's last use is written at most this often: the idle expiry is exact to within this much. */
export const TOUCH_EVERY_MS = 30_000

export interface NewSession {
  token: string
  id: number
  idleExpiresAt: Date
  expiresAt: Date
}

export async function openSession(
  db: Queryable,
  random: RandomSource,
  input: { merchant: Merchant; memberId: number; now: Date; ip: string; userAgent: string | null; passwordChangeRequired: boolean },
): Promise<NewSession> {
  const settings = accountSettings(input.merchant.config)
  const token = newSessionToken(random)
  const expiresAt = new Date(input.now.getTime() + settings.sessionMaxMs)
  const idleExpiresAt = new Date(Math.min(input.now.getTime() + settings.sessionIdleMs, expiresAt.getTime()))
  const id = await insertSession(db, {
    memberId: input.memberId,
    merchantCode: input.merchant.config.code,
    tokenHash: tokenHash(token),
    at: input.now,
    idleExpiresAt,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    passwordChangeRequired: input.passwordChangeRequired,
  })
  return { token, id, idleExpiresAt, expiresAt }
}

/** Why a stored session no longer counts, as the code the portal acts on; undefined while it is live. */
function endedCode(session: SessionRow, now: Date): 'user.or.token.invalid' | 'member.kicked.out' | 'token.expired' | undefined {
  if (session.revokedAt) return session.revokedReason === 'logout' ? 'user.or.token.invalid' : 'member.kicked.out'
  if (session.expiresAt <= now || session.idleExpiresAt <= now) return 'token.expired'
  return undefined
}

export interface LiveSession {
  session: SessionRow
  principal: Principal
}

/** The live session behind a token, touched; an AppError with a force-logout code otherwise. */
export async function resolveSession(db: Queryable, input: { token: string; merchant: Merchant; now: Date }): Promise<LiveSession> {
  if (!looksLikeSessionToken(input.token)) throw new AppError('user.or.token.invalid')
  const hash = tokenHash(input.token)
  let found = await findSessionWithMember(db, hash)
  // A kept session that looks expired may have been used meanwhile through another process: the database decides.
  if (found && endedCode(found.session, input.now) === 'token.expired') found = await findSessionWithMember(db, hash, { fresh: true })
  // A token of another merchant is as unknown here as a made-up one.
  if (!found || found.session.merchantCode !== input.merchant.config.code) throw new AppError('user.or.token.invalid')
  let session = found.session
  const ended = endedCode(session, input.now)
  if (ended) throw new AppError(ended)
  if (input.now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const settings = accountSettings(input.merchant.config)
    const touched = await touchSession(db, session.id, input.now, new Date(input.now.getTime() + settings.sessionIdleMs))
    // Revoked or expired between the read and the write.
    if (!touched) throw new AppError('token.expired')
    session = touched
  }
  const member = found.member
  if (!member || member.status === 'disabled') throw new AppError('member.kicked.out')
  return {
    session,
    principal: {
      memberId: member.id,
      username: member.username,
      accountType: member.accountType,
      sessionId: session.id,
      passwordChangeRequired: session.passwordChangeRequired,
      idleExpiresAt: session.idleExpiresAt,
      expiresAt: session.expiresAt,
    },
  }
}

export function sessionAuthenticator(db: Database): Authenticator {
  return { authenticate: async (input) => (await resolveSession(db, input)).principal }
}

/** Sign out: the session ends now; its token answers `user.or.token.invalid` from then on. */
export async function closeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now, 'logout')
}

/** "Sign out the others": every other live session of the member ends; they answer `member.kicked.out`. */
export async function closeOtherSessions(db: Queryable, principal: Principal, now: Date): Promise<number> {
  return revokeMemberSessions(db, principal.memberId, now, 'kicked', principal.sessionId)
}
