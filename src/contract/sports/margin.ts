/**
 * The book's prices from a model's probabilities with the merchant's margin, and a bet's cash-out value. Integers
 * in, integers out: the model hands over its probabilities as whole numbers (weights, or parts per
 * PROBABILITY_SCALE), the margin is in basis points, prices come out in decimal thousandths (odds.ts PRICE_SCALE)
 * and money in minor units, all through exact fractions.
 *
 * Margin method: PROPORTIONAL. A selection of fair probability p is priced so that its implied probability is
 * p × (1 + margin): price = 1 / (p × (1 + margin)). Every selection then returns the same 1 / (1 + margin) per unit
 * staked in expectation, so no selection of a market (not the longshot, not the favourite) is a better bet than
 * another, and the fair probabilities come back from the prices by dividing by their sum (fairProbabilities). The
 * price is then rounded DOWN to the tick (0.01 by default), which only raises its implied probability: the
 * implied probabilities sum to at least 1 + margin, with no tolerance needed. A selection the model rates above
 * 1 / (MIN_BOOK_PRICE × (1 + margin)) cannot be priced so and is held at MIN_BOOK_PRICE: the market's margin then
 * falls short, and `capped` says so (the feed suspends it or accepts less).
 */
import { SportsError } from './errors'
import { MAX_PRICE, PRICE_SCALE, quoteFactor, type BetTerms, type Quote } from './odds'
import { add, compare, div, floorRatio, HALF, mul, ONE, product, ratio, sub, ZERO, type Ratio } from './ratio'
import { settledFactor, termsFactor, type Outcome } from './settle'

/** Probabilities as whole parts per billion: 0.5 is 500,000,000. */
export const PROBABILITY_SCALE = 1_000_000_000
/** Margins in basis points: 5% is 500. */
export const BASIS_POINTS = 10_000
/** The shortest price the margin gives (1.01): every format can show it with 2 decimals (HK 0.01, US −10000). */
export const MIN_BOOK_PRICE = 1010

const bad = (code: 'sports.probability.invalid' | 'sports.margin.invalid', message: string): never => {
  throw new SportsError(code, message)
}

function checkMargin(marginBp: number): number {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > BASIS_POINTS) bad('sports.margin.invalid', `margin ${marginBp} basis points`)
  return marginBp
}

/** 1 + margin, exactly. */
const onePlus = (marginBp: number): Ratio => ratio(BASIS_POINTS + checkMargin(marginBp), BASIS_POINTS)

export interface PriceOptions {
  /** The price step in thousandths, a divisor of 1000: 10 (default) prices to 0.01, 1 to 0.001. */
  tick?: number
}

export interface MarketPrices {
  /** Each selection's price in decimal thousandths, in the order of the weights; null for a weight of 0 (not offered). */
  prices: (number | null)[]
  /** The offered selections' implied probabilities' sum, less 1: at least the margin unless `capped`. */
  overround: Ratio
  /** Whether a selection was held at MIN_BOOK_PRICE, so the overround may be below the margin. */
  capped: boolean
}

/**
 * A market's prices from the fair chances of its selections and a margin in basis points (module comment). The
 * chances are whole-number weights in any unit (parts per billion, or counts from a simulation): selection i's
 * probability is weights[i] / the weights' sum. At least two selections must have a weight above 0.
 */
export function priceMarket(weights: readonly (number | bigint)[], marginBp: number, options: PriceOptions = {}): MarketPrices {
  const tick = options.tick ?? 10
  if (!Number.isSafeInteger(tick) || tick < 1 || PRICE_SCALE % tick !== 0) bad('sports.probability.invalid', `tick ${tick} is not a divisor of ${PRICE_SCALE}`)
  const w = weights.map((weight) => {
    const value = typeof weight === 'bigint' ? weight : Number.isSafeInteger(weight) ? BigInt(weight) : -1n
    if (value < 0n) bad('sports.probability.invalid', `weight ${String(weight)}`)
    return value
  })
  if (w.filter((value) => value > 0n).length < 2) bad('sports.probability.invalid', 'a market prices at least two selections with a chance')
  const total = w.reduce((sum, value) => sum + value, 0n)
  checkMargin(marginBp)
  // price = 1 / (p × (1 + margin)) in thousandths = 1000 · W · B / (w · (B + margin)), rounded down to the tick: one
  // integer division (bigint division of non-negative numbers rounds down).
  const numerator = total * BigInt(PRICE_SCALE) * BigInt(BASIS_POINTS)
  const perWeight = BigInt(BASIS_POINTS + marginBp) * BigInt(tick)
  let capped = false
  const prices = w.map((weight) => {
    if (weight === 0n) return null
    const ticks = numerator / (weight * perWeight)
    let price = ticks > BigInt(MAX_PRICE) ? MAX_PRICE : Number(ticks) * tick
    if (price < MIN_BOOK_PRICE) {
      price = MIN_BOOK_PRICE
      capped = true
    }
    return Math.min(price, MAX_PRICE - (MAX_PRICE % tick))
  })
  return { prices, overround: sub(impliedSum(prices), ONE), capped }
}

