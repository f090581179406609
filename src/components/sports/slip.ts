/**
 * The slip's sums and rules, pure: what a single or a parlay risks and returns at the prices on the slip (the core's
 * `betTerms` and `parlayTerms`, never a sum of our own), whether the legs make a parlay, and whether an amount is one
 * the book's limits take. Money is decimal strings in major units ("12.50"), worked in minor units (bigint).
 */
import { tKey } from '../../../locales'
import { betTerms, stakeIsToWin, type BetTerms, type OddsFormat } from '../../contract/sports/odds'
import { parlayTerms } from '../../contract/sports/settle'
import type { BookSport, SportsBetLeg, SportsEvent, SportsMarket, SportsSelection, SportsSession } from '../../contract/sportsbook'
import { fromMinor, toMinor } from '../games/house/money'
import type { MarketShape } from './names'
import { quoteOf } from './prices'

/**
 * A selection on the slip: the match and market it is on (what names it), and its price now, in decimal
 * thousandths: null while its market is suspended or gone.
 */
export interface SlipLeg {
  eventId: string
  sport: BookSport
  home: string
  away: string
  market: MarketShape
  selection: string
  price: number | null
  /** The match is playing: the bet waits out the in-play delay. */
  inPlay: boolean
}

/** The key of one selection of one market of one match: a price button's, a slip leg's and its stake's. */
export const legKey = (eventId: string, market: string, selection: string): string => `${eventId}|${market}|${selection}`
export const slipLegKey = (leg: SlipLeg): string => legKey(leg.eventId, leg.market.key, leg.selection)

/** A selection of a match's market as a slip leg, priced only while the market and the match take bets. */
export function legOf(event: SportsEvent, market: SportsMarket, selection: SportsSelection): SlipLeg {
  const { key, kind, scope, period, unit, line } = market
  const open = market.status === 'open' && !event.suspended
  return {
    eventId: event.eventId,
    sport: event.sport,
    home: event.home,
    away: event.away,
    market: { key, kind, scope, period, unit, line },
    selection: selection.key,
    price: open ? selection.price : null,
    inPlay: event.phase === 'live' || event.phase === 'break',
  }
}

/** The key the parlay's amount is kept under among the singles' (a leg key always holds two bars). */
export const PARLAY_STAKE = 'parlay'

export type SlipMode = 'single' | 'parlay'

/** A leg of a placed bet (SportsBetLeg) as a slip leg names it: the shape of its market. */
export function betLegShape(leg: SportsBetLeg): MarketShape {
  return { key: leg.market, kind: leg.kind, scope: leg.scope, period: leg.period, unit: leg.unit, line: leg.line }
}

/** Why the legs on the slip can't be a parlay; null when they can. */
export type ParlayProblem =
  | { kind: 'tooFew'; min: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'sameMatch'; home: string; away: string }
  | { kind: 'unpriced' }

export const PARLAY_PROBLEM_MESSAGES = {
  tooFew: tKey('sports:slip.parlayProblem.tooFew'),
  tooMany: tKey('sports:slip.parlayProblem.tooMany'),
  sameMatch: tKey('sports:slip.parlayProblem.sameMatch'),
  unpriced: tKey('sports:slip.parlayProblem.unpriced'),
} as const satisfies Record<ParlayProblem['kind'], string>

/** A parlay takes the session's 2 to 10 legs, each on a different match, each with a price now. */
export function parlayProblem(legs: readonly SlipLeg[], limits: SportsSession['limits']): ParlayProblem | null {
  if (legs.length < limits.minParlayLegs) return { kind: 'tooFew', min: limits.minParlayLegs }
  if (legs.length > limits.maxParlayLegs) return { kind: 'tooMany', max: limits.maxParlayLegs }
  const seen = new Set<string>()
  for (const leg of legs) {
    if (seen.has(leg.eventId)) return { kind: 'sameMatch', home: leg.home, away: leg.away }
    seen.add(leg.eventId)
  }
  return legs.some((leg) => leg.price === null) ? { kind: 'unpriced' } : null
}

