/**
 * The lottery app's betting sums and choices, as pure functions: what a stake wins, what a slip costs, whether a
 * stake is one the bet type takes, and the numbers a quick pick chooses. Money is decimal strings in major units
 * ("12.50"), worked out in integer minor units (bigint), never through a float; the server settles the real amounts.
 */
import type { LotteryBetTypeCode, LotteryGame } from '../../contract/schemas/lottery'
import { tKey } from '../../../locales'
import { languageInfo } from '../../config/languages'
import { compareAmounts, fromMinor, multiplyAmount, toMinor } from '../games/house/money'

/**
 * A bet type as a game offers it (the contract's `LotteryOfferedBetType` schema, whose static type the contract does
 * not export by that name): its code, how many numbers of how many digits, price and payout, the limits.
 */
export type OfferedBetType = LotteryGame['betTypes'][number]

/** Each bet type's name, as the picker, the slip and the order lists show it. */
export const BET_TYPE_NAMES: Record<LotteryBetTypeCode, string> = {
  lo: tKey('lottery:betType.lo.name'),
  de: tKey('lottery:betType.de.name'),
  '3cang': tKey('lottery:betType.3cang.name'),
  xien2: tKey('lottery:betType.xien2.name'),
  xien3: tKey('lottery:betType.xien3.name'),
  xien4: tKey('lottery:betType.xien4.name'),
  head: tKey('lottery:betType.head.name'),
  tail: tKey('lottery:betType.tail.name'),
}

/** Each bet type's rule in one line ("wins when…"). */
export const BET_TYPE_RULES: Record<LotteryBetTypeCode, string> = {
  lo: tKey('lottery:betType.lo.rule'),
  de: tKey('lottery:betType.de.rule'),
  '3cang': tKey('lottery:betType.3cang.rule'),
  xien2: tKey('lottery:betType.xien2.rule'),
  xien3: tKey('lottery:betType.xien3.rule'),
  xien4: tKey('lottery:betType.xien4.rule'),
  head: tKey('lottery:betType.head.rule'),
  tail: tKey('lottery:betType.tail.rule'),
}

/** One bet on the slip: a lô (đề, 3 càng, head, tail) number, or a xiên's combination. */
export interface BetLine {
  /** Stable across renders: the numbers joined ("07", "12-34"). */
  key: string
  numbers: string[]
}

/** A bet type whose one bet is a combination of several numbers (xiên), rather than each number a bet of its own. */
export function isCombination(betType: Pick<OfferedBetType, 'picks'>): boolean {
  return betType.picks > 1
}

/**
 * The bets the chosen numbers make: each number its own bet, or for a xiên one bet of exactly its `picks` numbers
 * (none until that many are chosen). Numbers come back in ascending order, as the server stores them.
 */
export function betLines(betType: Pick<OfferedBetType, 'picks'>, numbers: readonly string[]): BetLine[] {
  const sorted = [...new Set(numbers)].sort()
  if (!isCombination(betType)) return sorted.map((number) => ({ key: number, numbers: [number] }))
  return sorted.length === betType.picks ? [{ key: sorted.join('-'), numbers: sorted }] : []
}

/** A line's numbers as one text: "07", or a xiên's "12-34-56". */
export function lineText(numbers: readonly string[]): string {
  return numbers.join('-')
}

function locale(language: string): string {
  return languageInfo(language)?.htmlLang ?? language
}

/** The currency's symbol in the reader's language ("฿" for THB), or its code when Intl has none. */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(locale(language), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? currency
  } catch {
    return currency
  }
}

/** A decimal string as players read a rate, without trailing zeros: "80.00" → "80", "9.50" → "9.5", "1150" → "1,150". */
function rateText(amount: string, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 8 }).format(amount.trim() as `${number}`)
}

/** The odds as "price : payout" ("1 : 80", "23 : 80", "1 : 9.5"): a winning unit pays `payout` per `price` staked. */
export function oddsText(betType: Pick<OfferedBetType, 'price' | 'payout'>, language: string): string {
  return `${rateText(betType.price, language)} : ${rateText(betType.payout, language)}`
}

/** A plain non-negative decimal ("12", "12.5"): the shape of an amount, whatever its decimals. */
const DECIMAL = /^\d+(?:\.(\d+))?$/

