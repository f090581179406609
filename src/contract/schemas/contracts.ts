/**
 * Agent contracts and wages on the wire (spec sections 1, 3, 4, 7, 9; docs/contracts.md). The rules both sides
 * apply (buttons, transitions, tiers, the chain) are in ../contracts.ts; these are the calls' shapes.
 *
 * Amounts are major-unit strings with the merchant's decimals. A rate is a string: a percent with at most two
 * decimals when its `rateType` is P ("1.25" is 1.25 %), an amount when it is A. Counts are integers.
 */
import { Type, type Static, type TSchema } from 'typebox'
import { GAME_TYPE_KEYS } from '../../config/constants'

export { GAME_TYPE_KEYS }
import { Text } from './text'

/** Every kind an upline can offer: the spec's three, the manual-release daily salary and the real-time salary. */
export const CONTRACT_KIND_NAMES = ['dividend', 'dailySalary', 'hourSalary', 'mrDailySalary', 'realTimeSalary'] as const
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number]

const Amount = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,8})?$', description: 'Major units, never negative.' })
const SignedAmount = Type.String({ pattern: '^-?[0-9]{1,20}(\\.[0-9]{1,8})?$' })
const Percent = Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$', description: 'A percent, two decimals at most ("1.25").' })
const Rate = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,8})?$', description: 'A percent when rateType is P, else an amount.' })
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 })
const RateType = Type.Enum(['P', 'A'])
const GameType = Type.Enum(GAME_TYPE_KEYS)
const Kind = Type.Enum(CONTRACT_KIND_NAMES)
const Timestamp = Type.String({ format: 'date-time' })
const Id = Type.String({ pattern: '^[0-9]{1,18}$' })
const Tiers = <T extends TSchema>(tier: T) => Type.Array(tier, { minItems: 1, maxItems: 10 })

export const DividendTier = Type.Object({ minimumBet: Amount, netLoss: Amount, activeMember: Count, contractRate: Percent }, { additionalProperties: false })
export type DividendTier = Static<typeof DividendTier>
export const DailySalaryTier = Type.Object({ betVolume: Amount, activeMember: Count, rateType: RateType, rate: Rate }, { additionalProperties: false })
export type DailySalaryTier = Static<typeof DailySalaryTier>
export const HourSalaryTier = Type.Object({ minimumBet: Amount, activeMember: Count, rateType: RateType, rate: Rate }, { additionalProperties: false })
export type HourSalaryTier = Static<typeof HourSalaryTier>
export const RealTimeSalaryTier = Type.Object({ betAmount: Amount, lossRate: Percent, winRate: Percent }, { additionalProperties: false })
export type RealTimeSalaryTier = Static<typeof RealTimeSalaryTier>

/** The terms of each kind, as an upline offers them and as the downline reads them. */
export const DividendTerms = Type.Object(
  {
    kind: Type.Literal('dividend'),
    period: Type.Enum(DIVIDEND_PERIODS),
    /** A period's net win for the team is carried into the next period's net loss (the merchant must allow it). */
    carryOver: Type.Boolean(),
    tiers: Tiers(DividendTier),
  },
  { additionalProperties: false },
)
export const DailySalaryTerms = Type.Object({ kind: Type.Literal('dailySalary'), details: Tiers(DailySalaryTier) }, { additionalProperties: false })
export const MrDailySalaryTerms = Type.Object({ kind: Type.Literal('mrDailySalary'), details: Tiers(DailySalaryTier) }, { additionalProperties: false })
export const HourSalaryTerms = Type.Object({ kind: Type.Literal('hourSalary'), hourSalaryRates: Tiers(HourSalaryTier) }, { additionalProperties: false })
export const RealTimeSalaryTerms = Type.Object({ kind: Type.Literal('realTimeSalary'), realTimeSalaryRates: Tiers(RealTimeSalaryTier) }, { additionalProperties: false })
export const ContractTerms = Type.Union([DividendTerms, DailySalaryTerms, MrDailySalaryTerms, HourSalaryTerms, RealTimeSalaryTerms])
export type ContractTerms = Static<typeof ContractTerms>
export type ContractKindName = ContractTerms['kind']
export type TermsOf<K extends ContractKindName> = Extract<ContractTerms, { kind: K }>

/** A contract that would end if this one were signed: a downline's whose rate would then be above its upline's. */
export const EndingContract = Type.Object({ contractId: Id, account: Type.String(), kind: Kind, gameType: GameType })
export type EndingContract = Static<typeof EndingContract>

/**
 * One contract version as its agent reads it: who offered it (`upline` null: the merchant), the status (P pending,
 * E a new version offered while one is in force, V in force), and for an offer, what signing it would end.
 */
