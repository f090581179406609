/**
 * The house cockfighting arena's API: what the arena's app (a later part of the house frame) calls on the arena's
 * server (src/server/domain/sports/cockfight), which plays every stake and payout against the member's wallet over
 * the vendor protocol, as the sportsbook does (contract/sportsbook.ts).
 *
 * The arena is a house game: the launch of the `cockfight` game (studio HCOCK, category COCKFIGHT) mints the game
 * session whose token every call carries as `session` in a POSTed JSON body (the frame has an opaque origin: no
 * cookies), answered with the platform's envelope. Money travels as decimal strings in major units; fixed-odds prices
 * as Malay quotes in thousandths (0.80 is `800`, −0.94 is `-940`: contract/sports/odds.ts).
 *
 * Nothing here reveals a fight's future: a fight's result is sent only once its moment has passed, never its seed,
 * its script, its result time or a lock still to come.
 *
 * Types only (schemas in schemas/cockfight.ts), so the app's bundle carries no TypeBox.
 */
import type { ApiTable } from './apiTable'
import type { CockfightSelection, DrawKind, FightPhase, FightResult } from './sports/cockfight'

/** Major units as a decimal string ("12.50"). */
type MajorAmount = string

export const COCKFIGHT_API_PATH = '/cockfight-api/v1'

export const COCKFIGHT_CALLS = {
  /** `{ session, lang? }` → CockfightSession. */
  session: `${COCKFIGHT_API_PATH}/session`,
  /** `{ session }` → CockfightArena: the fight on now, the next one, and the road of the last results. */
  arena: `${COCKFIGHT_API_PATH}/arena`,
  /** `{ session, ...CockfightBetRequest }` → CockfightBetAnswer. */
  bet: `${COCKFIGHT_API_PATH}/bet`,
  /** `{ session, status?, pageNo?, pageSize? }` → CockfightBets: the member's bets, newest first. */
  bets: `${COCKFIGHT_API_PATH}/bets`,
} as const

/** The app reads the arena every second or two; this bounds a runaway script, per address. */
const COCKFIGHT_RATE_LIMIT_PER_MINUTE = 600
const cockfightCall = (path: string, summary: string) =>
  ({ method: 'POST', path, credential: 'house session', rateLimitPerMinute: COCKFIGHT_RATE_LIMIT_PER_MINUTE, summary }) as const

/** The arena's calls as a table (contract/apiTable.ts). */
export const COCKFIGHT_API = {
  session: cockfightCall(COCKFIGHT_CALLS.session, 'Who the arena plays for, its mode, the wallet and the limits'),
  arena: cockfightCall(COCKFIGHT_CALLS.arena, 'The fight on now, the next one, and the last results'),
  bet: cockfightCall(COCKFIGHT_CALLS.bet, 'A bet on a side or a draw of the fight open for betting'),
  bets: cockfightCall(COCKFIGHT_CALLS.bets, 'The member’s cockfight bets, newest first'),
} as const satisfies ApiTable
export type CockfightCallName = keyof typeof COCKFIGHT_API

/** The arena's two ways of paying: fixed odds (Malay prices, draws 1:8) or a pool less the plasada. */
export const COCKFIGHT_MODES = ['fixed', 'pool'] as const
export type CockfightMode = (typeof COCKFIGHT_MODES)[number]

export interface CockfightSession {
  game: 'cockfight'
  mode: CockfightMode
  currency: string
  decimals: number
  balance: MajorAmount
  /** A free-play account bets play credit. */
  trial: boolean
  limits: {
    minStake: MajorAmount
    maxStake: MajorAmount
    /** The most one bet may return (fixed odds, and draw bets in either mode). */
    maxPayout: MajorAmount
  }
  /** The pool's cut of the whole pool, in basis points; 0 at fixed odds. */
  plasadaBp: number
  /** What a winning draw bet pays per unit staked (8: stake × 9 back). */
  drawPays: number
  /** A fight starts every this many seconds. */
  fightEverySeconds: number
}