/** Whether the amount typed for a single at this price is what the bet wins (a negative Malay or Indonesian quote). */
export function amountIsToWin(price: number | null, format: OddsFormat): boolean {
  const quote = price === null ? null : quoteOf(price, format)
  return quote !== null && stakeIsToWin(quote)
}

/** Terms in major units, as the slip shows them. */
export interface SlipTerms {
  risk: string
  toWin: string
  potentialReturn: string
}

const major = (terms: BetTerms, decimals: number): SlipTerms => ({
  risk: fromMinor(terms.risk, decimals),
  toWin: fromMinor(terms.toWin, decimals),
  potentialReturn: fromMinor(terms.potentialReturn, decimals),
})

/** The amount typed, in minor units, when it is an amount more than zero; null otherwise. */
function amountOf(text: string, decimals: number): bigint | null {
  const minor = toMinor(text, decimals)
  return minor !== null && minor > 0n ? minor : null
}

/** A single's terms at its price in the player's format for the amount typed; null without a price or an amount. */
export function singleTerms(price: number | null, format: OddsFormat, amount: string, decimals: number): SlipTerms | null {
  const minor = amountOf(amount, decimals)
  const quote = price === null ? null : quoteOf(price, format)
  return minor === null || quote === null ? null : major(betTerms(quote, minor), decimals)
}

/** A parlay's terms: its stake is its risk, its return the stake times every leg's quote; null when it can't be. */
export function parlaySlipTerms(prices: readonly (number | null)[], format: OddsFormat, amount: string, decimals: number): SlipTerms | null {
  const minor = amountOf(amount, decimals)
  const quotes = prices.map((price) => (price === null ? null : quoteOf(price, format)))
  if (minor === null || quotes.some((quote) => quote === null)) return null
  try {
    return major(parlayTerms(minor, quotes as NonNullable<(typeof quotes)[number]>[]), decimals)
  } catch {
    // parlayTerms refuses a leg count outside 2–10; parlayProblem has said why.
    return null
  }
}

/** Why a bet's amount is not one the book takes: what it risks against the stake limits, what it returns against the payout cap. */
export type StakeProblem = 'belowMin' | 'aboveMax' | 'payoutAboveMax'

export const STAKE_PROBLEM_MESSAGES = {
  belowMin: tKey('sports:slip.stakeProblem.belowMin'),
  aboveMax: tKey('sports:slip.stakeProblem.aboveMax'),
  payoutAboveMax: tKey('sports:slip.stakeProblem.payoutAboveMax'),
} as const satisfies Record<StakeProblem, string>

/**
 * The limits apply to what the wallet debits (the risk): at a negative Malay price the amount typed is what the bet
 * wins, and the stake limits still bound the money the member puts down.
 */
export function stakeProblem(terms: SlipTerms | null, limits: SportsSession['limits'], decimals: number): StakeProblem | null {
  if (terms === null) return null
  const risk = toMinor(terms.risk, decimals) ?? 0n
  if (risk < (toMinor(limits.minStake, decimals) ?? 0n)) return 'belowMin'
  if (risk > (toMinor(limits.maxStake, decimals) ?? 0n)) return 'aboveMax'
  if ((toMinor(terms.potentialReturn, decimals) ?? 0n) > (toMinor(limits.maxPayout, decimals) ?? 0n)) return 'payoutAboveMax'
  return null
}

/** A sum of amounts in major units. */
export function sumAmounts(amounts: readonly string[], decimals: number): string {
  return fromMinor(
    amounts.reduce((sum, amount) => sum + (toMinor(amount, decimals) ?? 0n), 0n),
    decimals,
  )
}

/** Whether `amount` is more than `than` (both major units). */
export function exceeds(amount: string, than: string, decimals: number): boolean {
  return (toMinor(amount, decimals) ?? 0n) > (toMinor(than, decimals) ?? 0n)
}
