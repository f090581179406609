/**
 * The security centre (the member centre's `securityCenter` page, spec sections 2, 3 and 5): the overview of the
 * account and what protects it, the profile fields, binding a mobile number or e-mail address with a code sent
 * to it, and the member's active sessions. Bank accounts and the payment password are in securityCredentials.ts,
 * the authenticator and social accounts in securityAuthenticator.ts.
 *
 * Rules every change here follows: a trial account changes nothing (`in_need_true_account`); a change of
 * something already bound asks for the login password again; cheap checks come first, then the password (a
 * hash), then what spends something (a code); nothing is written unless every check passed.
 */
import {
  MAX_BANK_ACCOUNTS, PROFILE_FIELDS, type ActiveSessions, type BindEmailBody, type BindMobileBody, type SecurityOverview, type SecurityProfile,
  type SocialProvider, type UpdateSecurityProfileBody,
} from '../../../contract/schemas/security'
import { findMemberById, type MemberRow } from '../../db/member/members'
import {
  contactTakenByOther, countBankAccounts, findAuthenticator, findPaymentPasswordHash, isUniqueViolation, listSocialBindings, previousLogin,
  setMemberContact, updateNicknameAndProfile,
} from '../../db/member/security'
import { listLiveSessions } from '../../db/accounts/sessions'
import type { Queryable } from '../../db/database'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { TRIAL_ACCOUNT_TYPE } from '../accounts/freeplay'
import { maskContact, type AccountServices, type Visit } from '../accounts/login'

export type ContactKind = 'mobile' | 'email'

/** What each contact is called in requests, and the code purpose that binds it. */
const CONTACT = {
  mobile: { field: 'mobileNum', purpose: 'bindMobile', channel: 'sms', taken: 'mobile.taken' },
  email: { field: 'email', purpose: 'bindEmail', channel: 'email', taken: 'email.taken' },
} as const

export function fieldError(field: string, message: string): AppError {
  return new AppError('request.invalid', `Invalid body field "${field}": ${message}`, { field: `/${field}` })
}

/** The member behind the session; a member removed meanwhile is signed out. */
export async function sessionMember(db: Queryable, principal: Principal): Promise<MemberRow> {
  const member = await findMemberById(db, principal.memberId)
  if (!member) throw new AppError('member.kicked.out')
  return member
}

/** A trial account (free play) has nothing to protect and no real money: it binds and sets nothing. */
export function requireRealAccount(member: Pick<MemberRow, 'accountType'>): void {
  if (member.accountType === TRIAL_ACCOUNT_TYPE) throw new AppError('in_need_true_account')
}

/** "Sensitive changes ask for the password again": the login password, checked with the member's hash. */
export async function requirePassword(services: AccountServices, member: MemberRow, password: string | undefined, field = 'password'): Promise<void> {
  if (password === undefined || password === '') throw fieldError(field, 'is required')
  if (!(await services.hasher.verify(member.passwordHash, password))) throw new AppError('password.wrong', undefined, { field: `/${field}` })
}

