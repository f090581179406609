/**
 * Points' error codes (docs/points.md), an area table of the catalogue (errors.ts), registered by the points store's
 * chunk (src/portal/stores/PointsStore.ts) with its messages (namespace `points`, under `errors`), so the first
 * screen's bundle carries neither. The server registers every area table at start (server/errors.ts). A wrong money
 * password is the catalogue's `payment.password.wrong`; a repeated key with other content `idempotency.key.reused`.
 */
import { entry, type ErrorEntry } from './errors'

export const POINTS_ERRORS = {
  // the merchant runs no points programme
  'points.disabled': entry(404, 'points:errors.disabled'),
  // not enough points for the redeem or the conversion (value: balance)
  'points.insufficient': entry(409, 'points:errors.insufficient'),
  // no such item in the merchant's catalogue (or withdrawn from it); no such redeem
  'points.item.not.found': entry(404, 'points:errors.itemNotFound', 'normal', 'refresh'),
  'points.redeem.not.found': entry(404, 'points:errors.redeemNotFound'),
  // fewer left than asked (value: stock); more than one member may hold (value: limit, held)
  'points.item.out.of.stock': entry(409, 'points:errors.outOfStock', 'normal', 'refresh'),
  'points.item.limit': entry(409, 'points:errors.limit'),
  // goods need where to send them: an address and a phone number (field says which)
  'points.address.required': entry(400, 'points:errors.addressRequired'),
  'points.phone.invalid': entry(400, 'points:errors.phoneInvalid'),
  // a conversion below the merchant's minimum or off its step (value: min, step)
  'points.convert.below.min': entry(400, 'points:errors.convertBelowMin'),
  'points.convert.step': entry(400, 'points:errors.convertStep'),
  // the operators' calls: a redeem already approved or rejected takes no other decision
  'points.redeem.decided': entry(409, 'points:errors.redeemDecided', 'normal', 'refresh'),
  // an operator's item that breaks the catalogue's rules (a cash item without cash, goods with cash, no title)
  'points.item.invalid': entry(400, 'points:errors.itemInvalid'),
} as const satisfies Record<string, ErrorEntry>

export type PointsErrorCode = keyof typeof POINTS_ERRORS
