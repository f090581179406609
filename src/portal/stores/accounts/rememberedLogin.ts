import { readJson, type StorageLike } from '../../storage'
import { LOCAL_KEYS } from '../storageKeys'

/** Remember me keeps the login name and the SMS mobile for one day (spec section 9); never a password. */
export const REMEMBER_MS = 86_400_000

/** What remember me kept: read back only within its day. */
export interface RememberedLogin {
  username?: string
  mobile?: string
  expiresAt: number
}

/** The remembered login name and SMS mobile, while their day lasts (`local` is the browser's local storage). */
export function readRememberedLogin(local: StorageLike, now: number): RememberedLogin | null {
  const kept = readJson<RememberedLogin>(local, LOCAL_KEYS.loginRemember)
  if (!kept || typeof kept.expiresAt !== 'number' || kept.expiresAt <= now) return null
  return kept
}

/**
 * After a login: ticked, the name or mobile just used joins what is kept (a username login keeps the SMS mobile
 * remembered before) for a new day from now; unticked, everything kept is forgotten.
 */
export function keepRememberedLogin(local: StorageLike, now: number, remember: boolean, what: { username?: string; mobile?: string }): void {
  if (!remember) {
    local.removeItem(LOCAL_KEYS.loginRemember)
    return
  }
  const kept = { ...(readRememberedLogin(local, now) ?? {}), ...what, expiresAt: now + REMEMBER_MS }
  local.setItem(LOCAL_KEYS.loginRemember, JSON.stringify(kept))
}
