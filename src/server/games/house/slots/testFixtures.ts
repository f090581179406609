/**
 * A small paytable for hand-worked tests: each reel strip is three screens stacked, so a stop picks a screen a
 * person can read off (stop 0: line wins, stop 3: three scatters, stop 6: nothing pays), and a RandomSource that
 * plays back scripted stops.
 */
import type { RandomSource } from '../../../runtime'
import type { Paytable } from './engine'

/** Screen A at stop 0, [reel][row]: line 0 pays H×4 (a wild on reel 2), line 2 pays M×4; no scatter. */
export const LINE_WIN_SCREEN = [
  ['L', 'H', 'M'],
  ['M', 'W', 'M'],
  ['L', 'H', 'M'],
  ['H', 'H', 'M'],
  ['M', 'L', 'L'],
]

/** Screen B at stop 3: three scatters (reels 1, 3, 5), no line win. */
export const SCATTER_SCREEN = [
  ['S', 'L', 'M'],
  ['H', 'M', 'L'],
  ['L', 'S', 'H'],
  ['M', 'H', 'L'],
  ['H', 'L', 'S'],
]

/** Screen C at stop 6: nothing pays. */
export const LOSING_SCREEN = [
  ['H', 'M', 'L'],
  ['L', 'H', 'M'],
  ['M', 'L', 'L'],
  ['H', 'M', 'L'],
  ['L', 'H', 'M'],
]

export const LINE_WIN_STOP = 0
export const SCATTER_STOP = 3
export const LOSING_STOP = 6

export const FIXTURE: Paytable = {
  id: 'fixture',
  name: 'Fixture',
  rows: 3,
  reels: LINE_WIN_SCREEN.map((column, reel) => [...column, ...SCATTER_SCREEN[reel], ...LOSING_SCREEN[reel]]),
  // Middle, top, bottom, V.
  paylines: [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0]],
  pays: { W: [50, 100, 500], H: [10, 40, 200], M: [5, 10, 50], L: [2, 5, 20] },
  wild: 'W',
  scatter: { symbol: 'S', pays: { 3: 2, 4: 10, 5: 100 }, freeSpins: { 3: 10, 4: 15, 5: 20 } },
  freeSpinMultiplier: 2,
  declaredRtp: 0.5,
}

/** FIXTURE whose wild has no pay of its own: leading wilds then stand in for the best symbol. */
export const FIXTURE_WILD_UNPAID: Paytable = {
  ...FIXTURE,
  pays: { H: FIXTURE.pays.H, M: FIXTURE.pays.M, L: FIXTURE.pays.L },
}

/** A RandomSource whose `int` returns the given values in order, checking each is in range. */
export function scriptedRandom(values: readonly number[]): RandomSource & { remaining(): number } {
  let next = 0
  return {
    bytes: () => {
      throw new Error('the slot engine draws stops with int, never bytes')
    },
    int: (maxExclusive) => {
      if (next >= values.length) throw new Error('scripted random ran out of values')
      const value = values[next++]
      if (value >= maxExclusive) throw new Error(`scripted ${value} is not below ${maxExclusive}`)
      return value
    },
    remaining: () => values.length - next,
  }
}
