/**
 * The house vendor's game API: what a house game's frame (src/house, its own document and bundle) calls on the
 * house game server (src/server/games/house), which in turn plays against the member's wallet over the vendor
 * protocol (signed HTTP, `/vendor-api/v1`), exactly as an external vendor would.
 *
 * The frame is opened at `HOUSE_PLAY_PATH/<gameId>?session=<token>&lang=<code>`: the launch (`launchGame`) mints the
 * game session and its token; the token is the frame's only credential. The frame runs sandboxed without
 * `allow-same-origin`, so its calls are cross-origin (Origin `null`): the house API answers CORS for any origin and
 * reads the token from the body, never a cookie. Every call is a POST of JSON; answers are the platform's envelope
 * (`{ success, value }`, or `{ success: false, errorCode, message }` with a 4xx status). Money travels as decimal
 * strings in major units (`"12.50"`), never as floats.
 *
 * Types only: no TypeBox here, so the frame's bundle carries no schema code (the server's schemas are in
 * schemas/house.ts, HOUSE_SCHEMAS).
 */

import type { ApiTable } from './apiTable'
import type { RoundFairness, SpinFairness } from './houseFairness'

export const HOUSE_PLAY_PATH = '/house/play'
export const HOUSE_API_PATH = '/house-api/v1'

export const HOUSE_CALLS = {
  /** The session's game, wallet and rules. Body: SessionRequest → HouseSession. */
  session: `${HOUSE_API_PATH}/session`,
  /** The wallet's balance now. Body: SessionRequest → { balance }. */
  balance: `${HOUSE_API_PATH}/balance`,
  /** One slots round (a spin and any free spins it awards). Body: SlotsSpinRequest → SlotsRound. */
  slotsSpin: `${HOUSE_API_PATH}/slots/spin`,
  /** One dice roll. Body: DiceRollRequest → DiceRound. */
  diceRoll: `${HOUSE_API_PATH}/dice/roll`,
  /** A shared table's round now (baccarat, crash), the member's bets on it and the balance. Body: SessionRequest → TableSnapshot. */
  table: `${HOUSE_API_PATH}/table`,
  /** Bets on the baccarat round open for betting (added to any already placed). Body: BaccaratBetRequest → TableBetAnswer. */
  baccaratBet: `${HOUSE_API_PATH}/baccarat/bet`,
  /** A stake on the crash round open for betting. Body: CrashBetRequest → TableBetAnswer. */
  crashBet: `${HOUSE_API_PATH}/crash/bet`,
  /** Cash out of the crash round in flight, at the multiplier now. Body: SessionRequest → CrashCashOut. */
  crashCashOut: `${HOUSE_API_PATH}/crash/cashout`,
  /**
   * The table's rounds as server-sent events (GET, `?session=<token>`, for EventSource): `event: round` with a
   * TableState at once and at every change of phase, so every seated player sees the same round at the same time.
   */
  tableEvents: `${HOUSE_API_PATH}/table/events`,
} as const

/** A frame plays a round every second or two; this bounds a runaway script, per address. */
const HOUSE_RATE_LIMIT_PER_MINUTE = 600

/**
 * The house API as a table (contract/apiTable.ts): the server registers a route per entry and validates with
 * `HOUSE_SCHEMAS` (schemas/house.ts). The frame calls by `HOUSE_CALLS`, so this table stays out of its bundle.
 */
export const HOUSE_API = {
  session: { method: 'POST', path: HOUSE_CALLS.session, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'The session’s game, wallet and rules' },
  balance: { method: 'POST', path: HOUSE_CALLS.balance, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'The wallet’s balance now' },
  slotsSpin: { method: 'POST', path: HOUSE_CALLS.slotsSpin, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'One slots round' },
  diceRoll: { method: 'POST', path: HOUSE_CALLS.diceRoll, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'One dice roll' },
  table: { method: 'POST', path: HOUSE_CALLS.table, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'A shared table’s round now, the member’s bets and balance' },
  baccaratBet: { method: 'POST', path: HOUSE_CALLS.baccaratBet, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'Bets on the baccarat round open for betting' },
  crashBet: { method: 'POST', path: HOUSE_CALLS.crashBet, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'A stake on the crash round open for betting' },
  crashCashOut: { method: 'POST', path: HOUSE_CALLS.crashCashOut, credential: 'house session', rateLimitPerMinute: HOUSE_RATE_LIMIT_PER_MINUTE, summary: 'Cash out of the crash round in flight' },
  // A stream stays open: a page opens one per table it shows, so few a minute are enough.
  tableEvents: { method: 'GET', path: HOUSE_CALLS.tableEvents, credential: 'house session', rateLimitPerMinute: 60, stream: true, summary: 'A table’s rounds as server-sent events' },
} as const satisfies ApiTable
export type HouseCallName = keyof typeof HOUSE_API

