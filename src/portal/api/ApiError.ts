import { ERROR_CATALOGUE, errorEntry, isErrorCode, type ErrorCode, type ErrorKind, type RecoveryAction } from '../../contract/errors'

/**
 * Every failed call becomes one of these: the catalogue code (or the server's unknown code kept as a string),
 * the `errors` namespace key of its message, the recovery the portal may offer, the HTTP status (0 when no
 * response arrived) and the envelope's `value` (e.g. a captcha flag on a failed login).
 */
export class ApiError extends Error {
  readonly code: ErrorCode | string
  readonly messageKey: string
  readonly recovery: RecoveryAction | undefined
  readonly kind: ErrorKind
  readonly status: number
  readonly value: unknown
  /** The server's own message, for logs; the UI shows `messageKey` translated. */
  readonly serverMessage: string | undefined

  constructor(init: { code: string; status: number; value?: unknown; serverMessage?: string }) {
    const entry = errorEntry(init.code)
    super(`${init.code} (${init.status})${init.serverMessage ? `: ${init.serverMessage}` : ''}`)
    this.name = 'ApiError'
    this.code = init.code
    this.messageKey = entry.messageKey
    this.recovery = entry.recovery
    this.kind = entry.kind
    this.status = init.status
    this.value = init.value
    this.serverMessage = init.serverMessage
  }

  /** True when the code is in the catalogue (an unknown code is shown as `unknown.error`). */
  get known(): boolean {
    return isErrorCode(this.code)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Turns anything thrown into an ApiError (non-ApiErrors become `unknown.error`). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError({ code: 'unknown.error', status: 0, serverMessage: error instanceof Error ? error.message : String(error) })
}

export const NETWORK_ERROR: ErrorCode = 'network.error'
export const TIMEOUT_ERROR: ErrorCode = 'request.timeout'
/** The code used when a non-2xx answer carries no envelope, by status. */
export function codeForBareStatus(status: number): ErrorCode {
  if (status === 404) return 'not.found'
  if (status === 429) return 'rate.limited'
  if (status === ERROR_CATALOGUE['request.invalid'].status) return 'request.invalid'
  return 'unknown.error'
}
