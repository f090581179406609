/**
 * Odds formats, in one place: what a player sees in each format, what it means exactly, and what a stake at that
 * price risks and wins. No floating point anywhere: a price is a whole number in its format's unit, its meaning an
 * exact fraction (ratio.ts), money whole minor units (`bigint`).
 *
 * Two kinds of price:
 * - the book's price: decimal odds in thousandths (PRICE_SCALE), a safe integer: 1.952 is 1952. The feed and the
 *   margin (margin.ts) produce these; liabilities are computed on them.
 * - a quote: a price as the player sees and strikes it, in one of six formats, kept in that format's own unit
 *   (thousandths of the number shown for decimal, Hong Kong, Malay and Indonesian; whole units for American; a
 *   reduced fraction for fractional). A bet records its quote and settles on the quote's exact meaning, so a
 *   negative Malay −0.96 pays what −0.96 says, not what a rounded decimal 2.04 would.
 *
 * Converting a price into a format that cannot show it exactly rounds toward the SHORTER price (the one that pays
 * less): a quote never promises more than the book's price, so the book's liability, computed on its own prices, is
 * an upper bound of what any quote of them can cost. Within that rule the conversion is the nearest: the next quote
 * of the format, one step longer, would pay more than the book's price.
 */
import { MAX_MINOR_UNITS } from '../money'
import { parsed, refused, SportsError, type Parsed } from './errors'
import { ceilRatio, compare, div, floorRatio, ONE, ratio, ratioText, sub, type Ratio } from './ratio'

export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indonesian', 'american', 'fractional'] as const
export type OddsFormat = (typeof ODDS_FORMATS)[number]

/** The unit of the book's prices and of decimal, HK, Malay and Indonesian quotes: a thousandth. */
export const PRICE_SCALE = 1000
/** The shortest and longest prices the core accepts: decimal 1.001 and 1000.000 (HK 0.001 to 999). */
export const MIN_PRICE = 1001
export const MAX_PRICE = 1_000_000

/** A price as the player sees it, in its format's own unit (see the module comment). */
export type Quote =
  | {
      readonly format: 'decimal' | 'hongkong' | 'malay' | 'indonesian'
      /** Thousandths of the number shown: Malay −0.80 is −800, decimal 2.50 is 2500. */
      readonly value: number
    }
  | {
      readonly format: 'american'
      /** The number shown: +150 is 150, −200 is −200; even money is +100. */
      readonly value: number
    }
  | {
      readonly format: 'fractional'
      /** Profit over stake, reduced: 6/4 is 3/2, evens 1/1. */
      readonly num: number
      readonly den: number
    }

/** Places a quote is shown with: 2 as most books show, 3 where a book quotes thousandths (HK 0.925). */
export type Places = 2 | 3

const MIN_FACTOR = ratio(MIN_PRICE, PRICE_SCALE)
const MAX_FACTOR = ratio(MAX_PRICE, PRICE_SCALE)
/** Fractional quotes' numbers stay well inside safe integers, and their products inside bigint comfort. */
const MAX_FRACTION_TERM = 10_000_000

const isFormat = (format: unknown): format is OddsFormat => (ODDS_FORMATS as readonly unknown[]).includes(format)
const bad = (code: ConstructorParameters<typeof SportsError>[0], message: string): never => {
  throw new SportsError(code, message)
}

/**
 * What a quote means exactly: the decimal factor, the return per unit at risk, stake included.
 * - decimal d: d; Hong Kong h: 1 + h
 * - Malay m > 0: 1 + m; Malay m < 0: 1 + 1/|m| (risk |m| to win 1)
 * - Indonesian i ≥ 1: 1 + i; Indonesian i ≤ −1: 1 + 1/|i| (risk |i| to win 1)
 * - American a ≥ +100: 1 + a/100; American a ≤ −100: 1 + 100/|a|
 * - fractional n/d: 1 + n/d
 * Throws a SportsError for a quote no format allows (checkQuote).
 */
export function quoteFactor(quote: Quote): Ratio {
  return rawFactor(checkQuote(quote))
}

/** The probability a quote implies: 1 / its factor. */
export function impliedProbability(quote: Quote): Ratio {
  return div(ONE, quoteFactor(quote))
}

/**
 * The quote itself if a format allows it, in its one spelling (Malay and Indonesian −1.00 and American −100 are
 * even money, spelt +1.00 and +100; a fraction reduced); otherwise a SportsError with the reason.
 */
