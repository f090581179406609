/**
 * The engine's rules on hand-worked screens (testFixtures.ts): line wins with a wild, the wild rule, the scatter
 * and its free spins without retrigger, a losing screen, bet checks, and seeded determinism.
 */
import { describe, expect, it } from 'vitest'
import { evaluate, evaluateGrid, gridAt, linePay, playRound, type Bet } from './engine'
import { HOUSE_SLOTS } from './paytables'
import {
  FIXTURE, FIXTURE_WILD_UNPAID, LINE_WIN_SCREEN, LINE_WIN_STOP, LOSING_SCREEN, LOSING_STOP, SCATTER_SCREEN, SCATTER_STOP, scriptedRandom,
} from './testFixtures'
import { seededRandom } from './testRandom'

const ALL_LINES: Bet = { lineBet: 3n, lines: 4 } // total bet 12
const MIDDLE_LINE: Bet = { lineBet: 1n, lines: 1 }
const stopsAt = (stop: number) => [stop, stop, stop, stop, stop]

/** A screen whose middle row is `symbols` (reel 1 first); the other rows never matter on line 0 alone. */
function middleRow(symbols: string[]): string[][] {
  return symbols.map((symbol) => ['M', symbol, 'L'])
}

describe('screens', () => {
  it('shows the stop and the next two symbols of each strip, wrapping round', () => {
    expect(gridAt(FIXTURE, stopsAt(LINE_WIN_STOP))).toEqual(LINE_WIN_SCREEN)
    expect(gridAt(FIXTURE, stopsAt(SCATTER_STOP))).toEqual(SCATTER_SCREEN)
    // Stop 8 of 9: the losing screen's bottom row, then the first screen's top two rows.
    expect(gridAt(FIXTURE, stopsAt(8))).toEqual(LOSING_SCREEN.map((column, reel) => [column[2], LINE_WIN_SCREEN[reel][0], LINE_WIN_SCREEN[reel][1]]))
  })

  it('refuses stops that are not on the strips', () => {
    expect(() => evaluate(FIXTURE, [0, 0, 0, 0, 9], ALL_LINES)).toThrow(/reel 5 of fixture has no stop 9/)
    expect(() => evaluate(FIXTURE, [0, 0, 0, 0], ALL_LINES)).toThrow(/needs 5 stops/)
  })
})

describe('line wins', () => {
  it('pays H×4 through a wild on the middle line and M×4 on the bottom line, nothing else', () => {
    const outcome = evaluate(FIXTURE, stopsAt(LINE_WIN_STOP), ALL_LINES)
    // Middle: H W H H L → H×4 = 40 line bets = 120. Bottom: M M M M L → M×4 = 10 = 30. Top: L M L… and the V:
    // L W M… stop at two.
    expect(outcome.lineWins).toEqual([
      { line: 0, symbol: 'H', count: 4, win: 120n },
      { line: 2, symbol: 'M', count: 4, win: 30n },
    ])
    expect(outcome.scatterCount).toBe(0)
    expect(outcome.scatterWin).toBe(0n)
    expect(outcome.win).toBe(150n)
  })

  it('pays only the lines played, from the first', () => {
    expect(evaluate(FIXTURE, stopsAt(LINE_WIN_STOP), { lineBet: 3n, lines: 2 }).lineWins).toEqual([{ line: 0, symbol: 'H', count: 4, win: 120n }])
  })

  it('multiplies every win by the multiplier', () => {
    expect(evaluate(FIXTURE, stopsAt(LINE_WIN_STOP), ALL_LINES, 2).win).toBe(300n)
  })

  it('pays nothing on a losing screen', () => {
    const outcome = evaluate(FIXTURE, stopsAt(LOSING_STOP), ALL_LINES)
    expect(outcome.lineWins).toEqual([])
    expect(outcome.win).toBe(0n)
  })

  it('needs 3 of a kind starting on reel 1', () => {
    expect(linePay(FIXTURE, ['L', 'H', 'H', 'H', 'H'])).toBeNull()
    expect(linePay(FIXTURE, ['H', 'H', 'L', 'H', 'H'])).toBeNull()
    expect(linePay(FIXTURE, ['H', 'H', 'H', 'L', 'H'])).toEqual({ symbol: 'H', count: 3, pay: 10 })
  })

  it('lets the wild stand in on either side of the symbol, but not for the scatter', () => {
    expect(linePay(FIXTURE, ['W', 'W', 'H', 'W', 'L'])).toEqual({ symbol: 'H', count: 4, pay: 40 })
    expect(linePay(FIXTURE, ['H', 'H', 'S', 'H', 'H'])).toBeNull()
    expect(linePay(FIXTURE, ['W', 'W', 'S', 'H', 'H'])).toBeNull()
    expect(linePay(FIXTURE, ['S', 'W', 'W', 'W', 'W'])).toBeNull()
  })

  it('pays a line of only wilds as the wild when it has a pay, else as the best symbol', () => {
    const wilds = middleRow(['W', 'W', 'W', 'W', 'W'])
    expect(evaluateGrid(FIXTURE, wilds, MIDDLE_LINE).lineWins).toEqual([{ line: 0, symbol: 'W', count: 5, win: 500n }])
    expect(evaluateGrid(FIXTURE_WILD_UNPAID, wilds, MIDDLE_LINE).lineWins).toEqual([{ line: 0, symbol: 'H', count: 5, win: 200n }])
  })

  it('pays a line its single highest reading', () => {
    // W W W L L: L×5 = 20, the wilds as W×3 = 50, or as H×3 = 10.
    expect(linePay(FIXTURE, ['W', 'W', 'W', 'L', 'L'])).toEqual({ symbol: 'W', count: 3, pay: 50 })
    expect(linePay(FIXTURE_WILD_UNPAID, ['W', 'W', 'W', 'L', 'L'])).toEqual({ symbol: 'L', count: 5, pay: 20 })
    // W W W M H without a wild pay: M×4 = 10 ties H×3 = 10; the longer run is reported.
    expect(linePay(FIXTURE_WILD_UNPAID, ['W', 'W', 'W', 'M', 'H'])).toEqual({ symbol: 'M', count: 4, pay: 10 })
  })
})

