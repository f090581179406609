/**
 * Customer service's error codes, an area table of the catalogue (errors.ts): their messages are in the lazy `support`
 * namespace, and the table comes with the live chat's chunk, which registers it (`registerErrors`), so the first
 * screen's bundle carries neither. The server registers every area table at start (server/errors.ts).
 */
import { entry } from './errors'

export const CUSTOMER_SERVICE_ERRORS = {
  /** The merchant has no live chat (neither `contacts.liveChat` nor a LIVECHAT entry): the other channels remain. */
  'customer.service.unavailable': entry(404, 'support:service.errors.unavailable'),
  /** The portal's own: the answer did not decode to a web address (it opens nothing). */
  'customer.service.link.invalid': entry(0, 'support:service.errors.linkInvalid', 'normal', 'retry'),
} as const

export type CustomerServiceErrorCode = keyof typeof CUSTOMER_SERVICE_ERRORS
