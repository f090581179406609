/**
 * The exact return and spread of a paytable under the engine's rules (engine.ts), by counting stops, never by
 * sampling: what `declaredRtp` is checked against, and the standard deviation a simulation states its tolerance from.
 *
 * Both figures are per unit of total bet, for one whole round (the base spin plus the free spins it awards, without
 * retrigger). Lines are priced by the engine's own `linePay`, so the two can't disagree on the wild rule.
 *
 * Why it is fast: every reel stops independently and uniformly, and a strip is a loop, so any one row of a reel
 * shows each symbol with its frequency on the strip. One payline's expected pay is therefore a sum over symbol
 * sequences weighted by per-reel symbol counts (at most S^5 sequences, not L^5 stop combinations), and it is the
 * same for every payline: the return does not depend on how many lines are played. The spread does (lines on one
 * screen are correlated), so `roundStatistics` walks every stop combination, skipping the last two reels for the
 * many screens whose first three reels already settle every line.
 */
import { freeSpinsFor, linePay, REEL_COUNT, ROW_COUNT, scatterPay, windowAt, type Paytable } from './engine'

export interface RtpBreakdown {
  /** Expected line return of one spin (no multiplier), per unit of total bet. */
  lines: number
  /** Expected scatter return of one spin (no multiplier), per unit of total bet. */
  scatter: number
  /** Chance that a base spin awards free spins. */
  triggerChance: number
  /** Free spins awarded per round, on average. */
  freeSpinsPerRound: number
  /** What the free spins add to a round, per unit of total bet. */
  freeSpins: number
  /** The round's expected return per unit of total bet: the exact RTP. */
  total: number
}

export interface RoundStatistics {
  /** Lines played: the spread depends on it, the return does not. */
  lines: number
  /** Stop combinations walked (the product of the strip lengths). */
  screens: number
  /** Expected return of a round per unit of total bet (equals rtpBreakdown(table).total). */
  rtp: number
  /** Variance of one round's return per unit of total bet. */
  variance: number
  standardDeviation: number
  /** Standard deviation of one spin's return (no free spins, no multiplier), for reference. */
  spinStandardDeviation: number
}

/** The distinct symbols of a reel strip, each with how many stops show it. */
function symbolCounts(strip: readonly string[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1)
  return [...counts]
}

/** How many scatters each stop of a reel puts on the screen. */
function scattersByStop(table: Paytable, strip: readonly string[]): number[] {
  return strip.map((_, stop) => windowAt(strip, stop, table.rows).filter((symbol) => symbol === table.scatter.symbol).length)
}

/** For each scatter count k, how many of all stop combinations show k scatters (sums to the screen count). */
function screensByScatterCount(table: Paytable): number[] {
  let distribution = [1]
  for (const strip of table.reels) {
    const perReel: number[] = []
    for (const count of scattersByStop(table, strip)) perReel[count] = (perReel[count] ?? 0) + 1
    const next: number[] = new Array(distribution.length + perReel.length - 1).fill(0)
    distribution.forEach((screens, soFar) => perReel.forEach((stops = 0, here) => (next[soFar + here] += screens * stops)))
    distribution = next
  }
  return distribution
}

/**
 * One payline's total pay over every stop combination, in line bets: Σ over symbol sequences of the product of
 * per-reel symbol counts times the line's pay. An integer below 2^53 (≤ screens × the top pay), so exact.
 */
function linePayOverAllScreens(table: Paytable): number {
  const reels = table.reels.map(symbolCounts)
  let total = 0
  const symbols: string[] = []
  const walk = (reel: number, weight: number) => {
    if (reel === reels.length) {
      total += weight * (linePay(table, symbols)?.pay ?? 0)
      return
    }
    for (const [symbol, count] of reels[reel]) {
      symbols[reel] = symbol
      walk(reel + 1, weight * count)
    }
  }
  walk(0, 1)
  return total
}

function screenCount(table: Paytable): number {
  return table.reels.reduce((product, strip) => product * strip.length, 1)
}

