/**
 * The error catalogue (spec section 8). Each code has the HTTP status the server answers with, how the portal
 * treats it (`kind`), the translation key of its message (namespace `errors`, unless the key names its own) and, where there is one, the
 * recovery action the portal offers.
 * - `forceLogout`: the session is gone; the portal clears it and opens login.
 * - `silent`: the portal does not show a message (e.g. rate limiting of background calls).
 * - `page`: the portal switches to a full page (maintenance, IP blocked, domain check).
 */
import type { AgentErrorCode } from './agentErrors'
import type { ChatErrorCode } from './chatErrors'
import type { ContractErrorCode } from './contractErrors'
import type { ActivitiesErrorCode } from './activitiesErrors'
import type { FeedbackErrorCode } from './feedbackErrors'
import type { PromotionsErrorCode } from './promotionsErrors'
import type { CustomerServiceErrorCode } from './customerServiceErrors'
import type { GamesErrorCode } from './gamesErrors'
import type { LotteryErrorCode } from './lotteryErrors'
import type { MoneyErrorCode } from './moneyErrors'
import type { PointsErrorCode } from './pointsErrors'
import type { SecurityErrorCode } from './securityErrors'
import type { VerificationErrorCode } from './verificationErrors'

export type ErrorKind = 'normal' | 'forceLogout' | 'silent' | 'page'
export type RecoveryAction = 'login' | 'refreshCaptcha' | 'openDeposit' | 'retry' | 'refresh' | 'contactSupport' | 'resendCode'

export interface ErrorEntry {
  status: number
  kind: ErrorKind
  messageKey: string
  recovery?: RecoveryAction
}

export const entry = (status: number, messageKey: string, kind: ErrorKind = 'normal', recovery?: RecoveryAction): ErrorEntry =>
  recovery ? { status, kind, messageKey, recovery } : { status, kind, messageKey }

