/**
 * Basketball: four 10-minute quarters (breaks of 2, 15 and 2 minutes) and 5-minute overtimes until a side leads,
 * possession by possession. A possession takes 6 to 22 seconds of game clock (no stoppages are simulated: the game
 * clock is the simulated time) and scores 0, 1 (a free throw), 2 or 3 with chances from the sides' strengths.
 * Scoring runs: now and then one side catches fire for a few possessions (its chances up, the other's down); when a
 * side has scored 8 unanswered points the other calls a timeout and the markets pause. A close finish (the last
 * minute of the fourth quarter or an overtime within 3 points) is a dangerous moment. After MAX_OVERTIMES overtimes
 * still level, a free-throw shootout gives one point to a side (drawn by strength), so every match ends.
 */
import { randomFrom, type Random } from './random'
import { ScriptBuilder, other, prematchState } from './timeline'
import type { MatchScript, MatchSpec, Side } from './types'

export const QUARTER_SECONDS = 600
export const OVERTIME_SECONDS = 300
export const QUARTERS = 4
export const MAX_OVERTIMES = 4
/** Breaks after each quarter (the half-time one after the second) and before each overtime, in seconds. */
const BREAK_AFTER = [120, 900, 120]
const OVERTIME_BREAK = 120
export const POSSESSION_SECONDS: readonly [number, number] = [6, 22]
export const MEAN_POSSESSION_SECONDS = (POSSESSION_SECONDS[0] + POSSESSION_SECONDS[1]) / 2
/** A possession's chances of scoring 1, 2 and 3 points between equals: 0.95 points a possession, ~80 a side. */
const BASE_CHANCES: readonly [number, number, number] = [0.05, 0.3, 0.1]
/** Scoring chances grow e^(slope × (own − other's strength)/100); the home side's by HOME_EDGE more. */
const STRENGTH_SLOPE = 0.35
const HOME_EDGE = 1.015
/** A run starts on a possession with this chance and lasts 4 to 8 possessions: the hot side's chances ×1.3, the other's ×0.75. */
const RUN_CHANCE = 0.025
const RUN_BOOST = 1.3
const RUN_DAMP = 0.75
/** Unanswered points that bring a timeout, and the markets' pause for it. */
export const RUN_TIMEOUT_POINTS = 8
const TIMEOUT_SECONDS = 30
/** A close finish: the period's last this-many seconds with the sides this close, from the fourth quarter on. */
const CLOSE_FINISH_SECONDS = 60
const CLOSE_FINISH_MARGIN = 3

/** A side's chances of scoring 1, 2, 3 points on a possession, with a run's effect (`hot`: the side on a run, if any). */
export function scoringChances(spec: MatchSpec, side: Side, hot: Side | null = null): [number, number, number] {
  const own = spec[side].strength
  const theirs = spec[other(side)].strength
  let factor = Math.exp((STRENGTH_SLOPE * (own - theirs)) / 100) * (side === 'home' ? HOME_EDGE : 1 / HOME_EDGE)
  if (hot !== null) factor *= hot === side ? RUN_BOOST : RUN_DAMP
  const [one, two, three] = BASE_CHANCES.map((chance) => chance * factor)
  // Never more than 90% of possessions scoring, whatever the strengths.
  const scale = Math.min(1, 0.9 / (one + two + three))
  return [one * scale, two * scale, three * scale]
}

function drawPoints(random: Random, chances: readonly [number, number, number]): number {
  const u = random.uniform()
  if (u < chances[2]) return 3
  if (u < chances[2] + chances[1]) return 2
  if (u < chances[2] + chances[1] + chances[0]) return 1
  return 0
}

/** A basketball match from its seed (module comment). */
export function simulateBasketball(spec: MatchSpec): MatchScript {
  const random = randomFrom(spec.seed)
  const script = new ScriptBuilder(spec, prematchState({ sport: 'basketball' }))
  let possession: Side = random.chance(0.5) ? 'home' : 'away'
  let hot: Side | null = null
  let runLeft = 0
  let unanswered = { side: 'home' as Side, points: 0, called: false }
  let periodStart = 0
  for (let period = 1; ; period++) {
    const length = period <= QUARTERS ? QUARTER_SECONDS : OVERTIME_SECONDS
    script.startPeriod(periodStart, period === 1 ? 'start' : 'period-start')
    let clock = 0
    while (clock < length) {
      if (runLeft === 0 && random.chance(RUN_CHANCE)) {
        hot = random.chance(0.5) ? 'home' : 'away'
        runLeft = random.int(4, 8)
      }
      const duration = Math.min(length - clock, random.int(...POSSESSION_SECONDS))
      const at = periodStart + clock + duration
      const { home, away } = script.state.score
      if (period >= QUARTERS && length - clock <= CLOSE_FINISH_SECONDS && Math.abs(home - away) <= CLOSE_FINISH_MARGIN) {
        script.suspend(periodStart + clock, at, 'danger', 'close-finish')
      }
      const points = drawPoints(random, scoringChances(spec, possession, runLeft > 0 ? hot : null))
      clock += duration
      if (runLeft > 0) runLeft -= 1
      if (points > 0) {
        script.addScore(possession, points, true)
        script.emit(at, 'basket', { side: possession, points })
        unanswered = unanswered.side === possession ? { ...unanswered, points: unanswered.points + points } : { side: possession, points, called: false }
        if (unanswered.points >= RUN_TIMEOUT_POINTS && !unanswered.called) {
          unanswered = { ...unanswered, called: true }
          script.emit(at, 'run', { side: possession, value: unanswered.points })
          script.suspend(at, at + TIMEOUT_SECONDS, 'event', 'run', possession)
        }
      }
      possession = other(possession)
    }
    const end = periodStart + length
    const { home, away } = script.state.score
    const over = period >= QUARTERS && (home !== away || period === QUARTERS + MAX_OVERTIMES)
    if (over && home === away) {
      // The shootout: one point, drawn by the sides' scoring strength.
      const [h, a] = [scoringChances(spec, 'home'), scoringChances(spec, 'away')].map(([one, two, three]) => one + 2 * two + 3 * three)
      const winner: Side = random.chance(h / (h + a)) ? 'home' : 'away'
      script.addScore(winner, 1, true)
      script.emit(end, 'basket', { side: winner, points: 1 })
    }
    script.endPeriod(end, {}, over)
    if (over) break
    periodStart = end + (period <= BREAK_AFTER.length ? BREAK_AFTER[period - 1] : OVERTIME_BREAK)
  }
  return script.finish()
}