/** The crash curve (the server's crash.ts): the multiplier t ms into the flight is ⌊100·e^(growth·t)⌋ hundredths. */
export const CRASH_GROWTH_PER_MS = 0.00006

export type TablePhase = 'betting' | 'running' | 'result'

/**
 * A card's suit: 0 clubs, 1 diamonds, 2 hearts, 3 spades (bridge order, `SUIT_NAMES`). The one numbering of the
 * server's cards, the rounds it stores, the live table and the betting record.
 */
export type Suit = 0 | 1 | 2 | 3
/** Each suit's name, by its number. */
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const satisfies Record<Suit, string>
export type SuitName = (typeof SUIT_NAMES)[number]

export interface CardView {
  /** 1 (ace) to 13 (king). */
  rank: number
  suit: Suit
}

export type BaccaratBetKind = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair'

export interface BaccaratHand {
  player: CardView[]
  banker: CardView[]
  playerTotal: number
  bankerTotal: number
  outcome: 'player' | 'banker' | 'tie'
  playerPair: boolean
  bankerPair: boolean
}

export interface RoadCell {
  col: number
  row: number
  outcome: 'player' | 'banker' | 'tie'
  playerPair: boolean
  bankerPair: boolean
  /** Big road only: ties that followed this win. */
  ties?: number
}

export interface TableState {
  gameId: string
  roundNo: number
  phase: TablePhase
  /** ISO 8601: betting closes. */
  bettingUntil: string
  /**
   * ISO 8601: the round has played, and the next round opens. Sent only where they tell nothing of the outcome:
   * baccarat's deal lasts the same whatever the cards, so always; crash's flight lasts until its crash point, so
   * only in its result phase.
   */
  runUntil?: string
  endsAt?: string
  /** The server's clock when this was sent, so the frame can count down on its own clock. */
  serverTime: string
  /** Baccarat, once dealt (phases running and result): the hands. */
  hand?: BaccaratHand
  /** Baccarat: the roads of the last rounds (bead plate, big road). */
  roads?: { beadPlate: RoadCell[]; bigRoad: RoadCell[]; leadingTies: number }
  /** Crash, in its result phase: where it crashed, in hundredths. */
  crashPoint?: number
  /** Crash: the last rounds' crash points, newest first, in hundredths. */
  history?: number[]
  /** Baccarat's payouts as pays:per (the banker's 19:20 is 5% commission); crash's smallest cash-out. */
  payouts?: Record<BaccaratBetKind, { pays: number; per: number }>
  /**
   * The round's commitment in every phase, its seed in the result phase only (houseFairness.ts); absent for a
   * round made before the tables committed to their seeds.
   */
  fairness?: RoundFairness
}

export interface MyTableBets {
  /** Major units by kind (crash: `stake`). */
  bets: Record<string, MajorAmount>
  total: MajorAmount
  /** Crash: the automatic cash-out target and the manual cash-out, in hundredths. */
  autoCashOut?: number
  cashedOutAt?: number
  /** Once the round settled for this member. */
  payout?: MajorAmount
}

export interface TableSnapshot {
  state: TableState
  /** The member's bets on this round, if any. */
  mine: MyTableBets | null
  balance: MajorAmount
}

export interface BaccaratBetRequest extends SessionRequest {
  roundNo: number
  bets: Partial<Record<BaccaratBetKind, MajorAmount>>
}

export interface CrashBetRequest extends SessionRequest {
  roundNo: number
  stake: MajorAmount
  /** Cash out by itself at this multiplier (hundredths, at least 101). */
  autoCashOut?: number
}

export interface TableBetAnswer {
  roundNo: number
  mine: MyTableBets
  balance: MajorAmount
}