/** `amount` as an integer of `scale` decimal places ("9.5", 2 → 950n); null when it is not a plain decimal or has more places. */
function scaled(amount: string, scale: number): bigint | null {
  const match = DECIMAL.exec(amount.trim())
  if (!match) return null
  const fraction = match[1] ?? ''
  if (fraction.replace(/0+$/, '').length > scale) return null
  const whole = amount.trim().split('.')[0]
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

/**
 * What `stake` wins for one winning unit: ⌊stake × payout ÷ price⌋ in the currency's minor units, as the server
 * settles it (a lô drawn twice pays this twice). Null when the stake is not an amount of the currency.
 */
export function potentialWin(stake: string, betType: Pick<OfferedBetType, 'price' | 'payout'>, decimals: number): string | null {
  const stakeMinor = toMinor(stake, decimals)
  if (stakeMinor === null) return null
  // Price and payout as integers of one scale: their ratio is the multiplier, whatever decimals they are written with.
  const places = Math.max(...[betType.price, betType.payout].map((amount) => DECIMAL.exec(amount.trim())?.[1]?.length ?? 0))
  const payout = scaled(betType.payout, places)
  const price = scaled(betType.price, places)
  if (payout === null || price === null || price === 0n) return null
  return fromMinor((stakeMinor * payout) / price, decimals)
}

/** What the slip costs: the stake of each bet × the bets. Null when the stake is not an amount of the currency. */
export function slipTotal(stake: string, lines: number, decimals: number): string | null {
  return toMinor(stake, decimals) === null ? null : multiplyAmount(stake, lines, decimals)
}

/** Why a stake can't be placed, each a message of its own (`lottery:slip.stakeError.<problem>`). */
export type StakeProblem = 'notANumber' | 'tooManyDecimals' | 'belowMin' | 'aboveMax' | 'aboveBalance'

export const STAKE_PROBLEM_MESSAGES: Record<StakeProblem, string> = {
  notANumber: tKey('lottery:slip.stakeError.notANumber'),
  tooManyDecimals: tKey('lottery:slip.stakeError.tooManyDecimals'),
  belowMin: tKey('lottery:slip.stakeError.belowMin'),
  aboveMax: tKey('lottery:slip.stakeError.aboveMax'),
  aboveBalance: tKey('lottery:slip.stakeError.aboveBalance'),
}

export interface StakeCheck {
  /** The stake per bet, as typed ("" while nothing is). */
  stake: string
  betType: Pick<OfferedBetType, 'min' | 'maxPerBet'>
  /** How many bets the slip holds. */
  lines: number
  /** The member's balance; null or undefined for a guest (not checked). */
  balance?: string | null
  decimals: number
}

/**
 * What is wrong with a stake, in the order a player fixes it: not a number, more decimals than the currency has,
 * below the bet type's minimum or above its most per bet, and then (with bets on the slip and a balance known)
 * a total above the balance. Null when it is fine, and while nothing is typed (nothing to complain about yet).
 */
export function stakeProblem({ stake, betType, lines, balance, decimals }: StakeCheck): StakeProblem | null {
  const text = stake.trim()
  if (text === '') return null
  if (!DECIMAL.test(text)) return 'notANumber'
  if (toMinor(text, decimals) === null) return 'tooManyDecimals'
  // A zero stake is below any minimum (the server refuses a stake of nothing).
  if (compareAmounts(text, betType.min, decimals) < 0 || toMinor(text, decimals) === 0n) return 'belowMin'
  if (compareAmounts(text, betType.maxPerBet, decimals) > 0) return 'aboveMax'
  if (balance !== null && balance !== undefined && lines > 0) {
    const total = multiplyAmount(text, lines, decimals)
    if (compareAmounts(total, balance, decimals) > 0) return 'aboveBalance'
  }
  return null
}

/** The stake chips: the minimum, ×5 and ×10 of it, none above the most per bet, no two the same. */
export function quickStakes(betType: Pick<OfferedBetType, 'min' | 'maxPerBet'>, decimals: number): string[] {
  const min = toMinor(betType.min, decimals)
  const max = toMinor(betType.maxPerBet, decimals)
  if (min === null || max === null || min <= 0n) return []
  const amounts = [1n, 5n, 10n].map((times) => min * times).filter((amount) => amount <= max)
  return [...new Set(amounts)].map((amount) => fromMinor(amount, decimals))
}

/** A number written with the bet type's digits: 7 with 2 → "07". */
export function padNumber(value: number, digits: number): string {
  return String(value).padStart(digits, '0')
}

/** Every number of `digits` digits in order: 0–9, 00–99, 000–999. */
export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, value) => padNumber(value, digits))
}

/** The two-digit quick sets: big (50–99), small (00–49), even, odd. */
export type QuickSet = 'big' | 'small' | 'even' | 'odd'
export const QUICK_SETS: readonly QuickSet[] = ['big', 'small', 'even', 'odd']

/** The two-digit numbers of a quick set, in order. */
export function quickSetNumbers(set: QuickSet): string[] {
  const keep: Record<QuickSet, (value: number) => boolean> = {
    big: (value) => value >= 50,
    small: (value) => value < 50,
    even: (value) => value % 2 === 0,
    odd: (value) => value % 2 === 1,
  }
  return allNumbers(2).filter((number) => keep[set](Number(number)))
}

/**
 * `count` distinct random numbers of `digits` digits, in ascending order. `random` answers in [0, 1) like
 * Math.random (a story passes a fixed sequence): a partial Fisher–Yates shuffle, so each draw is one call.
 */
export function randomNumbers(digits: number, count: number, random: () => number = Math.random): string[] {
  const pool = allNumbers(digits)
  const take = Math.max(0, Math.min(count, pool.length))
  for (let index = 0; index < take; index++) {
    const pick = index + Math.min(pool.length - index - 1, Math.floor(random() * (pool.length - index)))
    ;[pool[index], pool[pick]] = [pool[pick], pool[index]]
  }
  return pool.slice(0, take).sort()
}