export const ERROR_CATALOGUE = {
  // request and transport
  'request.invalid': entry(400, 'requestInvalid'),
  'not.found': entry(404, 'notFound'),
  'unknown.error': entry(500, 'unknownError', 'normal', 'retry'),
  'network.error': entry(0, 'networkError', 'normal', 'retry'),
  'request.timeout': entry(0, 'pageSlow', 'normal', 'retry'),
  'method.not.allowed': entry(405, 'methodNotAllowed'),
  'payload.too.large': entry(413, 'payloadTooLarge'),
  'media.type.unsupported': entry(415, 'mediaTypeUnsupported'),
  'request.header.too.large': entry(431, 'requestInvalid'),
  'rate.limited': entry(429, 'tooManyRequests', 'silent'),
  // whole-site states
  domain_check_failed: entry(404, 'domainCheckFailed', 'page', 'retry'),
  'system.maintenance': entry(503, 'systemMaintenance', 'page', 'refresh'),
  'region.restricted': entry(403, 'regionRestricted', 'page'),
  'ip.blocked': entry(403, 'ipBlocked', 'page'),
  // session
  'user.or.token.invalid': entry(401, 'pleaseLogin', 'forceLogout', 'login'),
  'token.expired': entry(401, 'pleaseLogin', 'forceLogout', 'login'),
  'member.kicked.out': entry(401, 'kickedOut', 'forceLogout', 'login'),
  'please.login': entry(401, 'pleaseLogin', 'normal', 'login'),
  'invalid.username.or.password': entry(400, 'invalidUsernameOrPassword'),
  'wrong.account.or.password': entry(400, 'wrongAccountOrPassword'),
  'username.or.email.not.exist': entry(400, 'usernameOrEmailNotExist'),
  'captcha.required': entry(400, 'captchaRequired', 'normal', 'refreshCaptcha'),
  'captcha.invalid': entry(400, 'captchaInvalid', 'normal', 'refreshCaptcha'),
  'member.no.enter': entry(403, 'memberNoEnter'),
  'error.not.agent': entry(403, 'notAgent'),
  'contact.agent': entry(403, 'contactAgent'),
  'in_need_true_account': entry(403, 'needTrueAccount'),
  'popup.blocked': entry(0, 'popupBlocked', 'normal', 'retry'),
  'insufficient.balance': entry(400, 'insufficientBalance', 'normal', 'openDeposit'),
  // money (the ledger): an amount that is not exact in the currency, a request key used for another request
  'amount.invalid': entry(400, 'amountInvalid'),
  'idempotency.key.reused': entry(409, 'idempotencyKeyReused'),
  // games
  'game.not.found': entry(404, 'gameNotFound'),
  'language.not.selectable': entry(400, 'languageNotSelectable'),
  // phone verification (spec section 8): the codes' own table, verificationErrors.ts
  unknown: entry(500, 'unknownError', 'normal', 'retry'),
  // passwords (policy: length bounds and a list of common passwords)
  'password.length.invalid': entry(400, 'passwordLength'),
  'password.too.common': entry(400, 'passwordTooCommon'),
  // encrypted request bodies (src/contract/encryption.ts)
  'encryption.required': entry(400, 'encryptionRequired', 'normal', 'refresh'),
  'encryption.invalid': entry(400, 'encryptionInvalid', 'normal', 'refresh'),
  'encryption.expired': entry(400, 'encryptionExpired', 'normal', 'retry'),
  // accounts and sessions
  'account.locked': entry(403, 'accountLocked'),
  'account.disabled': entry(403, 'accountDisabled', 'normal', 'contactSupport'),
  'login.verify.required': entry(403, 'loginVerifyRequired'),
  'verification.failed': entry(400, 'verificationFailed'),
  'username.taken': entry(409, 'usernameTaken'),
  'mobile.taken': entry(409, 'mobileTaken'),
  'email.taken': entry(409, 'emailTaken'),
  'password.change.required': entry(403, 'passwordChangeRequired'),
  'terms.not.accepted': entry(400, 'termsNotAccepted'),
  'register.closed': entry(403, 'registerClosed'),
  // passwords the security centre and the money pages share (the security centre's own codes: securityErrors.ts)
  'password.wrong': entry(400, 'passwordWrong'),
  'payment.password.wrong': entry(400, 'paymentPasswordWrong'),
  'payment.password.not.set': entry(400, 'paymentPasswordNotSet'),
  'mobile.not.bound': entry(400, 'mobileNotBound'),
  // social login (Google, Facebook, Line): mostly carried back to the portal in the callback's redirect
  'social.not.bound': entry(404, 'socialNotBound', 'normal', 'login'),
  'social.provider.disabled': entry(403, 'socialProviderDisabled'),
  'social.state.invalid': entry(400, 'socialStateInvalid'),
  'social.denied': entry(400, 'socialDenied'),
  'social.provider.failed': entry(502, 'socialProviderFailed', 'normal', 'retry'),
  'social.ticket.invalid': entry(400, 'socialTicketInvalid'),
} as const satisfies Record<string, ErrorEntry>

/** Every code: the first screen's above, and the areas' tables (gamesErrors.ts, lotteryErrors.ts, moneyErrors.ts, agentErrors.ts, feedbackErrors.ts, securityErrors.ts, verificationErrors.ts, ...). */
export type ErrorCode = keyof typeof ERROR_CATALOGUE | GamesErrorCode | LotteryErrorCode | MoneyErrorCode | SecurityErrorCode | AgentErrorCode | ContractErrorCode | ChatErrorCode | FeedbackErrorCode | PointsErrorCode | CustomerServiceErrorCode | ActivitiesErrorCode | PromotionsErrorCode | VerificationErrorCode

/**
 * The areas' tables known here: an area's chunk registers its table when it loads (the server registers them all at
 * start), so the first screen's bundle carries only the codes the first screen can meet.
 */
const areaEntries = new Map<string, ErrorEntry>()

export function registerErrors(table: Readonly<Record<string, ErrorEntry>>): void {
  for (const [code, value] of Object.entries(table)) areaEntries.set(code, value)
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (Object.hasOwn(ERROR_CATALOGUE, code) || areaEntries.has(code))
}

/** The catalogue entry for a code, falling back to `unknown.error` for codes the portal does not know. */
export function errorEntry(code: unknown): ErrorEntry {
  if (typeof code === 'string') {
    if (Object.hasOwn(ERROR_CATALOGUE, code)) return ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]
    const area = areaEntries.get(code)
    if (area) return area
  }
  return ERROR_CATALOGUE['unknown.error']
}

/** Chunk load failures (spec section 8): the portal shows a message with a retry, never a blank page. */
export const CHUNK_ERROR_TYPES = ['timeout', 'missing', 'error'] as const
export type ChunkErrorType = (typeof CHUNK_ERROR_TYPES)[number]
