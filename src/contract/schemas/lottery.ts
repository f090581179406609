/**
 * Request and response shapes of the lottery calls (spec section 7: opened numbers, the lottery lobby URL; and the
 * calls the lottery app plays with: its games, the current and next round, a bet, the member's orders, the results).
 * Amounts are major units with the currency's decimals; times are ISO 8601.
 */
import { Type, type Static } from 'typebox'
import { LOTTERY_BET_TYPE_CODES, LOTTERY_CATEGORIES, LOTTERY_PRIZE_TABLES } from '../../config/schema'
import { IdempotencyKey, MajorAmount, WalletBalance } from './money'
import { Text } from './text'

const GameCode = Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'A lottery game’s code (its catalogue game id).' })
/**
 * At most 10 digits: a daily game's date has 8, and an interval game of up to 864 s reaches round 10^10 only after the
 * year 275760, the last a date can hold (a larger number names no round that can be drawn).
 */
const RoundNo = Type.String({ pattern: '^[0-9]{1,10}$', description: 'A round’s public number: an interval game’s n, a daily game’s local draw date YYYYMMDD.' })
const PageNo = Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: '1-based (the page index is pageNo − 1).' })
const PageSize = Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })
const Instant = Type.String({ format: 'date-time' })

export const LotteryBetTypeCode = Type.Enum(LOTTERY_BET_TYPE_CODES)
export type LotteryBetTypeCode = Static<typeof LotteryBetTypeCode>

/** The lifecycle of a round: made ahead (scheduled), taking bets (open), closed before its draw, drawn, settled. */
export const LOTTERY_ROUND_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled'] as const
export const LotteryRoundStatus = Type.Enum(LOTTERY_ROUND_STATUSES)

/** A draw's numbers by prize tier (special, first, ... eighth), each a zero-padded digit string. */
export const LotteryPrizes = Type.Record(Type.String({ pattern: '^[a-z]{1,16}$' }), Type.Array(Type.String({ pattern: '^[0-9]{2,9}$' })))
export type LotteryPrizes = Static<typeof LotteryPrizes>

/** A bet type as a game offers it: how many numbers of how many digits, the price and payout of a point, the limits. */
export const LotteryOfferedBetType = Type.Object({
  code: LotteryBetTypeCode,
  picks: Type.Integer(),
  digits: Type.Integer(),
  /** A winning unit pays `payout` per `price` staked. */
  price: MajorAmount,
  payout: MajorAmount,
  min: MajorAmount,
  maxPerBet: MajorAmount,
  /** What all players together may stake on one number (a xiên: one combination) in one round. */
  maxPerNumber: MajorAmount,
})

export const LotteryGame = Type.Object({
  gameCode: GameCode,
  name: Type.String(),
  category: Type.Enum(LOTTERY_CATEGORIES),
  prizeTable: Type.Enum(LOTTERY_PRIZE_TABLES),
  schedule: Type.Union([
    Type.Object({ kind: Type.Literal('interval'), everySeconds: Type.Integer() }),
    Type.Object({ kind: Type.Literal('daily'), drawTime: Type.String(), utcOffsetMinutes: Type.Integer() }),
  ]),
  closeBeforeDrawSeconds: Type.Integer(),
  betTypes: Type.Array(LotteryOfferedBetType),
})
export type LotteryGame = Static<typeof LotteryGame>

/** The merchant's lottery games (cached per session: `lottGames`), named in the call's language. */
export const LotteryGames = Type.Object({ list: Type.Array(LotteryGame) })
export type LotteryGames = Static<typeof LotteryGames>

/** A round as published: its commitment once open, its seed and numbers once drawn (null before). */
export const LotteryRoundView = Type.Object({
  roundNo: RoundNo,
  status: LotteryRoundStatus,
  opensAt: Instant,
  closesAt: Instant,
  drawsAt: Instant,
  /** The hex SHA-256 of the round's secret seed, published when it opens. */
  commitment: Type.Union([Type.String(), Type.Null()]),
  /** The seed itself, revealed at the draw (64 hex characters). */
  seed: Type.Union([Type.String(), Type.Null()]),
  prizes: Type.Union([LotteryPrizes, Type.Null()]),
})
export type LotteryRoundView = Static<typeof LotteryRoundView>

export const LotteryRoundQuery = Type.Object({ gameCode: GameCode }, { additionalProperties: false })
export type LotteryRoundQuery = Static<typeof LotteryRoundQuery>

/** The current round (betting on it while `bettingOpen`), the next one, the last drawn, and the countdowns. */
export const LotteryRound = Type.Object({
  gameCode: GameCode,
  /** The server's time the countdowns are from. */
  serverTime: Instant,
  current: LotteryRoundView,
  next: LotteryRoundView,
  last: Type.Union([LotteryRoundView, Type.Null()]),
  bettingOpen: Type.Boolean(),
  /** Whole seconds until the current round closes (0 once closed) and draws. */
  closesInSeconds: Type.Integer(),
  drawsInSeconds: Type.Integer(),
})
export type LotteryRound = Static<typeof LotteryRound>

