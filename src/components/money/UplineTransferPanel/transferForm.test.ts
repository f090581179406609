import { describe, expect, it } from 'vitest'
import { checkAmount, holdsMoney, validateUplineTransfer } from './transferForm'

const OVER = 'wallet:agent.errors.overAvailable'

describe('checkAmount', () => {
  it('takes more than zero and up to the balance, to the minor unit', () => {
    expect(checkAmount('0.01', '1234.56', 2, OVER)).toBeNull()
    expect(checkAmount('1234.56', '1234.56', 2, OVER)).toBeNull()
    expect(checkAmount('1234.57', '1234.56', 2, OVER)).toEqual({ key: OVER, amount: '1234.56' })
  })

  it('compares exactly where floats would not: 0.1 + 0.2 held, 0.3 asked', () => {
    expect(checkAmount('0.3', '0.30', 2, OVER)).toBeNull()
    expect(checkAmount('0.31', '0.30', 2, OVER)?.key).toBe(OVER)
    expect(checkAmount('9007199254740.99', '9007199254740.98', 2, OVER)?.key).toBe(OVER)
  })

  it('says what is wrong with an amount that is missing, zero or more precise than the currency', () => {
    expect(checkAmount('', '100', 2, OVER)?.key).toBe('wallet:agent.errors.amountRequired')
    expect(checkAmount('0.00', '100', 2, OVER)?.key).toBe('wallet:agent.errors.amountZero')
    expect(checkAmount('1.005', '100', 2, OVER)?.key).toBe('wallet:agent.errors.amountInvalid')
    expect(checkAmount('1.5', '100', 0, OVER)?.key).toBe('wallet:agent.errors.amountInvalid')
  })

  it('counts a balance it cannot read as nothing', () => {
    expect(checkAmount('1', 'abc', 2, OVER)).toEqual({ key: OVER, amount: 'abc' })
  })
})

describe('holdsMoney', () => {
  it('is true only above zero', () => {
    expect(holdsMoney('0.01', 2)).toBe(true)
    expect(holdsMoney('0.00', 2)).toBe(false)
    expect(holdsMoney('-5.00', 2)).toBe(false)
  })
})

describe('validateUplineTransfer', () => {
  it('passes an amount within the balance with a password', () => {
    expect(validateUplineTransfer({ amount: '100.5', paymentPassword: '246810' }, '1234.56', 2)).toEqual({})
  })

  it('requires both fields', () => {
    expect(validateUplineTransfer({ amount: '', paymentPassword: '' }, '1234.56', 2)).toEqual({
      amount: { key: 'wallet:agent.errors.amountRequired' },
      paymentPassword: { key: 'wallet:agent.errors.paymentPasswordRequired' },
    })
  })

  it('refuses one minor unit over the balance, naming it', () => {
    expect(validateUplineTransfer({ amount: '1234.57', paymentPassword: '246810' }, '1234.56', 2)).toEqual({ amount: { key: OVER, amount: '1234.56' } })
  })
})
