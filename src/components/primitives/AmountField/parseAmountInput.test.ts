/** What an amount field accepts, as the canonical decimal string a form converts to minor units. */
import { describe, expect, it } from 'vitest'
import { parseAmountInput } from './AmountField'

describe('parseAmountInput', () => {
  it('reads digits with one decimal mark, dropping grouping and leading zeros', () => {
    expect(parseAmountInput('1,234.56', 2, '.')).toBe('1234.56')
    expect(parseAmountInput('007', 2, '.')).toBe('7')
    expect(parseAmountInput('0.5', 2, '.')).toBe('0.5')
    expect(parseAmountInput('.5', 2, '.')).toBe('0.5')
    expect(parseAmountInput('12.', 2, '.')).toBe('12.')
    expect(parseAmountInput('', 2, '.')).toBe('')
  })

  it('takes the language’s decimal mark (where it is a comma, a point groups thousands)', () => {
    expect(parseAmountInput('1.234,5', 2, ',')).toBe('1234.5')
    expect(parseAmountInput('1 234,5', 2, ',')).toBe('1234.5')
    expect(parseAmountInput('12.5', 2, ',')).toBe('125')
  })

  it('refuses what the currency cannot hold', () => {
    expect(parseAmountInput('12.345', 2, '.')).toBeNull()
    expect(parseAmountInput('1.2.3', 2, '.')).toBeNull()
    expect(parseAmountInput('12a', 2, '.')).toBeNull()
    expect(parseAmountInput('-5', 2, '.')).toBeNull()
    expect(parseAmountInput('1e5', 2, '.')).toBeNull()
    expect(parseAmountInput('10.5', 0, '.')).toBeNull()
    expect(parseAmountInput('10', 0, '.')).toBe('10')
  })
})
