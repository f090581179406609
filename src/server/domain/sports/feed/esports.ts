/**
 * E-sports, best-of-3 series of maps, 5 minutes between maps.
 *
 * - MOBA (`moba`): a map is a run of kills, each to the home side with a fixed chance from the strengths; the
 *   lead in kills swings until a side is KILL_LEAD ahead and takes the enemy base (a gambler's-ruin walk, so the
 *   model prices it exactly: esportsOdds.ts). A kill every 10 to 70 s: maps of about 20 to 35 minutes. The kills
 *   made while a side stands one kill from the win come after a push on the base: a dangerous moment.
 * - Tactical shooter (`shooter`): a map is played round by round, first to 13; at 12-12 overtime runs until a side
 *   leads by two. A round takes 60 to 115 s plus 15 s to buy, and the sides swap after round 12 (a minute). A round
 *   that could be the map's last (a map point) is a dangerous moment.
 *
 * Markets pause a minute after each map.
 */
import { randomFrom } from './random'
import { ScriptBuilder, prematchState } from './timeline'
import type { MatchScript, MatchSpec, Score, Side } from './types'

export const MAPS_TO_WIN = 2
export const KILL_LEAD = 7
export const ROUNDS_TO_WIN = 13
const KILL_GAP_SECONDS: readonly [number, number] = [10, 70]
const PUSH_SECONDS: readonly [number, number] = [20, 40]
const ROUND_SECONDS: readonly [number, number] = [60, 115]
const BUY_SECONDS = 15
const SIDE_SWAP_SECONDS = 60
const MAP_BREAK_SECONDS = 300
const AFTER_MAP_SECONDS = 60

const edge = (spec: MatchSpec) => (spec.home.strength - spec.away.strength) / 100
/** The chance a MOBA kill goes to the home side: 50% between equals, 25 points more per 100 of strength ahead. */
export const killChance = (spec: MatchSpec) => Math.min(0.8, Math.max(0.2, 0.5 + 0.25 * edge(spec)))
/** The chance the home side wins a shooter's round: 50% between equals, 20 points more per 100 of strength ahead. */
export const roundChance = (spec: MatchSpec) => Math.min(0.75, Math.max(0.25, 0.5 + 0.2 * edge(spec)))

/** The winner of a shooter's map at these rounds: 13 with a lead of two (overtime from 12-12 until a side leads by two). */
export function shooterMapWinner(rounds: Score): Side | null {
  if (rounds.home >= ROUNDS_TO_WIN && rounds.home - rounds.away >= 2) return 'home'
  if (rounds.away >= ROUNDS_TO_WIN && rounds.away - rounds.home >= 2) return 'away'
  return null
}

/** The winner of a MOBA map at these kills: the first side KILL_LEAD ahead. */
export function mobaMapWinner(kills: Score): Side | null {
  const lead = kills.home - kills.away
  return lead >= KILL_LEAD ? 'home' : lead <= -KILL_LEAD ? 'away' : null
}

/** An e-sports series from its seed (module comment). */
export function simulateEsports(spec: MatchSpec): MatchScript {
  const game = spec.sport === 'moba' ? 'moba' : 'shooter'
  const random = randomFrom(spec.seed)
  const script = new ScriptBuilder(spec, prematchState({ sport: game, mapInProgress: false }))
  let t = 0
  for (let map = 1; ; map++) {
    script.startPeriod(t, map === 1 ? 'start' : 'period-start', { sport: game, mapInProgress: true })
    const current = () => script.state.periods[script.state.periods.length - 1]
    const seriesPoint = (side: Side) => script.state.score[side] + 1 === MAPS_TO_WIN
    let winner: Side | null = null
    let lastEvent = t
    while (winner === null) {
      if (game === 'moba') {
        t += random.int(...KILL_GAP_SECONDS)
        const side: Side = random.chance(killChance(spec)) ? 'home' : 'away'
        const lead = current().home - current().away
        if (Math.abs(lead) === KILL_LEAD - 1) {
          // The leader is at the enemy base: the kill that ends the push (won or held off) comes after it.
          const leader: Side = lead > 0 ? 'home' : 'away'
          script.suspend(Math.max(lastEvent, t - random.int(...PUSH_SECONDS)), t, 'danger', seriesPoint(leader) ? 'match-point' : 'base-push', leader)
        }
        script.addPeriod(side, 1)
        script.emit(t, 'kill', { side })
        winner = mobaMapWinner(current())
      } else {
        const rounds = current()
        const played = rounds.home + rounds.away
        if (played === 12) t += SIDE_SWAP_SECONDS
        const duration = random.int(...ROUND_SECONDS)
        const closers = (['home', 'away'] as const).filter((side) => shooterMapWinner({ ...rounds, [side]: rounds[side] + 1 }) === side)
        if (closers.length > 0) script.suspend(t, t + BUY_SECONDS + duration, 'danger', closers.some(seriesPoint) ? 'match-point' : 'map-point')
        t += BUY_SECONDS + duration
        const side: Side = random.chance(roundChance(spec)) ? 'home' : 'away'
        script.addPeriod(side, 1)
        script.emit(t, 'round', { side })
        winner = shooterMapWinner(current())
      }
      lastEvent = t
    }
    script.addScore(winner, 1, false)
    script.update({ detail: { sport: game, mapInProgress: false } })
    const over = script.state.score[winner] === MAPS_TO_WIN
    script.suspend(t, t + AFTER_MAP_SECONDS, 'event', 'map', winner)
    script.endPeriod(t, { side: winner, points: 1 }, over)
    if (over) break
    t += MAP_BREAK_SECONDS
  }
  return script.finish()
}