export const ContractView = Type.Object({
  contractId: Id,
  /** The daily salary's name for the same id (spec section 3). */
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  gameType: GameType,
  /** The dividend call's name for the game type. */
  productType: GameType,
  status: Type.Enum(['P', 'E', 'V']),
  upline: Type.Union([Type.String(), Type.Null()]),
  offeredAt: Timestamp,
  /** When it applies (or applied) from: the start of the period after it was signed, never backwards. */
  effectiveFrom: Type.Union([Timestamp, Type.Null()]),
  terms: ContractTerms,
  downlineHigherRate: Type.Enum(['Y', 'N']),
  endsContracts: Type.Array(EndingContract),
})
export type ContractView = Static<typeof ContractView>

const ByGameType = Type.Record(Type.String({ pattern: '^(LIVE|RNG|CONS|SPORTS|LOTT|FISH|ELOTT|PVP)$' }), ContractView)

/**
 * `getConsolidated` (spec section 3): the agent's contracts, pending offers (`…req`) and those in force (`…info`),
 * each by game type key, plus the real-time pair; and per kind the agent's status (V when one is in force, P when one
 * waits, N for none), which turns the agent centre's salary pages on (spec section 6: status A or V).
 */
export const Consolidated = Type.Object({
  divtypereq: ByGameType,
  divtypeinfo: ByGameType,
  dailysalreqtype: ByGameType,
  dailysalinfo: ByGameType,
  contracthoursalreq: ByGameType,
  contracthoursalinfo: ByGameType,
  contractmrdailysalreqtype: ByGameType,
  contractmrdailysalinfotype: ByGameType,
  realtimesalreqtype: ByGameType,
  realtimesalinfotype: ByGameType,
  status: Type.Record(Type.String({ pattern: '^[A-Za-z]{1,32}$' }), Type.Enum(['V', 'P', 'N'])),
  /** The merchant's real-time salary window in minutes (the terms say how often it is paid). Absent: 5. */
  realTimeWindowMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
})
export type Consolidated = Static<typeof Consolidated>

/** `confirmEnding`: the agent saw the `downlineHigherRate` warning and signs anyway (those contracts end). */
const ConfirmEnding = Type.Optional(Type.Boolean())
/** `participation` (dividend): A agree, R reject, C cancel. */
export const ParticipationBody = Type.Object({ contractId: Id, productType: GameType, status: Type.Enum(['A', 'R', 'C']), confirmEnding: ConfirmEnding }, { additionalProperties: false })
export type ParticipationBody = Static<typeof ParticipationBody>
/** `wage` (daily salary, automatic or manual-release): A or R, C. */
export const WageBody = Type.Object({ id: Id, status: Type.Enum(['A', 'R', 'C']), confirmEnding: ConfirmEnding }, { additionalProperties: false })
export type WageBody = Static<typeof WageBody>
/** `hourSalary` and the real-time salary: A or R. */
export const HourSalaryBody = Type.Object({ contractId: Id, status: Type.Enum(['A', 'R', 'C']), confirmEnding: ConfirmEnding }, { additionalProperties: false })
export type HourSalaryBody = Static<typeof HourSalaryBody>

/** What an action did: the contract's status after it, and the downline contracts it ended. */
export const ContractActed = Type.Object({
  contractId: Id,
  status: Type.Enum(['P', 'E', 'V', 'rejected', 'terminated', 'ended', 'superseded']),
  ended: Type.Array(EndingContract),
})
export type ContractActed = Static<typeof ContractActed>

/** An upline's offer to a direct downline agent (`contract hour salary` POST and its siblings, one call). */
export const OfferContractBody = Type.Object({ account: Text(64, { minLength: 1 }), gameType: GameType, terms: ContractTerms }, { additionalProperties: false })
export type OfferContractBody = Static<typeof OfferContractBody>

/** One step of a contract's history, with who and when. */
export const ContractEvent = Type.Object({
  at: Timestamp,
  /** offered, signed, rejected, terminated, ended (automatically), superseded. */
  event: Type.Enum(['offered', 'signed', 'rejected', 'terminated', 'ended', 'superseded']),
  /** The account that acted, or `merchant` / `system`. */
  by: Type.String(),
  contractId: Id,
  version: Type.Integer(),
})
export type ContractEvent = Static<typeof ContractEvent>

/** A downline's contracts as its upline sees them, with the upline's own terms (the ceiling of any offer). */
export const DownlineContractsQuery = Type.Object({ account: Text(64, { minLength: 1 }) }, { additionalProperties: false })
export type DownlineContractsQuery = Static<typeof DownlineContractsQuery>
export const ContractSlot = Type.Object({
  kind: Kind,
  gameType: GameType,
  /** The version in force, the one waiting for an answer, and the upline's own (null: none). */
  current: Type.Union([ContractView, Type.Null()]),
  pending: Type.Union([ContractView, Type.Null()]),
  own: Type.Union([ContractTerms, Type.Null()]),
  history: Type.Array(ContractEvent),
})
export type ContractSlot = Static<typeof ContractSlot>
export const DownlineContracts = Type.Object({ account: Type.String(), slots: Type.Array(ContractSlot) })
export type DownlineContracts = Static<typeof DownlineContracts>

