/**
 * A provider's correction: a result changed after the match ended (and after the book settled it), as odds feeds send
 * them — a goal ruled out on review, an official scorer's sheet that differs from the live count. The feed draws
 * them from the match's own seed (a stream of its own, so a correction never shifts the play), for football and
 * basketball only (the sports whose feeds correct most; a set or a map is not re-scored), never for an abandoned match.
 *
 * The correction arrives a while after the end (a fifth to the whole of the match's length, so a short-match merchant
 * sees them in minutes). Like the script, it is the server's alone: nothing of it is sent before its moment.
 */
import { deriveSeed, randomFrom } from './random'
import { resultOf, type MatchResult } from './result'
import type { MatchScript, Score, Side } from './types'

/** The share of football and basketball matches whose result is corrected. */
export const CORRECTION_CHANCE = 0.03

export interface ResultCorrection {
  /** When the feed sends it, in ms (after the match's end). */
  readonly at: number
  readonly result: MatchResult
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')
const add = (score: Score, side: Side, points: number): Score => ({ ...score, [side]: score[side] + points })
const winnerOf = (score: Score): Side | null => (score.home > score.away ? 'home' : score.away > score.home ? 'away' : null)

/** The last period in which `side` scored at least `points` (a correction takes them from there). */
function lastScoringPeriod(periods: readonly Score[], side: Side, points: number): number {
  for (let i = periods.length - 1; i >= 0; i -= 1) if (periods[i][side] >= points) return i
  return -1
}

/** The corrected result of a match, or null when the feed never corrects it. */
export function correctionOf(script: MatchScript): ResultCorrection | null {
  const { sport } = script.spec
  if (script.abandoned || (sport !== 'football' && sport !== 'basketball')) return null
  const random = randomFrom(deriveSeed(script.spec.seed, 'correction'))
  if (!random.chance(CORRECTION_CHANCE)) return null
  const first = resultOf(script)
  const length = script.endsAt - script.spec.startsAt
  const at = script.endsAt + Math.round(length * (0.2 + 0.8 * random.uniform()))
  const side: Side = random.chance(0.5) ? 'home' : 'away'
  const periods = [...first.periods]
  let score = first.score
  let firstHalf = first.firstHalf
  if (sport === 'football') {
    // A goal ruled out: the side's last, from the half it was scored in; a side without a goal is awarded one instead.
    const scorer = first.score[side] > 0 ? side : other(side)
    const period = lastScoringPeriod(periods, scorer, 1)
    if (period < 0) return null
    periods[period] = add(periods[period], scorer, -1)
    score = add(score, scorer, -1)
    if (period === 0 && firstHalf) firstHalf = add(firstHalf, scorer, -1)
  } else {
    // The scorer's sheet: two points more or fewer for one side in the last period, never a tie (a tie plays on).
    const last = periods.length - 1
    const points = first.score[side] >= 2 && periods[last][side] >= 2 && random.chance(0.5) ? -2 : 2
    const corrected = add(score, side, points)
    if (corrected.home === corrected.away) return null
    periods[last] = add(periods[last], side, points)
    score = corrected
  }
  return { at, result: { ...first, score, periods, firstHalf, winner: winnerOf(score) } }
}
