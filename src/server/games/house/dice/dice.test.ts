/**
 * Dice: the roll's range and uniformity, the boundaries (a roll on the target loses both ways), the chance and
 * multiplier table, the return of every valid bet (exact, from the formula and by enumerating all 10,000 rolls),
 * a seeded run of 1,000,000 rolls, and the validation. Statistical tolerances are 4 standard errors.
 */
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../baccarat/seededRandom'
import { ROLL_OUTCOMES, diceWins, multiplierFor, roll, settleDice, winningRolls, type Direction } from './dice'

describe('the roll', () => {
  it('is a whole number 0..9999, each tenth of the range as often as the others', () => {
    const rolls = 1_000_000
    const random = seededRandom(77)
    const deciles = new Array<number>(10).fill(0)
    let low = ROLL_OUTCOMES
    let high = -1
    for (let i = 0; i < rolls; i++) {
      const rolled = roll(random)
      if (!Number.isInteger(rolled)) expect.fail(`roll ${rolled}`)
      low = Math.min(low, rolled)
      high = Math.max(high, rolled)
      deciles[Math.floor(rolled / 1000)]++
    }
    expect([low, high]).toEqual([0, 9999])
    for (const count of deciles) expect(Math.abs(count / rolls - 0.1)).toBeLessThan(4 * Math.sqrt((0.1 * 0.9) / rolls))
  })
})

describe('the boundaries', () => {
  it('loses a roll exactly on the target, over or under', () => {
    expect(diceWins('over', 5000, 5000)).toBe(false)
    expect(diceWins('under', 5000, 5000)).toBe(false)
    expect(settleDice(100n, 'over', 5000, 5000)).toBe(0n)
    expect(settleDice(100n, 'under', 5000, 5000)).toBe(0n)
  })

  it('wins one hundredth beyond it', () => {
    expect(settleDice(100n, 'over', 5000, 5001)).toBe(198n)
    expect(settleDice(100n, 'under', 5000, 4999)).toBe(198n)
    expect(settleDice(100n, 'over', 5000, 4999)).toBe(0n)
    expect(settleDice(100n, 'under', 5000, 5001)).toBe(0n)
  })

  it('rounds the payout down to whole minor units', () => {
    // 333 × 2.97 = 989.01 → 989; 7 × 1.04 = 7.28 → 7.
    expect(settleDice(333n, 'under', 3333, 0)).toBe(989n)
    expect(settleDice(7n, 'under', 9500, 0)).toBe(7n)
  })

  it('reaches the ends of the range', () => {
    expect(settleDice(100n, 'over', 9899, 9999)).toBe(9900n)
    expect(settleDice(100n, 'under', 100, 0)).toBe(9900n)
  })
})

describe('chance and multiplier', () => {
  // [direction, target, winning rolls of 10,000, multiplier in hundredths at a 1% edge]
  const table: [Direction, number, number, number][] = [
    ['under', 5000, 5000, 198], // 50.00%: 0.99 / 0.5 = 1.98×
    ['over', 5000, 4999, 198], // 49.99%: 1.98039… → 1.98×
    ['over', 4999, 5000, 198],
    ['under', 100, 100, 9900], // 1%: 99×
    ['over', 9899, 100, 9900],
    ['under', 9500, 9500, 104], // 95%: 1.04210… → 1.04×
    ['over', 499, 9500, 104],
    ['under', 2500, 2500, 396], // 25%: 3.96×
    ['over', 8999, 1000, 990], // 10%: 9.90×
    ['under', 3333, 3333, 297], // 33.33%: 2.97029… → 2.97×
    ['under', 777, 777, 1274], // 7.77%: 12.74131… → 12.74×
  ]
  for (const [direction, target, rolls, multiplier] of table) {
    it(`${direction} ${(target / 100).toFixed(2)} wins ${(rolls / 100).toFixed(2)}% and pays ${(multiplier / 100).toFixed(2)}×`, () => {
      expect(winningRolls(direction, target)).toBe(rolls)
      expect(multiplierFor(direction, target)).toBe(multiplier)
    })
  }

  it('follows the edge', () => {
    expect(multiplierFor('under', 5000, 0)).toBe(200)
    expect(multiplierFor('under', 5000, 0.02)).toBe(196)
    expect(multiplierFor('under', 5000, 0.025)).toBe(195)
  })

  it('returns at most 1 − edge, and within a hundredth of the chance of it, for every valid bet', () => {
    let lowest = 1
    for (const direction of ['over', 'under'] as const) {
      for (let target = 0; target < ROLL_OUTCOMES; target++) {
        const rolls = direction === 'over' ? ROLL_OUTCOMES - 1 - target : target
        if (rolls < 100 || rolls > 9500) continue
        // In millionths: multiplier (hundredths) × rolls (of 10,000).
        const returned = multiplierFor(direction, target) * rolls
        if (returned > 990_000 || returned <= 990_000 - rolls) expect.fail(`${direction} ${target} returns ${returned / 1e6}`)
        lowest = Math.min(lowest, returned / 1e6)
      }
    }
    expect(lowest).toBeGreaterThan(0.98)
  })

  it('returns it roll by roll: settling all 10,000 rolls gives back multiplier × chance', () => {
    for (const [direction, target] of [['over', 5000], ['under', 777], ['over', 499], ['under', 100]] as const) {
      let returned = 0n
      for (let rolled = 0; rolled < ROLL_OUTCOMES; rolled++) returned += settleDice(100n, direction, target, rolled)
      expect(returned).toBe(BigInt(multiplierFor(direction, target) * winningRolls(direction, target)))
    }
  })
})

