/**
 * What a settled bet pays, exactly, in whole minor units. Every outcome is a factor on what the bet risked (a
 * fraction, never a float), legs' factors multiply, and the result is rounded down ONCE, at the end, to the minor
 * unit: the book keeps the remainder (`kept`, less than one minor unit), and the betting record can show it.
 *
 * An outcome's factor, for a price whose decimal factor is F (odds.ts quoteFactor):
 * - win: F                      - lose: 0
 * - push (a whole line landed exactly; draw no bet drawn): 1 — the stake back
 * - void (a market or match cancelled, a palpable error): 1 — settled "at odds 1"
 * - half win (a quarter line: one half-stake won, the other pushed): (1 + F) / 2
 * - half lose (one half-stake lost, the other pushed): 1 / 2
 * - dead heat (`tied` selections share `places` paying places; places < tied): F × places / tied — the stake is
 *   divided by the number tied, that share paid at full odds, the rest lost (Sportradar's dead_heat_factor).
 */
import { MAX_MINOR_UNITS } from '../money'
import { SportsError } from './errors'
import { formatOdds, quoteFactor, type BetTerms, type Quote } from './odds'
import { add, floorRatio, HALF, mul, ONE, product, ratio, sub, ZERO, type Ratio } from './ratio'

export const SIMPLE_OUTCOMES = ['win', 'lose', 'push', 'void', 'half-win', 'half-lose'] as const
export type SimpleOutcome = (typeof SIMPLE_OUTCOMES)[number]

/** `tied` selections finished level for `places` paying places (a two-way tie for first in a win market: 1 of 2). */
export interface DeadHeat {
  readonly kind: 'dead-heat'
  readonly places: number
  readonly tied: number
}

export type Outcome = SimpleOutcome | DeadHeat

/** A parlay takes 2 to 10 legs. */
export const MIN_PARLAY_LEGS = 2
export const MAX_PARLAY_LEGS = 10

/** A dead heat of `tied` selections for `places` paying places (default 1: a tie for the one winning place). */
export function deadHeat(tied: number, places = 1): DeadHeat {
  return checkOutcome({ kind: 'dead-heat', places, tied }) as DeadHeat
}

/** The outcome itself if it is one; a SportsError otherwise (a dead heat must have 1 ≤ places < tied). */
export function checkOutcome(outcome: Outcome): Outcome {
  if (typeof outcome === 'string' && (SIMPLE_OUTCOMES as readonly string[]).includes(outcome)) return outcome
  if (outcome && typeof outcome === 'object' && outcome.kind === 'dead-heat') {
    const { places, tied } = outcome
    if (Number.isSafeInteger(places) && Number.isSafeInteger(tied) && places >= 1 && places < tied) return outcome
  }
  throw new SportsError('sports.outcome.invalid', `not an outcome: ${JSON.stringify(outcome)}`)
}

/** How a record names an outcome: `win`, `half-lose`, `dead-heat 1/2` (places of tied). */
export function outcomeName(outcome: Outcome): string {
  return typeof outcome === 'string' ? outcome : `dead-heat ${outcome.places}/${outcome.tied}`
}

/** The factor an outcome applies to what a price risks (module comment). */
export function settledFactor(factor: Ratio, outcome: Outcome): Ratio {
  const o = checkOutcome(outcome)
  if (typeof o !== 'string') return mul(factor, ratio(o.places, o.tied))
  switch (o) {
    case 'win':
      return factor
    case 'lose':
      return ZERO
    case 'push':
    case 'void':
      return ONE
    case 'half-win':
      return mul(add(ONE, factor), HALF)
    case 'half-lose':
      return HALF
  }
}

function checkStake(stake: bigint): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n || stake > MAX_MINOR_UNITS) throw new SportsError('sports.stake.invalid', `stake ${String(stake)}`)
  return stake
}

/** A settled amount: what the book pays, and the exact value it was rounded down from. */
export interface Payout {
  /** Whole minor units the wallet credits (0 for a loss). */
  payout: bigint
  /** The exact amount before rounding. */
  exact: Ratio
  /** exact − payout: what the book keeps by rounding down, in [0, 1) minor unit. */
  kept: Ratio
}

function payoutOf(exact: Ratio): Payout {
  const payout = floorRatio(exact)
  return { payout, exact, kept: sub(exact, ratio(payout)) }
}

