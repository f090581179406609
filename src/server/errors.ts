/**
 * Errors the server raises on purpose carry a catalogue code (src/contract/errors.ts); the error handler turns
 * them into the envelope with the catalogue's status. Anything else is a 500 with no detail.
 */
import { ERROR_CATALOGUE, type ErrorCode } from '../contract/errors'

/** English fallback text per code; the portal shows its own translation of the code. */
const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  'request.invalid': 'The request is invalid.',
  'not.found': 'Not found.',
  'unknown.error': 'Something went wrong on our side. Please try again.',
  domain_check_failed: 'This address is not a known site. Please contact customer service.',
  'system.maintenance': 'The site is under maintenance.',
  'region.restricted': 'This site is not available in your region.',
  'ip.blocked': 'Access from your network is restricted.',
  'language.not.selectable': 'This language is not available here.',
  TOO_MANY_REQUESTS: 'Too many requests.',
  'method.not.allowed': 'This method is not allowed here.',
  'payload.too.large': 'The request body is too large.',
  'request.header.too.large': 'The request line or headers are too large.',
}

export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message?: string,
    /** Extra data the portal may use (e.g. `{ field }`, `{ endsAt }`); never internals. */
    readonly value?: unknown,
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code)
    this.name = 'AppError'
    this.status = ERROR_CATALOGUE[code].status
  }
}

export function defaultMessage(code: ErrorCode): string {
  return DEFAULT_MESSAGES[code] ?? code
}
