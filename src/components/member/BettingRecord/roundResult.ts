/**
 * A round's `result` is what its game vendor stored, unchecked by the contract (`Type.Unknown`): the house games
 * store known shapes (below), any other vendor may store anything. `roundResultOf` reads the known shapes by
 * the round's game type, checking every field it shows; whatever does not match is shown as the vendor sent it
 * (key and value), never guessed at. A house round's `fairness` (its seed's hash, and its seed once revealed:
 * contract/houseFairness.ts) is read with it.
 */
import type { Suit } from '../../../contract/house'
import type { RoundFairness } from '../../../contract/houseFairness'
import { BOOK_SPORTS, type BookSport } from '../../../contract/sportsbook'
import type { MarketShape } from '../../sports/names'

/** A playing card: rank 1 (ace) to 13 (king); suit as the contract numbers it (0 clubs … 3 spades). */
export interface PlayingCard {
  rank: number
  suit: Suit
}

/** What a house round tells of its fairness; null for any other vendor's, or a round from before the seeds. */
export type Fairness = RoundFairness | null

/** House slots: the bet per line and lines played, where the reels stopped (the paid spin, then each free spin). */
export interface SlotsResult {
  kind: 'slots'
  lineBet: string
  lines: number
  /** One list of reel positions per spin: the paid spin first. */
  stops: number[][]
  /** Each spin's screen, [reel][row] symbol ids, when the round kept them. */
  screens: string[][][] | null
  /** Each reel strip's length: what the stops are drawn below. */
  reelLengths: number[] | null
  freeSpins: number
  totalWin: string
  fairness: Fairness
}

/** House dice: over or under a target, both in hundredths (5000 = 50.00), and the multiplier paid on a win. */
export interface DiceResult {
  kind: 'dice'
  direction: 'over' | 'under'
  target: number
  rolled: number
  multiplier: number
  fairness: Fairness
}

/** House baccarat: the table's round and the hand dealt. */
export interface BaccaratResult {
  kind: 'baccarat'
  round: number | null
  player: PlayingCard[]
  banker: PlayingCard[]
  playerTotal: number
  bankerTotal: number
  outcome: 'player' | 'banker' | 'tie'
  playerPair: boolean
  bankerPair: boolean
  fairness: Fairness
}

/** House crash: the table's round, where the member cashed out and where it crashed (hundredths, 250 = 2.50×). */
export interface CrashResult {
  kind: 'crash'
  round: number | null
  cashedOutAt: number | null
  crashPoint: number | null
  fairness: Fairness
}

/** A house sportsbook leg as the book records it (server/domain/sports/book/settle.ts recordedBet). */
export interface SportsLegRecord {
  sport: BookSport
  home: string
  away: string
  market: MarketShape
  selection: string
  /** The price struck, decimal thousandths. */
  price: number
  /** `win`, `half-lose`, … (`dead-heat` for a dead heat); null for a leg not decided (a cash-out before the end). */
  outcome: LegOutcomeName | null
  /** The final score, when the record has it. */
  score: { home: number; away: number } | null
}

/** A house sportsbook bet: its legs, a cash-out, and the settlements a correction replaced (oldest first). */
export interface SportsResult {
  kind: 'sports'
  bet: 'single' | 'parlay'
  cashedOut: boolean
  legs: SportsLegRecord[]
  corrections: { payout: string; at: string }[]
}

/** Anything else: the vendor's fields as they came (an empty list when it sent nothing). */
export interface GenericResult {
  kind: 'generic'
  entries: { key: string; value: string }[]
}

export type RoundResult = SlotsResult | DiceResult | BaccaratResult | CrashResult | SportsResult | GenericResult

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isAmount = (value: unknown): value is string => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
const optionalInteger = (value: unknown): number | null | undefined => (value === undefined || value === null ? null : isInteger(value) ? value : undefined)

function cardsOf(value: unknown): PlayingCard[] | null {
  if (!Array.isArray(value)) return null
  const cards: PlayingCard[] = []
  for (const card of value) {
    if (!isObject(card) || !isInteger(card.rank) || !isInteger(card.suit) || card.rank < 1 || card.rank > 13 || card.suit < 0 || card.suit > 3) return null
    cards.push({ rank: card.rank, suit: card.suit as Suit })
  }
  return cards
}

const HEX64 = /^[0-9a-fA-F]{64}$/

/** A house round's fairness, when it has a well-formed one (a malformed one is not shown as checkable). */
function fairnessOf(result: Fields): Fairness {
  const { fairness } = result
  if (!isObject(fairness) || typeof fairness.key !== 'string' || fairness.key === '' || typeof fairness.seedHash !== 'string' || !HEX64.test(fairness.seedHash)) return null
  if (fairness.seed !== undefined && (typeof fairness.seed !== 'string' || !HEX64.test(fairness.seed))) return null
  return { key: fairness.key, seedHash: fairness.seedHash, ...(typeof fairness.seed === 'string' ? { seed: fairness.seed } : {}) }
}

const isGrid = (value: unknown): value is string[][] => Array.isArray(value) && value.every((reel) => Array.isArray(reel) && reel.every((symbol) => typeof symbol === 'string'))

function slotsOf(result: Fields): SlotsResult | null {
  const { lineBet, lines, stops, freeSpins, totalWin, screens, reelLengths } = result
  if (!isAmount(lineBet) || !isInteger(lines) || !isInteger(freeSpins) || !isAmount(totalWin)) return null
  if (!Array.isArray(stops) || stops.length === 0 || !stops.every((spin) => Array.isArray(spin) && spin.every(isInteger))) return null
  const shown = Array.isArray(screens) && screens.length === stops.length && screens.every(isGrid) ? (screens as string[][][]) : null
  const lengths = Array.isArray(reelLengths) && reelLengths.every((length) => isInteger(length) && length > 0) ? (reelLengths as number[]) : null
  return { kind: 'slots', lineBet, lines, stops: stops as number[][], screens: shown, reelLengths: lengths, freeSpins, totalWin, fairness: fairnessOf(result) }
}

