/**
 * Money as the house API sends it: decimal strings in major units ("12.50"). What the frame shows before a round
 * (a total bet, whether the balance covers it) is worked out in integer minor units, never through a float; the
 * amounts a round settles come from the server.
 */
import { languageInfo } from '../../../config/languages'

/** "12.5" with 2 decimals → 1250n; null when the text is not a plain non-negative decimal with at most `decimals` places. */
export function toMinor(amount: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) {
    // Trailing zeros past the currency's decimals are harmless ("1.500" with 2); other digits are not.
    if (/[^0]/.test(fraction.slice(decimals))) return null
  }
  return BigInt(match[1] + fraction.slice(0, decimals).padEnd(decimals, '0'))
}

/** 1250n with 2 decimals → "12.50". */
export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0')
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return negative ? `-${text}` : text
}

/** `amount` × `times`, exactly: a line bet × lines is the total bet. */
export function multiplyAmount(amount: string, times: number, decimals: number): string {
  const minor = toMinor(amount, decimals)
  if (minor === null) throw new Error(`not an amount: ${amount}`)
  return fromMinor(minor * BigInt(times), decimals)
}

/** −1, 0 or 1 as `a` is less than, equal to or more than `b` (unparseable amounts compare as 0). */
export function compareAmounts(a: string, b: string, decimals: number): -1 | 0 | 1 {
  const x = toMinor(a, decimals) ?? 0n
  const y = toMinor(b, decimals) ?? 0n
  return x < y ? -1 : x > y ? 1 : 0
}

function locale(language: string): string {
  return languageInfo(language)?.htmlLang ?? language
}

/**
 * An amount with the currency's symbol, grouping and decimals in the reader's language: "฿1,234.50". A currency
 * without a symbol shows its code ("PTS 12.00"); text Intl refuses as a code is written after the number.
 */
export function formatMoney(amount: string, currency: string, language: string, decimals: number): string {
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals }
  const value = amount.trim() as `${number}`
  try {
    return new Intl.NumberFormat(locale(language), { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits }).format(value)
  } catch {
    return `${new Intl.NumberFormat(locale(language), digits).format(value)} ${currency}`
  }
}

/** A multiplier as players read it: 1.98 → "×1.98", 2 → "×2". */
export function formatMultiplier(multiplier: number, language: string): string {
  return `×${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(multiplier)}`
}

/** A percentage with two decimals: 49.99 → "49.99%" (in the reader's language). */
export function formatPercent(percent: number, language: string, fractionDigits = 2): string {
  return new Intl.NumberFormat(locale(language), { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100)
}