/**
 * The sum of the implied probabilities (1000 / price) of a market's offered prices, exactly. Over the product of the
 * prices and reduced once at the end: adding 30 reduced fractions one by one costs thirty times the gcds.
 */
export function impliedSum(prices: readonly (number | null)[]): Ratio {
  const offered = prices.filter((price): price is number => price !== null).map(BigInt)
  const all = offered.reduce((a, b) => a * b, 1n)
  return ratio(offered.reduce((sum, price) => sum + BigInt(PRICE_SCALE) * (all / price), 0n), all)
}

/**
 * The fair probabilities a market's prices imply under the proportional method: each price's implied probability
 * over their sum (the margin taken out evenly). Null prices (not offered) are 0.
 */
export function fairProbabilities(prices: readonly (number | null)[]): Ratio[] {
  if (prices.every((price) => price === null)) bad('sports.probability.invalid', 'no price offered')
  const sum = impliedSum(prices)
  return prices.map((price) => (price === null ? ZERO : div(ratio(PRICE_SCALE, price), sum)))
}

/**
 * An open leg's current chances, in parts per PROBABILITY_SCALE: of winning, and where its line allows them, of a
 * half win, a push and a half loss; the rest is the chance it loses. A void leg is settled, not open.
 */
export interface LegChances {
  win: number
  halfWin?: number
  push?: number
  halfLose?: number
}

/** A leg of a bet being valued: settled with its outcome, or open with its chances (null while its market is suspended). */
export type CashOutLeg = { quote: Quote; outcome: Outcome } | { quote: Quote; chances: LegChances | null }

/** What an open leg at factor F is worth per unit now: E = win·F + halfWin·(1 + F)/2 + push + halfLose/2. */
function expectedFactor(factor: Ratio, chances: LegChances): Ratio {
  const parts = [chances.win, chances.halfWin ?? 0, chances.push ?? 0, chances.halfLose ?? 0]
  if (!parts.every((n) => Number.isSafeInteger(n) && n >= 0) || parts.reduce((a, b) => a + b, 0) > PROBABILITY_SCALE) {
    bad('sports.probability.invalid', `chances ${JSON.stringify(chances)}`)
  }
  const [win, halfWin, push, halfLose] = parts.map((n) => ratio(n, PROBABILITY_SCALE))
  return [mul(win, factor), mul(halfWin, mul(add(ONE, factor), HALF)), push, mul(halfLose, HALF)].reduce(add, ZERO)
}

/**
 * The cash-out offer for a bet of `stake` on these legs (one for a single, 2 to 10 for a parlay):
 *
 *   ⌊ stake × Π settled legs' factors × Π open legs' (E / (1 + margin)) ⌋, never above the potential payout
 *   (stake × the settled legs' factors × the open legs' full factors), as E ≤ F,
 *
 * where E is an open leg's expected factor from its current chances (expectedFactor): the fair value of the bet
 * now, less the margin once for each leg still open (the book buys each open leg back at its own margined
 * price). Null — no offer — once a leg has lost, while any open leg's market is suspended (chances null), and when
 * no leg is open (the bet is to be settled, not cashed out). Rounded down: the book keeps the remainder.
 */
export function cashOutValue(stake: bigint, legs: readonly CashOutLeg[], marginBp: number): bigint | null {
  return offer(stake, legs.map((leg) => ({ factor: quoteFactor(leg.quote), leg })), marginBp)
}

/**
 * A single's cash-out offer, on its struck terms (odds.ts betTerms: a negative Malay or Indonesian single is
 * valued on the amounts it risks and wins): cashOutValue with the one leg at termsFactor.
 */
export function cashOutSingle(terms: BetTerms, chances: LegChances | null, marginBp: number): bigint | null {
  return offer(terms.risk, [{ factor: termsFactor(terms), leg: { chances } }], marginBp)
}

type ValuedLeg = { factor: Ratio; leg: { outcome: Outcome } | { chances: LegChances | null } }

function offer(stake: bigint, legs: readonly ValuedLeg[], marginBp: number): bigint | null {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new SportsError('sports.stake.invalid', `stake ${String(stake)}`)
  if (legs.length < 1 || legs.length > 10) throw new SportsError('sports.parlay.legs', `${legs.length} legs`)
  const keep = div(ONE, onePlus(marginBp))
  let open = 0
  const values: Ratio[] = []
  for (const { factor, leg } of legs) {
    if ('outcome' in leg) {
      const settled = settledFactor(factor, leg.outcome)
      if (compare(settled, ZERO) === 0) return null
      values.push(settled)
    } else {
      if (leg.chances === null) return null
      open += 1
      values.push(mul(expectedFactor(factor, leg.chances), keep))
    }
  }
  if (open === 0) return null
  // No cap is needed: an open leg's E is at most its factor F (its chances sum to at most 1 and every outcome's
  // factor, 1, 1/2 and (1 + F)/2, is at most F), and 1 / (1 + margin) at most 1; the property test checks it.
  return floorRatio(mul(ratio(stake), product(values)))
}
