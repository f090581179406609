/**
 * Money crosses the wire in major units (decimal strings, or numbers) with the currency's decimals and lives
 * everywhere else as integer minor units (`bigint`). These are the one place the two meet; the server and the
 * portal both use them. Nothing is ever rounded: an amount that does not convert exactly is refused.
 */

/**
 * The largest amount, in minor units, that crosses the edge: 2^53 − 1, so every amount is also exact as a
 * JavaScript number and far from the 2^63 of a SQL `bigint` balance.
 */
export const MAX_MINOR_UNITS = 9_007_199_254_740_991n

export interface ToMinorOptions {
  /** Whether a negative amount is accepted (default true: a balance may be shown negative; a movement may not). */
  negative?: boolean
  /** Whether zero is accepted (default true). */
  zero?: boolean
}

/**
 * A decimal amount in major units to integer minor units, given the currency's decimals. Throws a RangeError for
 * anything that is not exactly such an amount: NaN or infinity, exponents, more decimals than the currency has,
 * a negative (or zero) when not allowed, or more than MAX_MINOR_UNITS.
 */
export function toMinorUnits(major: string | number, decimals = 2, options: ToMinorOptions = {}): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`not a number of decimals: ${decimals}`)
  let text: string
  if (typeof major === 'number') {
    // A number is taken as JavaScript prints it: 0.1 + 0.2 prints 0.30000000000000004 and is refused, not rounded.
    if (!Number.isFinite(major) || Math.abs(major) > Number.MAX_SAFE_INTEGER) throw new RangeError(`not an amount: ${major}`)
    text = String(major)
  } else if (typeof major === 'string') {
    text = major.trim()
  } else {
    throw new RangeError('not an amount')
  }
  const match = /^(-)?(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text)
  if (!match) throw new RangeError(`not an amount: ${text}`)
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > decimals) throw new RangeError(`more than ${decimals} decimals: ${text}`)
  const magnitude = BigInt(whole + fraction.padEnd(decimals, '0'))
  if (magnitude > MAX_MINOR_UNITS) throw new RangeError(`too large: ${text}`)
  if (magnitude === 0n) {
    if (options.zero === false) throw new RangeError(`zero is not an amount here: ${text}`)
    return 0n
  }
  if (sign && options.negative === false) throw new RangeError(`negative: ${text}`)
  return sign ? -magnitude : magnitude
}

/** An amount a movement carries: more than zero, at most MAX_MINOR_UNITS, exactly the currency's decimals or fewer. */
export function toPositiveMinorUnits(major: string | number, decimals = 2): bigint {
  return toMinorUnits(major, decimals, { negative: false, zero: false })
}

/** Integer minor units to a decimal string in major units with exactly the currency's decimals (`-1234.56`). */
export function toMajorString(minor: bigint, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`not a number of decimals: ${decimals}`)
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = decimals ? `.${digits.slice(-decimals)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}
