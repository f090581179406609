/**
 * Refusals raised by our database functions (migrations 019 and 020: the ledger's write, the vendor calls): SQLSTATE
 * PT001 with the application's error code as the message and, optionally, a JSON detail the error carries to the
 * client (never internals). Such a refusal undoes the statement that raised it, and the transaction around it.
 */
import { isErrorCode } from '../../contract/errors'
import { SERVER_ERRORS } from '../../contract/serverErrors'
import { AppError, type AnyErrorCode } from '../errors'

export const REFUSED = 'PT001'
/** Raised by a vendor's bet or win that is the same call again (migration 023): undone, answered from the first. */
const REPEATED_CALL = 'PT002'
const NUMERIC_OUT_OF_RANGE = '22003'

function isKnownCode(code: string): code is AnyErrorCode {
  return isErrorCode(code) || Object.hasOwn(SERVER_ERRORS, code)
}

/** The AppError a database error stands for, or the error itself when it is not a refusal. */
export function refusalOf(error: unknown): unknown {
  const { code, message, detail } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown }
  // An amount pushed past the range of bigint (a system account's balance): refused like any amount that cannot be.
  if (code === NUMERIC_OUT_OF_RANGE) return new AppError('amount.invalid')
  if (code !== REFUSED || typeof message !== 'string' || !isKnownCode(message)) return error
  return new AppError(message, undefined, typeof detail === 'string' && detail ? JSON.parse(detail) : undefined)
}

/** Whether a database error is a vendor call's PT002: the same call again, whose first is in the ledger. */
export function isRepeatedCall(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === REPEATED_CALL
}
