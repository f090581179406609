/** What the stories can't show: the type filter offers exactly the contract's types, and signs are read exactly. */
import { describe, expect, it } from 'vitest'
import { TRANSACTION_TYPES } from '../../../contract/schemas/money'
import { allZero, signOf } from './SignedAmount'
import { TRANSACTION_TYPE_LABEL_KEYS } from './TransactionHistoryView'

describe('TransactionHistoryView', () => {
  it('offers every transaction type of the contract, in its order', () => {
    expect(Object.keys(TRANSACTION_TYPE_LABEL_KEYS)).toEqual([...TRANSACTION_TYPES])
  })
})

describe('signOf', () => {
  it('reads the sign in minor units, not as a float', () => {
    expect(signOf('0.01', 2)).toBe(1)
    expect(signOf('-0.01', 2)).toBe(-1)
    expect(signOf('-0.00', 2)).toBe(0)
    expect(signOf('90071992547409.91', 2)).toBe(1)
    expect(signOf('1.005', 2)).toBeNull()
    expect(signOf('abc', 2)).toBeNull()
  })

  it('says a period is idle only when every amount is zero', () => {
    expect(allZero(['0.00', '0', '-0.00'], 2)).toBe(true)
    expect(allZero(['0.00', '0.01'], 2)).toBe(false)
  })
})
