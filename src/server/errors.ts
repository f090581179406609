/**
 * Errors the server raises on purpose carry a catalogue code (src/contract/errors.ts); the error handler turns
 * them into the envelope with the catalogue's status. Anything else is a 500 with no detail.
 */
import { ACTIVITIES_ERRORS } from '../contract/activitiesErrors'
import { AGENT_ERRORS } from '../contract/agentErrors'
import { CHAT_ERRORS } from '../contract/chatErrors'
import { CONTRACT_ERRORS } from '../contract/contractErrors'
import { CUSTOMER_SERVICE_ERRORS } from '../contract/customerServiceErrors'
import { errorEntry, registerErrors, type ErrorCode } from '../contract/errors'
import { FEEDBACK_ERRORS } from '../contract/feedbackErrors'
import { GAMES_ERRORS } from '../contract/gamesErrors'
import { LOTTERY_ERRORS } from '../contract/lotteryErrors'
import { MONEY_ERRORS } from '../contract/moneyErrors'
import { POINTS_ERRORS } from '../contract/pointsErrors'
import { PROMOTIONS_ERRORS } from '../contract/promotionsErrors'
import { SECURITY_ERRORS } from '../contract/securityErrors'
import { VERIFICATION_ERRORS } from '../contract/verificationErrors'
import { SERVER_ERRORS, type ServerErrorCode } from '../contract/serverErrors'

// The server answers every area's codes from the start (the portal learns each with its area's chunk).
registerErrors(GAMES_ERRORS)
registerErrors(LOTTERY_ERRORS)
registerErrors(MONEY_ERRORS)
registerErrors(SECURITY_ERRORS)
registerErrors(VERIFICATION_ERRORS)
registerErrors(AGENT_ERRORS)
registerErrors(CONTRACT_ERRORS)
registerErrors(CHAT_ERRORS)
registerErrors(FEEDBACK_ERRORS)
registerErrors(POINTS_ERRORS)
registerErrors(CUSTOMER_SERVICE_ERRORS)
registerErrors(ACTIVITIES_ERRORS)
registerErrors(PROMOTIONS_ERRORS)

/** A code the server may answer: one of the portal's catalogue, or one only servers see. */
export type AnyErrorCode = ErrorCode | ServerErrorCode

export function statusOf(code: AnyErrorCode): number {
  return Object.hasOwn(SERVER_ERRORS, code) ? SERVER_ERRORS[code as ServerErrorCode] : errorEntry(code).status
}

/** English fallback text per code; the portal shows its own translation of the code. */
const DEFAULT_MESSAGES: Partial<Record<AnyErrorCode, string>> = {
  'request.invalid': 'The request is invalid.',
  'not.found': 'Not found.',
  'unknown.error': 'Something went wrong on our side. Please try again.',
  domain_check_failed: 'This address is not a known site. Please contact customer service.',
  'system.maintenance': 'The site is under maintenance.',
  'region.restricted': 'This site is not available in your region.',
  'ip.blocked': 'Access from your network is restricted.',
  'language.not.selectable': 'This language is not available here.',
  'rate.limited': 'Too many requests.',
  'method.not.allowed': 'This method is not allowed here.',
  'payload.too.large': 'The request body is too large.',
  'request.header.too.large': 'The request line or headers are too large.',
  'please.login': 'Please log in first.',
  'user.or.token.invalid': 'Your session is not valid. Please log in again.',
  'token.expired': 'Your session has expired. Please log in again.',
  'member.kicked.out': 'Your session was ended elsewhere. Please log in again.',
  'invalid.username.or.password': 'Invalid username or password.',
  'captcha.required': 'Please enter the captcha.',
  'captcha.invalid': 'The captcha is wrong or has expired.',
  'account.disabled': 'This account is disabled. Please contact customer service.',
  'verification.failed': 'The verification did not succeed.',
  'username.taken': 'This username is already taken.',
  'mobile.taken': 'This mobile number is already registered.',
  'email.taken': 'This e-mail address is already registered.',
  'password.change.required': 'Change your password before you continue.',
  'terms.not.accepted': 'The terms and privacy policy must be accepted.',
  'register.closed': 'This kind of registration is not open.',
  'too-many-requests': 'Too many codes requested. Try again after 5 minutes.',
  'password.length.invalid': 'The password is too short or too long.',
  'password.too.common': 'This password is too easy to guess.',
  'encryption.required': 'This call takes an encrypted body.',
  'encryption.invalid': 'The encrypted body could not be read.',
  'encryption.expired': 'The encrypted body is too old or was already used.',
  'insufficient.balance': 'Your balance is not enough.',
  'amount.invalid': 'The amount is not valid for this currency.',
  'idempotency.key.reused': 'This request key was already used for a different request.',
  'password.wrong': 'The password is not correct.',
  'payment.password.wrong': 'The payment password is not correct.',
  'payment.password.not.set': 'No payment password is set yet. Please set one first.',
  'payment.password.already.set': 'A payment password is already set. Change it or reset it instead.',
  'mobile.not.bound': 'Please bind a mobile number first.',
  'bank.account.limit': 'You already have the most bank accounts allowed.',
  'bank.account.exists': 'This bank account is already on your account.',
  'authenticator.already.enabled': 'The authenticator is already turned on.',
  'authenticator.not.pending': 'Start the authenticator setup again to get a new QR code.',
  'authenticator.not.enabled': 'The authenticator is not turned on.',
  'authenticator.code.invalid': 'The authenticator code is wrong. Enter the code your app shows now.',
  'social.already.bound': 'An account of this provider is already bound. It cannot be changed.',
  'social.account.taken': 'This social account is already bound to another member.',
  'social.binding.locked': 'A confirmed social account cannot be changed or unlinked.',
  'social.not.bound': 'No member is bound to this social account. Log in and bind it in the security centre first.',
  'social.provider.disabled': 'Signing in with this provider is not available here.',
  'social.state.invalid': 'This sign-in has expired or was already used. Please start again.',
  'social.denied': 'The sign-in was cancelled at the provider.',
  'social.provider.failed': 'The provider could not confirm the account. Please try again.',
  'social.ticket.invalid': 'This sign-in has expired or was already used. Please start again.',
  'chat.disabled': 'This site has no chat room.',
  'chat.room.not.found': 'There is no such chat room.',
  'chat.read.only': 'A trial account can read the chat room but not write in it. Register a real account to chat.',
  'chat.muted': 'You are muted in the chat room for now.',
  'chat.rate.limited': 'You are sending messages too fast. Wait a moment.',
  'chat.text.empty': 'Write a message first.',
  'chat.text.too.long': 'The message is too long.',
  'chat.text.invalid': 'The message has characters that cannot be sent.',
}

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: AnyErrorCode,
    message?: string,
    /** Extra data the portal may use (e.g. `{ field }`, `{ endsAt }`); never internals. */
    readonly value?: unknown,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code)
    this.name = 'AppError'
    this.status = statusOf(code)
  }
}

export function defaultMessage(code: AnyErrorCode): string {
  return DEFAULT_MESSAGES[code] ?? code
}
