import type { Vendor } from '../../../config/schema'

/** A vendor without its own logo gets the generated badge (routes/games/vendorBadges.ts). */
export function vendorLogo(vendor: Vendor): string {
  return vendor.logo ?? `/assets/vendors/${vendor.code}.svg`
}
