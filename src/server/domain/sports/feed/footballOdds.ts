/**
 * Football's probabilities from a state. Each side's remaining goals are Poisson(its match rate × the share of the
 * match left, football.ts remainingShares), independent, truncated at MAX_GOALS and renormalised; the final score's
 * distribution is the current score plus both. Every market follows from it: 1X2, the money line (draw no bet),
 * Asian handicaps and totals with quarter lines (lines.ts, fair with pushes and halves), both teams to score, the
 * correct score, odd/even; and the first half's 1X2 and totals from the first half's own remaining goals, until
 * half time (then closed).
 */
import { correctScoreKey } from '../../../../contract/sports/markets'
import { goalRates, remainingShares } from './football'
import { handicapLadder, totalLadder } from './lines'
import { chanceOf, median, poissonPmf, type Distribution } from './maths'
import { NIL } from './timeline'
import type { FairMarket, MatchSpec, MatchState, Score } from './types'

/**
 * More remaining goals than this for one side are dropped and the rest renormalised: a chance below 6e-5 even for the
 * strongest side a schedule makes (90 at home to 20: 3.4 goals expected in a whole match).
 */
export const MAX_GOALS = 12
/** The correct-score market lists the current score plus up to this many goals for each side, and "other". */
const CORRECT_SCORE_SPAN = 4

/** A final score's distribution: the current score plus independent Poisson goals for each side. */
export interface ScoreDistribution {
  readonly base: Score
  /** Chances of 0..MAX_GOALS more goals for each side. */
  readonly home: readonly number[]
  readonly away: readonly number[]
}

export function scoreDistribution(base: Score, rates: { home: number; away: number }, share: number): ScoreDistribution {
  return { base, home: poissonPmf(rates.home * share, MAX_GOALS), away: poissonPmf(rates.away * share, MAX_GOALS) }
}

/** Every final score with its chance. */
export function finalScores(distribution: ScoreDistribution): { score: Score; chance: number }[] {
  const scores: { score: Score; chance: number }[] = []
  distribution.home.forEach((homeChance, i) =>
    distribution.away.forEach((awayChance, j) => {
      scores.push({ score: { home: distribution.base.home + i, away: distribution.base.away + j }, chance: homeChance * awayChance })
    }),
  )
  return scores
}

/** The distribution of the final goal difference (home − away) or total. */
function combine(distribution: ScoreDistribution, of: 'difference' | 'total'): Distribution {
  const { base, home, away } = distribution
  const chances = new Array<number>(2 * MAX_GOALS + 1).fill(0)
  for (let i = 0; i <= MAX_GOALS; i++) for (let j = 0; j <= MAX_GOALS; j++) chances[of === 'total' ? i + j : i - j + MAX_GOALS] += home[i] * away[j]
  const start = of === 'total' ? base.home + base.away : base.home - base.away - MAX_GOALS
  return chances.map((chance, k) => [start + k, chance] as const).filter(([, chance]) => chance > 0)
}

/** 1X2: home, draw, away. */
function resultMarket(key: string, difference: Distribution, scope: FairMarket['scope']): FairMarket {
  return {
    key, kind: 'result', scope, unit: 'goals',
    selections: [
      { key: 'home', chance: chanceOf(difference, (d) => d > 0) },
      { key: 'draw', chance: chanceOf(difference, (d) => d === 0) },
      { key: 'away', chance: chanceOf(difference, (d) => d < 0) },
    ],
  }
}

/** The match's markets at a state (module comment), in a fixed order. */
export function footballMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  const rates = goalRates(spec)
  const shares = remainingShares(state)
  const final = scoreDistribution(state.score, rates, shares.match)
  const difference = combine(final, 'difference')
  const total = combine(final, 'total')
  const noGoal = (side: 'home' | 'away') => (state.score[side] > 0 ? 0 : final[side][0])
  const markets: FairMarket[] = [
    resultMarket('1x2', difference, 'match'),
    {
      // Draw no bet: a draw pushes both, so each side's weight is its chance of winning (lines.ts: w + hw/2).
      key: 'ml', kind: 'money-line', scope: 'match', unit: 'goals',
      selections: [{ key: 'home', chance: chanceOf(difference, (d) => d > 0) }, { key: 'away', chance: chanceOf(difference, (d) => d < 0) }],
    },
    ...handicapLadder(difference, median(difference), { unit: 'goals' }),
    ...totalLadder(total, median(total), { unit: 'goals' }),
    {
      key: 'btts', kind: 'both-score', scope: 'match', unit: 'goals',
      selections: [{ key: 'yes', chance: (1 - noGoal('home')) * (1 - noGoal('away')) }, { key: 'no', chance: 1 - (1 - noGoal('home')) * (1 - noGoal('away')) }],
    },
    correctScoreMarket(final),
    { key: 'oe', kind: 'odd-even', scope: 'match', unit: 'goals', selections: [{ key: 'odd', chance: chanceOf(total, (t) => t % 2 === 1) }, { key: 'even', chance: chanceOf(total, (t) => t % 2 === 0) }] },
  ]
  // The first half: its own score plus its remaining goals; once it is over, a point mass at its score (closed).
  const halfScore = state.periods[0] ?? NIL
  const half = scoreDistribution(halfScore, rates, shares.firstHalf ?? 0)
  const halfDifference = combine(half, 'difference')
  const halfTotal = combine(half, 'total')
  markets.push(resultMarket('1h:1x2', halfDifference, 'first-half'), ...totalLadder(halfTotal, median(halfTotal), { unit: 'goals', prefix: '1h:', scope: 'first-half', neighbours: 1 }))
  return markets
}

/** The current score plus 0 to CORRECT_SCORE_SPAN goals each side, and `other` for every other final score. */
function correctScoreMarket(final: ScoreDistribution): FairMarket {
  const selections: { key: string; chance: number }[] = []
  let listed = 0
  for (let i = 0; i <= CORRECT_SCORE_SPAN; i++) {
    for (let j = 0; j <= CORRECT_SCORE_SPAN; j++) {
      const chance = final.home[i] * final.away[j]
      listed += chance
      selections.push({ key: correctScoreKey({ home: final.base.home + i, away: final.base.away + j }), chance })
    }
  }
  selections.push({ key: 'other', chance: Math.max(0, 1 - listed) })
  return { key: 'cs', kind: 'correct-score', scope: 'match', unit: 'goals', selections }
}