export function checkQuote(quote: Quote): Quote {
  if (!quote || typeof quote !== 'object' || !isFormat(quote.format)) return bad('sports.odds.format.unknown', `not a quote: ${JSON.stringify(quote)}`)
  let q: Quote = quote
  if (q.format === 'fractional') {
    const { num, den } = q
    if (![num, den].every((n) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_FRACTION_TERM)) bad('sports.odds.out.of.range', `fraction ${num}/${den}`)
    if (num === 0) bad('sports.odds.zero', 'a fraction of zero')
    if (den === 0) bad('sports.odds.out.of.range', `fraction ${num}/0`)
    const reduced = ratio(num, den)
    q = { format: 'fractional', num: Number(reduced.num), den: Number(reduced.den) }
  } else {
    const v = q.value
    if (!Number.isSafeInteger(v)) bad('sports.odds.too.precise', `${q.format} value ${v} is not a whole number of its unit`)
    if (v === 0) bad('sports.odds.zero', `${q.format} 0`)
    const even = q.format === 'american' ? 100 : PRICE_SCALE
    switch (q.format) {
      case 'decimal':
      case 'hongkong':
        if (v < 0) bad('sports.odds.out.of.range', `${q.format} ${v} is negative`)
        break
      case 'malay':
        if (Math.abs(v) > PRICE_SCALE) bad('sports.odds.out.of.range', `Malay ${v / PRICE_SCALE} is beyond ±1.00`)
        break
      case 'indonesian':
      case 'american':
        if (Math.abs(v) < even) bad('sports.odds.out.of.range', `${q.format} ${v} is between −${even} and +${even}`)
        break
    }
    if (v === -even && q.format !== 'decimal' && q.format !== 'hongkong') q = { format: q.format, value: even }
  }
  const factor = rawFactor(q)
  if (compare(factor, MIN_FACTOR) < 0 || compare(factor, MAX_FACTOR) > 0) bad('sports.odds.out.of.range', `${JSON.stringify(q)} is outside decimal 1.001 to 1000`)
  return q
}

/** quoteFactor without the check (checkQuote's own range test uses it). */
function rawFactor(q: Quote): Ratio {
  if (q.format === 'fractional') return ratio(q.num + q.den, q.den)
  if (q.format === 'decimal') return ratio(q.value, PRICE_SCALE)
  if (q.format === 'hongkong') return ratio(PRICE_SCALE + q.value, PRICE_SCALE)
  const unit = q.format === 'american' ? 100 : PRICE_SCALE
  return q.value > 0 ? ratio(unit + q.value, unit) : ratio(unit - q.value, -q.value)
}

/** The book's price (decimal thousandths) as a quote of the decimal format; a SportsError when out of range. */
export function decimalQuote(price: number): Quote {
  return checkQuote({ format: 'decimal', value: price })
}

/**
 * The book's price (decimal thousandths) in a format, shown with `places` decimals: the longest quote of that
 * format and precision that does not pay more than the price (module comment). A SportsError when the format
 * cannot show the price at that precision (decimal 1.005 is "1.00" at 2 places: nothing to win).
 */
export function toQuote(price: number, format: OddsFormat, places: Places = 2): Quote {
  return fromFactor(quoteFactor(decimalQuote(price)), format, places)
}

/** A quote in another format (or another precision), by the same rule as toQuote, from its exact meaning. */
export function convertQuote(quote: Quote, format: OddsFormat, places: Places = 2): Quote {
  return fromFactor(quoteFactor(quote), format, places)
}

/** A quote as the book's price, decimal thousandths, rounded down (toward the shorter price) when not exact. */
export function quotePrice(quote: Quote): number {
  const factor = quoteFactor(quote)
  return Number(floorRatio(ratio(factor.num * BigInt(PRICE_SCALE), factor.den)))
}

