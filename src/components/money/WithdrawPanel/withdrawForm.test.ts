import { describe, expect, it } from 'vitest'
import { PROOF_MAX_BYTES, addProofs, formatFileSize, remainderOf, turnoverProgress, validateAmountReceived, validateWithdrawal, withdrawalCeiling } from './withdrawForm'

/** Limits as the server sends them: 100 to 50,000 per withdrawal, 1,234.56 in the main wallet. */
const limits = { min: '100.00', max: '50000.00', available: '1234.56' }
const values = (amount: string, bankAccountId: number | null = 11, paymentPassword = '123456') => ({ amount, bankAccountId, paymentPassword })

describe('withdrawalCeiling', () => {
  it('is the smaller of the maximum and the balance, in the currency’s decimals', () => {
    expect(withdrawalCeiling('50000.00', '1234.56', 2)).toBe('1234.56')
    expect(withdrawalCeiling('500', '1234.56', 2)).toBe('500.00')
    expect(withdrawalCeiling('50000', '80000', 0)).toBe('50000')
  })

  it('is zero when either cannot be read', () => {
    expect(withdrawalCeiling('50000.00', '12.345', 2)).toBe('0.00')
    expect(withdrawalCeiling('', '100', 2)).toBe('0.00')
  })
})

describe('validateWithdrawal', () => {
  it('passes a withdrawal within the limits, up to the balance to the minor unit', () => {
    expect(validateWithdrawal(values('100'), limits, 2)).toEqual({})
    expect(validateWithdrawal(values('1234.56'), limits, 2)).toEqual({})
  })

  it('requires an amount, a bank account and the payment password', () => {
    expect(validateWithdrawal(values('', null, ''), limits, 2)).toEqual({
      amount: { key: 'wallet:withdraw.errors.amountRequired' },
      bankAccountId: { key: 'wallet:withdraw.errors.bankAccountRequired' },
      paymentPassword: { key: 'wallet:withdraw.errors.paymentPasswordRequired' },
    })
  })

  it('refuses one minor unit over the balance, naming the balance, when the balance is the lower bound', () => {
    expect(validateWithdrawal(values('1234.57'), limits, 2)).toEqual({ amount: { key: 'wallet:withdraw.errors.aboveAvailable', amount: '1234.56' } })
  })

  it('names the maximum when it is lower than the balance', () => {
    const rich = { ...limits, available: '80000.00' }
    expect(validateWithdrawal(values('50000'), rich, 2)).toEqual({})
    expect(validateWithdrawal(values('50000.01'), rich, 2)).toEqual({ amount: { key: 'wallet:withdraw.errors.aboveMax', amount: '50000.00' } })
  })

  it('refuses under the minimum, zero and amounts the currency cannot hold', () => {
    expect(validateWithdrawal(values('99.99'), limits, 2)).toEqual({ amount: { key: 'wallet:withdraw.errors.belowMin', amount: '100.00' } })
    expect(validateWithdrawal(values('0'), { ...limits, min: '0' }, 2).amount?.key).toBe('wallet:withdraw.errors.amountZero')
    expect(validateWithdrawal(values('100.005'), limits, 2).amount?.key).toBe('wallet:withdraw.errors.amountInvalid')
    expect(validateWithdrawal(values('100.5'), limits, 0).amount?.key).toBe('wallet:withdraw.errors.amountInvalid')
  })

  it('compares exactly where floats would not: 0.1 + 0.2 held, 0.3 asked', () => {
    expect(validateWithdrawal(values('0.3'), { min: '0.1', max: '1', available: '0.30' }, 2)).toEqual({})
  })
})

describe('validateAmountReceived and remainderOf', () => {
  it('takes more than zero and less than the withdrawal', () => {
    expect(validateAmountReceived('300', '1000.00', 2)).toBeNull()
    expect(validateAmountReceived('999.99', '1000.00', 2)).toBeNull()
    expect(validateAmountReceived('', '1000.00', 2)?.key).toBe('wallet:withdraw.errors.receivedRequired')
    expect(validateAmountReceived('0.00', '1000.00', 2)?.key).toBe('wallet:withdraw.errors.receivedZero')
    expect(validateAmountReceived('1.001', '1000.00', 2)?.key).toBe('wallet:withdraw.errors.receivedInvalid')
    expect(validateAmountReceived('1000', '1000.00', 2)).toEqual({ key: 'wallet:withdraw.errors.receivedNotLess', amount: '1000.00' })
    expect(validateAmountReceived('1500', '1000.00', 2)?.key).toBe('wallet:withdraw.errors.receivedNotLess')
  })

  it('works out what is still to come exactly', () => {
    expect(remainderOf('1000.00', '300', 2)).toBe('700.00')
    expect(remainderOf('0.30', '0.1', 2)).toBe('0.20')
    expect(remainderOf('1000.00', '1000', 2)).toBeNull()
    expect(remainderOf('1000.00', 'abc', 2)).toBeNull()
  })
})

describe('addProofs', () => {
  const file = (name: string, size = 200_000, type = 'image/png') => ({ name, size, type })

  it('keeps PNG and JPEG images of at most 5 MB', () => {
    const { files, refused } = addProofs([], [file('a.png'), file('b.jpg', PROOF_MAX_BYTES, 'image/jpeg')])
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.jpg'])
    expect(refused).toEqual([])
  })

  it('refuses other types and larger files, saying which and why', () => {
    const { files, refused } = addProofs([], [file('statement.pdf', 1000, 'application/pdf'), file('big.png', 6 * 1024 * 1024), file('ok.jpeg', 1000, 'image/jpeg')])
    expect(files.map((f) => f.name)).toEqual(['ok.jpeg'])
    expect(refused).toEqual([
      { key: 'wallet:withdraw.errors.proofType', name: 'statement.pdf' },
      { key: 'wallet:withdraw.errors.proofSize', name: 'big.png' },
    ])
  })

  it('keeps at most three in all and does not add the same file twice', () => {
    const first = addProofs([], [file('1.png'), file('2.png')])
    const second = addProofs(first.files, [file('2.png'), file('3.png'), file('4.png')])
    expect(second.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png'])
    expect(second.refused).toEqual([{ key: 'wallet:withdraw.errors.proofCount', name: '4.png' }])
  })
})

describe('formatFileSize', () => {
  it('says kilobytes under a megabyte and megabytes above, in the reader’s locale', () => {
    expect(formatFileSize(200_000, 'en-US')).toBe('196 kB')
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB')
    expect(formatFileSize(10, 'en-US')).toBe('1 kB')
  })
})

describe('turnoverProgress', () => {
  it('is the share played, rounded down, and what is left', () => {
    expect(turnoverProgress('1200.00', '5000.00', 2)).toEqual({ percent: 24, remaining: '3800.00' })
    expect(turnoverProgress('4999.99', '5000.00', 2)).toEqual({ percent: 99, remaining: '0.01' })
  })

  it('counts nothing required, or more than required, as met', () => {
    expect(turnoverProgress('0.00', '0.00', 2)).toEqual({ percent: 100, remaining: '0.00' })
    expect(turnoverProgress('6000.00', '5000.00', 2)).toEqual({ percent: 100, remaining: '0.00' })
  })
})
