/**
 * Basketball's probabilities from a state, by a normal approximation of the points still to come: the game seconds
 * left give the possessions left (possessionsLeft, half each side's), and each side's points on them
 * have the mean and variance of its possession's 0/1/2/3 draw (basketball.ts scoringChances), times a spread factor
 * for what the sum of independent possessions misses (scoring runs, the random count of possessions), measured
 * against the simulator. The final margin and total are then normals around the current ones, spread over whole
 * points (maths.ts discreteNormal). Markets: the money line (a level score goes to overtime: half each), handicaps
 * and totals on half-point lines (no pushes, as basketball books quote them), the main line and two either side.
 */
import { MEAN_POSSESSION_SECONDS, OVERTIME_SECONDS, POSSESSION_SECONDS, QUARTER_SECONDS, QUARTERS, scoringChances } from './basketball'
import { handicapLadder, totalLadder } from './lines'
import { chanceOf, discreteNormal, median } from './maths'
import type { FairMarket, MatchSpec, MatchState, Side } from './types'

/** How much more the simulated margin and total spread than independent possessions would (measured: runs, possession counts). */
const MARGIN_SPREAD = 1.02
const TOTAL_SPREAD = 1.08

/**
 * Game seconds still to play (the period in progress, the regulation periods after it, or the overtime about to
 * start) and the periods they are in.
 */
export function timeLeft(state: MatchState): { seconds: number; periods: number } {
  if (state.phase === 'pre') return { seconds: QUARTERS * QUARTER_SECONDS, periods: QUARTERS }
  if (state.phase === 'ended' || state.phase === 'abandoned') return { seconds: 0, periods: 0 }
  if (state.phase === 'break') return state.period >= QUARTERS ? { seconds: OVERTIME_SECONDS, periods: 1 } : { seconds: (QUARTERS - state.period) * QUARTER_SECONDS, periods: QUARTERS - state.period }
  const length = state.period <= QUARTERS ? QUARTER_SECONDS : OVERTIME_SECONDS
  const later = Math.max(0, QUARTERS - state.period)
  return { seconds: Math.max(0, length - state.clock) + later * QUARTER_SECONDS, periods: 1 + later }
}

/**
 * Possessions (both sides') in the time left: one per mean possession, and a little more per period, whose last
 * possession the buzzer cuts short (renewal theory: E[d²] / (2·E[d]²) more a period, for durations d).
 */
export function possessionsLeft(state: MatchState): number {
  const [low, high] = POSSESSION_SECONDS
  const variance = ((high - low + 1) ** 2 - 1) / 12
  const perPeriod = (variance + MEAN_POSSESSION_SECONDS ** 2) / (2 * MEAN_POSSESSION_SECONDS ** 2)
  const { seconds, periods } = timeLeft(state)
  return seconds > 0 ? seconds / MEAN_POSSESSION_SECONDS + perPeriod * periods : 0
}

/** The mean and variance of a side's points on one possession. */
function perPossession(spec: MatchSpec, side: Side): { mean: number; variance: number } {
  const [one, two, three] = scoringChances(spec, side)
  const mean = one + 2 * two + 3 * three
  return { mean, variance: one + 4 * two + 9 * three - mean * mean }
}

/** The match's markets at a state (module comment). */
export function basketballMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  const possessions = possessionsLeft(state) / 2
  const home = perPossession(spec, 'home')
  const away = perPossession(spec, 'away')
  const variance = possessions * (home.variance + away.variance)
  const margin = discreteNormal(state.score.home - state.score.away + possessions * (home.mean - away.mean), Math.sqrt(variance) * MARGIN_SPREAD)
  const total = discreteNormal(state.score.home + state.score.away + possessions * (home.mean + away.mean), Math.sqrt(variance) * TOTAL_SPREAD)
  const level = chanceOf(margin, (d) => d === 0)
  const halfLines = { unit: 'points', step: 4, offset: 2 } as const
  return [
    {
      key: 'ml', kind: 'money-line', scope: 'match', unit: 'points',
      selections: [{ key: 'home', chance: chanceOf(margin, (d) => d > 0) + level / 2 }, { key: 'away', chance: chanceOf(margin, (d) => d < 0) + level / 2 }],
    },
    ...handicapLadder(margin, median(margin), halfLines),
    ...totalLadder(total, median(total), halfLines),
  ]
}
