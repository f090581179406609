/**
 * A leg's outcome from its match's result, by the core's rules (contract/sports/markets.ts), on the score its
 * market is on: the match's, football's first half, one map's or one innings'. The feed prices exactly these
 * (its lines and selections are the core's), so what the list offered is what settlement pays.
 *
 * An abandoned match voids every leg; so does a market whose part was never played (a first half or a map that did
 * not happen).
 */
import {
  scoreTotal, settleBothTeamsToScore, settleCorrectScore, settleHandicap, settleMatchResult, settleMoneyLine, settleOddEven, settleOverUnder, type Score,
} from '../../../../contract/sports/markets'
import type { Outcome } from '../../../../contract/sports/settle'
import type { MatchResult } from '../feed/result'

export interface SettledLeg {
  kind: string
  scope: string
  period: number | null
  unit: string
  line: number | null
  selection: string
  listed: readonly string[] | null
}

/** A correct-score selection's key (`2-1`, markets.ts correctScoreKey) read back. */
function parseCorrectScore(key: string): Score {
  const [home, away] = key.split('-').map(Number)
  if (!Number.isSafeInteger(home) || !Number.isSafeInteger(away)) throw new Error(`not a correct-score key: ${key}`)
  return { home, away }
}

/** The score the leg's market is on, or null when that part was not played. */
function scoreOf(leg: SettledLeg, result: MatchResult): Score | null {
  switch (leg.scope) {
    case 'match':
      return result.score
    case 'first-half':
      return result.firstHalf
    case 'map':
    case 'innings':
      return leg.period === null ? null : (result.periods[leg.period - 1] ?? null)
    default:
      return null
  }
}

/** The total a total market counts: a tennis match's games are its sets' games together. */
function totalOf(leg: SettledLeg, result: MatchResult, score: Score): number {
  if (leg.unit === 'games') return result.periods.reduce((sum, set) => sum + set.home + set.away, 0)
  return scoreTotal(score)
}

function pick(outcomes: Record<string, Outcome>, selection: string): Outcome {
  const outcome = outcomes[selection]
  if (outcome === undefined) throw new Error(`no selection ${selection} in a settled market`)
  return outcome
}

export function legOutcome(leg: SettledLeg, result: MatchResult): Outcome {
  if (result.abandoned) return 'void'
  const score = scoreOf(leg, result)
  if (!score) return 'void'
  switch (leg.kind) {
    case 'result':
      return pick(settleMatchResult(score), leg.selection)
    case 'money-line':
      // The match's winner by its own rules (cricket's super over); a drawn football match pushes both.
      if (leg.scope === 'match') return result.winner === null ? 'push' : leg.selection === result.winner ? 'win' : 'lose'
      return pick(settleMoneyLine(score), leg.selection)
    case 'handicap':
      return pick(settleHandicap(score, leg.line ?? 0), leg.selection)
    case 'total':
      return pick(settleOverUnder(totalOf(leg, result, score), leg.line ?? 0), leg.selection)
    case 'both-score':
      return pick(settleBothTeamsToScore(score), leg.selection)
    case 'correct-score':
      return pick(settleCorrectScore(score, (leg.listed ?? []).map(parseCorrectScore)), leg.selection)
    case 'odd-even':
      return pick(settleOddEven(scoreTotal(score)), leg.selection)
    default:
      throw new Error(`no settlement for a ${leg.kind} market`)
  }
}
