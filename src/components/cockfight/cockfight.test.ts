/**
 * The arena's screen helpers on hand-worked examples: a slip's terms (the core's rules: a negative Malay price's
 * amount is what the bet wins), the limits and balance in the server's order, the countdown's target at each
 * phase, and the bead road's layout.
 */
import { describe, expect, it } from 'vitest'
import { beadRoad } from './TrendRoad/TrendRoad'
import { arenaSession, lastCallFight, nextFight, openFight, poolFight, road } from './fixtures'
import { canBetNow, clockText, countdownOf, slipProblem, slipTerms } from './terms'

describe('a slip’s terms', () => {
  it('strikes Meron at 0.80 on the amount risked, and Wala at −0.94 on the amount won (risk rounded up)', () => {
    expect(slipTerms(openFight, 'meron', '100', 2)).toEqual({ risk: '100.00', toWin: '80.00', potentialReturn: '180.00', poolEstimate: null })
    expect(slipTerms(openFight, 'wala', '100', 2)).toEqual({ risk: '94.00', toWin: '100.00', potentialReturn: '194.00', poolEstimate: null })
    expect(slipTerms(openFight, 'wala', '0.01', 2)?.risk).toBe('0.01')
  })

  it('pays every draw bet 8 to 1, in either mode', () => {
    expect(slipTerms(openFight, 'bdd', '20', 2)).toMatchObject({ risk: '20.00', toWin: '160.00', potentialReturn: '180.00' })
    expect(slipTerms(poolFight, 'draw', '20', 2)).toMatchObject({ risk: '20.00', potentialReturn: '180.00' })
  })

  it('gives a pool side no fixed return, only what the pool would pay now (rounded down)', () => {
    expect(slipTerms(poolFight, 'wala', '33.33', 2)).toEqual({ risk: '33.33', toWin: null, potentialReturn: null, poolEstimate: '71.24' })
  })

  it('has none for nothing typed, zero, or more decimals than the currency has', () => {
    expect(slipTerms(openFight, 'meron', '', 2)).toBeNull()
    expect(slipTerms(openFight, 'meron', '0', 2)).toBeNull()
    expect(slipTerms(openFight, 'meron', '1.001', 2)).toBeNull()
  })

  it('checks the risk against the limits before the balance, and the return against the most one bet pays', () => {
    const problem = (amount: string, selection: 'meron' | 'wala' | 'draw' = 'meron') => slipProblem(slipTerms(openFight, selection, amount, 2), arenaSession)
    expect(problem('9.99')).toBe('belowMin')
    expect(problem('10.62', 'wala')).toBe('belowMin')
    expect(problem('10.63', 'wala')).toBeNull()
    expect(problem('20000.01')).toBe('aboveMax')
    expect(problem('1500.01')).toBe('overBalance')
    expect(slipProblem(slipTerms(openFight, 'draw', '20000', 2), { ...arenaSession, balance: '50000.00', limits: { ...arenaSession.limits, maxPayout: '100000.00' } })).toBe('payoutAboveMax')
    expect(problem('1500')).toBeNull()
  })
})

describe('the fight’s countdown', () => {
  it('counts to the last call while open, to the close at the last call, to the opening before', () => {
    expect(countdownOf(openFight, '2026-03-14T12:00:45.000Z')).toEqual({ target: 'lastCall', seconds: 35, remaining: 0.55 })
    expect(countdownOf(lastCallFight, '2026-03-14T12:01:30.500Z')).toMatchObject({ target: 'close', seconds: 10 })
    expect(countdownOf(nextFight, '2026-03-14T12:00:45.000Z')).toMatchObject({ target: 'open', seconds: 135 })
    expect(countdownOf({ ...openFight, phase: 'closed' }, '2026-03-14T12:02:00.000Z')).toBeNull()
    expect(clockText(135)).toBe('2:15')
    expect(clockText(7)).toBe('0:07')
  })

  it('takes bets while betting is open, on a side only while it is not locked', () => {
    expect(canBetNow(lastCallFight, 'meron')).toBe(true)
    expect(canBetNow(lastCallFight, 'wala')).toBe(false)
    expect(canBetNow(lastCallFight, 'ftd')).toBe(true)
    expect(canBetNow(nextFight, 'draw')).toBe(false)
  })
})

describe('the bead road', () => {
  it('lays the newest sixty results oldest first down columns of six', () => {
    const cells = beadRoad(road, 10)
    expect(cells).toHaveLength(40)
    expect(cells[0]).toMatchObject({ col: 0, row: 0, entry: { fight: 201 } })
    expect(cells[6]).toMatchObject({ col: 1, row: 0 })
    expect(cells.at(-1)).toMatchObject({ col: 6, row: 3, entry: { fight: 240 } })
    expect(beadRoad(road, 2).map((cell) => cell.entry.fight)).toEqual(Array.from({ length: 12 }, (_, i) => 229 + i))
  })
})