/** The exact expected return of a round, by part. */
export function rtpBreakdown(table: Paytable): RtpBreakdown {
  const screens = screenCount(table)
  const byScatters = screensByScatterCount(table)
  const lineSum = linePayOverAllScreens(table)
  const scatterSum = byScatters.reduce((sum, n, count) => sum + n * scatterPay(table, count), 0)
  const freeSpinSum = byScatters.reduce((sum, n, count) => sum + n * freeSpinsFor(table, count), 0)
  const triggerSum = byScatters.reduce((sum, n, count) => sum + (freeSpinsFor(table, count) > 0 ? n : 0), 0)
  // A spin returns (lineSum + scatterSum) / screens; a round adds freeSpinSum / screens spins at the multiplier:
  // total = (lineSum + scatterSum) × (screens + multiplier × freeSpinSum) / screens², exact in bigint before
  // the one division.
  const spinSum = BigInt(lineSum) + BigInt(scatterSum)
  const numerator = spinSum * (BigInt(screens) + BigInt(table.freeSpinMultiplier) * BigInt(freeSpinSum))
  const denominator = BigInt(screens) * BigInt(screens)
  const spinReturn = Number(spinSum) / screens
  return {
    lines: lineSum / screens,
    scatter: scatterSum / screens,
    triggerChance: triggerSum / screens,
    freeSpinsPerRound: freeSpinSum / screens,
    freeSpins: spinReturn * table.freeSpinMultiplier * (freeSpinSum / screens),
    total: Number(numerator) / Number(denominator),
  }
}

/** The exact RTP: a round's expected return per unit of total bet. */
export function exactRtp(table: Paytable): number {
  return rtpBreakdown(table).total
}

/**
 * The exact mean and variance of one round's return per unit of total bet with `lines` lines played, by walking
 * every stop combination.
 *
 * A spin's return X (lines + scatter) is summed over all screens as integers in units of 1/lines of the total bet
 * (exact), with X², and X split by scatter count k. The round's return is Y = X + m·(X₁ + … + X_N), where
 * N = freeSpins(k) and the Xᵢ are independent spins like X, so with μ, σ² the spin's mean and variance:
 *   E[Y]  = μ·(1 + m·E[N])
 *   E[Y²] = E[X²] + 2m·μ·E[X·N] + m²·(σ²·E[N] + μ²·E[N²]).
 */