describe('a seeded run of 1,000,000 rolls', () => {
  it('returns 1 − edge within 4 standard errors for a few bets', () => {
    const rolls = 1_000_000
    const lines: string[] = []
    for (const [direction, target, seed] of [['under', 5000, 1], ['over', 8999, 2], ['under', 100, 3], ['over', 499, 4]] as const) {
      const random = seededRandom(seed)
      let returned = 0n
      for (let i = 0; i < rolls; i++) returned += settleDice(100n, direction, target, roll(random))
      const observed = Number(returned) / (rolls * 100)
      const p = winningRolls(direction, target) / ROLL_OUTCOMES
      const multiplier = multiplierFor(direction, target) / 100
      const expected = multiplier * p
      const tolerance = 4 * multiplier * Math.sqrt((p * (1 - p)) / rolls)
      lines.push(`${direction} ${(target / 100).toFixed(2)} returns ${observed.toFixed(4)} (expected ${expected.toFixed(4)} ± ${tolerance.toFixed(4)})`)
      expect(Math.abs(observed - expected)).toBeLessThan(tolerance)
      expect(Math.abs(observed - 0.99)).toBeLessThan(tolerance + 0.01)
    }
    console.log(`dice, ${rolls} seeded rolls each: ${lines.join('; ')}`)
  })
})

describe('validation', () => {
  it('refuses a target giving less than 1% or more than 95%', () => {
    expect(() => multiplierFor('under', 99)).toThrow(/1% to 95%/)
    expect(() => multiplierFor('under', 9501)).toThrow(/1% to 95%/)
    expect(() => multiplierFor('over', 9900)).toThrow(/1% to 95%/)
    expect(() => multiplierFor('over', 498)).toThrow(/1% to 95%/)
    expect(() => settleDice(100n, 'under', 0, 0)).toThrow(/1% to 95%/)
  })

  it('refuses a target, roll, direction, stake or edge that is not one', () => {
    expect(() => multiplierFor('under', 10000)).toThrow(/target/)
    expect(() => multiplierFor('under', -1)).toThrow(/target/)
    expect(() => multiplierFor('under', 50.5)).toThrow(/target/)
    expect(() => multiplierFor('sideways' as Direction, 5000)).toThrow(/over' or 'under/)
    expect(() => settleDice(100n, 'under', 5000, 10000)).toThrow(/roll/)
    expect(() => settleDice(100n, 'under', 5000, 12.5)).toThrow(/roll/)
    expect(() => settleDice(0n, 'under', 5000, 10)).toThrow(/stake/)
    expect(() => multiplierFor('under', 5000, 1)).toThrow(/edge/)
    expect(() => multiplierFor('under', 5000, -0.01)).toThrow(/edge/)
    expect(() => multiplierFor('under', 5000, 0.0000001)).toThrow(/edge/)
    expect(() => multiplierFor('under', 5000, Number.NaN)).toThrow(/edge/)
  })

  it('throws a plain Error', () => {
    expect(() => multiplierFor('under', 50)).toThrow(Error)
    try {
      multiplierFor('under', 50)
    } catch (error) {
      expect((error as Error).constructor).toBe(Error)
    }
  })
})