function fromFactor(factor: Ratio, format: OddsFormat, places: Places): Quote {
  if (!isFormat(format)) return bad('sports.odds.format.unknown', `no odds format ${String(format)}`)
  if (places !== 2 && places !== 3) return bad('sports.odds.too.precise', `places ${places}: 2 or 3`)
  const profit = sub(factor, ONE)
  const shown = BigInt(10 ** places)
  const step = PRICE_SCALE / 10 ** places
  // `down(x)`: the largest shown number not above x (a positive price's profit); `up(x)`: the smallest not below x
  // (the stake per unit won of a negative price, which pays less the larger it is).
  const down = (x: Ratio) => Number(floorRatio(ratio(x.num * shown, x.den))) * step
  const up = (x: Ratio) => Number(ceilRatio(ratio(x.num * shown, x.den))) * step
  const perUnitWon = div(ONE, profit)
  const one = compare(profit, ONE)
  if (format === 'fractional') return checkQuote({ format, num: Number(profit.num), den: Number(profit.den) })
  let value: number
  switch (format) {
    case 'decimal':
      value = down(factor)
      break
    case 'hongkong':
      value = down(profit)
      break
    case 'malay':
      value = one <= 0 ? down(profit) : -up(perUnitWon)
      break
    case 'indonesian':
      value = one >= 0 ? down(profit) : -up(perUnitWon)
      break
    case 'american':
      value = one >= 0 ? Number(floorRatio(ratio(profit.num * 100n, profit.den))) : -Number(ceilRatio(ratio(perUnitWon.num * 100n, perUnitWon.den)))
      break
  }
  // A price too short for the precision rounds down to nothing to win (1.005 is HK 0.00 at 2 places).
  if (value === 0 || (format === 'decimal' && value <= PRICE_SCALE)) bad('sports.odds.out.of.range', `${ratioText(factor)} cannot be shown in ${format} with ${places} places`)
  return checkQuote({ format, value })
}

// —— text ——

const NUMBER = /^([+-])?(\d{1,9})(?:\.(\d{1,12}))?$/
const FRACTION = /^(\d{1,9})\s*\/\s*(\d{1,9})$/
const EVENS = /^(evens|evs|ev|even)$/i

/**
 * A price as a player or an operator typed it, in a format: `2.50`, `0.925`, `-0.67` (or with the typographic
 * minus `−0.67`), `+150`, `6/4`, `evens`. At most three decimals (whole units for American); a plus sign allowed.
 * The answer is the quote in its one spelling (checkQuote), or the code of what is wrong: unparseable, zero, out of
 * range, too precise, an unknown format.
 */
export function parseOdds(format: OddsFormat, text: string): Parsed<Quote> {
  if (!isFormat(format)) return refused('sports.odds.format.unknown', `no odds format ${String(format)}`)
  if (typeof text !== 'string') return refused('sports.odds.unparseable', 'not text')
  const clean = text.trim().replace(/\u2212/g, '-')
  try {
    if (format === 'fractional') {
      if (EVENS.test(clean)) return parsed(checkQuote({ format, num: 1, den: 1 }))
      const match = FRACTION.exec(clean)
      if (!match) return refused('sports.odds.unparseable', `not a fraction: ${text}`)
      return parsed(checkQuote({ format, num: Number(match[1]), den: Number(match[2]) }))
    }
    if (format === 'american' && EVENS.test(clean)) return parsed(checkQuote({ format, value: 100 }))
    const match = NUMBER.exec(clean)
    if (!match) return refused('sports.odds.unparseable', `not a ${format} price: ${text}`)
    const [, sign, whole, fraction = ''] = match
    const places = format === 'american' ? 0 : 3
    // Digits beyond the unit are refused unless they are zeros ("2.5000" is 2.500; "2.5001" is not a price here).
    if (/[1-9]/.test(fraction.slice(places))) return refused('sports.odds.too.precise', `more than ${places} decimals: ${text}`)
    const magnitude = Number(whole) * 10 ** places + Number(fraction.slice(0, places).padEnd(places, '0') || '0')
    if (sign === '-' && magnitude !== 0 && (format === 'decimal' || format === 'hongkong')) return refused('sports.odds.out.of.range', `a ${format} price is never negative: ${text}`)
    return parsed(checkQuote({ format, value: sign === '-' ? -magnitude : magnitude }))
  } catch (error) {
    if (error instanceof SportsError) return refused(error.code, error.detail)
    throw error
  }
}

/**
 * A quote as the player sees it: decimal, HK, Malay and Indonesian with 2 decimals, or 3 when the quote has a
 * thousandth (or `places` asks for 3): `2.50`, `0.925`, `-0.67`, `-2.00`; American signed, `+150`, `-200`, `+100`;
 * fractional reduced, `3/2`, `1/1`. The minus is ASCII; a screen may swap in the typographic one.
 */
