/**
 * The rules of the deposit form, apart from React: which quick amounts a channel offers, what the member typed is
 * checked against (the channel's limits, compared exactly in integer minor units) and the request it becomes.
 */
import { tKey } from '../../../../locales'
import { toMajorString, toMinorUnits } from '../../../contract/money'

/** A bonus or promotion code: letters, digits, `_` and `-`, 1 to 32 (the contract's `PromotionCode` pattern). */
export const PROMOTION_CODE = /^[A-Za-z0-9_-]{1,32}$/

/** How many quick amounts a channel offers: one row on a 360 px phone. */
const QUICK_AMOUNT_COUNT = 4

/** What the member sends: the channel, the canonical major-unit amount, and the codes typed (left out when empty). */
export interface DepositRequest {
  channelCode: string
  amount: string
  bonusCode?: string
  promoCode?: string
}

export type DepositField = 'amount' | 'bonusCode' | 'promoCode'

/** A field's fault: its translation key and, for a limit, the limit (canonical major units) to name in it. */
export interface DepositFieldError {
  key: string
  limit?: string
}

export interface DepositValues {
  amount: string
  bonusCode: string
  promoCode: string
}

/** An amount in minor units, or null when it is not one the currency holds (a limit mistyped in config, a typo). */
function minorOrNull(amount: string, decimals: number): bigint | null {
  try {
    return toMinorUnits(amount, decimals, { negative: false })
  } catch {
    return null
  }
}

/** A canonical major-unit amount without trailing zeros after the mark: `500.00` -> `500`, `0.50` -> `0.5`. */
function shortest(minor: bigint, decimals: number): string {
  const major = toMajorString(minor, decimals)
  return major.includes('.') ? major.replace(/\.?0+$/, '') : major
}

/**
 * Round amounts (d × 10^k, d from `digits`) between `lo` and `hi`, smallest first, all in minor units: the powers of
 * ten start at one minor unit, so a crypto-like currency with decimals gets 0.01, 0.05 and so on when its limits are small.
 */
function roundAmounts(lo: bigint, hi: bigint, digits: readonly bigint[]): bigint[] {
  const found: bigint[] = []
  for (let power = 1n; power <= hi; power *= 10n) {
    for (const digit of digits) {
      const value = digit * power
      if (value >= lo && value <= hi && value > 0n) found.push(value)
    }
  }
  return found
}

/**
 * The quick amounts a channel offers, as canonical major-unit strings: the first round amounts of the 1-5 series
 * (100, 500, 1,000, 5,000) that lie inside its limits; a narrow range takes the 1-2-5 series, and one without a
 * round amount offers its own limits. Nothing for limits the currency cannot hold.
 */
export function quickAmounts(min: string, max: string, decimals: number): string[] {
  const lo = minorOrNull(min, decimals)
  const hi = minorOrNull(max, decimals)
  if (lo === null || hi === null || hi < lo || hi <= 0n) return []
  let picked = roundAmounts(lo, hi, [1n, 5n])
  if (picked.length < QUICK_AMOUNT_COUNT) picked = roundAmounts(lo, hi, [1n, 2n, 5n])
  if (picked.length < 2) picked = [...new Set([lo > 0n ? lo : 1n, ...picked, hi])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return picked.slice(0, QUICK_AMOUNT_COUNT).map((value) => shortest(value, decimals))
}

/**
 * What is wrong with the form, field by field (nothing: an empty object). The amount is required and must lie
 * within the channel's limits, compared as integer minor units; the codes are checked only when the member
 * opened them ("I have a code"), and an empty one is simply not sent.
 */
export function validateDeposit(
  values: DepositValues,
  channel: { min: string; max: string },
  decimals: number,
  withCodes: boolean,
): Partial<Record<DepositField, DepositFieldError>> {
  const found: Partial<Record<DepositField, DepositFieldError>> = {}
  if (values.amount === '') {
    found.amount = { key: tKey('wallet:deposit.errors.amountRequired') }
  } else {
    const value = minorOrNull(values.amount, decimals)
    const lo = minorOrNull(channel.min, decimals)
    const hi = minorOrNull(channel.max, decimals)
    if (value === null) found.amount = { key: tKey('wallet:deposit.errors.amountInvalid') }
    else if (value === 0n || (lo !== null && value < lo)) found.amount = { key: tKey('wallet:deposit.errors.belowMin'), limit: channel.min }
    else if (hi !== null && value > hi) found.amount = { key: tKey('wallet:deposit.errors.aboveMax'), limit: channel.max }
  }
  if (withCodes) {
    for (const field of ['bonusCode', 'promoCode'] as const) {
      const code = values[field].trim()
      if (code !== '' && !PROMOTION_CODE.test(code)) found[field] = { key: tKey('wallet:deposit.errors.codeInvalid') }
    }
  }
  return found
}

/** The request a valid form sends: codes trimmed, and left out when empty or when the code fields are closed. */
export function depositRequest(channelCode: string, values: DepositValues, withCodes: boolean): DepositRequest {
  const request: DepositRequest = { channelCode, amount: values.amount }
  const bonusCode = withCodes ? values.bonusCode.trim() : ''
  const promoCode = withCodes ? values.promoCode.trim() : ''
  if (bonusCode) request.bonusCode = bonusCode
  if (promoCode) request.promoCode = promoCode
  return request
}
