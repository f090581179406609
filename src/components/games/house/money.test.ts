import { describe, expect, it } from 'vitest'
import { compareAmounts, formatMoney, formatMultiplier, formatPercent, fromMinor, multiplyAmount, toMinor } from './money'

describe('house money', () => {
  it('reads decimal strings into minor units exactly', () => {
    expect(toMinor('12.5', 2)).toBe(1250n)
    expect(toMinor('0.05', 2)).toBe(5n)
    expect(toMinor('1000', 2)).toBe(100_000n)
    expect(toMinor('1.500', 2)).toBe(150n)
    expect(toMinor('1.505', 2)).toBeNull()
    expect(toMinor('-1', 2)).toBeNull()
    expect(toMinor('', 2)).toBeNull()
    expect(toMinor('1e3', 2)).toBeNull()
  })

  it('writes minor units back with the currency decimals', () => {
    expect(fromMinor(5n, 2)).toBe('0.05')
    expect(fromMinor(123_456n, 2)).toBe('1234.56')
    expect(fromMinor(7n, 0)).toBe('7')
    expect(fromMinor(-150n, 2)).toBe('-1.50')
  })

  it('multiplies a line bet by the lines without float error', () => {
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(multiplyAmount('0.10', 3, 2)).toBe('0.30')
    expect(multiplyAmount('0.05', 20, 2)).toBe('1.00')
    expect(compareAmounts('10.00', '9.99', 2)).toBe(1)
    expect(compareAmounts('0', '0.00', 2)).toBe(0)
  })

  it('formats in the reader’s language with the currency symbol', () => {
    expect(formatMoney('1234.5', 'THB', 'th', 2)).toBe('฿1,234.50')
    expect(formatMoney('1234.5', 'THB', 'en', 2)).toBe('฿1,234.50')
    // A code Intl has no symbol for is written as the code; one it refuses, after the number.
    expect(formatMoney('12', 'PTS', 'en', 2)).toBe('PTS\u00a012.00')
    expect(formatMoney('12', 'points', 'en', 2)).toBe('12.00 points')
    expect(formatMultiplier(1.98, 'en')).toBe('×1.98')
    expect(formatPercent(49.99, 'en')).toBe('49.99%')
  })
})
