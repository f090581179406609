/** Request and response shapes of activities' calls (activitiesEndpoints.ts; docs/activities.md). */
import { Type, type Static } from 'typebox'
import {
  ACTIVITY_FLOWS, ACTIVITY_IMAGE_TYPES, ACTIVITY_MAX_IMAGES, ACTIVITY_STATES, BONUS_STATUSES,
} from '../activities'
import { IdempotencyKey, MajorAmount } from './money'

/** A promotion's code (migration 042). */
export const PromotionCode = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' })

export const ActivityCodeBody = Type.Object({ code: PromotionCode }, { additionalProperties: false })
export type ActivityCodeBody = Static<typeof ActivityCodeBody>

export const MyActivitiesQuery = Type.Object({ code: Type.Optional(PromotionCode) }, { additionalProperties: false })
export type MyActivitiesQuery = Static<typeof MyActivitiesQuery>

const MemberAction = Type.Union([Type.Literal('join'), Type.Literal('claim'), Type.Literal('apply'), Type.Literal('signIn'), Type.Null()])

/** The member's state in one promotion, and the action it offers (the table's member event from that state). */
export const ActivityView = Type.Object({
  promotionId: Type.Integer(),
  code: PromotionCode,
  flow: Type.Enum(ACTIVITY_FLOWS),
  state: Type.Enum(ACTIVITY_STATES),
  action: MemberAction,
  /** The application form where the flow is `apply`: which fields it asks for. */
  form: Type.Union([Type.Object({ remark: Type.Boolean(), images: Type.Boolean() }), Type.Null()]),
  /** What a claim would pay now (a deposit match's amount once qualified, a fixed bonus), or null. */
  bonus: Type.Union([MajorAmount, Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
})
export type ActivityView = Static<typeof ActivityView>

export const MyActivities = Type.Object({ list: Type.Array(ActivityView) })
export type MyActivities = Static<typeof MyActivities>

const ImageId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

/** An uploaded image, waiting for the application that names it. */
export const ActivityImage = Type.Object({ imageId: ImageId, contentType: Type.Enum(ACTIVITY_IMAGE_TYPES), size: Type.Integer() })
export type ActivityImage = Static<typeof ActivityImage>

export const ApplyActivityBody = Type.Object(
  {
    /** The same key again answers the same application, never a second one. */
    idempotencyKey: IdempotencyKey,
    code: PromotionCode,
    /** At most 140 characters (longer: `activity.remark.length`); the schema's bound is only a ceiling. */
    remark: Type.Optional(Type.String({ maxLength: 1000, pattern: '^[^\\u0000]*$' })),
    /** The member's uploads (`uploadActivityImage`), at most three; more answers `activity.image.limit`. */
    imageIds: Type.Optional(Type.Array(ImageId, { maxItems: 12 })),
  },
  { additionalProperties: false },
)
export type ApplyActivityBody = Static<typeof ApplyActivityBody>

/** One application, as the member reads it (staff's reason with a rejection). */
export const ActivityApplication = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  code: PromotionCode,
  state: Type.Enum(ACTIVITY_STATES),
  remark: Type.String(),
  imageCount: Type.Integer({ minimum: 0, maximum: ACTIVITY_MAX_IMAGES }),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type ActivityApplication = Static<typeof ActivityApplication>

export const MyApplications = Type.Object({ list: Type.Array(ActivityApplication) })
export type MyApplications = Static<typeof MyApplications>

/** A bonus grant with its terms as granted and its turnover now. */
export const BonusGrant = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  code: PromotionCode,
  amount: MajorAmount,
  /** The turnover the grant asks for (amount × the promotion's multiplier when granted). */
  turnoverRequired: MajorAmount,
  /** Weighted settled bets since the grant, at most the requirement. */
  turnoverDone: MajorAmount,
  /** What is still to bet (0 once met). */
  turnoverRemaining: MajorAmount,
  /** Percent per game category, as granted (a category not named counts nothing). */
  weights: Type.Record(Type.String(), Type.Integer()),
  status: Type.Enum(BONUS_STATUSES),
  reason: Type.Union([Type.String(), Type.Null()]),
  grantedAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
})
export type BonusGrant = Static<typeof BonusGrant>

export const MyBonuses = Type.Object({ list: Type.Array(BonusGrant) })
export type MyBonuses = Static<typeof MyBonuses>
