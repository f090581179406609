/**
 * The security centre's own error codes (bank accounts, the payment password's first setting, the authenticator,
 * social accounts), an area table of the catalogue (errors.ts): only the security centre's calls
 * (securityEndpoints.ts) answer them, so the security centre's chunk registers the table (`registerErrors`) and the
 * first screen's bundle does not carry it. Their messages stay in the `errors` namespace. The server registers every
 * area table at start (server/errors.ts).
 */
import { entry, type ErrorEntry } from './errors'

export const SECURITY_ERRORS = {
  'payment.password.already.set': entry(409, 'paymentPasswordAlreadySet'),
  'bank.account.limit': entry(409, 'bankAccountLimit', 'normal', 'contactSupport'),
  'bank.account.exists': entry(409, 'bankAccountExists'),
  'authenticator.already.enabled': entry(409, 'authenticatorAlreadyEnabled'),
  'authenticator.not.pending': entry(400, 'authenticatorNotPending'),
  'authenticator.not.enabled': entry(400, 'authenticatorNotEnabled'),
  'authenticator.code.invalid': entry(400, 'authenticatorCodeInvalid'),
  'social.already.bound': entry(409, 'socialAlreadyBound'),
  'social.account.taken': entry(409, 'socialAccountTaken'),
  'social.binding.locked': entry(403, 'socialBindingLocked', 'normal', 'contactSupport'),
} as const satisfies Record<string, ErrorEntry>

export type SecurityErrorCode = keyof typeof SECURITY_ERRORS
