import { describe, expect, it } from 'vitest'
import { depositRequest, quickAmounts, validateDeposit } from './depositForm'

const bank = { min: '100.00', max: '200000.00' }
const values = (amount: string, bonusCode = '', promoCode = '') => ({ amount, bonusCode, promoCode })

describe('quickAmounts', () => {
  it('offers the first round amounts of 1-5 inside each channel’s limits', () => {
    expect(quickAmounts('100.00', '200000.00', 2)).toEqual(['100', '500', '1000', '5000'])
    expect(quickAmounts('50.00', '50000.00', 2)).toEqual(['50', '100', '500', '1000'])
    expect(quickAmounts('20.00', '30000.00', 2)).toEqual(['50', '100', '500', '1000'])
    expect(quickAmounts('300.00', '500000.00', 2)).toEqual(['500', '1000', '5000', '10000'])
  })

  it('takes 1-2-5 in a narrow range, and the limits themselves when no round amount fits', () => {
    expect(quickAmounts('100.00', '2000.00', 2)).toEqual(['100', '200', '500', '1000'])
    expect(quickAmounts('100', '300', 0)).toEqual(['100', '200'])
    expect(quickAmounts('150.00', '180.00', 2)).toEqual(['150', '180'])
    expect(quickAmounts('150.00', '150.00', 2)).toEqual(['150'])
  })

  it('reaches below one major unit for a currency with decimals', () => {
    expect(quickAmounts('0.01', '0.5', 2)).toEqual(['0.01', '0.05', '0.1', '0.5'])
  })

  it('offers nothing for limits the currency cannot hold or that are upside down', () => {
    expect(quickAmounts('100.001', '200.00', 2)).toEqual([])
    expect(quickAmounts('500', '100', 2)).toEqual([])
    expect(quickAmounts('', '100', 2)).toEqual([])
  })
})

describe('validateDeposit', () => {
  it('requires an amount', () => {
    expect(validateDeposit(values(''), bank, 2, false)).toEqual({ amount: { key: 'wallet:deposit.errors.amountRequired' } })
  })

  it('compares with the limits exactly, to the minor unit', () => {
    expect(validateDeposit(values('99.99'), bank, 2, false)).toEqual({ amount: { key: 'wallet:deposit.errors.belowMin', limit: '100.00' } })
    expect(validateDeposit(values('100'), bank, 2, false)).toEqual({})
    expect(validateDeposit(values('200000'), bank, 2, false)).toEqual({})
    expect(validateDeposit(values('200000.01'), bank, 2, false)).toEqual({ amount: { key: 'wallet:deposit.errors.aboveMax', limit: '200000.00' } })
    // Float arithmetic would call 0.1 + 0.2 more than 0.3; integer minor units do not.
    expect(validateDeposit(values('0.3'), { min: '0.30', max: '0.30' }, 2, false)).toEqual({})
  })

  it('refuses zero and amounts the currency cannot hold', () => {
    expect(validateDeposit(values('0'), { min: '0', max: '10' }, 2, false).amount?.key).toBe('wallet:deposit.errors.belowMin')
    expect(validateDeposit(values('100.005'), bank, 2, false).amount?.key).toBe('wallet:deposit.errors.amountInvalid')
    expect(validateDeposit(values('100.5'), bank, 0, false).amount?.key).toBe('wallet:deposit.errors.amountInvalid')
  })

  it('checks the codes only when they are open, and lets them be empty', () => {
    const bad = values('500', 'WELCOME 2026', 'x'.repeat(33))
    expect(validateDeposit(bad, bank, 2, false)).toEqual({})
    expect(validateDeposit(bad, bank, 2, true)).toEqual({
      bonusCode: { key: 'wallet:deposit.errors.codeInvalid' },
      promoCode: { key: 'wallet:deposit.errors.codeInvalid' },
    })
    expect(validateDeposit(values('500', ' WELCOME_2026 ', `${'A-'.repeat(16)}`), bank, 2, true)).toEqual({})
    expect(validateDeposit(values('500', 'โบนัส'), bank, 2, true).bonusCode?.key).toBe('wallet:deposit.errors.codeInvalid')
  })
})

describe('depositRequest', () => {
  it('sends the codes typed, trimmed, and leaves out empty or closed ones', () => {
    expect(depositRequest('promptpay', values('500', ' WELCOME ', ''), true)).toStrictEqual({ channelCode: 'promptpay', amount: '500', bonusCode: 'WELCOME' })
    expect(depositRequest('promptpay', values('500', 'WELCOME', 'SPRING'), false)).toStrictEqual({ channelCode: 'promptpay', amount: '500' })
  })
})