export function formatOdds(quote: Quote, places: Places = 2): string {
  const q = checkQuote(quote)
  if (q.format === 'fractional') return `${q.num}/${q.den}`
  if (q.format === 'american') return q.value > 0 ? `+${q.value}` : `${q.value}`
  const magnitude = Math.abs(q.value)
  const decimals = places === 3 || magnitude % 10 !== 0 ? 3 : 2
  const whole = Math.floor(magnitude / PRICE_SCALE)
  const fraction = String(magnitude % PRICE_SCALE).padStart(3, '0').slice(0, decimals)
  return `${q.value < 0 ? '-' : ''}${whole}.${fraction}`
}

/**
 * The UK ladder of conventional fractions, as bookmakers write them (6/4 and 4/6 are not reduced; 100/30 and 85/40
 * are the ladder's own), shortest first.
 */
export const CONVENTIONAL_FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 33], [1, 25], [1, 20], [1, 18], [1, 16], [1, 14], [1, 12], [1, 11], [1, 10], [1, 9],
  [1, 8], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9],
  [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [20, 21], [1, 1], [21, 20], [11, 10],
  [6, 5], [5, 4], [11, 8], [7, 5], [6, 4], [8, 5], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4],
  [3, 1], [100, 30], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1],
  [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [22, 1], [25, 1], [28, 1], [33, 1], [40, 1], [50, 1],
  [66, 1], [80, 1], [100, 1], [125, 1], [150, 1], [200, 1], [250, 1], [300, 1], [400, 1], [500, 1], [750, 1],
]

/**
 * The fraction a UK screen would show for a quote: the longest rung of the conventional ladder that does not pay
 * more than the quote (decimal 1.95 shows 10/11; 2.50 shows 6/4), or null below the ladder's shortest rung (1/100).
 * For display only: a bet struck on a fractional quote keeps the exact reduced fraction (toQuote).
 */
export function conventionalFraction(quote: Quote): { num: number; den: number } | null {
  const profit = sub(quoteFactor(quote), ONE)
  let best: readonly [number, number] | null = null
  for (const rung of CONVENTIONAL_FRACTIONS) {
    if (compare(ratio(rung[0], rung[1]), profit) > 0) break
    best = rung
  }
  return best && { num: best[0], den: best[1] }
}

// —— stakes ——

/** What a bet at a quote risks and wins, fixed when it is struck. */
export interface BetTerms {
  /** What the wallet debits, and what the player loses on a loss. */
  risk: bigint
  /** The profit on a win, on top of `risk` returned. */
  toWin: bigint
  /** risk + toWin: what a win pays back. */
  potentialReturn: bigint
}

/**
 * Whether the amount a player types on the slip is what the bet WINS rather than what it risks: at a negative
 * Malay or Indonesian price, as the Asian books do it (SBOBET's odds help: Malay −0.96, stake 10 wins 10 and loses
 * 9.60; Indonesian −1.96, stake 10 wins 10 and loses 19.60; Nova88: "the stake … changes to how much profit the
 * player wants to earn, not the actual deduction amount"). At every other price the slip's amount is the risk.
 */
export function stakeIsToWin(quote: Quote): boolean {
  const q = checkQuote(quote)
  return (q.format === 'malay' || q.format === 'indonesian') && q.value < 0
}

/**
 * The terms of a single at a quote for the amount typed on the slip (whole minor units, more than zero).
 * - A negative Malay or Indonesian price: the bet wins the slip's amount S and risks S × |price|, rounded UP to the
 *   minor unit (Malay −0.80, S = 100.00: risk 80.00, win 100.00; Indonesian −1.25, S = 100.00: risk 125.00).
 * - Any other price: the bet risks S and wins S × (factor − 1), rounded DOWN (decimal 1.91, S = 0.15: win 0.13).
 * The book keeps each remainder, less than one minor unit: what it charges rounds up, what it pays rounds down.
 */
export function betTerms(quote: Quote, slipStake: bigint): BetTerms {
  if (typeof slipStake !== 'bigint' || slipStake <= 0n || slipStake > MAX_MINOR_UNITS) bad('sports.stake.invalid', `stake ${String(slipStake)}`)
  const q = checkQuote(quote)
  if (stakeIsToWin(q) && q.format !== 'fractional') {
    const risk = ceilRatio(ratio(slipStake * BigInt(-q.value), PRICE_SCALE))
    return { risk, toWin: slipStake, potentialReturn: risk + slipStake }
  }
  const profit = sub(quoteFactor(q), ONE)
  const toWin = floorRatio(ratio(slipStake * profit.num, profit.den))
  return { risk: slipStake, toWin, potentialReturn: slipStake + toWin }
}
