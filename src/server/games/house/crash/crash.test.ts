/**
 * Crash: the crash point's distribution (P(crash ≥ m) = 0.99 / m, checked exactly at its edges with a stubbed
 * source and statistically over a seeded run of 1,000,000 rounds), the return of cashing out at m, the curve and
 * its inverse, and the payout's rounding. Statistical tolerances are 4 standard errors of the stated figure (a
 * fair implementation fails one about once in 16,000 seeds; the seed is fixed, so the run never flickers).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { RandomSource } from '../../../runtime'
import { seededRandom } from '../baccarat/seededRandom'
import { MAX_CRASH_POINT, MIN_CASH_OUT, cashOutReturn, crashPoint, elapsedAt, multiplierAt, settleAutoCashOut } from './crash'

/** A source whose 52-bit draw is exactly `r` (taken as two 26-bit halves, high first). */
function drawing(r: number): RandomSource {
  const halves = [Math.floor(r / 2 ** 26), r % 2 ** 26]
  return {
    bytes: () => {
      throw new Error('not used')
    },
    int: (maxExclusive) => {
      expect(maxExclusive).toBe(2 ** 26)
      const half = halves.shift()
      if (half === undefined) throw new Error('drew more than twice')
      return half
    },
  }
}

describe('the crash point', () => {
  it('is (1 − edge) · 2^52 / (2^52 − r) in hundredths, rounded down, between 1.00× and the cap', () => {
    // r = 0: X = 0.99, the instant bust.
    expect(crashPoint(drawing(0))).toBe(100)
    // r = 2^51: X = 0.99 × 2 = 1.98.
    expect(crashPoint(drawing(2 ** 51))).toBe(198)
    // With no edge the same draw is exactly 2.00×.
    expect(crashPoint(drawing(2 ** 51), 0)).toBe(200)
    // 2^52 − r = 2^44 gives X = 0.99 × 2^8 = 253.44.
    expect(crashPoint(drawing(2 ** 52 - 2 ** 44))).toBe(25344)
    // The largest draw would be 0.99 × 2^52: capped.
    expect(crashPoint(drawing(2 ** 52 - 1))).toBe(MAX_CRASH_POINT)
  })

  // P(crash ≥ m) is the share of 52-bit draws at or above the first draw that reaches m: found by bisection on a
  // stubbed source, it must be 0.99 / (m / 100) to within a few draws in 2^52.
  it('reaches m on exactly a 0.99 / m share of all draws', () => {
    for (const m of [101, 150, 200, 777, 1000, 10000, 1_000_000]) {
      let low = 0
      let high = 2 ** 52 - 1
      while (low < high) {
        const mid = Math.floor((low + high) / 2)
        if (crashPoint(drawing(mid)) >= m) high = mid
        else low = mid + 1
      }
      const share = (2 ** 52 - low) / 2 ** 52
      expect(Math.abs(share - (0.99 * 100) / m), `m = ${m}`).toBeLessThan(1e-12)
    }
  })

  it('refuses an edge outside [0, 1)', () => {
    expect(() => crashPoint(seededRandom(1), -0.01)).toThrow(/edge/)
    expect(() => crashPoint(seededRandom(1), 1)).toThrow(/edge/)
    expect(() => crashPoint(seededRandom(1), Number.NaN)).toThrow(/edge/)
  })

  it('is the same for the same seed', () => {
    const a = seededRandom(9)
    const b = seededRandom(9)
    const draws = Array.from({ length: 100 }, () => [crashPoint(a), crashPoint(b)])
    for (const [x, y] of draws) expect(x).toBe(y)
    expect(new Set(draws.map(([x]) => x)).size).toBeGreaterThan(50)
  })
})

describe('over a seeded run of 1,000,000 rounds', () => {
  const ROUNDS = 1_000_000
  const points = new Int32Array(ROUNDS)
  beforeAll(() => {
    const random = seededRandom(31337)
    for (let i = 0; i < ROUNDS; i++) points[i] = crashPoint(random)
  })
  const atLeast = (m: number) => points.reduce((count, point) => count + (point >= m ? 1 : 0), 0) / ROUNDS

  it('crashes at or above m with probability 0.99 / m', () => {
    const lines: string[] = []
    for (const m of [101, 150, 200, 300, 500, 1000, 2000, 10000, 100000]) {
      const expected = (0.99 * 100) / m
      const tolerance = 4 * Math.sqrt((expected * (1 - expected)) / ROUNDS)
      const observed = atLeast(m)
      lines.push(`P(≥ ${(m / 100).toFixed(2)}×) ${observed.toFixed(5)} (expected ${expected.toFixed(5)} ± ${tolerance.toFixed(5)})`)
      expect(Math.abs(observed - expected), `P(crash ≥ ${m})`).toBeLessThan(tolerance)
    }
    // 1.00× takes the instant bust (1%) and every X in [1.00, 1.01): 1 − 0.99 / 1.01.
    const bust = 1 - atLeast(101)
    const expectedBust = 1 - 0.99 / 1.01
    lines.push(`P(= 1.00×) ${bust.toFixed(5)} (expected ${expectedBust.toFixed(5)})`)
    expect(Math.abs(bust - expectedBust)).toBeLessThan(4 * Math.sqrt((expectedBust * (1 - expectedBust)) / ROUNDS))
    expect(points.reduce((low, point) => Math.min(low, point), MAX_CRASH_POINT)).toBe(100)
    console.log(`crash, ${ROUNDS} seeded rounds: ${lines.join('; ')}`)
  })

  it('returns 1 − edge on average to a cash-out at m, whatever m', () => {
    const lines: string[] = []
    for (const target of [MIN_CASH_OUT, 150, 200, 1000, 10000]) {
      const stake = 100n
      let returned = 0n
      for (const point of points) returned += settleAutoCashOut(stake, target, point)
      const observed = Number(returned) / (ROUNDS * 100)
      // Returns target/100 with probability p = 0.99 / (target/100), else 0.
      const p = 99 / target
      const tolerance = 4 * (target / 100) * Math.sqrt((p * (1 - p)) / ROUNDS)
      lines.push(`${(target / 100).toFixed(2)}× returns ${observed.toFixed(4)} (expected 0.99 ± ${tolerance.toFixed(4)})`)
      expect(Math.abs(observed - 0.99), `cash-out at ${target}`).toBeLessThan(tolerance)
    }
    console.log(`crash returns: ${lines.join('; ')}`)
  })
})

