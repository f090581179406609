/**
 * Where each entry of the top navigation, side menu, bottom bar and footer leads (spec section 2 "Routes",
 * "Header", "Side menu", "Footer"). Pure data built from the one path table (src/config/paths.ts): the portal
 * registers those paths, these components link to them.
 */
import { CATEGORY_PATHS } from '../../config/constants'
import type { CategoryKey, NavKey } from '../../config/constants'
import { HOME_PATHS, PATHS, pathOf } from '../../config/paths'

/** Page path of each vendor category (one table for server, header and routes). */
export { CATEGORY_PATHS }

/** Paths of the top-navigation entries that are not categories ('app' opens a panel, it has no page). */
export const FIXED_NAV_PATHS = {
  home: PATHS.home,
  hot: PATHS.hot,
  promotions: PATHS.promotions,
} as const satisfies Partial<Record<NavKey, string>>

/** The member centre, and the page key it opens on (spec section 2 "Member centre"). */
export function memberPagePath(page?: string): string {
  return page ? `${PATHS.member}?page=${encodeURIComponent(page)}` : PATHS.member
}

/** Where the phone's bottom bar and the side menu lead; those under the member centre need a logged-in member. */
export const SHORTCUT_PATHS = {
  home: FIXED_NAV_PATHS.home,
  promotions: FIXED_NAV_PATHS.promotions,
  memberCentre: memberPagePath(),
  deposit: memberPagePath('depositv2'),
  withdraw: memberPagePath('withdraw'),
  referral: memberPagePath('referral'),
  rewardCenter: memberPagePath('rewardCenter'),
  appDownload: PATHS.down,
  agentCentre: PATHS.agentHome,
  join: PATHS.join,
} as const

/** Whether a shortcut's page is a member page (logged out, the login modal opens instead). */
export function needsMember(path: string): boolean {
  return isActivePath(PATHS.member, path)
}

/** A category dropdown lists at most this many vendors (spec section 9). */
export const DROPDOWN_VENDOR_LIMIT = 11

/** The footer shows at most this many vendor logos (spec section 9). */
export const FOOTER_LOGO_LIMIT = 18

/** Only the slots category links to "more" when it has more vendors than the dropdown shows (spec section 2). */
export const CATEGORIES_WITH_MORE: readonly CategoryKey[] = ['RNG']

/** Link to one vendor's games inside a category page. */
export function vendorPath(category: CategoryKey, vendorCode: string): string {
  return `${CATEGORY_PATHS[category]}?vendor=${encodeURIComponent(vendorCode)}`
}

/** Link to a help-centre topic. */
export function helpTopicPath(tag: string): string {
  return `${PATHS.help}?tag=${encodeURIComponent(tag)}`
}

/**
 * Whether `activePath` is the page of `to` (or a page below it). Home matches only itself and its aliases,
 * since every path starts with '/'.
 */
export function isActivePath(to: string, activePath: string): boolean {
  const path = pathOf(activePath)
  if (to === PATHS.home) return (HOME_PATHS as readonly string[]).includes(path)
  return path === to || path.startsWith(`${to}/`)
}

/** The vendors a category dropdown shows, and whether it adds a "more" entry. */
export function dropdownVendors<T>(category: CategoryKey, vendors: readonly T[]): { shown: readonly T[]; more: boolean } {
  const more = CATEGORIES_WITH_MORE.includes(category) && vendors.length > DROPDOWN_VENDOR_LIMIT
  return { shown: vendors.slice(0, DROPDOWN_VENDOR_LIMIT), more }
}
