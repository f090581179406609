/**
 * Exact non-negative-denominator fractions of bigints: how the core multiplies prices, halves stakes and divides a
 * dead heat without ever rounding in between. A value is rounded once, at the end, to whole minor units
 * (`floorRatio` for what the book pays, `ceilRatio` for what it charges).
 */
export interface Ratio {
  /** The numerator; carries the sign. */
  readonly num: bigint
  /** The denominator: always positive, and coprime with the numerator. */
  readonly den: bigint
}

const abs = (value: bigint) => (value < 0n ? -value : value)

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a)
  b = abs(b)
  while (b) [a, b] = [b, a % b]
  return a
}

/** num/den in lowest terms, the sign on the numerator. A zero denominator is a bug in the caller: it throws. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num)
  let d = BigInt(den)
  if (d === 0n) throw new RangeError('a ratio with a zero denominator')
  if (d < 0n) {
    n = -n
    d = -d
  }
  const g = gcd(n, d) || 1n
  return { num: n / g, den: d / g }
}

export const ZERO: Ratio = ratio(0n)
export const ONE: Ratio = ratio(1n)
export const HALF: Ratio = ratio(1n, 2n)

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den)
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den)
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den)
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num)
/** Negative, zero or positive as a is below, equal to or above b. */
export const compare = (a: Ratio, b: Ratio): number => {
  const difference = a.num * b.den - b.num * a.den
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}
export const product = (values: readonly Ratio[]): Ratio => values.reduce(mul, ONE)

/** The largest whole number not above r (bigint division truncates toward zero; this rounds toward −∞). */
export function floorRatio(r: Ratio): bigint {
  const q = r.num / r.den
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q
}

/** The smallest whole number not below r. */
export function ceilRatio(r: Ratio): bigint {
  return -floorRatio(ratio(-r.num, r.den))
}

/** `49/24`, or `3` for a whole number: how a betting record shows an exact factor. */
export function ratioText(r: Ratio): string {
  return r.den === 1n ? `${r.num}` : `${r.num}/${r.den}`
}
