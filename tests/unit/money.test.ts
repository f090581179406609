/** Amounts at the edge (src/contract/money.ts): major-unit decimals to integer minor units and back, exactly. */
import { describe, expect, it } from 'vitest'
import { MAX_MINOR_UNITS, toMajorString, toMinorUnits, toPositiveMinorUnits } from '../../src/contract/money'

describe('toMinorUnits', () => {
  it.each([
    ['0', 2, 0n], ['1', 2, 100n], ['1.5', 2, 150n], ['1.50', 2, 150n], [' 12.34 ', 2, 1234n], ['007.01', 2, 701n],
    ['1234567.89', 2, 123456789n], ['-0.01', 2, -1n], ['5', 0, 5n], ['1.234', 3, 1234n], ['0.0001', 4, 1n],
  ] as const)('%s with %i decimals is %s minor', (major, decimals, minor) => {
    expect(toMinorUnits(major, decimals)).toBe(minor)
  })

  it('takes numbers as JavaScript prints them, never rounding', () => {
    expect(toMinorUnits(12.5, 2)).toBe(1250n)
    expect(toMinorUnits(100, 0)).toBe(100n)
    expect(() => toMinorUnits(0.1 + 0.2, 2)).toThrow(RangeError)
    expect(() => toMinorUnits(1.005, 2)).toThrow(RangeError)
  })

  it.each([
    ['more decimals than the currency has', '1.234', 2], ['decimals on a currency with none', '1.5', 0], ['an exponent', '1e3', 2],
    ['empty', '', 2], ['a bare point', '1.', 2], ['a leading point', '.5', 2], ['a plus sign', '+1', 2], ['a comma', '1,000', 2],
    ['hex', '0x10', 2], ['words', 'ten', 2], ['NaN text', 'NaN', 2], ['Infinity text', 'Infinity', 2],
  ] as const)('refuses %s', (_what, major, decimals) => {
    expect(() => toMinorUnits(major, decimals)).toThrow(RangeError)
  })

  it('refuses NaN, infinities and unsafe numbers', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError)
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => toMinorUnits(2 ** 63)).toThrow(RangeError)
    expect(() => toMinorUnits(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError)
    expect(() => toMinorUnits(null as unknown as string)).toThrow(RangeError)
  })

  it('refuses values beyond the safe range, such as 2^63', () => {
    expect(toMinorUnits(toMajorString(MAX_MINOR_UNITS))).toBe(MAX_MINOR_UNITS)
    expect(() => toMinorUnits(toMajorString(MAX_MINOR_UNITS + 1n))).toThrow(RangeError)
    expect(() => toMinorUnits((2n ** 63n).toString(), 0)).toThrow(RangeError)
    expect(() => toMinorUnits('92233720368547758.08', 2)).toThrow(RangeError)
    expect(() => toMinorUnits('9'.repeat(40), 2)).toThrow(RangeError)
  })

  it('refuses negatives and zero where not allowed', () => {
    expect(() => toMinorUnits('-1', 2, { negative: false })).toThrow(RangeError)
    expect(() => toMinorUnits('0.00', 2, { zero: false })).toThrow(RangeError)
    expect(toMinorUnits('-0', 2)).toBe(0n)
    expect(toPositiveMinorUnits('0.01')).toBe(1n)
    expect(() => toPositiveMinorUnits('0')).toThrow(RangeError)
    expect(() => toPositiveMinorUnits('-5')).toThrow(RangeError)
    expect(() => toPositiveMinorUnits(-5)).toThrow(RangeError)
  })
})

describe('toMajorString', () => {
  it.each([
    [0n, 2, '0.00'], [5n, 2, '0.05'], [150n, 2, '1.50'], [-123456n, 2, '-1234.56'], [7n, 0, '7'], [1n, 4, '0.0001'], [-1n, 3, '-0.001'],
  ] as const)('%s minor with %i decimals is %s', (minor, decimals, major) => {
    expect(toMajorString(minor, decimals)).toBe(major)
  })

  it('round-trips every amount it writes', () => {
    for (const decimals of [0, 1, 2, 3, 4]) {
      for (const minor of [0n, 1n, -1n, 99n, 100n, 101n, 123456789n, -987654321n, MAX_MINOR_UNITS, -MAX_MINOR_UNITS]) {
        expect(toMinorUnits(toMajorString(minor, decimals), decimals)).toBe(minor)
      }
    }
  })
})
