/**
 * Promotions (spec sections 1, 2, 3; docs/promotions.md), a table of its own: only the promotions hall (a lazy page)
 * and the member centre's mission badge (a lazy chunk) call it, so the promotions store registers this table with the
 * API client and the first screen's bundle does not carry it. The server registers it with every other call.
 *
 * - `promotions`: the merchant's promotions in the reader's language (the merchant's default where a text is not
 *   written in it), each with its state by its period (coming soon, open, closed). A guest may read the hall.
 * - `promotionDetail`: one promotion by its code, with its content (HTML the server cleaned before storing it).
 * - `availablePromotions`: the member's open promotions counted by type (the spec's "available promotions keyed by
 *   type"; MISSION's count is the member centre's badge).
 */
import type { EndpointDef } from './coreEndpoints'

export const PROMOTIONS_ENDPOINTS = {
  promotions: { method: 'GET', path: '/wps/promotions', auth: 'optional', encrypted: false, languageDependent: true },
  promotionDetail: { method: 'GET', path: '/wps/promotions/detail', auth: 'optional', encrypted: false, languageDependent: true },
  availablePromotions: { method: 'GET', path: '/wps/promotions/available', auth: true, encrypted: false },
} as const satisfies Record<string, EndpointDef>

/** The spec's promotion types (section 3); "all" is the hall's filter, not a type. Migration 042 checks the same list. */
export const PROMOTION_TYPES = [
  'OTHERS', 'SPORTS', 'LIVE', 'SLOTS', 'CARDS', 'FISH', 'LOTTO', 'REBATE', 'POINTS_MALL', 'RANKING', 'DEPOSIT', 'APP_DOWNLOAD',
  'NEWBIE', 'GAMES', 'MISSION',
] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]

/** The spec's tags (section 3). */
export const PROMOTION_TAGS = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP'] as const
export type PromotionTag = (typeof PROMOTION_TAGS)[number]

/**
 * How a member takes part: `info` read only; `apply` an application (form) staff review; `join` join, progress, claim
 * (missions); `signin` a daily sign-in; `claim` claimed at once when eligible. The activities' transitions are theirs.
 */
export const PROMOTION_FLOWS = ['info', 'apply', 'join', 'signin', 'claim'] as const
export type PromotionFlow = (typeof PROMOTION_FLOWS)[number]

/** A promotion's state by its period, at the time of the answer: before its start, within it, after its end or ending. */
export const PROMOTION_STATES = ['comingSoon', 'open', 'closed'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

/** What a promotion pays (the rule's `kind`). */
export const PROMOTION_RULE_KINDS = ['none', 'depositMatch', 'fixedBonus', 'rebate', 'mission', 'raffle', 'points'] as const
export type PromotionRuleKind = (typeof PROMOTION_RULE_KINDS)[number]

/** A mission's task: what counts towards it. */
export const MISSION_TASKS = ['deposit', 'validBets', 'logins', 'daysInRow'] as const
export type MissionTask = (typeof MISSION_TASKS)[number]

/** A promotion's code: the operator's stable name for it (migration 042 checks the same pattern). */
export const PROMOTION_CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$'
/** A bundled banner's name (a generated SVG shipped with the portal). */
export const PROMOTION_BANNER_PATTERN = '^[a-z0-9-]{1,64}$'
/** The widest content (HTML) an operator may write per language, before cleaning. */
export const PROMOTION_CONTENT_LIMIT = 20_000

/**
 * The banners bundled with the portal (generated SVGs, components/engagement/promotions/PromotionBanner.tsx), one per
 * type and a few more: an operator names one of these, or none for the type's own.
 */
export const PROMOTION_BANNERS = [
  'others', 'sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points-mall', 'ranking', 'deposit', 'app-download',
  'newbie', 'games', 'mission', 'daily', 'vip', 'raffle',
] as const
export type PromotionBanner = (typeof PROMOTION_BANNERS)[number]

/** A type's own banner. */
export const bannerOfType = (type: PromotionType): PromotionBanner => type.toLowerCase().replace(/_/g, '-') as PromotionBanner
