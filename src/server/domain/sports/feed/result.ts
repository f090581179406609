/**
 * A match's result for settlement, from its script: the final score (goals, points, sets, runs, maps), each
 * period's score (football's halves, basketball's quarters and overtimes, each set's games, each innings' runs,
 * each map's kills or rounds), football's first half, the winner, and whether the match was abandoned (its open
 * bets void). The script holds the whole match: the server reads the result only once `endedAt` has passed.
 */
import { cricketWinner } from './cricket'
import { finalState } from './timeline'
import type { MatchScript, Score, Side, Sport } from './types'

export interface MatchResult {
  readonly matchId: string
  readonly sport: Sport
  /** When the match ended (or was abandoned), in ms. */
  readonly endedAt: number
  readonly abandoned: boolean
  /** The final score, or the score when abandoned. */
  readonly score: Score
  readonly periods: readonly Score[]
  /** Football's first-half score, once the first half was played out; null otherwise. */
  readonly firstHalf: Score | null
  /** Null for a drawn football match and for an abandoned match. */
  readonly winner: Side | null
}

export function resultOf(script: MatchScript): MatchResult {
  const state = finalState(script)
  const { score, detail } = state
  const firstHalfOver = detail.sport === 'football' && script.events.some((event) => event.kind === 'period-end' && event.state.period === 1)
  let winner: Side | null = score.home > score.away ? 'home' : score.away > score.home ? 'away' : null
  if (detail.sport === 'cricket' && detail.battingFirst) winner = cricketWinner(detail.battingFirst, score, detail.superOver)
  return {
    matchId: script.spec.id,
    sport: script.spec.sport,
    endedAt: script.endsAt,
    abandoned: script.abandoned,
    score,
    periods: state.periods,
    firstHalf: firstHalfOver ? state.periods[0] : null,
    winner: script.abandoned ? null : winner,
  }
}
