import { describe, expect, it } from 'vitest'
import {
  allNumbers,
  betLines,
  currencySymbol,
  lineText,
  oddsText,
  potentialWin,
  quickSetNumbers,
  quickStakes,
  randomNumbers,
  slipTotal,
  stakeProblem,
} from './betting'

const lo = { price: '23.00', payout: '80.00', min: '1.00', maxPerBet: '5000.00' }
const de = { price: '1.00', payout: '70.00', min: '1.00', maxPerBet: '2000.00' }
const head = { price: '1.00', payout: '9.50', min: '1.00', maxPerBet: '5000.00' }

describe('the potential win', () => {
  it('is stake × payout ÷ price', () => {
    expect(potentialWin('10.00', de, 2)).toBe('700.00')
    expect(potentialWin('2', head, 2)).toBe('19.00')
    expect(potentialWin('0.50', head, 2)).toBe('4.75')
  })

  it('rounds down to the currency’s decimals, once, as the server settles', () => {
    // 10 × 80 ÷ 23 = 34.7826…: the player is paid 34.78, never 34.79.
    expect(potentialWin('10.00', lo, 2)).toBe('34.78')
    // The server's own example: a stake of 10.01 at 80,000 per 23,000 pays 34.81 (3,481.7… minor units).
    expect(potentialWin('10.01', { price: '23000.00', payout: '80000.00' }, 2)).toBe('34.81')
    // 0.01 × 9.5 = 0.095 pays 0.09; 0.01 × 0.95 pays nothing at two decimals.
    expect(potentialWin('0.01', head, 2)).toBe('0.09')
    expect(potentialWin('0.01', { price: '1.00', payout: '0.95' }, 2)).toBe('0.00')
    // A currency without decimals: 7 × 80 ÷ 23 = 24.3…
    expect(potentialWin('7', { price: '23', payout: '80' }, 0)).toBe('24')
  })

  it('reads price and payout written with different decimals', () => {
    expect(potentialWin('10', { price: '1', payout: '9.5' }, 2)).toBe('95.00')
    expect(potentialWin('3', { price: '0.3', payout: '1.25' }, 2)).toBe('12.50')
  })

  it('has nothing to say of a stake that is not an amount', () => {
    expect(potentialWin('', de, 2)).toBeNull()
    expect(potentialWin('abc', de, 2)).toBeNull()
    expect(potentialWin('1.234', de, 2)).toBeNull()
    expect(potentialWin('5', { price: '0', payout: '70' }, 2)).toBeNull()
  })
})

describe('the slip', () => {
  it('costs the stake × the bets, exactly', () => {
    expect(slipTotal('0.10', 3, 2)).toBe('0.30')
    expect(slipTotal('5', 50, 2)).toBe('250.00')
    expect(slipTotal('x', 2, 2)).toBeNull()
  })

  it('makes a bet of each number, or of a xiên’s whole combination', () => {
    expect(betLines({ picks: 1 }, ['45', '07', '45'])).toEqual([
      { key: '07', numbers: ['07'] },
      { key: '45', numbers: ['45'] },
    ])
    expect(betLines({ picks: 2 }, ['45'])).toEqual([])
    expect(betLines({ picks: 2 }, ['45', '07'])).toEqual([{ key: '07-45', numbers: ['07', '45'] }])
    expect(lineText(['07', '45', '90'])).toBe('07-45-90')
  })
})

describe('a stake', () => {
  const check = (stake: string, extra: { lines?: number; balance?: string | null } = {}) =>
    stakeProblem({ stake, betType: lo, lines: extra.lines ?? 1, balance: extra.balance, decimals: 2 })

  it('is fine within the limits, and nothing is said while it is empty', () => {
    expect(check('')).toBeNull()
    expect(check('1')).toBeNull()
    expect(check('5000.00')).toBeNull()
    expect(check(' 12.5 ')).toBeNull()
  })

  it('says what is wrong, in the order a player fixes it', () => {
    expect(check('abc')).toBe('notANumber')
    expect(check('1.2.3')).toBe('notANumber')
    expect(check('-5')).toBe('notANumber')
    expect(check('1,000')).toBe('notANumber')
    expect(check('1.234')).toBe('tooManyDecimals')
    expect(check('0.99')).toBe('belowMin')
    expect(check('0')).toBe('belowMin')
    expect(check('5000.01')).toBe('aboveMax')
  })

  it('with a balance, may cost no more than it in all', () => {
    expect(check('10', { lines: 3, balance: '30.00' })).toBeNull()
    expect(check('10', { lines: 4, balance: '30.00' })).toBe('aboveBalance')
    // A guest's stake is not held against a balance; nor is one with no bets yet.
    expect(check('10', { lines: 4, balance: null })).toBeNull()
    expect(check('10', { lines: 0, balance: '5.00' })).toBeNull()
  })

  it('has chips of the minimum, ×5 and ×10, none above the most per bet', () => {
    expect(quickStakes(lo, 2)).toEqual(['1.00', '5.00', '10.00'])
    expect(quickStakes({ min: '10.00', maxPerBet: '60.00' }, 2)).toEqual(['10.00', '50.00'])
    expect(quickStakes({ min: '5', maxPerBet: '5' }, 0)).toEqual(['5'])
  })
})

describe('the numbers', () => {
  it('are zero-padded to the bet type’s digits', () => {
    expect(allNumbers(1)).toHaveLength(10)
    expect(allNumbers(2).slice(0, 3)).toEqual(['00', '01', '02'])
    expect(allNumbers(3).at(-1)).toBe('999')
  })

  it('has the two-digit quick sets', () => {
    const big = quickSetNumbers('big')
    expect(big).toHaveLength(50)
    expect([big[0], big.at(-1)]).toEqual(['50', '99'])
    const small = quickSetNumbers('small')
    expect([small[0], small.at(-1)]).toEqual(['00', '49'])
    expect(quickSetNumbers('even').slice(0, 3)).toEqual(['00', '02', '04'])
    expect(quickSetNumbers('odd').at(-1)).toBe('99')
  })

  it('picks distinct random numbers, one draw each', () => {
    const draws = [0, 0, 0, 0.999]
    let calls = 0
    const random = () => draws[calls++ % draws.length]
    // Always the first left: 00, 01, 02.
    expect(randomNumbers(2, 3, random)).toEqual(['00', '01', '02'])
    expect(calls).toBe(3)
    for (let seed = 0; seed < 20; seed++) {
      const picks = randomNumbers(2, 4, Math.random)
      expect(new Set(picks).size).toBe(4)
      expect(picks.every((number) => /^\d\d$/.test(number))).toBe(true)
    }
    // A random() of 0.99999… stays inside the pool.
    expect(randomNumbers(1, 1, () => 0.9999999999)).toEqual(['9'])
    expect(randomNumbers(1, 12, Math.random)).toHaveLength(10)
  })

  it('names the currency by its symbol, or its code', () => {
    expect(currencySymbol('THB', 'th')).toBe('฿')
    expect(currencySymbol('VND', 'en')).toBe('₫')
    expect(currencySymbol('PTS', 'en')).toBe('PTS')
  })

  it('writes the odds as price : payout', () => {
    expect(oddsText(de, 'en')).toBe('1 : 70')
    expect(oddsText(lo, 'en')).toBe('23 : 80')
    expect(oddsText(head, 'th')).toBe('1 : 9.5')
    expect(oddsText({ price: '1.00', payout: '1150.00' }, 'en')).toBe('1 : 1,150')
  })
})