/** A side's pool, live: its stakes and what 100 on it would return if it won now (null: no bets on it yet). */
export interface CockfightPoolSide {
  total: MajorAmount
  per100: string | null
}

export interface CockfightFight {
  /** `2026-11-21-37`: the programme's day and the fight's number in it. */
  fightId: string
  fight: number
  phase: FightPhase
  /** When betting opens, the last call is announced and betting closes (the fight then runs to its result). */
  opensAt: string
  lastCallAt: string
  closesAt: string
  /** Sides locked now (only while betting is open). */
  locked: { meron: boolean; wala: boolean }
  /** Only once the result's moment has passed; null before. */
  result: FightResult | null
  drawKind: DrawKind | null
  /** Fixed odds: Meron and Wala as Malay quotes in thousandths; null in pool mode. */
  prices: { meron: number; wala: number } | null
  /** Pool mode: each side's stakes and live return per 100; null at fixed odds. */
  pool: { meron: CockfightPoolSide; wala: CockfightPoolSide } | null
}

/** A past fight on the road (the trend board). */
export interface CockfightRoadEntry {
  fightId: string
  fight: number
  result: FightResult
  drawKind: DrawKind | null
}

export interface CockfightArena {
  /** The server's time of the answer. */
  at: string
  mode: CockfightMode
  /** The fight whose slot this is (open, last call, fighting or just resulted). */
  current: CockfightFight
  /** The fight after it, scheduled. */
  next: CockfightFight
  /** The last results, newest first. */
  road: CockfightRoadEntry[]
}

export interface CockfightBetRequest {
  /** The app's key for this bet: sending it again answers the first bet and moves nothing. */
  idempotencyKey: string
  fightId: string
  selection: CockfightSelection
  /** The amount typed: the risk, or at a negative Malay price what the bet wins (contract/sports/odds.ts betTerms). */
  stake: MajorAmount
}

export type CockfightBetStatus = 'open' | 'settled'
export type CockfightBetResult = 'won' | 'returned' | 'lost'

export interface CockfightBet {
  betId: string
  fightId: string
  fight: number
  selection: CockfightSelection
  mode: CockfightMode
  stake: MajorAmount
  /** What the wallet debited. */
  risk: MajorAmount
  /** Fixed odds (and draw bets): what it returns on a win; null for a pool side (its price is the pool's at the end). */
  potentialReturn: MajorAmount | null
  /** Fixed-odds Meron and Wala: the Malay quote struck (`0.80`, `-0.94`); null otherwise. */
  quote: string | null
  status: CockfightBetStatus
  outcome: 'win' | 'lose' | 'push' | 'void' | null
  result: CockfightBetResult | null
  payout: MajorAmount | null
  placedAt: string
  settledAt: string | null
}

export interface CockfightBetAnswer {
  bet: CockfightBet
  balance: MajorAmount
  replayed: boolean
}

export interface CockfightBets {
  bets: CockfightBet[]
  total: number
  balance: MajorAmount
}

/**
 * Error codes the arena answers (besides the platform's `request.invalid` and `idempotency.key.reused`); the app
 * translates them (locales/<lang>/sports.json). The `sports.*` ones mean what they mean for the sportsbook.
 */
export const COCKFIGHT_ERRORS = [
  'sports.session.invalid',
  'sports.bet.invalid',
  'sports.cockfight.fight.not.found',
  'sports.cockfight.betting.closed',
  'sports.cockfight.side.locked',
  'sports.cockfight.fight.full',
  'sports.daily.limit.reached',
  'sports.stake.below.min',
  'sports.stake.above.max',
  'sports.payout.above.max',
  'sports.balance.insufficient',
  'sports.unavailable',
] as const
export type CockfightErrorCode = (typeof COCKFIGHT_ERRORS)[number]
