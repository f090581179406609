import { tKey } from '../../../locales'
import type { ApiError } from '../api/ApiError'

/** A message for a form: a translation key (with its namespace) and its values; `time` is an ISO time the form formats. */
export interface FormMessage {
  key: string
  time?: string
}

/**
 * The message a failed call shows (useServerMessage translates it): its catalogue message, or for a lock the time
 * it ends. Kept apart from the hook so a test can read it without React.
 */
export function messageOf(error: ApiError): FormMessage {
  if (error.code === 'account.locked') {
    const until = (error.value as { lockedUntil?: unknown } | undefined)?.lockedUntil
    if (typeof until === 'string') return { key: tKey('portal:session.lockedUntil'), time: until }
  }
  // A message key that names its namespace (`wallet:errors.…`) is kept with the chunk that meets it.
  return { key: error.messageKey.includes(':') ? error.messageKey : `errors:${error.messageKey}` }
}