/** A social display name, masked like a contact: its first letter and the rest as stars. */
function maskName(name: string | null): string | null {
  if (!name) return null
  const chars = [...name.trim()]
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 8))}`
}

export async function socialList(db: Queryable, memberId: number) {
  return (await listSocialBindings(db, memberId)).map((b) => ({
    provider: b.provider as SocialProvider,
    displayName: maskName(b.displayName),
    boundAt: b.boundAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
  }))
}

function profileOf(member: MemberRow): SecurityProfile {
  const profile = {} as SecurityProfile
  for (const field of PROFILE_FIELDS) {
    const value = member.profile[field]
    profile[field] = typeof value === 'string' && value !== '' ? value : null
  }
  return profile
}

export async function securityOverview(db: Queryable, principal: Principal): Promise<SecurityOverview> {
  const member = await sessionMember(db, principal)
  const [bankAccounts, paymentHash, authenticator, social, previous] = [
    await countBankAccounts(db, member.id),
    await findPaymentPasswordHash(db, member.id),
    await findAuthenticator(db, member.id),
    await socialList(db, member.id),
    await previousLogin(db, member.id, principal.sessionId),
  ]
  return {
    account: member.username,
    nickname: member.nickname,
    regDate: member.regDate.toISOString(),
    clubLabel: { labelName: member.clubLabel, rankLevel: member.vipRank },
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: member.lastLoginIp,
    previousLoginAt: previous?.at.toISOString() ?? null,
    previousLoginIp: previous?.ip ?? null,
    bound: {
      mobile: member.mobile ? maskContact(member.mobile) : null,
      email: member.email ? maskContact(member.email) : null,
      bankAccounts,
      maxBankAccounts: MAX_BANK_ACCOUNTS,
      paymentPassword: paymentHash !== null,
      authenticator: authenticator?.confirmedAt != null,
      social,
    },
    profile: profileOf(member),
  }
}

/** Nickname and profile fields: trimmed; an empty value clears the field. The schema has bounded and vetted them. */
export async function updateSecurityProfile(services: AccountServices, principal: Principal, body: UpdateSecurityProfileBody): Promise<SecurityOverview> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const clean = (value: string) => value.trim().replace(/\s+/g, ' ').normalize('NFC') || null
  const profile: Record<string, string | null> = {}
  for (const field of PROFILE_FIELDS) {
    const value = body[field]
    if (value !== undefined) profile[field] = clean(value)
  }
  await updateNicknameAndProfile(services.db, member.id, { nickname: body.nickname === undefined ? undefined : clean(body.nickname), profile })
  return securityOverview(services.db, principal)
}

function sameContact(kind: ContactKind, a: string | null, b: string): boolean {
  return a !== null && (kind === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b)
}

/** Refusals shared by sending the code and confirming it: the member's own value again, or another member's. */
async function checkNewContact(services: AccountServices, visit: Visit, member: MemberRow, kind: ContactKind, value: string): Promise<void> {
  const { field, taken } = CONTACT[kind]
  if (sameContact(kind, member[kind], value)) throw fieldError(field, 'is already bound to this account')
  if (await contactTakenByOther(services.db, { merchantCode: visit.merchant.config.code, memberId: member.id, kind, value })) {
    throw new AppError(taken, undefined, { field: `/${field}` })
  }
}

/** Sends a code to a mobile number or e-mail address the member wants to bind (purpose bindMobile / bindEmail). */
export async function sendBindCode(services: AccountServices, visit: Visit, principal: Principal, kind: ContactKind, raw: string) {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const value = raw.trim()
  await checkNewContact(services, visit, member, kind, value)
  const { channel, purpose } = CONTACT[kind]
  const issued = await services.codes.issue({ channel, to: value, merchantCode: visit.merchant.config.code, purpose })
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}

/**
 * Binds the mobile number or e-mail address the code was sent to. Replacing one already bound asks for the
 * login password; the code proves the new one is the member's.
 */
export async function confirmBind(
  services: AccountServices,
  visit: Visit,
  principal: Principal,
  kind: ContactKind,
  body: BindMobileBody | BindEmailBody,
): Promise<SecurityOverview> {
  const member = await sessionMember(services.db, principal)
  requireRealAccount(member)
  const value = ('mobileNum' in body ? body.mobileNum : body.email).trim()
  await checkNewContact(services, visit, member, kind, value)
  if (member[kind] !== null) await requirePassword(services, member, body.password)
  const { channel, purpose, field, taken } = CONTACT[kind]
  const checked = await services.codes.verify({ channel, to: value, merchantCode: visit.merchant.config.code, purpose, code: body.verificationCode })
  if (!checked.ok) {
    throw new AppError(checked.reason, undefined, { field: '/verificationCode', ...(checked.attemptsLeft === undefined ? {} : { attemptsLeft: checked.attemptsLeft }) })
  }
  try {
    await setMemberContact(services.db, member.id, kind, value)
  } catch (error) {
    // Another member bound it between the check and the write: the unique index decided.
    if (isUniqueViolation(error)) throw new AppError(taken, undefined, { field: `/${field}` })
    throw error
  }
  return securityOverview(services.db, principal)
}

/** "Chrome on Android": the browser and system named in a user agent, for the sessions list. */
export function shortDevice(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser =
    /\bEdg(?:e|A|iOS)?\//.test(userAgent) ? 'Edge'
    : /\bOPR\/|\bOpera\b/.test(userAgent) ? 'Opera'
    : /\bSamsungBrowser\//.test(userAgent) ? 'Samsung Internet'
    : /\bFirefox\/|\bFxiOS\//.test(userAgent) ? 'Firefox'
    : /\bChrome\/|\bCriOS\//.test(userAgent) ? 'Chrome'
    : /\bSafari\//.test(userAgent) ? 'Safari'
    : null
  const system =
    /\bAndroid\b/.test(userAgent) ? 'Android'
    : /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) ? 'iOS'
    : /\bWindows\b/.test(userAgent) ? 'Windows'
    : /\bMac OS X\b|\bMacintosh\b/.test(userAgent) ? 'macOS'
    : /\bCrOS\b/.test(userAgent) ? 'ChromeOS'
    : /\bLinux\b/.test(userAgent) ? 'Linux'
    : null
  if (browser && system) return `${browser} on ${system}`
  if (browser || system) return (browser ?? system) as string
  const trimmed = userAgent.trim()
  return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed || null
}

/** The member's live sessions, most recently used first; `current` marks the one asking. */
export async function activeSessions(db: Queryable, principal: Principal, now: Date): Promise<ActiveSessions> {
  const sessions = await listLiveSessions(db, principal.memberId, now)
  return {
    list: sessions
      .filter((s) => s.idleExpiresAt > now)
      .map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        ip: s.ip,
        device: shortDevice(s.userAgent),
        current: s.id === principal.sessionId,
      })),
  }
}
