/**
 * Login (spec sections 4 and 5), in the order that keeps it cheap to attack and safe to use:
 * 1. the per-IP rate limit has already run (plugins/rateLimit.ts), before the body was even read;
 * 2. a locked account answers `account.locked` with the time the lock ends, without hashing;
 * 3. after `captchaAfterFailures` consecutive failures every attempt needs a captcha, checked before hashing;
 * 4. the password is checked (an unknown name does the same work, so timing does not tell it exists);
 * 5. a failure counts, and the count reaching `lockAfterFailures` locks the account for `lockMs`;
 * 6. from an address the account never used, with new-IP verification on, the login stops at a challenge
 *    (`login.verify.required` with a ticket and the proofs the member can give) finished by verifyLogin;
 * 7. otherwise a session opens. With the default password, or an expired one while the merchant forces a
 *    change, that session may only change the password (the portal shows the change step first).
 */
import { VERIFY_METHODS } from '../../../contract/schemas/session'
import type { Database, Queryable } from '../../db/database'
import {
  findMemberById, findMemberByLoginName, findMemberByMobile, isKnownIp, recordFailedLogin, recordLogin, rememberIp,
  replacePasswordHash, type MemberRow,
} from '../../db/member/members'
import { attemptChallenge, findLiveChallenge, insertChallenge, spendChallenge, type ChallengedLogin } from '../../db/accounts/sessions'
import { AppError } from '../../errors'
import type { Merchant } from '../../merchants/registry'
import type { Clock, RandomSource } from '../../runtime'
import { hasAuthenticator, hasBankAccount, loginProofAccepted } from '../member/securityProofs'
import type { CodeIssuer } from '../notify/codes'
import type { MessageSender } from '../notify/sender'
import type { SecretBox } from '../../crypto/secretBox'
import type { CaptchaService } from './captcha'
import type { PasswordHasher } from './passwords'
import { openSession } from './sessions'
import { accountSettings } from './settings'
import { newSessionToken, tokenHash } from './tokens'

export interface AccountServices {
  db: Database
  clock: Clock
  random: RandomSource
  hasher: PasswordHasher
  captcha: CaptchaService
  codes: CodeIssuer
  /** SMS and e-mail that are not codes (password-reset links). */
  sender: MessageSender
  /** Seals secrets the server reads back (authenticator seeds) before they are stored. */
  secrets: SecretBox
}

/** Proofs a login from a new address may ask for (spec section 5, two-factor login). */
export type VerifyMethod = (typeof VERIFY_METHODS)[number]

/** How long a new-IP challenge may be answered, and how many tries it gets. */
export const CHALLENGE_TTL_MS = 10 * 60_000
export const CHALLENGE_MAX_ATTEMPTS = 5

export interface Visit {
  merchant: Merchant
  ip: string
  userAgent: string | null
  now: Date
}

export interface LoginResult {
  token: string
  firstTimeLogin: boolean
  passwordExpired: boolean
  /** The session may only change the password until it does (default or expired password). */
  passwordChangeRequired: boolean
  username: string
  accountType: number
  /** The previous login, shown to the member after this one (null on a first login). */
  lastLoginAt: string | null
  lastLoginIp: string | null
  expiresAt: string
  idleExpiresAt: string
}

export interface UsernameLogin {
  username: string
  password: string
  captchaId?: string
  captcha?: string
  /** Which login form: the member login refuses agents, the agent login refuses everyone else. */
  entry?: 'member' | 'agent'
}

const AGENT_TYPES = new Set([1, 2, 41, 42])