export function roundStatistics(table: Paytable, lines: number = table.paylines.length): RoundStatistics {
  if (!Number.isInteger(lines) || lines < 1 || lines > table.paylines.length) throw new Error(`${table.id} plays 1 to ${table.paylines.length} lines`)
  if (table.reels.length !== REEL_COUNT || table.rows !== ROW_COUNT) throw new Error('roundStatistics walks 5 reels of 3 rows')
  const screens = screenCount(table)

  // Symbols as small integers; a line's five symbols as one code, reel 1 in the lowest digit.
  const alphabet = [...new Set(table.reels.flat())]
  const base = alphabet.length
  const index = new Map(alphabet.map((symbol, i) => [symbol, i]))
  const place = [1, base, base ** 2, base ** 3, base ** 4]
  const payOfCode = new Float64Array(base ** 5)
  // A line whose first three symbols pay nothing pays nothing whatever reels 4 and 5 show.
  const livePrefix = new Uint8Array(base ** 3)
  for (let code = 0; code < payOfCode.length; code++) {
    const symbols = place.map((p) => alphabet[Math.floor(code / p) % base])
    const pay = linePay(table, symbols)?.pay ?? 0
    payOfCode[code] = pay
    if (pay > 0) livePrefix[code % base ** 3] = 1
  }

  // Per reel, per stop and row: the symbol's code already multiplied by its reel's place.
  const placed = table.reels.map((strip, reel) => {
    const cells = new Int32Array(strip.length * ROW_COUNT)
    for (let stop = 0; stop < strip.length; stop++) {
      windowAt(strip, stop).forEach((symbol, row) => (cells[stop * ROW_COUNT + row] = (index.get(symbol) as number) * place[reel]))
    }
    return cells
  })
  const scatters = table.reels.map((strip) => scattersByStop(table, strip))
  const played = table.paylines.slice(0, lines)
  const rowOf = (reel: number) => Int32Array.from(played, (line) => line[reel])
  const [row0, row1, row2, row3, row4] = [0, 1, 2, 3, 4].map(rowOf)
  const [len0, len1, len2, len3, len4] = table.reels.map((strip) => strip.length)
  const [cells0, cells1, cells2, cells3, cells4] = placed

  const maxScatters = scatters.reduce((sum, perStop) => sum + Math.max(...perStop), 0)
  // The scatter's pay in units of 1/lines of the total bet, by count.
  const scatterUnits = Array.from({ length: maxScatters + 1 }, (_, count) => lines * scatterPay(table, count))
  // Reels 4 and 5's scatters: how many of their stop pairs show j of them.
  const lastTwoByScatters = new Array<number>(maxScatters + 1).fill(0)
  for (let d = 0; d < len3; d++) for (let e = 0; e < len4; e++) lastTwoByScatters[scatters[3][d] + scatters[4][e]]++

  let sum = 0n
  let sumOfSquares = 0n
  const sumByScatters = new Array<number>(maxScatters + 1).fill(0)
  const prefix = new Int32Array(lines)
  const live = new Int32Array(lines)
  for (let a = 0; a < len0; a++) {
    for (let b = 0; b < len1; b++) {
      for (let c = 0; c < len2; c++) {
        const scattersSoFar = scatters[0][a] + scatters[1][b] + scatters[2][c]
        let liveCount = 0
        for (let l = 0; l < lines; l++) {
          const code = cells0[a * 3 + row0[l]] + cells1[b * 3 + row1[l]] + cells2[c * 3 + row2[l]]
          if (livePrefix[code] === 1) {
            prefix[liveCount] = code
            live[liveCount++] = l
          }
        }
        // Sums over this prefix's screens stay below 2^53 (≤ 32² screens × a spin's top return squared), so
        // plain numbers are exact here and bigint carries the totals.
        let blockSum = 0
        let blockSquares = 0
        if (liveCount === 0) {
          // Only the scatter can pay: the screen's return depends on reels 4 and 5 through their scatter count alone.
          lastTwoByScatters.forEach((n, j) => {
            if (n === 0) return
            const units = scatterUnits[scattersSoFar + j]
            blockSum += n * units
            blockSquares += n * units * units
            sumByScatters[scattersSoFar + j] += n * units
          })
        } else {
          for (let d = 0; d < len3; d++) {
            for (let e = 0; e < len4; e++) {
              const count = scattersSoFar + scatters[3][d] + scatters[4][e]
              let units = scatterUnits[count]
              for (let i = 0; i < liveCount; i++) {
                const l = live[i]
                units += payOfCode[prefix[i] + cells3[d * 3 + row3[l]] + cells4[e * 3 + row4[l]]]
              }
              blockSum += units
              blockSquares += units * units
              sumByScatters[count] += units
            }
          }
        }
        sum += BigInt(blockSum)
        sumOfSquares += BigInt(blockSquares)
      }
    }
  }

  const byScatters = screensByScatterCount(table)
  const m = table.freeSpinMultiplier
  const perScreen = lines * screens
  const mean = Number(sum) / perScreen
  const meanSquare = Number(sumOfSquares) / (perScreen * lines)
  const spinVariance = meanSquare - mean * mean
  let spins = 0
  let spinsSquared = 0
  let returnTimesSpins = 0
  byScatters.forEach((n, count) => {
    const awarded = freeSpinsFor(table, count)
    spins += (n / screens) * awarded
    spinsSquared += (n / screens) * awarded * awarded
    returnTimesSpins += ((sumByScatters[count] ?? 0) / perScreen) * awarded
  })
  const rtp = mean * (1 + m * spins)
  const roundMeanSquare = meanSquare + 2 * m * mean * returnTimesSpins + m * m * (spinVariance * spins + mean * mean * spinsSquared)
  const variance = roundMeanSquare - rtp * rtp
  return { lines, screens, rtp, variance, standardDeviation: Math.sqrt(variance), spinStandardDeviation: Math.sqrt(spinVariance) }
}