describe('scatter and free spins', () => {
  it('pays 3 scatters anywhere as 2× the total bet', () => {
    const outcome = evaluate(FIXTURE, stopsAt(SCATTER_STOP), ALL_LINES)
    expect(outcome.lineWins).toEqual([])
    expect(outcome.scatterCount).toBe(3)
    expect(outcome.scatterWin).toBe(24n)
    expect(outcome.win).toBe(24n)
  })

  it('plays the 10 free spins inside the round at ×2, and scatters in them pay but award none', () => {
    // Base: 3 scatters (24, 10 free spins). Free spin 1: 3 scatters again, 24 × 2 = 48 and no more spins. Free
    // spins 2 to 10: the line-win screen, 150 × 2 = 300 each. 24 + 48 + 9 × 300 = 2772.
    const spins = [stopsAt(SCATTER_STOP), stopsAt(SCATTER_STOP), ...Array.from({ length: 9 }, () => stopsAt(LINE_WIN_STOP))]
    const random = scriptedRandom(spins.flat())
    const round = playRound(FIXTURE, random, ALL_LINES)
    expect(round.base.win).toBe(24n)
    expect(round.base.multiplier).toBe(1)
    expect(round.freeSpins).toHaveLength(10)
    expect(round.freeSpins.every((spin) => spin.multiplier === 2)).toBe(true)
    expect(round.freeSpins[0].scatterWin).toBe(48n)
    expect(round.freeSpins.slice(1).map((spin) => spin.win)).toEqual(Array(9).fill(300n))
    expect(round.totalBet).toBe(12n)
    expect(round.totalWin).toBe(2772n)
    expect(random.remaining()).toBe(0)
  })

  it('plays no free spins on a screen without 3 scatters', () => {
    const round = playRound(FIXTURE, scriptedRandom(stopsAt(LOSING_STOP)), ALL_LINES)
    expect(round).toMatchObject({ freeSpins: [], totalBet: 12n, totalWin: 0n })
  })
})

describe('bets', () => {
  it.each([
    ['no lines', { lineBet: 1n, lines: 0 }, /plays 1 to 4 lines/],
    ['more lines than the table has', { lineBet: 1n, lines: 5 }, /plays 1 to 4 lines/],
    ['a fraction of a line', { lineBet: 1n, lines: 1.5 }, /plays 1 to 4 lines/],
    ['a zero line bet', { lineBet: 0n, lines: 4 }, /positive bigint/],
    ['a negative line bet', { lineBet: -5n, lines: 4 }, /positive bigint/],
  ])('refuses %s', (_, bet, message) => {
    expect(() => playRound(FIXTURE, scriptedRandom(stopsAt(0)), bet)).toThrow(message)
  })
})

describe('determinism', () => {
  it.each(HOUSE_SLOTS.map((table) => [table.name, table] as const))('%s: the same seed plays the same rounds', (_, table) => {
    const bet = { lineBet: 5n, lines: table.paylines.length }
    const play = (seed: number) => {
      const random = seededRandom(seed)
      return Array.from({ length: 500 }, () => playRound(table, random, bet))
    }
    const first = play(20240601)
    expect(play(20240601)).toEqual(first)
    expect(play(20240602)).not.toEqual(first)
  })
})
