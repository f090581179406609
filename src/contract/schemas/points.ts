/** Request and response shapes of points' calls (pointsEndpoints.ts; docs/points.md). Points are whole numbers, as strings (bigint). */
import { Type, type Static } from 'typebox'
import { GAME_TYPE_KEYS } from '../../config/constants'
import { POINTS_ITEM_KINDS, POINTS_MAX_QUANTITY, POINTS_MOVEMENT_TYPES, POINTS_REDEEM_STATUSES } from '../pointsEndpoints'
import { IdempotencyKey, MajorAmount } from './money'
import { Text } from './text'

/** A whole number of points (a bigint on the server). */
export const Points = Type.String({ pattern: '^[0-9]{1,18}$', description: 'Whole points.' })

const Page = Type.String({ pattern: '^[1-9][0-9]{0,5}$' })
export const PointsPageQuery = Type.Object({ pageNo: Type.Optional(Page) }, { additionalProperties: false })
export type PointsPageQuery = Static<typeof PointsPageQuery>

/** The merchant's programme: what a bet earns per game type, and what a point converts to. */
export const PointsConfig = Type.Object({
  enabled: Type.Boolean(),
  /** A valid bet of this much (major units) earns `rates[type]` points. */
  earnEvery: MajorAmount,
  rates: Type.Array(Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), points: Type.Integer({ minimum: 0 }) })),
  /** `convertPoints` points convert to `convertCash` (major units); a conversion is a multiple of it, at least `minConvert`. */
  convertPoints: Type.Integer({ minimum: 1 }),
  convertCash: MajorAmount,
  minConvert: Points,
})
export type PointsConfig = Static<typeof PointsConfig>

export const PointsBalance = Type.Object({ points: Points })
export type PointsBalance = Static<typeof PointsBalance>

const Titles = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String())

/** An item of the catalogue as the member sees it. */
export const PointsItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: Type.Enum(POINTS_ITEM_KINDS),
  /** Per language; the portal shows the reader's, or the merchant's default. */
  titles: Titles,
  image: Type.String(),
  points: Points,
  /** What a cash item credits (major units); '0' for goods. */
  cash: MajorAmount,
  /** Left to redeem; null: unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  /** How many one member may hold; null: no limit. */
  perMemberLimit: Type.Union([Type.Integer(), Type.Null()]),
})
export type PointsItem = Static<typeof PointsItem>

export const PointsRewards = Type.Object({ list: Type.Array(PointsItem) })
export type PointsRewards = Static<typeof PointsRewards>

export const RedeemPointsBody = Type.Object(
  {
    /** The same key again answers the same redeem, never a second one. */
    idempotencyKey: IdempotencyKey,
    itemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    quantity: Type.Integer({ minimum: 1, maximum: POINTS_MAX_QUANTITY }),
    paymentPassword: Text(64, { minLength: 1 }),
    /** Where goods are sent (spec section 5); a cash item needs neither. */
    address: Type.Optional(Text(300)),
    phone: Type.Optional(Text(32)),
  },
  { additionalProperties: false },
)
export type RedeemPointsBody = Static<typeof RedeemPointsBody>

/** The spec's points redeem record (section 3). */
export const PointsRedeem = Type.Object({
  /** The transaction number. */
  transactionNo: Type.String(),
  /** The apply time. */
  appliedAt: Type.String(),
  /** The type: goods or cash. */
  type: Type.Enum(POINTS_ITEM_KINDS),
  /** The name, per language, as it was when redeemed. */
  titles: Titles,
  quantity: Type.Integer(),
  /** The points needed, for the whole quantity. */
  points: Points,
  /** The amount needed: what a cash item credits, for the whole quantity (major units; '0' for goods). */
  amount: MajorAmount,
  status: Type.Enum(POINTS_REDEEM_STATUSES),
  /** Staff's remark (a rejection's reason), or null. */
  remark: Type.Union([Type.String(), Type.Null()]),
})
export type PointsRedeem = Static<typeof PointsRedeem>

export const PointsRedeems = Type.Object({ list: Type.Array(PointsRedeem), totalCount: Type.Integer(), totalPages: Type.Integer() })
export type PointsRedeems = Static<typeof PointsRedeems>

export const ConvertPointsBody = Type.Object(
  { idempotencyKey: IdempotencyKey, points: Points, paymentPassword: Text(64, { minLength: 1 }) },
  { additionalProperties: false },
)
export type ConvertPointsBody = Static<typeof ConvertPointsBody>

export const PointsConversion = Type.Object({
  points: Points,
  /** Credited to the main wallet (major units). */
  cash: MajorAmount,
  /** The member's points after it. */
  balance: Points,
})
export type PointsConversion = Static<typeof PointsConversion>

/** One movement of the member's points, with the balance right after it. */
export const PointsMovement = Type.Object({
  id: Type.String(),
  type: Type.Enum(POINTS_MOVEMENT_TYPES),
  /** Signed: earned and refunded points are positive, spent ones negative. */
  points: Type.String({ pattern: '^-?[0-9]{1,18}$' }),
  balanceAfter: Points,
  /** The redeem's transaction number, where the movement belongs to one. */
  transactionNo: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
})
export type PointsMovement = Static<typeof PointsMovement>

export const PointsHistory = Type.Object({ list: Type.Array(PointsMovement), totalCount: Type.Integer(), totalPages: Type.Integer() })
export type PointsHistory = Static<typeof PointsHistory>