/** Masks all but the ends of a mobile number or the name part of an e-mail address, for the challenge screen. */
export function maskContact(value: string): string {
  const at = value.indexOf('@')
  if (at > 0) return `${value.slice(0, 1)}${'*'.repeat(Math.max(1, at - 1))}${value.slice(at)}`
  return value.length <= 4 ? '*'.repeat(value.length) : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`
}

async function availableMethods(db: Queryable, member: MemberRow): Promise<VerifyMethod[]> {
  const methods: VerifyMethod[] = []
  if (member.mobile) methods.push('mobile')
  if (member.email) methods.push('email')
  if (await hasBankAccount(db, member.id)) methods.push('bankHolder')
  if (await hasAuthenticator(db, member.id)) methods.push('authenticator')
  return methods
}

async function requireCaptchaIfFlagged(services: AccountServices, member: MemberRow, input: UsernameLogin, captchaAfter: number): Promise<void> {
  if (member.failedLogins < captchaAfter) return
  if (!input.captchaId || !input.captcha) throw new AppError('captcha.required', undefined, { captcha: true })
  if (!(await services.captcha.verifyCaptcha(input.captchaId, input.captcha))) throw new AppError('captcha.invalid', undefined, { captcha: true })
}

function lockedError(until: Date): AppError {
  return new AppError('account.locked', `This account is locked until ${until.toISOString()}.`, { lockedUntil: until.toISOString() })
}

export async function loginWithPassword(services: AccountServices, visit: Visit, input: UsernameLogin): Promise<LoginResult> {
  const settings = accountSettings(visit.merchant.config)
  const member = await findMemberByLoginName(services.db, visit.merchant.config.code, input.username)
  if (!member) {
    await services.hasher.verifyUnknown(input.password)
    throw new AppError('invalid.username.or.password')
  }
  if (member.lockedUntil && member.lockedUntil > visit.now) throw lockedError(member.lockedUntil)
  await requireCaptchaIfFlagged(services, member, input, settings.captchaAfterFailures)

  if (!(await services.hasher.verify(member.passwordHash, input.password))) {
    const failed = await recordFailedLogin(services.db, member.id, settings.lockAfterFailures, new Date(visit.now.getTime() + settings.lockMs))
    if (failed.lockedUntil && failed.lockedUntil > visit.now) throw lockedError(failed.lockedUntil)
    throw new AppError('invalid.username.or.password', undefined, { captcha: failed.failedLogins >= settings.captchaAfterFailures })
  }
  if (member.status !== 'active') throw new AppError('account.disabled')
  if (input.entry === 'agent' && !AGENT_TYPES.has(member.accountType)) throw new AppError('error.not.agent')
  if (input.entry === 'member' && AGENT_TYPES.has(member.accountType)) throw new AppError('member.no.enter')
  if (services.hasher.needsRehash(member.passwordHash)) await replacePasswordHash(services.db, member.id, await services.hasher.hash(input.password))

  const passwordExpired = settings.passwordMaxAgeMs !== null && visit.now.getTime() - member.passwordChangedAt.getTime() > settings.passwordMaxAgeMs
  const isDefault = settings.defaultPassword !== null && input.password === settings.defaultPassword
  await requireKnownAddress(services, visit, member, { type: 'password', defaultPassword: isDefault })
  return completeLogin(services, visit, member, { passwordExpired, passwordChangeRequired: passwordExpired || isDefault })
}

/**
 * The new-address check of every login kind: from an address the member never used, with the merchant's new-IP
 * verification on, the login stops at a challenge (login.verify.required) the portal finishes with
 * `loginVerification`. The challenge keeps what kind of login it stopped, so finishing it applies that login's
 * rules (a password login's forced change; none for SMS and social logins). An account with nothing bound to
 * prove itself with cannot be asked for a proof: its first proof (password, code, provider) stands.
 */
export async function requireKnownAddress(
  services: AccountServices,
  visit: Visit,
  member: MemberRow,
  login: { type: ChallengedLogin; defaultPassword: boolean },
): Promise<void> {
  if (!accountSettings(visit.merchant.config).newIpVerification || (await isKnownIp(services.db, member.id, visit.ip))) return
  const methods = await availableMethods(services.db, member)
  if (methods.length === 0) return
  const ticket = newSessionToken(services.random)
  await insertChallenge(services.db, {
    ticketHash: tokenHash(ticket),
    memberId: member.id,
    ip: visit.ip,
    methods,
    at: visit.now,
    expiresAt: new Date(visit.now.getTime() + CHALLENGE_TTL_MS),
    loginType: login.type,
    defaultPassword: login.defaultPassword,
  })
  throw new AppError('login.verify.required', 'This address is new for this account: please verify it is you.', {
    ticket,
    methods,
    ...(member.mobile ? { mobile: maskContact(member.mobile) } : {}),
    ...(member.email ? { email: maskContact(member.email) } : {}),
  })
}

async function completeLogin(
  services: AccountServices,
  visit: Visit,
  member: MemberRow,
  flags: { passwordExpired: boolean; passwordChangeRequired: boolean },
): Promise<LoginResult> {
  return services.db.transaction(async (tx: Queryable) => {
    const session = await openSession(tx, services.random, {
      merchant: visit.merchant,
      memberId: member.id,
      now: visit.now,
      ip: visit.ip,
      userAgent: visit.userAgent,
      passwordChangeRequired: flags.passwordChangeRequired,
    })
    const previous = await recordLogin(tx, member.id, visit.now, visit.ip)
    await rememberIp(tx, member.id, visit.ip, visit.now)
    return {
      token: session.token,
      firstTimeLogin: previous.previousAt === null,
      passwordExpired: flags.passwordExpired,
      passwordChangeRequired: flags.passwordChangeRequired,
      username: member.username,
      accountType: member.accountType,
      lastLoginAt: previous.previousAt?.toISOString() ?? null,
      lastLoginIp: previous.previousIp,
      expiresAt: session.expiresAt.toISOString(),
      idleExpiresAt: session.idleExpiresAt.toISOString(),
    }
  })
}

/** The first login of a member who just registered (from the address they registered from). */
export async function completeNewMemberLogin(services: AccountServices, visit: Visit, memberId: number): Promise<LoginResult> {
  const member = await findMemberById(services.db, memberId)
  if (!member) throw new AppError('unknown.error')
  return completeLogin(services, visit, member, { passwordExpired: false, passwordChangeRequired: false })
}

/** The code a new-IP challenge sends to the member's bound mobile or e-mail. */
export async function sendChallengeCode(services: AccountServices, visit: Visit, input: { ticket: string; method: VerifyMethod }) {
  const found = await liveChallenge(services, visit, input.ticket, input.method, false)
  const to = input.method === 'mobile' ? found.member.mobile : found.member.email
  if (!to) throw new AppError('verification.failed')
  const issued = await services.codes.issue({ channel: input.method === 'mobile' ? 'sms' : 'email', to, merchantCode: visit.merchant.config.code, purpose: 'loginVerification' })
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}

async function liveChallenge(services: AccountServices, visit: Visit, ticket: string, method: VerifyMethod, countAttempt: boolean) {
  const hash = tokenHash(ticket)
  // Sending a code does not spend an attempt; answering does.
  const row = countAttempt
    ? await attemptChallenge(services.db, hash, visit.now, CHALLENGE_MAX_ATTEMPTS)
    : await findLiveChallenge(services.db, hash, visit.now, CHALLENGE_MAX_ATTEMPTS)
  if (!row || row.ip !== visit.ip) throw new AppError('verification.failed', 'This verification has ended. Please log in again.', { restart: true })
  if (!row.methods.includes(method)) throw new AppError('verification.failed')
  const member = await findMemberById(services.db, row.memberId)
  if (!member || member.merchantCode !== visit.merchant.config.code) throw new AppError('verification.failed', undefined, { restart: true })
  return { row, member }
}

/** Finishes a login stopped at a new-IP challenge: the proof is checked, the address remembered, the session opened. */
export async function verifyLogin(services: AccountServices, visit: Visit, input: { ticket: string; method: VerifyMethod; answer: string }): Promise<LoginResult> {
  const { row, member } = await liveChallenge(services, visit, input.ticket, input.method, true)
  if (input.method === 'authenticator' || input.method === 'bankHolder') {
    // A security-centre proof: a current authenticator code, or a bound bank account's holder name.
    const accepted = await loginProofAccepted(services.db, services.secrets, member.id, input.method, input.answer, visit.now)
    if (!accepted) throw new AppError(input.method === 'authenticator' ? 'authenticator.code.invalid' : 'verification.failed')
  } else {
    const to = input.method === 'mobile' ? member.mobile : member.email
    if (!to) throw new AppError('verification.failed')
    const checked = await services.codes.verify({
      channel: input.method === 'mobile' ? 'sms' : 'email',
      to,
      merchantCode: visit.merchant.config.code,
      purpose: 'loginVerification',
      code: input.answer,
    })
    if (!checked.ok) throw new AppError(checked.reason, undefined, checked.attemptsLeft === undefined ? undefined : { attemptsLeft: checked.attemptsLeft })
  }
  if (!(await spendChallenge(services.db, row.id, visit.now))) throw new AppError('verification.failed', undefined, { restart: true })
  const fresh = (await findMemberById(services.db, member.id)) as MemberRow
  const settings = accountSettings(visit.merchant.config)
  const passwordExpired = settings.passwordMaxAgeMs !== null && visit.now.getTime() - fresh.passwordChangedAt.getTime() > settings.passwordMaxAgeMs
  // The interrupted login's rule: a password login with the default or an expired password changes it first.
  const passwordChangeRequired = row.loginType === 'password' && (passwordExpired || row.defaultPassword)
  return completeLogin(services, visit, fresh, { passwordExpired, passwordChangeRequired })
}

/** The login code for SMS login (MOBILEVERCODELOGIN3): sent only to a mobile that belongs to an account. */
export async function sendLoginCode(services: AccountServices, visit: Visit, mobile: string) {
  const member = await findMemberByMobile(services.db, visit.merchant.config.code, mobile)
  // The answer is the same whether the number is known, so the call cannot be used to find members.
  const issued = member
    ? await services.codes.issue({ channel: 'sms', to: mobile, merchantCode: visit.merchant.config.code, purpose: 'login' })
    : { ok: true as const, expiredMinutes: services.codes.limits.ttlMinutes, resendAfterSeconds: Math.ceil(services.codes.limits.resendIntervalMs / 1000) }
  if (!issued.ok) throw new AppError('too-many-requests', undefined, { retryAfterSeconds: issued.retryAfterSeconds })
  return { expiredMinutes: issued.expiredMinutes, resendAfterSeconds: issued.resendAfterSeconds }
}

/** SMS login: the code proves the phone, which also answers a new-IP check (the mobile is one of its proofs). */
export async function loginWithSmsCode(services: AccountServices, visit: Visit, input: { mobile: string; code: string }): Promise<LoginResult> {
  const member = await findMemberByMobile(services.db, visit.merchant.config.code, input.mobile)
  const checked = await services.codes.verify({ channel: 'sms', to: input.mobile, merchantCode: visit.merchant.config.code, purpose: 'login', code: input.code })
  if (!member || !checked.ok) throw new AppError(checked.ok ? 'invalid-verification-code' : checked.reason)
  if (member.lockedUntil && member.lockedUntil > visit.now) throw lockedError(member.lockedUntil)
  if (member.status !== 'active') throw new AppError('account.disabled')
  // Spec section 4: a forced password change never applies to SMS logins.
  return completeLogin(services, visit, member, { passwordExpired: false, passwordChangeRequired: false })
}
