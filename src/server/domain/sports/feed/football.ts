/**
 * Football: two halves of 45 minutes plus stoppage time (drawn at the half's start, shown on the board at 45:00),
 * a 15-minute break. Each side scores as a Poisson process whose rate follows the minute (quieter early, busier
 * late), independent of the score, so the model (footballOdds.ts) can price the rest of the match exactly: a
 * side's remaining goals are Poisson(its rate × the share of the match left). Dangerous moments (a big chance, a
 * penalty) come before some goals and, as often again, come to nothing; markets are suspended through them and for
 * a minute after each goal (the celebration and the restart).
 */
import { randomFrom } from './random'
import { ScriptBuilder, prematchState } from './timeline'
import type { MatchScript, MatchSpec, MatchState, Side } from './types'

export const HALF_MINUTES = 45
export const BREAK_MINUTES = 15
/** Goals a side scores in a match between equals (before the home edge): 2.6 a match, as in the big leagues. */
const BASE_GOALS = 1.3
/** The home side's rate is multiplied by it and the away side's divided (about 55% of goals to the home side). */
const HOME_EDGE = 1.12
/** A rate grows e^(slope × (own − other's strength)/100): 50 points of strength more scores 1.8 times as often. */
const STRENGTH_SLOPE = 1.2
/** Added minutes of each half, drawn uniformly between these (both included). */
export const STOPPAGE_MINUTES: readonly (readonly [number, number])[] = [[1, 4], [2, 7]]
const EXPECTED_STOPPAGE = STOPPAGE_MINUTES.map(([low, high]) => (low + high) / 2)
/** Seconds the markets stay suspended after a goal. */
export const AFTER_GOAL_SECONDS = 60
/** Of the goals, the share a penalty comes before (its award, the check, the kick), and a big chance. */
const PENALTY_SHARE = 0.1
const BIG_CHANCE_SHARE = 0.55
/** Per side per match, for a side of average rate: big chances missed, penalties missed. */
const MISSED_BIG_CHANCES = 1.0
const MISSED_PENALTIES = 0.07

/** The goal rate's shape over the match minute (0 to 90): 0.8 at kick-off, 1.2 at the end, 1 on average. */
export function intensity(matchMinute: number): number {
  return 0.8 + (0.4 * Math.min(Math.max(matchMinute, 0), 90)) / 90
}

/** The sum of the intensity over a whole match of expected stoppage: a minute of it scores rate × intensity / this. */
const NORMALISER = (() => {
  let sum = 0
  for (let minute = 0; minute < 2 * HALF_MINUTES; minute++) sum += intensity(minute)
  return sum + EXPECTED_STOPPAGE[0] * intensity(HALF_MINUTES) + EXPECTED_STOPPAGE[1] * intensity(2 * HALF_MINUTES)
})()

/** Each side's expected goals over a whole match. */
export function goalRates(spec: MatchSpec): Record<Side, number> {
  const edge = (STRENGTH_SLOPE * (spec.home.strength - spec.away.strength)) / 100
  return { home: BASE_GOALS * HOME_EDGE * Math.exp(edge), away: (BASE_GOALS / HOME_EDGE) * Math.exp(-edge) }
}

/** The intensity of the half's minute (from 0); its stoppage plays at the half's last regular minute's rate. */
const minuteIntensity = (half: number, minute: number) => intensity((half - 1) * HALF_MINUTES + Math.min(minute, HALF_MINUTES))

/**
 * The share of a side's whole-match rate still to come in a half, from `from` seconds into it to its end: 45 minutes
 * plus `stoppage`, or the expected stoppage while the board has not shown it.
 */
export function halfShare(half: 1 | 2, from: number, stoppage: number | null): number {
  const end = (HALF_MINUTES + (stoppage ?? EXPECTED_STOPPAGE[half - 1])) * 60
  let sum = 0
  for (let minute = Math.floor(from / 60); minute * 60 < end; minute++) {
    const start = Math.max(from, minute * 60)
    const stop = Math.min(end, (minute + 1) * 60)
    if (stop > start) sum += (minuteIntensity(half, minute) * (stop - start)) / 60
  }
  return sum / NORMALISER
}

