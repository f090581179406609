/**
 * The house API's error codes (HOUSE_ERRORS, and the platform's `request.invalid`) and the frame's own failures, each
 * with its message in the `house` translations. A code the frame does not know says the generic message.
 */
import { tKey } from '../../../../locales'
import type { HouseErrorCode } from '../../../contract/house'

/** The frame could not reach the house API (offline, a refused connection, an answer that is not the envelope). */
export const NETWORK_ERROR = 'house.network'

export type HouseFailure = HouseErrorCode | 'request.invalid' | typeof NETWORK_ERROR

const MESSAGE_KEYS: Record<HouseFailure, string> = {
  'house.session.invalid': tKey('house:error.sessionInvalid'),
  'house.balance.insufficient': tKey('house:error.balanceInsufficient'),
  'house.bet.invalid': tKey('house:error.betInvalid'),
  'house.too.fast': tKey('house:error.tooFast'),
  'house.betting.closed': tKey('house:error.bettingClosed'),
  'house.unavailable': tKey('house:error.unavailable'),
  'request.invalid': tKey('house:error.requestInvalid'),
  [NETWORK_ERROR]: tKey('house:error.network'),
}

/** The translation key of an error code's message. */
export function errorMessageKey(code: string): string {
  return (MESSAGE_KEYS as Record<string, string>)[code] ?? tKey('house:error.unknown')
}

/** Whether trying again can help: not for an ended session (the player opens the game again from the lobby). */
export function isRetryable(code: string): boolean {
  return code !== 'house.session.invalid'
}