export interface CrashCashOut {
  roundNo: number
  /** Hundredths. */
  multiplier: number
  payout: MajorAmount
  balance: MajorAmount
}

export type HouseGameType = 'slots' | 'baccarat' | 'crash' | 'dice'

export interface SessionRequest {
  session: string
  /** The `session` call only: the language to name the game in (the frame's `lang`). */
  language?: string
}

/** A money amount in major units with the currency's decimals, e.g. "12.50". */
export type MajorAmount = string

export interface SlotsRules {
  reels: number
  rows: number
  /** Each payline: a row index (0 = top) per reel. Lines are played from the first. */
  paylines: number[][]
  /** Symbol → pays for 3, 4 and 5 of a kind, in line bets. */
  pays: Record<string, [number, number, number]>
  wild: string
  scatter: string
  /** Scatter count → total bets paid; scatter count → free spins. */
  scatterPays: Record<string, number>
  freeSpins: Record<string, number>
  freeSpinMultiplier: number
  /** The published return to player, e.g. 0.9612. */
  rtp: number
  /** Line bets the player may choose, in major units, smallest first. */
  lineBets: MajorAmount[]
}

export interface DiceRules {
  /** Rolls are 0.00–99.99 (shown with 2 decimals): an integer 0..9999 on the wire. */
  outcomes: number
  /** The target's bounds (integers on the same 0..9999 scale) so that a bet wins on 1%–95% of rolls. */
  minTarget: number
  maxTarget: number
  houseEdge: number
}

export interface HouseSession {
  game: { gameId: string; gameType: HouseGameType; name: string; minBet: MajorAmount; maxBet: MajorAmount }
  currency: string
  decimals: number
  balance: MajorAmount
  /** Free play (a trial account): the balance is play credit. */
  trial: boolean
  /** The least time between two rounds of this session, in milliseconds (the merchant's minimum game cycle). */
  minCycleMs: number
  slots?: SlotsRules
  dice?: DiceRules
  /** Slots and dice: the hash of the seed the session's next spin plays (houseFairness.ts). */
  nextSeedHash?: string
}

export interface SlotsSpinRequest extends SessionRequest {
  /** One of the rules' lineBets. */
  lineBet: MajorAmount
  /** 1..paylines.length. */
  lines: number
}

export interface SlotsLineWin {
  line: number
  symbol: string
  count: number
  win: MajorAmount
}

export interface SlotsSpin {
  /** [reel][row] symbol ids. */
  grid: string[][]
  multiplier: number
  lineWins: SlotsLineWin[]
  scatterCount: number
  scatterWin: MajorAmount
  win: MajorAmount
}

export interface SlotsRound {
  roundId: string
  totalBet: MajorAmount
  totalWin: MajorAmount
  base: SlotsSpin
  freeSpins: SlotsSpin[]
  /** The wallet after the round settled. */
  balance: MajorAmount
  /** The seed the round played, revealed, and the hash of the next one. */
  fairness: SpinFairness
}

export interface DiceRollRequest extends SessionRequest {
  stake: MajorAmount
  direction: 'over' | 'under'
  /** 0..9999 scale, within the rules' bounds. */
  target: number
}

export interface DiceRound {
  roundId: string
  stake: MajorAmount
  direction: 'over' | 'under'
  target: number
  /** 0..9999. */
  rolled: number
  /** The multiplier paid on a win, e.g. 1.98. */
  multiplier: number
  won: boolean
  payout: MajorAmount
  balance: MajorAmount
  /** The seed the roll played, revealed, and the hash of the next one. */
  fairness: SpinFairness
}

/**
 * Error codes the house API answers (besides the platform's `request.invalid`): in the `house` translations so
 * the frame says each in the player's language.
 */
export const HOUSE_ERRORS = [
  'house.session.invalid', // unknown or ended session: the player relaunches from the lobby
  'house.balance.insufficient',
  'house.bet.invalid', // a stake, line bet or target outside the rules
  'house.too.fast', // a round sooner than the minimum game cycle
  'house.betting.closed', // a table's bet after its betting closed, or a cash-out when the round is not in flight
  'house.unavailable', // the wallet did not answer; nothing was taken
] as const
export type HouseErrorCode = (typeof HOUSE_ERRORS)[number]