describe('another edge', () => {
  it('crashes at or above 2.00× with probability (1 − edge) / 2', () => {
    const rounds = 200_000
    const random = seededRandom(5)
    let atLeastTwo = 0
    for (let i = 0; i < rounds; i++) if (crashPoint(random, 0.05) >= 200) atLeastTwo++
    expect(Math.abs(atLeastTwo / rounds - 0.475)).toBeLessThan(4 * Math.sqrt((0.475 * 0.525) / rounds))
  })
})

describe('the curve', () => {
  it('starts at 1.00× and reaches 2×, 10× and 100× at 11.6 s, 38.4 s and 76.8 s', () => {
    expect(multiplierAt(0)).toBe(100)
    expect(elapsedAt(100)).toBe(0)
    expect(elapsedAt(200)).toBe(11553)
    expect(multiplierAt(11552)).toBe(199)
    expect(multiplierAt(11553)).toBe(200)
    expect(elapsedAt(1000)).toBe(38377)
    expect(elapsedAt(10000)).toBe(76753)
  })

  it('never falls, and rises over any 200 ms', () => {
    let previous = multiplierAt(0)
    for (let t = 1; t <= 300_000; t++) {
      const m = multiplierAt(t)
      if (m < previous) expect.fail(`the curve fell at ${t} ms: ${previous} → ${m}`)
      previous = m
    }
    for (let t = 0; t < 200_000; t += 200) expect(multiplierAt(t + 200)).toBeGreaterThan(multiplierAt(t))
  })

  it('stops at the cap', () => {
    expect(multiplierAt(elapsedAt(MAX_CRASH_POINT))).toBe(MAX_CRASH_POINT)
    expect(multiplierAt(10 * elapsedAt(MAX_CRASH_POINT))).toBe(MAX_CRASH_POINT)
  })

  it('has an inverse: elapsedAt(m) is the first ms showing m or more', () => {
    const samples = [...Array.from({ length: 30_000 }, (_, i) => 100 + i), 99_999, 123_457, 1_000_000, 31_415_926, MAX_CRASH_POINT - 1, MAX_CRASH_POINT]
    for (const m of samples) {
      const t = elapsedAt(m)
      if (multiplierAt(t) < m || (t > 0 && multiplierAt(t - 1) >= m)) expect.fail(`elapsedAt(${m}) = ${t}: the curve shows ${multiplierAt(t - 1)} then ${multiplierAt(t)}`)
    }
    // Below 166.67× the curve climbs less than a hundredth per ms: it shows every multiplier exactly.
    for (let m = 100; m <= 16_000; m++) expect(multiplierAt(elapsedAt(m))).toBe(m)
  })

  it('refuses a time or multiplier that is not one', () => {
    expect(() => multiplierAt(-1)).toThrow(/elapsed/)
    expect(() => multiplierAt(Number.POSITIVE_INFINITY)).toThrow(/elapsed/)
    expect(() => elapsedAt(99)).toThrow(/multiplier/)
    expect(() => elapsedAt(150.5)).toThrow(/multiplier/)
    expect(() => elapsedAt(MAX_CRASH_POINT + 1)).toThrow(/multiplier/)
  })
})

describe('cashing out', () => {
  it('pays stake × multiplier, rounded down', () => {
    expect(cashOutReturn(1000n, 250)).toBe(2500n)
    expect(cashOutReturn(333n, 150)).toBe(499n) // 499.5
    expect(cashOutReturn(1n, 199)).toBe(1n) // 1.99
    expect(cashOutReturn(7n, 100)).toBe(7n)
    expect(cashOutReturn(10n ** 30n, MAX_CRASH_POINT)).toBe(10n ** 36n)
  })

  it('pays an automatic cash-out when the curve reached it, the crash point included', () => {
    expect(settleAutoCashOut(100n, 200, 200)).toBe(200n)
    expect(settleAutoCashOut(100n, 200, 1234)).toBe(200n)
    expect(settleAutoCashOut(100n, 201, 200)).toBe(0n)
    expect(settleAutoCashOut(100n, MIN_CASH_OUT, 100)).toBe(0n)
  })

  it('refuses a stake of nothing, a multiplier below 1.00× and a cash-out target of 1.00×', () => {
    expect(() => cashOutReturn(0n, 200)).toThrow(/stake/)
    expect(() => cashOutReturn(100n, 99)).toThrow(/multiplier/)
    expect(() => cashOutReturn(100n, 150.5)).toThrow(/multiplier/)
    expect(() => settleAutoCashOut(100n, 100, 500)).toThrow(/target/)
    expect(() => settleAutoCashOut(-1n, 200, 500)).toThrow(/stake/)
    expect(() => settleAutoCashOut(100n, 200, 99)).toThrow(/crash point/)
  })
})
