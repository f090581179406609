/**
 * Promotions' error codes, an area table of the catalogue (errors.ts), registered by the promotions store's chunk
 * (src/portal/stores/PromotionsStore.ts) with its messages (namespace `promotions`, under `errors`), so the first
 * screen's bundle carries neither. The server registers every area table at start (server/errors.ts).
 */
import { entry, type ErrorEntry } from './errors'

export const PROMOTIONS_ERRORS = {
  // no promotion of this merchant has this code (another merchant's is none)
  'promotion.not.found': entry(404, 'promotions:errors.notFound'),
  // an operator's write that does not hold together: no title in the merchant's default language, an end before the
  // start, a rule that does not fit the flow (value: field)
  'promotion.invalid': entry(400, 'promotions:errors.invalid'),
  // an operator's end of a promotion already closed
  'promotion.closed': entry(409, 'promotions:errors.closed', 'normal', 'refresh'),
} as const satisfies Record<string, ErrorEntry>

export type PromotionsErrorCode = keyof typeof PROMOTIONS_ERRORS