/**
 * The decimal factor a single's terms amount to: (risk + toWin) / risk. It is the quote's own factor, except where
 * betTerms rounded: at a positive price the win was rounded down, at a negative Malay or Indonesian price the risk
 * was rounded up, so the bet settles on exactly the amounts the player was shown and the wallet moved.
 */
export function termsFactor(terms: BetTerms): Ratio {
  checkStake(terms.risk)
  if (typeof terms.toWin !== 'bigint' || terms.toWin < 0n) throw new SportsError('sports.stake.invalid', `to win ${String(terms.toWin)}`)
  return ratio(terms.risk + terms.toWin, terms.risk)
}

export interface SingleSettlement extends Payout {
  outcome: Outcome
  /** The settled factor on the risk (termsFactor for a win, 1 for a push, …). */
  factor: Ratio
}

/**
 * A single's payout from its terms (odds.ts betTerms) and its selection's outcome: risk × the outcome's factor on
 * termsFactor, rounded down. So a win pays risk + toWin, a push or void the risk, a half win risk + ⌊toWin / 2⌋, a
 * half lose ⌊risk / 2⌋, a dead heat ⌊(risk + toWin) × places / tied⌋, a loss nothing.
 */
export function settleSingle(terms: BetTerms, outcome: Outcome): SingleSettlement {
  const factor = settledFactor(termsFactor(terms), outcome)
  return { ...payoutOf(mul(ratio(terms.risk), factor)), outcome, factor }
}

export interface ParlayLeg {
  /** The price the leg was struck at (Asian books strike parlays in decimal; any format's exact meaning works). */
  quote: Quote
  outcome: Outcome
}

/** One leg of a settled parlay, as the betting record shows it. */
export interface ParlayLegRecord {
  quote: Quote
  /** The quote as the player saw it (`1.86`, `-0.80`, `6/4`). */
  price: string
  outcome: Outcome
  /** The quote's decimal factor. */
  factor: Ratio
  /** The factor this leg's outcome applied (settledFactor). */
  settled: Ratio
  /** The stake times every settled factor up to and including this leg, rounded down: the running return. */
  returnAfter: bigint
}

export interface ParlaySettlement extends Payout {
  stake: bigint
  /** What the parlay would have paid had every leg won: ⌊stake × product of the legs' factors⌋. */
  potentialReturn: bigint
  legs: ParlayLegRecord[]
}

function checkLegCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < MIN_PARLAY_LEGS || count > MAX_PARLAY_LEGS) {
    throw new SportsError('sports.parlay.legs', `a parlay has ${MIN_PARLAY_LEGS} to ${MAX_PARLAY_LEGS} legs, not ${count}`)
  }
}

/** What a parlay at these quotes risks and could win: the stake is the risk whatever the legs' formats. */
export function parlayTerms(stake: bigint, quotes: readonly Quote[]): BetTerms {
  checkStake(stake)
  checkLegCount(quotes.length)
  const potentialReturn = floorRatio(mul(ratio(stake), product(quotes.map(quoteFactor))))
  return { risk: stake, toWin: potentialReturn - stake, potentialReturn }
}

/**
 * A parlay's payout: the stake times the product of its legs' settled factors, rounded down once. A lost leg
 * (factor 0) loses the parlay; a void or pushed leg counts as 1 (the parlay rides on the others); a half-won leg
 * as (1 + F) / 2; a half-lost one as 1/2; a dead-heat leg as F × places / tied. SBOBET's mix-parlay help works
 * the same examples: 100 on 1.86, 1.96, 1.90, 2.36 with the first a half win returns 100 × 1.43 × 1.96 × 1.90 × 2.36.
 */
export function settleParlay(stake: bigint, legs: readonly ParlayLeg[]): ParlaySettlement {
  checkStake(stake)
  checkLegCount(legs.length)
  let running = ratio(stake)
  let potential = ratio(stake)
  const records = legs.map((leg): ParlayLegRecord => {
    const factor = quoteFactor(leg.quote)
    const settled = settledFactor(factor, leg.outcome)
    running = mul(running, settled)
    potential = mul(potential, factor)
    return { quote: leg.quote, price: formatOdds(leg.quote), outcome: leg.outcome, factor, settled, returnAfter: floorRatio(running) }
  })
  return { stake, potentialReturn: floorRatio(potential), legs: records, ...payoutOf(running) }
}
