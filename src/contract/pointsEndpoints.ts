/**
 * Points (spec sections 1, 3, 4, 5, 7, 9; docs/points.md), a table of its own: only the points mall and the reward
 * centre (lazy chunks) call it, so the points store registers this table with the API client and the first screen's
 * bundle does not carry it. The server registers it with every other call (`ENDPOINTS` in endpoints.ts). The spec
 * shows no paths for these calls (section 7): they live under /wps/points.
 *
 * - `pointsConfig`: the merchant's rates per game type, the earn unit and the conversion rule.
 * - `pointsBalance`: the member's points (never expiring, spec section 9).
 * - `pointsRewards`: the catalogue, goods and cash items with their stock and per-member limit.
 * - `redeemPoints`: a redeem, sealed (encrypted) since it carries the money password, an address and a phone.
 * - `pointsRedeems`: the redeem history with every field of the spec's record (section 3).
 * - `convertPoints`: points to cash at the merchant's rate, sealed (the money password).
 * - `pointsHistory`: the member's points movements (earned, redeemed, refunded, converted).
 */
import type { EndpointDef } from './coreEndpoints'

export const POINTS_ENDPOINTS = {
  pointsConfig: { method: 'GET', path: '/wps/points/config', auth: false, encrypted: false },
  pointsBalance: { method: 'GET', path: '/wps/points/balance', auth: true, encrypted: false },
  pointsRewards: { method: 'GET', path: '/wps/points/rewards', auth: 'optional', encrypted: false },
  redeemPoints: { method: 'POST', path: '/wps/points/redeem', auth: true, encrypted: true, rateLimitPerMinute: 20 },
  pointsRedeems: { method: 'GET', path: '/wps/points/redeems', auth: true, encrypted: false },
  convertPoints: { method: 'POST', path: '/wps/points/convert', auth: true, encrypted: true, rateLimitPerMinute: 20 },
  pointsHistory: { method: 'GET', path: '/wps/points/history', auth: true, encrypted: false },
} as const satisfies Record<string, EndpointDef>

/** Spec section 4: a redeem is in process until staff approve or reject it (domain/engagement/points.ts keeps the table). */
export const POINTS_REDEEM_STATUSES = ['in_process', 'approved', 'rejected'] as const
export type PointsRedeemStatus = (typeof POINTS_REDEEM_STATUSES)[number]

/** Goods are sent to the member; a cash item credits the main wallet when approved. */
export const POINTS_ITEM_KINDS = ['goods', 'cash'] as const
export type PointsItemKind = (typeof POINTS_ITEM_KINDS)[number]

/** The movements of a member's points, as the history names them. */
export const POINTS_MOVEMENT_TYPES = ['earn', 'redeem', 'refund', 'convert'] as const
export type PointsMovementType = (typeof POINTS_MOVEMENT_TYPES)[number]

/** The most of one item in one redeem. */
export const POINTS_MAX_QUANTITY = 100

/** A phone number for the delivery: digits, an optional leading +, spaces or dashes (as feedback's contact). */
export const isPointsPhone = (text: string): boolean => /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(text.trim())
