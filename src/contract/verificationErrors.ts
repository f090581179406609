/**
 * The phone verification's codes (spec section 8: an SMS code's sending and checking, as the provider names them), an
 * area table of the catalogue (errors.ts): only the calls that send or check a code answer them (login, registration,
 * a password's recovery or change, free play, and the security centre's mobile and e-mail), so the chunks that make
 * those calls register the table (the account flows, AuthFlows.ts; the security centre, SecurityStore.ts) and the
 * first screen's bundle does not carry it. Their messages stay in the `errors` namespace. The server registers every
 * area table at start (server/errors.ts).
 */
import { entry, type ErrorEntry } from './errors'

export const VERIFICATION_ERRORS = {
  'invalid-phone-number': entry(400, 'invalidPhoneNumber'),
  'missing-phone-number': entry(400, 'missingPhoneNumber'),
  'too-many-requests': entry(429, 'smsTooManyRequests'),
  'invalid-verification-code': entry(400, 'invalidVerificationCode'),
  'missing-verification-code': entry(400, 'missingVerificationCode'),
  'captcha-check-failed': entry(400, 'captchaCheckFailed', 'normal', 'refreshCaptcha'),
  'quota-exceeded': entry(429, 'quotaExceeded', 'normal', 'contactSupport'),
  'operation-not-allowed': entry(403, 'operationNotAllowed'),
  'code-expired': entry(400, 'codeExpired', 'normal', 'resendCode'),
  'popup-closed-by-user': entry(0, 'popupClosedByUser'),
} as const satisfies Record<string, ErrorEntry>

export type VerificationErrorCode = keyof typeof VERIFICATION_ERRORS
