/**
 * The house sportsbook's API: what the book's app (src/house, a lazy chunk of the house frame) calls on the book's
 * server (src/server/domain/sports/book), which plays every stake and payout against the member's wallet over the
 * vendor protocol (signed `/vendor-api/v1` calls), as a third-party book would.
 *
 * The book is a house game: the launch (`launchGame`) of the `sportsbook` (SPORTS) or `esportsbook` (ESPORTS) game
 * mints the game session whose token the frame's address carries; every call here is a POST of JSON with that
 * token as `session` (the frame runs sandboxed with an opaque origin: no cookies), answered with the platform's
 * envelope. Money travels as decimal strings in major units; prices as integers in decimal thousandths (1.952 is
 * `1952`, contract/sports/odds.ts), which the app shows in the player's odds format with the same core.
 *
 * Nothing here reveals a match's future: the server sends only the state and prices at the instant it answers,
 * never a match's seed or script.
 *
 * Types only (schemas in schemas/sportsbook.ts), so the app's bundle carries no TypeBox.
 */
import type { ApiTable } from './apiTable'
/** Major units as a decimal string ("12.50"). */
type MajorAmount = string
import type { OddsFormat } from './sports/odds'

export const SPORTS_API_PATH = '/sports-api/v1'

export const SPORTS_CALLS = {
  /** `{ session, lang? }` → SportsSession. */
  session: `${SPORTS_API_PATH}/session`,
  /** `{ session, sport?, lang? }` → SportsEvents: the live and coming matches with their main markets. */
  events: `${SPORTS_API_PATH}/events`,
  /** `{ session, eventId }` → SportsEventDetail: one match with all its markets. */
  event: `${SPORTS_API_PATH}/event`,
  /** `{ session, ...SportsBetRequest }` → SportsBetAnswer. */
  bet: `${SPORTS_API_PATH}/bet`,
  /** `{ session, status?, pageNo?, pageSize? }` → SportsBets: the member's bets, newest first. */
  bets: `${SPORTS_API_PATH}/bets`,
  /** `{ session, ...SportsCashOutRequest }` → SportsBetAnswer: an open bet settled now at the book's offer. */
  cashOut: `${SPORTS_API_PATH}/cashout`,
} as const

/** The app refreshes prices every second or two per open view; this bounds a runaway script, per address. */
const SPORTS_RATE_LIMIT_PER_MINUTE = 600
const sportsCall = (path: string, summary: string) =>
  ({ method: 'POST', path, credential: 'house session', rateLimitPerMinute: SPORTS_RATE_LIMIT_PER_MINUTE, summary }) as const

/** The book's calls as a table (contract/apiTable.ts); the app calls by `SPORTS_CALLS`, so this stays out of its bundle. */
export const SPORTS_API = {
  session: sportsCall(SPORTS_CALLS.session, 'Who the book plays for, the wallet and the book’s limits'),
  events: sportsCall(SPORTS_CALLS.events, 'Live and coming matches with their main markets'),
  event: sportsCall(SPORTS_CALLS.event, 'One match with every market'),
  bet: sportsCall(SPORTS_CALLS.bet, 'A single or a parlay at the prices on the slip'),
  bets: sportsCall(SPORTS_CALLS.bets, 'The member’s bets, newest first'),
  cashOut: sportsCall(SPORTS_CALLS.cashOut, 'An open bet settled now at the book’s cash-out offer'),
} as const satisfies ApiTable
export type SportsCallName = keyof typeof SPORTS_API

/** The books a launch can open: the sports book (football, basketball, tennis, cricket) and the e-sports book. */
export const SPORTS_BOOKS = ['sportsbook', 'esportsbook'] as const
export type SportsBook = (typeof SPORTS_BOOKS)[number]

export const BOOK_SPORTS = ['football', 'basketball', 'tennis', 'cricket', 'moba', 'shooter'] as const
export type BookSport = (typeof BOOK_SPORTS)[number]

/** What a player may let happen to a price between the slip and the bet. */
export const ODDS_CHANGE_CHOICES = ['any', 'higher', 'none'] as const
export type OddsChangeChoice = (typeof ODDS_CHANGE_CHOICES)[number]

export interface SportsSession {
  book: SportsBook
  /** The sports this book lists, in its order. */
  sports: BookSport[]
  currency: string
  decimals: number
  balance: MajorAmount
  /** A free-play account bets play credit. */
  trial: boolean
  limits: {
    minStake: MajorAmount
    maxStake: MajorAmount
    /** The most one bet may return. */
    maxPayout: MajorAmount
    minParlayLegs: number
    maxParlayLegs: number
  }
  /** Seconds an in-play bet is held before it is accepted or refused. */
  inPlayDelaySeconds: number
  /** The odds format the app opens in (the player may change it). */
  defaultOddsFormat: OddsFormat
}

export interface SportsScore {
  home: number
  away: number
}

/** A market's selection: its price in decimal thousandths, null while the market takes no bets. */
export interface SportsSelection {
  key: string
  price: number | null
}

export interface SportsMarket {
  /** Stable while the market means the same: `1x2`, `ml`, `ah:-3`, `ou:10`, `1h:ou:6`, `map2:ml`, `inn1:ou:618`. */
  key: string
  kind: 'result' | 'money-line' | 'handicap' | 'total' | 'both-score' | 'correct-score' | 'odd-even'
  scope: 'match' | 'first-half' | 'map' | 'innings'
  period?: number
  unit: 'goals' | 'points' | 'sets' | 'games' | 'maps' | 'runs'
  /** Quarters (contract/sports/markets.ts): the home side's handicap, or the total's line. */
  line?: number
  status: 'open' | 'suspended' | 'closed'
  selections: SportsSelection[]
}

