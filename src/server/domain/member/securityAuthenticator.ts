/**
 * Security centre: the authenticator (TOTP two-factor, spec section 5 "Google verification code") and bound
 * social accounts.
 *
 * Authenticator: `begin` makes a new secret and answers it once, as an otpauth:// URI the portal draws as a QR
 * code; it stays pending until `confirm` gets a current code from the app, then it is on and the secret never
 * leaves the server again. Turning it off asks for the login password and a current code. While it is on, a
 * login from a new address may be completed with its code (domain/accounts/login.ts).
 *
 * Social accounts (Google, Facebook, Line): a member binds at most one per provider, an account binds to one
 * member of a merchant, and once confirmed a binding can be neither changed nor unlinked (spec section 5). The
 * proof that an account is the member's comes from the provider: the OAuth flow of domain/social/flow.ts calls
 * these once the provider has answered.
 */
import { generateURI } from 'otplib'
import type { AuthenticatorSetup, SocialProvider } from '../../../contract/schemas/security'
import type { Queryable } from '../../db/database'
import {
  confirmSocialBinding, deleteAuthenticator, deleteUnconfirmedSocialBinding, findAuthenticator, insertSocialBinding, listSocialBindings,
  savePendingAuthenticator,
} from '../../db/member/security'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { AccountServices, Visit } from '../accounts/login'
import { requirePassword, requireRealAccount, sessionMember } from './security'
import { encodeSecret, spendTotp, TOTP_PERIOD_SECONDS, TOTP_SECRET_BYTES } from './securityProofs'

/** A setup not confirmed within this time must be started again (a QR code left on a screen goes stale). */
export const AUTHENTICATOR_SETUP_TTL_MS = 10 * 60_000

export async function beginAuthenticator(services: AccountServices, visit: Visit, principal: Principal): Promise<AuthenticatorSetup> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const secret = encodeSecret(services.random.bytes(TOTP_SECRET_BYTES))
  if (!(await savePendingAuthenticator(services.db, member.id, services.secrets.seal(secret), visit.now))) throw new AppError('authenticator.already.enabled')
  const issuer = visit.merchant.config.name
  const label = member.username
  return { uri: generateURI({ issuer, label, secret, period: TOTP_PERIOD_SECONDS }), secret, issuer, label }
}

export async function confirmAuthenticator(services: AccountServices, visit: Visit, principal: Principal, code: string): Promise<{ enabled: true }> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const row = await findAuthenticator(services.db, member.id)
  if (row?.confirmedAt) throw new AppError('authenticator.already.enabled')
  if (!row || visit.now.getTime() - row.createdAt.getTime() > AUTHENTICATOR_SETUP_TTL_MS) throw new AppError('authenticator.not.pending')
  if (!(await spendTotp(services.db, services.secrets, member.id, code, visit.now, true))) throw new AppError('authenticator.code.invalid', undefined, { field: '/code' })
  return { enabled: true }
}

export async function disableAuthenticator(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  body: { password: string; code: string },
): Promise<{ enabled: false }> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const row = await findAuthenticator(services.db, member.id)
  if (!row?.confirmedAt) throw new AppError('authenticator.not.enabled')
  await requirePassword(services, member, body.password)
  await services.db.transaction(async (tx) => {
    if (!(await spendTotp(tx, services.secrets, member.id, body.code, visit.now))) throw new AppError('authenticator.code.invalid', undefined, { field: '/code' })
    await deleteAuthenticator(tx, member.id)
  })
  return { enabled: false }
}

// --- social accounts -------------------------------------------------------------------------------------------

export interface SocialAccount {
  provider: SocialProvider
  /** The provider's stable id of the account (OpenID `sub`, Line `userId`). */
  subject: string
  /** The name the provider shows for it. */
  displayName?: string | null
}

/**
 * Binds a provider's account to the member (unconfirmed). Refused when the member already has one of that
 * provider (`social.already.bound`: it cannot be changed) or the account is another member's (`social.account.taken`).
 */
export async function bindSocialAccount(db: Queryable, input: { memberId: number; merchantCode: string; at: Date } & SocialAccount): Promise<{ id: number }> {
  const subject = input.subject.trim()
  if (subject === '' || subject.length > 255) throw new AppError('request.invalid', 'A social account needs its provider id.')
  const inserted = await insertSocialBinding(db, {
    memberId: input.memberId,
    merchantCode: input.merchantCode,
    provider: input.provider,
    subject,
    displayName: input.displayName?.trim().slice(0, 64) || null,
    at: input.at,
  })
  if ('conflict' in inserted) throw new AppError(inserted.conflict === 'provider' ? 'social.already.bound' : 'social.account.taken')
  return inserted
}

/** The provider confirmed the binding: from now on it is fixed. */
export async function confirmSocialAccount(db: Queryable, memberId: number, provider: SocialProvider, at: Date): Promise<void> {
  if (!(await confirmSocialBinding(db, memberId, provider, at))) {
    const existing = (await listSocialBindings(db, memberId)).find((b) => b.provider === provider)
    throw existing ? new AppError('social.binding.locked') : new AppError('not.found')
  }
}

/** Removes a binding that was never confirmed; a confirmed one answers `social.binding.locked`. */
export async function unlinkSocialAccount(db: Queryable, memberId: number, provider: SocialProvider): Promise<void> {
  if (await deleteUnconfirmedSocialBinding(db, memberId, provider)) return
  const existing = (await listSocialBindings(db, memberId)).find((b) => b.provider === provider)
  throw existing ? new AppError('social.binding.locked') : new AppError('not.found')
}
