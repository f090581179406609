/**
 * rtp.ts against brute force on the small fixture (9^5 = 59,049 screens): every screen priced by the engine's
 * own `evaluate`, and free spins as the N-fold convolution of the spin's distribution, so neither the per-reel
 * counting shortcut nor the variance formula is trusted on its own word.
 */
import { describe, expect, it } from 'vitest'
import { evaluate, freeSpinsFor, type Paytable } from './engine'
import { HOUSE_SLOTS } from './paytables'
import { exactRtp, roundStatistics, rtpBreakdown } from './rtp'
import { FIXTURE } from './testFixtures'

/** Every screen of the table: its spin win with lineBet 1 (so in units of 1/lines of the total bet) and scatters. */
function allScreens(table: Paytable, lines: number): { units: number; scatters: number }[] {
  const screens: { units: number; scatters: number }[] = []
  const stops = [0, 0, 0, 0, 0]
  const walk = (reel: number) => {
    if (reel === stops.length) {
      const outcome = evaluate(table, stops, { lineBet: 1n, lines })
      screens.push({ units: Number(outcome.win), scatters: outcome.scatterCount })
      return
    }
    for (let stop = 0; stop < table.reels[reel].length; stop++) {
      stops[reel] = stop
      walk(reel + 1)
    }
  }
  walk(0)
  return screens
}

/** The distribution of the sum of `n` independent draws from `pmf` (value → probability). */
function sumOf(pmf: Map<number, number>, n: number): Map<number, number> {
  let total = new Map([[0, 1]])
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>()
    for (const [a, p] of total) for (const [b, q] of pmf) next.set(a + b, (next.get(a + b) ?? 0) + p * q)
    total = next
  }
  return total
}

/** A round's mean and variance per unit of total bet, by brute force. */
function bruteForceRound(table: Paytable, lines: number): { rtp: number; variance: number } {
  const screens = allScreens(table, lines)
  const pmf = new Map<number, number>()
  for (const { units } of screens) pmf.set(units, (pmf.get(units) ?? 0) + 1 / screens.length)
  const m = table.freeSpinMultiplier
  const moments = new Map<number, { mean: number; meanSquare: number }>()
  let mean = 0
  let meanSquare = 0
  for (const { units, scatters } of screens) {
    const n = freeSpinsFor(table, scatters)
    if (!moments.has(n)) {
      const sums = [...sumOf(pmf, n)]
      moments.set(n, { mean: sums.reduce((s, [v, p]) => s + v * p, 0), meanSquare: sums.reduce((s, [v, p]) => s + v * v * p, 0) })
    }
    const free = moments.get(n) as { mean: number; meanSquare: number }
    // The round in units: Y = X + m·S with S the free spins' sum, independent of X given N.
    mean += (units + m * free.mean) / screens.length
    meanSquare += (units * units + 2 * m * units * free.mean + m * m * free.meanSquare) / screens.length
  }
  return { rtp: mean / lines, variance: (meanSquare - mean * mean) / (lines * lines) }
}

describe('exact RTP and variance', () => {
  it.each([4, 1])('agree with brute force on the fixture, %i lines played', (lines) => {
    const brute = bruteForceRound(FIXTURE, lines)
    const statistics = roundStatistics(FIXTURE, lines)
    expect(exactRtp(FIXTURE)).toBeCloseTo(brute.rtp, 10)
    expect(statistics.rtp).toBeCloseTo(brute.rtp, 10)
    expect(statistics.variance).toBeCloseTo(brute.variance, 8)
    expect(statistics.screens).toBe(9 ** 5)
  })

  it('splits the fixture return into lines, scatter and free spins that add up', () => {
    const parts = rtpBreakdown(FIXTURE)
    expect(parts.total).toBeCloseTo((parts.lines + parts.scatter) * (1 + FIXTURE.freeSpinMultiplier * parts.freeSpinsPerRound), 14)
    expect(parts.total).toBeCloseTo(parts.lines + parts.scatter + parts.freeSpins, 14)
    // One scatter on reels 1, 3 and 5, each in 3 of 9 stops: all three show with chance (1/3)^3.
    expect(parts.triggerChance).toBeCloseTo(1 / 27, 14)
    expect(parts.freeSpinsPerRound).toBeCloseTo(10 / 27, 14)
  })

  it.each(HOUSE_SLOTS.map((table) => [table.name, table] as const))('%s: counting by reel and walking every screen give the same RTP', (_, table) => {
    expect(roundStatistics(table).rtp).toBeCloseTo(exactRtp(table), 12)
  })
})