export type SportsPhase = 'pre' | 'live' | 'break' | 'ended' | 'abandoned'

export interface SportsEvent {
  eventId: string
  sport: BookSport
  home: string
  away: string
  startsAt: string
  phase: SportsPhase
  score: SportsScore
  /** Each period's score so far (halves, quarters, sets' games, innings, maps). */
  periods: SportsScore[]
  /** 1-based period in progress or last played; 0 before the start. */
  period: number
  /** Simulated seconds played in the period in progress. */
  clock: number
  /** The dangerous moment on now (`penalty`, `break-point`, `map-point`, ...), or null. */
  danger: string | null
  /** Every market suspended now. */
  suspended: boolean
  /** How many markets the match has now (the list shows only its main ones). */
  marketCount: number
  markets: SportsMarket[]
}

export interface SportsEvents {
  /** The server's time of the prices. */
  at: string
  events: SportsEvent[]
}

export interface SportsEventDetail {
  at: string
  event: SportsEvent
}

export interface SportsLegRequest {
  eventId: string
  market: string
  selection: string
  /** The price on the slip, decimal thousandths. */
  price: number
}

export interface SportsBetRequest {
  /** The app's key for this slip: sending it again answers the first bet and moves nothing. */
  idempotencyKey: string
  /** One leg is a single; 2 to 10 legs on different matches, a parlay. */
  legs: SportsLegRequest[]
  /** The amount typed: a single's risk, or what it wins at a negative Malay or Indonesian price; a parlay's stake. */
  stake: MajorAmount
  /** The format the player sees prices in: the bet keeps its quote in it. */
  oddsFormat: OddsFormat
  oddsChange: OddsChangeChoice
}

export type SportsBetStatus = 'pending' | 'open' | 'rejected' | 'settled'
/** A settled bet: won (returned more than it risked), returned (the risk or part of it back: push, void, half lose), lost. */
export type SportsBetResult = 'won' | 'returned' | 'lost'
export type SportsLegOutcome = 'win' | 'lose' | 'push' | 'void' | 'half-win' | 'half-lose' | 'dead-heat'

export interface SportsBetLeg {
  eventId: string
  sport: BookSport
  home: string
  away: string
  startsAt: string
  market: SportsMarket['key']
  kind: SportsMarket['kind']
  scope: SportsMarket['scope']
  period?: number
  unit: SportsMarket['unit']
  line?: number
  selection: string
  /** The price struck, decimal thousandths, and as the player saw it. */
  price: number
  quote: string
  /** Struck while the match was playing. */
  inPlay: boolean
  outcome: SportsLegOutcome | null
  /** The match's final score once settled. */
  score: SportsScore | null
}

export interface SportsBet {
  betId: string
  kind: 'single' | 'parlay'
  status: SportsBetStatus
  oddsFormat: OddsFormat
  /** The amount typed on the slip. */
  stake: MajorAmount
  /** What the wallet debited, and the profit on a win. */
  risk: MajorAmount
  toWin: MajorAmount
  potentialReturn: MajorAmount
  placedAt: string
  /** A pending bet's answer time (the in-play delay's end). */
  acceptAt: string | null
  /** Why a bet was refused after its delay (`sports.price.changed`, `sports.market.suspended`). */
  rejectedFor: string | null
  result: SportsBetResult | null
  payout: MajorAmount | null
  settledAt: string | null
  /**
   * An open bet's cash-out offer at the answer's second (the book buys the bet back from the current chances, less
   * its margin on each leg still open), or null when there is none: a leg has lost, a market is suspended or no
   * longer offered, the bet is not open. Sent in the bets list (the bet call's answer carries none).
   */
  cashOut: MajorAmount | null
  /** Settled by a cash-out (its payout is the offer taken). */
  cashedOut: boolean
  /** Settled again after the feed corrected a match's result (its payout is the corrected one). */
  corrected: boolean
  legs: SportsBetLeg[]
}

export interface SportsCashOutRequest {
  betId: string
  /** The offer the player accepted, as shown: the book pays the offer now if it is at least this, else answers the new one. */
  amount: MajorAmount
}

export interface SportsBetAnswer {
  bet: SportsBet
  balance: MajorAmount
  replayed: boolean
}

export interface SportsBets {
  bets: SportsBet[]
  total: number
  balance: MajorAmount
}

/**
 * Error codes the book answers (besides the platform's `request.invalid`); the app translates them
 * (locales/<lang>/sports.json). Refusals that name new prices carry them in the envelope's `value`.
 */
export const SPORTS_BOOK_ERRORS = [
  'sports.session.invalid', // an unknown or ended session, or one of another game: relaunch from the lobby
  'sports.bet.invalid', // a body outside the rules
  'sports.event.not.found',
  'sports.market.unavailable', // no such market or selection now, or the match is over
  'sports.market.suspended',
  'sports.price.changed', // value: { legs: [{ eventId, market, selection, price }] } the prices now
  'sports.parlay.legs.invalid', // not 2 to 10 legs, or two on one match
  'sports.stake.below.min',
  'sports.stake.above.max',
  'sports.payout.above.max',
  'sports.liability.reached', // the market's or match's worst-case loss would pass the book's cap
  'sports.daily.limit.reached', // the member's potential payouts today would pass the book's cap
  'sports.balance.insufficient',
  'sports.unavailable', // the wallet did not answer; nothing was taken
  'sports.bet.not.found', // no such bet of this member in this book
  'sports.cashout.unavailable', // no offer now: a leg lost, a market suspended or no longer offered, the bet not open
  'sports.cashout.changed', // value: { cashOut } the offer now, lower than the one accepted
] as const
export type SportsBookErrorCode = (typeof SPORTS_BOOK_ERRORS)[number]