function diceOf(result: Fields): DiceResult | null {
  const { direction, target, rolled, multiplier } = result
  if ((direction !== 'over' && direction !== 'under') || !isInteger(target) || !isInteger(rolled) || !isFiniteNumber(multiplier)) return null
  return { kind: 'dice', direction, target, rolled, multiplier, fairness: fairnessOf(result) }
}

function baccaratOf(result: Fields): BaccaratResult | null {
  const round = optionalInteger(result.round)
  const hand = result.outcome
  if (round === undefined || !isObject(hand)) return null
  const player = cardsOf(hand.player)
  const banker = cardsOf(hand.banker)
  const { playerTotal, bankerTotal, outcome, playerPair, bankerPair } = hand
  if (!player || !banker || !isInteger(playerTotal) || !isInteger(bankerTotal)) return null
  if (outcome !== 'player' && outcome !== 'banker' && outcome !== 'tie') return null
  return { kind: 'baccarat', round, player, banker, playerTotal, bankerTotal, outcome, playerPair: playerPair === true, bankerPair: bankerPair === true, fairness: fairnessOf(result) }
}

function crashOf(result: Fields): CrashResult | null {
  const round = optionalInteger(result.round)
  const cashedOutAt = optionalInteger(result.cashedOutAt)
  const outcome = result.outcome
  if (round === undefined || cashedOutAt === undefined) return null
  if (outcome !== undefined && outcome !== null && !isObject(outcome)) return null
  const crashPoint = optionalInteger(isObject(outcome) ? outcome.crashPoint : undefined)
  if (crashPoint === undefined) return null
  return { kind: 'crash', round, cashedOutAt, crashPoint, fairness: fairnessOf(result) }
}

const MARKET_KINDS = ['result', 'money-line', 'handicap', 'total', 'both-score', 'correct-score', 'odd-even'] as const
const MARKET_SCOPES = ['match', 'first-half', 'map', 'innings'] as const
const MARKET_UNITS = ['goals', 'points', 'sets', 'games', 'maps', 'runs'] as const
const LEG_OUTCOMES = ['win', 'lose', 'push', 'void', 'half-win', 'half-lose', 'dead-heat'] as const
export type LegOutcomeName = (typeof LEG_OUTCOMES)[number]
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
const isScore = (value: unknown): value is { home: number; away: number } => isObject(value) && isInteger(value.home) && isInteger(value.away)

function sportsLegOf(leg: unknown): SportsLegRecord | null {
  if (!isObject(leg)) return null
  const { sport, home, away, market, kind, scope, period, unit, line, selection, price, outcome, score } = leg
  if (!oneOf(BOOK_SPORTS, sport) || typeof home !== 'string' || typeof away !== 'string' || typeof market !== 'string' || typeof selection !== 'string') return null
  if (!oneOf(MARKET_KINDS, kind) || !oneOf(MARKET_SCOPES, scope) || !oneOf(MARKET_UNITS, unit) || !isInteger(price)) return null
  if ((period !== undefined && period !== null && !isInteger(period)) || (line !== undefined && line !== null && !isInteger(line))) return null
  // A dead heat is recorded as its places and tied: named as one.
  const named = isObject(outcome) && outcome.kind === 'dead-heat' ? 'dead-heat' : outcome
  if (named !== null && named !== undefined && !oneOf(LEG_OUTCOMES, named)) return null
  const shape: MarketShape = { key: market, kind, scope, unit, ...(isInteger(period) ? { period } : {}), ...(isInteger(line) ? { line } : {}) }
  return { sport, home, away, market: shape, selection, price, outcome: named ?? null, score: isScore(score) ? score : null }
}

function sportsOf(result: Fields): SportsResult | null {
  const { kind, legs, cashedOut, corrections } = result
  if ((kind !== 'single' && kind !== 'parlay') || !Array.isArray(legs) || legs.length === 0) return null
  const read = legs.map(sportsLegOf)
  if (read.some((leg) => leg === null)) return null
  const earlier = Array.isArray(corrections) ? corrections.filter(isObject).filter((c) => isAmount(c.payout) && typeof c.at === 'string') : []
  return { kind: 'sports', bet: kind, cashedOut: cashedOut === true, legs: read as SportsLegRecord[], corrections: earlier.map((c) => ({ payout: c.payout as string, at: c.at as string })) }
}

/** A value as text: strings as they are, anything else as compact JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined) return ''
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/** The fields of anything a vendor stored: an object's keys, or the whole value under `result`. */
export function genericResultOf(result: unknown): GenericResult {
  if (result === null || result === undefined || result === '') return { kind: 'generic', entries: [] }
  if (isObject(result)) return { kind: 'generic', entries: Object.entries(result).map(([key, value]) => ({ key, value: textOf(value) })) }
  return { kind: 'generic', entries: [{ key: 'result', value: textOf(result) }] }
}

const READERS: Record<string, (result: Fields) => RoundResult | null> = { slots: slotsOf, dice: diceOf, baccarat: baccaratOf, crash: crashOf, sportsbook: sportsOf, esportsbook: sportsOf }

/** The round's result in a shape the detail can show: its game type's, when the stored result matches it; else generic. */
export function roundResultOf(round: { gameType: string; result: unknown }): RoundResult {
  const read = Object.hasOwn(READERS, round.gameType) ? READERS[round.gameType] : undefined
  const known = read && isObject(round.result) ? read(round.result) : null
  return known ?? genericResultOf(round.result)
}
