/**
 * The chat room's error codes, an area table of the catalogue (errors.ts), registered by the chat widget's store and
 * by the server. Their messages are in the chat's own namespace (`chat:errors.*`), loaded with the widget, so the
 * first screen's strings do not grow.
 */
import { entry, type ErrorEntry } from './errors'

export const CHAT_ERRORS = {
  // the merchant has no chat room, or not this one
  'chat.disabled': entry(404, 'chat:errors.disabled'),
  'chat.room.not.found': entry(404, 'chat:errors.roomNotFound'),
  // a trial account (type 4) reads the room but may not write in it
  'chat.read.only': entry(403, 'chat:errors.readOnly'),
  // an operator muted the member (value: `until`, `secondsLeft`)
  'chat.muted': entry(403, 'chat:errors.muted'),
  // the member wrote more than the merchant's rate allows (value: `retryAfterSeconds`)
  'chat.rate.limited': entry(429, 'chat:errors.rateLimited'),
  // empty after trimming, too long (value: `maxLength`), or with control characters
  'chat.text.empty': entry(400, 'chat:errors.empty'),
  'chat.text.too.long': entry(400, 'chat:errors.tooLong'),
  'chat.text.invalid': entry(400, 'chat:errors.invalid'),
} as const satisfies Record<string, ErrorEntry>

export type ChatErrorCode = keyof typeof CHAT_ERRORS
