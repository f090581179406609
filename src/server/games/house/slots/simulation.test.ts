/**
 * The engine, played for real with a seeded source, returns what rtp.ts says it should. The tolerance is stated
 * from the exact spread: a mean of N independent rounds with standard deviation σ is within z·σ/√N of the RTP,
 * and z = 4 makes a false alarm about 1 in 16,000 for a fair engine (the seed is fixed, so a run is repeatable).
 */
import { describe, expect, it } from 'vitest'
import { playRound } from './engine'
import { HOUSE_SLOTS } from './paytables'
import { roundStatistics, rtpBreakdown } from './rtp'
import { seededRandom } from './testRandom'

const ROUNDS = 500_000
const Z = 4

describe.each(HOUSE_SLOTS.map((table) => [table.name, table] as const))('%s', (_, table) => {
  it(`returns its exact RTP within ${Z}σ/√N over ${ROUNDS.toLocaleString('en-US')} seeded rounds`, () => {
    const { rtp, standardDeviation } = roundStatistics(table)
    const { triggerChance } = rtpBreakdown(table)
    const random = seededRandom(0x5107)
    const bet = { lineBet: 10n, lines: table.paylines.length }
    let staked = 0n
    let won = 0n
    let triggers = 0
    for (let round = 0; round < ROUNDS; round++) {
      const result = playRound(table, random, bet)
      staked += result.totalBet
      won += result.totalWin
      if (result.freeSpins.length > 0) triggers++
    }
    const measured = Number(won) / Number(staked)
    const tolerance = (Z * standardDeviation) / Math.sqrt(ROUNDS)
    // The trigger count is binomial: the same z on its own standard deviation.
    const triggerTolerance = Z * Math.sqrt(triggerChance * (1 - triggerChance) / ROUNDS)
    console.info(
      `${table.name}: ${ROUNDS} rounds returned ${measured.toFixed(5)} against exact ${rtp.toFixed(5)} ` +
      `(σ ${standardDeviation.toFixed(3)}, tolerance ±${tolerance.toFixed(5)}, off by ${(measured - rtp).toFixed(5)}); ` +
      `free spins in ${(triggers / ROUNDS).toFixed(5)} of rounds against ${triggerChance.toFixed(5)} ±${triggerTolerance.toFixed(5)}`,
    )
    expect(Math.abs(measured - rtp)).toBeLessThan(tolerance)
    expect(Math.abs(triggers / ROUNDS - triggerChance)).toBeLessThan(triggerTolerance)
  })
})
