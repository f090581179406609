/**
 * The seeded source the simulation relies on: in range, roughly uniform (a chi-square check), repeatable.
 */
import { describe, expect, it } from 'vitest'
import { seededRandom } from './testRandom'

describe('seededRandom', () => {
  it.each([7, 30, 32])('draws int(%i) uniformly', (bound) => {
    const random = seededRandom(bound)
    const draws = 100_000
    const counts = new Array<number>(bound).fill(0)
    let outOfRange = 0
    for (let i = 0; i < draws; i++) {
      const value = random.int(bound)
      if (Number.isInteger(value) && value >= 0 && value < bound) counts[value]++
      else outOfRange++
    }
    expect(outOfRange).toBe(0)
    const expected = draws / bound
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    // With k − 1 degrees of freedom the statistic averages k − 1 with variance 2(k − 1): 6 standard deviations
    // above the mean is a failure no fair source reaches in practice.
    expect(chiSquare).toBeLessThan(bound - 1 + 6 * Math.sqrt(2 * (bound - 1)))
  })

  it('repeats a seed and refuses a bound it cannot draw', () => {
    const a = seededRandom(1)
    const b = seededRandom(1)
    expect(Array.from({ length: 8 }, () => a.int(1000))).toEqual(Array.from({ length: 8 }, () => b.int(1000)))
    expect(a.bytes(16)).toEqual(b.bytes(16))
    expect(() => a.int(0)).toThrow()
  })
})