/** A bet on the open round: the bet type, its numbers (each of the type's digits), the stake; idempotent by the key. */
export const LotteryBetBody = Type.Object(
  {
    idempotencyKey: IdempotencyKey,
    gameCode: GameCode,
    roundNo: RoundNo,
    betType: LotteryBetTypeCode,
    numbers: Type.Array(Type.String({ pattern: '^[0-9]{1,3}$' }), { minItems: 1, maxItems: 4 }),
    amount: MajorAmount,
  },
  { additionalProperties: false },
)
export type LotteryBetBody = Static<typeof LotteryBetBody>

/** A member's bet ("order"). The win fields are null until its round settles. */
export const LotteryOrder = Type.Object({
  orderId: Type.String(),
  gameCode: GameCode,
  gameName: Type.String(),
  roundNo: RoundNo,
  betType: LotteryBetTypeCode,
  /** As stored: a xiên's numbers in ascending order. */
  numbers: Type.Array(Type.String()),
  amount: MajorAmount,
  /** The odds it was placed at: `payout` per `price` for each winning unit. */
  price: MajorAmount,
  payout: MajorAmount,
  status: Type.Union([Type.Literal('open'), Type.Literal('settled')]),
  winUnits: Type.Union([Type.Integer(), Type.Null()]),
  winAmount: Type.Union([MajorAmount, Type.Null()]),
  /** Win minus stake. */
  profit: Type.Union([MajorAmount, Type.Null()]),
  drawsAt: Instant,
  createdAt: Instant,
  settledAt: Type.Union([Instant, Type.Null()]),
})
export type LotteryOrder = Static<typeof LotteryOrder>

export const LotteryBetResult = Type.Object({
  order: LotteryOrder,
  /** True when this answers an earlier call with the same key: nothing moved this time. */
  replayed: Type.Boolean(),
  balance: WalletBalance,
})
export type LotteryBetResult = Static<typeof LotteryBetResult>

export const LotteryOrdersQuery = Type.Object(
  {
    gameCode: Type.Optional(GameCode),
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled')])),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
)
export type LotteryOrdersQuery = Static<typeof LotteryOrdersQuery>

export const LotteryOrders = Type.Object({
  list: Type.Array(LotteryOrder),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  /** Over every order the filter matches, not only this page: the stakes, the wins, and the profit of the settled ones. */
  footer: Type.Object({ amount: MajorAmount, winAmount: MajorAmount, profit: MajorAmount }),
})
export type LotteryOrders = Static<typeof LotteryOrders>

/** A drawn round as the results show it. */
export const LotteryDraw = Type.Object({
  gameCode: GameCode,
  gameName: Type.String(),
  roundNo: RoundNo,
  drawsAt: Instant,
  drawnAt: Instant,
  /** The special prize's number. */
  special: Type.String(),
  prizes: LotteryPrizes,
  commitment: Type.String(),
  seed: Type.String(),
})
export type LotteryDraw = Static<typeof LotteryDraw>

export const LotteryResultsQuery = Type.Object({ gameCode: GameCode, pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) }, { additionalProperties: false })
export type LotteryResultsQuery = Static<typeof LotteryResultsQuery>

export const LotteryResults = Type.Object({ list: Type.Array(LotteryDraw), totalPages: Type.Integer(), totalCount: Type.Integer() })
export type LotteryResults = Static<typeof LotteryResults>

/** Opened numbers (`/lotto/lgw/games/opened/numero`): the latest draw of each game, or of the one asked for. */
export const LotteryOpenedNumbersQuery = Type.Object({ gameCode: Type.Optional(GameCode) }, { additionalProperties: false })
export const LotteryOpenedNumbers = Type.Object({ list: Type.Array(LotteryDraw) })
export type LotteryOpenedNumbers = Static<typeof LotteryOpenedNumbers>

/**
 * The lottery lobby URL (spec section 7): device, lottoArea (VN), lottoPrizeMode (Elott), launchMode (LOTT) and
 * language as the portal sends them; lottoView `lobby` or `betting` (which needs lottoGameCode: /vnlottery's gameCode).
 */
export const LotteryLobbyQuery = Type.Object(
  {
    device: Type.Optional(Text(32)),
    lottoArea: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,8}$' })),
    lottoPrizeMode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,16}$' })),
    launchMode: Type.Optional(Text(16)),
    language: Type.Optional(Text(8)),
    lottoView: Type.Union([Type.Literal('lobby'), Type.Literal('betting')]),
    lottoGameCode: Type.Optional(GameCode),
  },
  { additionalProperties: false },
)
export type LotteryLobbyQuery = Static<typeof LotteryLobbyQuery>

/** `value.gameUrl`: our lottery app's address on a launch host; a member's carries a fresh game session. */
export const LotteryLobbyUrl = Type.Object({
  gameUrl: Type.String(),
  /** When the game session in the address ends; null for a guest (no session: the app shows, never bets). */
  expiresAt: Type.Union([Instant, Type.Null()]),
})
export type LotteryLobbyUrl = Static<typeof LotteryLobbyUrl>
