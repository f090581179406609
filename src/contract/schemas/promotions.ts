/** Request and response shapes of promotions' calls (promotionsEndpoints.ts; docs/promotions.md). */
import { Type, type Static } from 'typebox'
import { GAME_TYPE_KEYS } from '../../config/constants'
import {
  MISSION_TASKS, PROMOTION_BANNER_PATTERN, PROMOTION_CODE_PATTERN, PROMOTION_CONTENT_LIMIT, PROMOTION_FLOWS, PROMOTION_STATES,
  PROMOTION_TAGS, PROMOTION_TYPES,
} from '../promotionsEndpoints'
import { DEPOSIT_CHANNEL_TYPES } from './money'

const Code = Type.String({ pattern: PROMOTION_CODE_PATTERN, description: 'The operator’s stable name for a promotion.' })
const Amount = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,8})?$', description: 'Major units, the currency’s decimals.' })
/** One line of text (a title, a summary): no control characters, never a NUL. */
const Line = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001F\\u007F]*$' })
const Language = Type.String({ pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$' })
const Time = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]{5,12}(Z|[+-][0-9]{2}:[0-9]{2})$', description: 'ISO 8601' })

/**
 * Who may take part. Every condition named must hold; none named: every member. `agentIds`: members whose direct
 * upline is one of these agents (the agent line).
 */
export const PromotionEligibility = Type.Object(
  {
    /** Members registered at most this many days ago. */
    newMemberDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    vipRanks: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: 100, uniqueItems: true })),
    /** Only a member's first deposit qualifies. */
    firstDepositOnly: Type.Optional(Type.Boolean()),
    depositChannels: Type.Optional(Type.Array(Type.Enum(DEPOSIT_CHANNEL_TYPES), { maxItems: 8, uniqueItems: true })),
    agentIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, uniqueItems: true })),
  },
  { additionalProperties: false },
)
export type PromotionEligibility = Static<typeof PromotionEligibility>

/** What a reader is told of the eligibility: the agents' ids stay with staff, the reader learns only that there is a line. */
export const PromotionEligibilitySummary = Type.Object({
  newMemberDays: Type.Optional(Type.Integer()),
  vipRanks: Type.Optional(Type.Array(Type.Integer())),
  firstDepositOnly: Type.Optional(Type.Boolean()),
  depositChannels: Type.Optional(Type.Array(Type.Enum(DEPOSIT_CHANNEL_TYPES))),
  agentLine: Type.Optional(Type.Boolean()),
})
export type PromotionEligibilitySummary = Static<typeof PromotionEligibilitySummary>

const kind = <K extends string>(value: K) => Type.Literal(value)
/**
 * What a promotion pays, amounts in major units here (the table keeps minor units: docs/promotions.md). Rebate rates
 * are basis points of valid bets (120: 1.2 %), per game type.
 */
export const PromotionRule = Type.Union([
  Type.Object({ kind: kind('none') }, { additionalProperties: false }),
  Type.Object({ kind: kind('depositMatch'), percent: Type.Integer({ minimum: 1, maximum: 1000 }), cap: Amount, minDeposit: Type.Optional(Amount) }, { additionalProperties: false }),
  Type.Object({ kind: kind('fixedBonus'), amount: Amount }, { additionalProperties: false }),
  Type.Object(
    {
      kind: kind('rebate'),
      rates: Type.Array(Type.Object({ gameType: Type.Enum(GAME_TYPE_KEYS), basisPoints: Type.Integer({ minimum: 1, maximum: 10_000 }) }, { additionalProperties: false }), { minItems: 1, maxItems: GAME_TYPE_KEYS.length }),
      cap: Amount,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: kind('mission'),
      task: Type.Enum(MISSION_TASKS),
      gameType: Type.Optional(Type.Enum(GAME_TYPE_KEYS)),
      /** Money for `deposit` and `validBets` (major units), a count for `logins` and `daysInRow`. */
      target: Amount,
      reward: Amount,
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: kind('raffle'), tickets: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false }),
  Type.Object({ kind: kind('points'), points: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }, { additionalProperties: false }),
])
export type PromotionRule = Static<typeof PromotionRule>

/** The application form where the flow is `apply`: whether it asks for a remark, and for images (spec section 5 bounds). */
export const PromotionForm = Type.Object({ remark: Type.Boolean(), images: Type.Boolean() }, { additionalProperties: false })
export type PromotionForm = Static<typeof PromotionForm>