/** The share of the match's rate still to come, and of the first half's (null once it is over). */
export function remainingShares(state: MatchState): { match: number; firstHalf: number | null } {
  const [first, second] = state.detail.sport === 'football' ? state.detail.stoppage : [null, null]
  if (state.phase === 'ended' || state.phase === 'abandoned') return { match: 0, firstHalf: null }
  if (state.phase === 'pre') return { match: halfShare(1, 0, null) + halfShare(2, 0, null), firstHalf: halfShare(1, 0, null) }
  if (state.period === 1 && state.phase === 'live') {
    const rest = halfShare(1, state.clock, first)
    return { match: rest + halfShare(2, 0, second), firstHalf: rest }
  }
  if (state.period === 1) return { match: halfShare(2, 0, second), firstHalf: null }
  return { match: halfShare(2, state.clock, second), firstHalf: null }
}

/** A football match from its seed (module comment). */
export function simulateFootball(spec: MatchSpec): MatchScript {
  const random = randomFrom(spec.seed)
  const rates = goalRates(spec)
  const average = (rates.home + rates.away) / 2
  const script = new ScriptBuilder(spec, prematchState({ sport: 'football', stoppage: [null, null] }))
  const stoppage: [number | null, number | null] = [null, null]
  let halfStart = 0
  for (const half of [1, 2] as const) {
    script.startPeriod(halfStart, half === 1 ? 'start' : 'period-start')
    const added = random.int(...STOPPAGE_MINUTES[half - 1])
    const end = halfStart + (HALF_MINUTES + added) * 60
    for (let minute = 0; minute < HALF_MINUTES + added; minute++) {
      const minuteStart = halfStart + minute * 60
      if (minute === HALF_MINUTES) {
        stoppage[half - 1] = added
        script.update({ detail: { sport: 'football', stoppage: [...stoppage] } })
        script.emit(minuteStart, 'stoppage', { value: added })
      }
      const weight = minuteIntensity(half, minute) / NORMALISER
      const goals: { sim: number; side: Side }[] = []
      for (const side of ['home', 'away'] as const) {
        for (let n = random.poisson(rates[side] * weight); n > 0; n--) goals.push({ sim: minuteStart + random.int(0, 59), side })
        // Dangerous moments that come to nothing, as often for a side as its goals come with one.
        const scale = rates[side] / average
        for (let n = random.poisson(MISSED_BIG_CHANCES * scale * weight); n > 0; n--) {
          const from = minuteStart + random.int(0, 59)
          script.suspend(from, Math.min(end, from + random.int(12, 25)), 'danger', 'big-chance', side)
        }
        for (let n = random.poisson(MISSED_PENALTIES * scale * weight); n > 0; n--) {
          const from = minuteStart + random.int(0, 59)
          script.suspend(from, Math.min(end, from + random.int(60, 100)), 'danger', 'penalty', side)
        }
      }
      goals.sort((a, b) => a.sim - b.sim)
      for (const goal of goals) {
        const moment = random.uniform()
        if (moment < PENALTY_SHARE) script.suspend(Math.max(halfStart, goal.sim - random.int(60, 100)), goal.sim, 'danger', 'penalty', goal.side)
        else if (moment < PENALTY_SHARE + BIG_CHANCE_SHARE) script.suspend(Math.max(halfStart, goal.sim - random.int(8, 25)), goal.sim, 'danger', 'big-chance', goal.side)
        script.addScore(goal.side, 1, true)
        script.emit(goal.sim, 'goal', { side: goal.side, points: 1 })
        script.suspend(goal.sim, goal.sim + AFTER_GOAL_SECONDS, 'event', 'goal', goal.side)
      }
    }
    script.endPeriod(end, {}, half === 2)
    halfStart = end + BREAK_MINUTES * 60
  }
  return script.finish()
}
