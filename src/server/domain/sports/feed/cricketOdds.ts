/**
 * Cricket's probabilities from a state, by a seeded Monte Carlo: SIMULATIONS plays of the rest of the match with the
 * simulator's own ball model (cricket.ts), from a seed derived from the match's and the state's, so the same state
 * always gets the same prices (and a replayed match the same markets). Markets: the match winner (a tie goes to the
 * super over) and the total runs of the innings in progress (before the first ball, the first innings; between
 * innings, the second), the main half-run line and lines 4 runs either side.
 */
import { cricketWinner, playInnings, superOver, type InningsState } from './cricket'
import { totalLadder } from './lines'
import { median, type Distribution } from './maths'
import { deriveSeed, randomFrom } from './random'
import { other } from './timeline'
import type { FairMarket, MatchDetail, MatchSpec, MatchState, Side } from './types'

/** Plays of the rest of the match per state: the 50/50 line's chance to within about 2.5 points (one standard error). */
export const SIMULATIONS = 400

type Cricket = Extract<MatchDetail, { sport: 'cricket' }>
const NO_BALL: InningsState = { runs: 0, wickets: 0, balls: 0 }

/** The innings whose total the feed prices at a state: the one in progress, else the next (the second once both are over). */
export function pricedInnings(detail: Cricket): number {
  return detail.inningsInProgress ? detail.innings : Math.min(2, detail.innings + 1)
}

/** The match's markets at a state (module comment). */
export function cricketMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  const detail = state.detail as Cricket
  // The Monte Carlo's seed: the match's and the state's, so a state always gets the same prices.
  const key = [state.phase, detail.battingFirst ?? '-', detail.innings, detail.inningsInProgress, state.score.home, state.score.away, detail.wickets.home, detail.wickets.away, detail.balls.home, detail.balls.away].join(':')
  const random = randomFrom(deriveSeed(spec.seed, `odds:${key}`))
  const innings = pricedInnings(detail)
  const wins: Record<Side, number> = { home: 0, away: 0 }
  const totals = new Map<number, number>()
  const sofar = (side: Side): InningsState => ({ runs: state.score[side], wickets: detail.wickets[side], balls: detail.balls[side] })
  for (let play = 0; play < SIMULATIONS; play++) {
    const first: Side = detail.battingFirst ?? (random.chance(0.5) ? 'home' : 'away')
    const second = other(first)
    // An innings not yet begun starts from nothing; one in progress goes on; one over stays as it ended (playInnings
    // returns at once).
    const firstEnd = playInnings(random, spec, first, detail.innings >= 1 ? sofar(first) : NO_BALL, null)
    const secondEnd = playInnings(random, spec, second, detail.innings >= 2 ? sofar(second) : NO_BALL, firstEnd.runs + 1)
    const runs: Record<Side, number> = first === 'home' ? { home: firstEnd.runs, away: secondEnd.runs } : { home: secondEnd.runs, away: firstEnd.runs }
    const tie = runs.home === runs.away
    const winner = cricketWinner(first, runs, tie ? (detail.superOver ?? superOver(random, spec)) : null) as Side
    wins[winner] += 1
    const total = innings === 1 ? firstEnd.runs : secondEnd.runs
    totals.set(total, (totals.get(total) ?? 0) + 1)
  }
  const distribution: Distribution = [...totals.entries()].sort((a, b) => a[0] - b[0]).map(([runs, count]) => [runs, count / SIMULATIONS])
  return [
    { key: 'ml', kind: 'money-line', scope: 'match', unit: 'runs', selections: [{ key: 'home', chance: wins.home }, { key: 'away', chance: wins.away }] },
    ...totalLadder(distribution, median(distribution), { prefix: `inn${innings}:`, scope: 'innings', period: innings, unit: 'runs', step: 4, offset: 2, spacing: 16 }),
  ]
}