/** The agent's own contracts' history (every offer, answer and ending), newest first. */
export const ContractHistoryQuery = Type.Object({ kind: Type.Optional(Kind), gameType: Type.Optional(GameType) }, { additionalProperties: false })
export type ContractHistoryQuery = Static<typeof ContractHistoryQuery>
export const ContractHistory = Type.Object({ list: Type.Array(ContractEvent) })
export type ContractHistory = Static<typeof ContractHistory>

/** A wage payout: the period, the figures, the tier reached and the rates up the chain (its explanation). */
export const WAGE_STATUSES = ['paid', 'pending', 'received', 'refused', 'expired'] as const
export const WageRecord = Type.Object({
  id: Id,
  kind: Kind,
  gameType: GameType,
  periodStart: Timestamp,
  periodEnd: Timestamp,
  amount: Amount,
  status: Type.Enum(WAGE_STATUSES),
  contractId: Id,
  version: Type.Integer(),
  /** The contract display fields (spec section 3): period bet, period P&L, active members, rate. */
  periodBet: Amount,
  periodProfitLoss: SignedAmount,
  activeMembers: Count,
  rateType: RateType,
  rate: Rate,
  /** The tier reached (1-based; 0: none), and what the next tier still wanted. */
  tier: Type.Integer(),
  /** The rate the downline below this agent holds on the same figures (what this agent's part is over). */
  rateBelow: Rate,
  paidAt: Type.Union([Timestamp, Type.Null()]),
  /**
   * A dividend with carry-over (docs/contracts.md "Carry-over"): the team's win not yet made up, carried in from the
   * contract's period before (taken from this period's net loss before the rate is paid) and out to its next. Absent
   * for a contract without carry-over and for the salaries.
   */
  carriedIn: Type.Optional(Amount),
  carriedOut: Type.Optional(Amount),
  /**
   * A real-time salary's explanation: the window's results counted and their stakes by side (a player who profited in
   * its round pays the win rate on its stake, any other the loss rate). Absent for the other kinds.
   */
  realTime: Type.Optional(Type.Object({ results: Count, wonStake: Amount, lostStake: Amount })),
})
export type WageRecord = Static<typeof WageRecord>
export const WageRecordsQuery = Type.Object(
  {
    kind: Kind,
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })),
  },
  { additionalProperties: false },
)
export type WageRecordsQuery = Static<typeof WageRecordsQuery>
export const WageRecords = Type.Object({ list: Type.Array(WageRecord), totalCount: Type.Integer(), totalPages: Type.Integer(), total: Amount })
export type WageRecords = Static<typeof WageRecords>

/** The real-time salary of the window in progress, so far: what the agent's part comes to, and when it is paid. */
export const RealTimeAccrual = Type.Object({
  windowStart: Timestamp,
  /** The window's end: it is paid within a minute after (docs/contracts.md "Wages"). */
  windowEnd: Timestamp,
  accrued: Amount,
  periodBet: Amount,
  players: Count,
})
export type RealTimeAccrual = Static<typeof RealTimeAccrual>

/** Manual-release daily salaries: the agent's own (`mine`), or its direct downlines' it may release (`downline`). */
export const MrDailySalariesQuery = Type.Object(
  { scope: Type.Enum(['mine', 'downline']), pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) },
  { additionalProperties: false },
)
export type MrDailySalariesQuery = Static<typeof MrDailySalariesQuery>
export const MrDailySalary = Type.Object({
  id: Id,
  account: Type.String(),
  gameType: GameType,
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  amount: Amount,
  periodBet: Amount,
  activeMembers: Count,
  rate: Rate,
  rateType: RateType,
  /** pending (waiting for the upline), received, refused, expired. */
  status: Type.Enum(['pending', 'received', 'refused', 'expired']),
  /** When a pending one expires. */
  dueAt: Timestamp,
  decidedAt: Type.Union([Timestamp, Type.Null()]),
})
export type MrDailySalary = Static<typeof MrDailySalary>
export const MrDailySalaries = Type.Object({ list: Type.Array(MrDailySalary), totalCount: Type.Integer(), totalPages: Type.Integer() })
export type MrDailySalaries = Static<typeof MrDailySalaries>
/** The upline's decision on a downline's manual-release daily salary. */
export const ReleaseMrDailySalaryBody = Type.Object({ id: Id, action: Type.Enum(['release', 'refuse']) }, { additionalProperties: false })
export type ReleaseMrDailySalaryBody = Static<typeof ReleaseMrDailySalaryBody>

/**
 * What-if: what terms would have paid a direct downline's line over the last ended period of their kind (the real-time
 * salary: the last 24 hours), on the real figures: the gross of the downline's contract, before what its own
 * downlines would take.
 */
export const ContractPreviewBody = OfferContractBody
export const ContractPreview = Type.Object({
  periodStart: Timestamp,
  periodEnd: Timestamp,
  periodBet: Amount,
  periodProfitLoss: SignedAmount,
  activeMembers: Count,
  /** 1-based; 0: no tier reached. */
  tier: Type.Integer(),
  amount: Amount,
})
export type ContractPreview = Static<typeof ContractPreview>