/** A promotion as the hall lists it, in the reader's language. */
export const PromotionSummary = Type.Object({
  id: Type.Integer(),
  code: Code,
  type: Type.Enum(PROMOTION_TYPES),
  tags: Type.Array(Type.Enum(PROMOTION_TAGS)),
  flow: Type.Enum(PROMOTION_FLOWS),
  title: Type.String(),
  summary: Type.String(),
  /** The language the title is in: the reader's, or the merchant's default where it is not written in the reader's. */
  language: Type.String(),
  /** A bundled banner's name; the type's own where the operator named none. */
  banner: Type.String(),
  startsAt: Type.String(),
  /** Null: open-ended. An operator's early end shows here as the end. */
  endsAt: Type.Union([Type.String(), Type.Null()]),
  state: Type.Enum(PROMOTION_STATES),
  eligibility: PromotionEligibilitySummary,
  rule: PromotionRule,
  /** The turnover a bonus it grants carries, as a multiple of the bonus (0: none). */
  turnoverMultiplier: Type.Number(),
})
export type PromotionSummary = Static<typeof PromotionSummary>

export const PromotionList = Type.Object({ list: Type.Array(PromotionSummary) })
export type PromotionList = Static<typeof PromotionList>

export const PromotionDetailQuery = Type.Object({ code: Code }, { additionalProperties: false })
export type PromotionDetailQuery = Static<typeof PromotionDetailQuery>

export const PromotionDetail = Type.Object({
  ...PromotionSummary.properties,
  /** HTML the server cleaned before storing it (the portal cleans it once more before showing it). */
  content: Type.String(),
  form: Type.Union([PromotionForm, Type.Null()]),
})
export type PromotionDetail = Static<typeof PromotionDetail>

/** The member's open promotions counted by type: every type is named (0 where none). */
export const AvailablePromotions = Type.Object({
  types: Type.Object(Object.fromEntries(PROMOTION_TYPES.map((type) => [type, Type.Integer({ minimum: 0 })])) as Record<(typeof PROMOTION_TYPES)[number], ReturnType<typeof Type.Integer>>),
  total: Type.Integer({ minimum: 0 }),
})
export type AvailablePromotions = Static<typeof AvailablePromotions>

const Texts = (maxLength: number, line: boolean) =>
  Type.Record(Language, line ? Line(maxLength) : Type.String({ maxLength, pattern: '^[^\\u0000]*$' }), { maxProperties: 32 })

/** An operator's promotion, created or replaced by its code. */
export const PromotionWrite = Type.Object(
  {
    code: Code,
    type: Type.Enum(PROMOTION_TYPES),
    tags: Type.Optional(Type.Array(Type.Enum(PROMOTION_TAGS), { uniqueItems: true })),
    flow: Type.Enum(PROMOTION_FLOWS),
    /** By language; the merchant's default language is required. */
    titles: Texts(120, true),
    summaries: Type.Optional(Texts(300, true)),
    /** HTML by language, cleaned by the server before it is stored. */
    content: Type.Optional(Texts(PROMOTION_CONTENT_LIMIT, false)),
    banner: Type.Optional(Type.Union([Type.String({ pattern: PROMOTION_BANNER_PATTERN }), Type.Null()])),
    startsAt: Time,
    endsAt: Type.Optional(Type.Union([Time, Type.Null()])),
    eligibility: Type.Optional(PromotionEligibility),
    rule: Type.Optional(PromotionRule),
    turnoverMultiplier: Type.Optional(Type.Number({ minimum: 0, maximum: 1000, multipleOf: 0.01 })),
    form: Type.Optional(Type.Union([PromotionForm, Type.Null()])),
    sort: Type.Optional(Type.Integer({ minimum: -100_000, maximum: 100_000 })),
  },
  { additionalProperties: false },
)
export type PromotionWrite = Static<typeof PromotionWrite>

/** A promotion as staff see it: every language's texts, the eligibility whole, and when (and whether) it was ended. */
export const StaffPromotion = Type.Object({
  id: Type.Integer(),
  code: Code,
  type: Type.Enum(PROMOTION_TYPES),
  tags: Type.Array(Type.Enum(PROMOTION_TAGS)),
  flow: Type.Enum(PROMOTION_FLOWS),
  titles: Type.Record(Type.String(), Type.String()),
  summaries: Type.Record(Type.String(), Type.String()),
  content: Type.Record(Type.String(), Type.String()),
  banner: Type.Union([Type.String(), Type.Null()]),
  startsAt: Type.String(),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  endedAt: Type.Union([Type.String(), Type.Null()]),
  state: Type.Enum(PROMOTION_STATES),
  eligibility: PromotionEligibility,
  rule: PromotionRule,
  turnoverMultiplier: Type.Number(),
  form: Type.Union([PromotionForm, Type.Null()]),
  sort: Type.Integer(),
  updatedAt: Type.String(),
})
export type StaffPromotion = Static<typeof StaffPromotion>

