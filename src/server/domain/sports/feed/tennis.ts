/**
 * Tennis: best of three sets, point by point. Each player wins a point on serve with a fixed chance from the two
 * strengths (serveChance), so the model (tennisOdds.ts) can price the rest exactly by a Markov recursion. Games to 4
 * points with deuce, sets to 6 games by 2 with a tie-break at 6-6 (to 7 by 2; the players serve 1, then 2 each),
 * the final set too. Servers alternate by game; the player who served the tie-break's first point receives first
 * in the next set. A point takes 25 to 50 s, a changeover 90 s after each odd game, a set break 2 minutes.
 * Dangerous moments: a break point, a set point, a match point (the point itself); markets pause 20 s after each game.
 */
import { randomFrom } from './random'
import { NIL, ScriptBuilder, other, plus, prematchState } from './timeline'
import type { MatchDetail, MatchScript, MatchSpec, Score, Side } from './types'

export const SETS_TO_WIN = 2
const POINT_SECONDS: readonly [number, number] = [25, 50]
const CHANGEOVER_SECONDS = 90
const SET_BREAK_SECONDS = 120
const AFTER_GAME_SECONDS = 20
/** A server wins 63% of points against an equal, 12 points more per 100 of strength ahead (kept within 45% to 80%). */
const SERVE_BASE = 0.63
const SERVE_SLOPE = 0.12

/** The chance `server` wins a point on serve. */
export function serveChance(spec: MatchSpec, server: Side): number {
  const chance = SERVE_BASE + (SERVE_SLOPE * (spec[server].strength - spec[other(server)].strength)) / 100
  return Math.min(0.8, Math.max(0.45, chance))
}

/** Whether a game (or a tie-break) is won with these points, and by whom. */
export function gameWinner(points: Score, tiebreak: boolean): Side | null {
  const target = tiebreak ? 7 : 4
  if (points.home >= target && points.home - points.away >= 2) return 'home'
  if (points.away >= target && points.away - points.home >= 2) return 'away'
  return null
}

/** Whether a set is won with these games, and by whom: 6 by 2, or 7 (7-5, or 7-6 after the tie-break). */
export function setWinner(games: Score): Side | null {
  for (const side of ['home', 'away'] as const) {
    const own = games[side]
    const theirs = games[other(side)]
    if ((own >= 6 && own - theirs >= 2) || own === 7) return side
  }
  return null
}

/** Who serves point `n` (from 0) of a tie-break that `first` opens: 1 point, then 2 each. */
export const tiebreakServer = (first: Side, n: number): Side => (((n + 1) >> 1) % 2 === 0 ? first : other(first))

/** What the next point could decide: a match point, a set point, a break point, or nothing (null). */
function bigPoint(points: Score, games: Score, sets: Score, server: Side, tiebreak: boolean): string | null {
  let label: string | null = null
  for (const side of ['home', 'away'] as const) {
    if (gameWinner(plus(points, side), tiebreak) !== side) continue
    if (setWinner(plus(games, side)) === side) return sets[side] + 1 === SETS_TO_WIN ? 'match-point' : 'set-point'
    if (!tiebreak && side !== server) label = 'break-point'
  }
  return label
}

/** A tennis match from its seed (module comment). */
export function simulateTennis(spec: MatchSpec): MatchScript {
  const random = randomFrom(spec.seed)
  const prematch: MatchDetail = { sport: 'tennis', points: NIL, server: null, setFirstServer: null, tiebreak: false, setInProgress: false }
  const script = new ScriptBuilder(spec, prematchState(prematch))
  let server: Side = random.chance(0.5) ? 'home' : 'away'
  let t = 0
  const detail = (patch: Partial<Extract<MatchDetail, { sport: 'tennis' }>>) => {
    const current = script.state.detail as Extract<MatchDetail, { sport: 'tennis' }>
    script.update({ detail: { ...current, ...patch } })
  }
  for (let set = 1; ; set++) {
    script.startPeriod(t, set === 1 ? 'start' : 'period-start', { sport: 'tennis', points: NIL, server, setFirstServer: server, tiebreak: false, setInProgress: true })
    for (;;) {
      const games = script.state.periods[script.state.periods.length - 1]
      const tiebreak = games.home === 6 && games.away === 6
      detail({ tiebreak })
      let points = NIL
      let winner: Side | null = null
      for (let n = 0; winner === null; n++) {
        const pointServer = tiebreak ? tiebreakServer(server, n) : server
        detail({ server: pointServer })
        const duration = random.int(...POINT_SECONDS)
        const label = bigPoint(points, games, script.state.score, pointServer, tiebreak)
        if (label) script.suspend(t, t + duration, 'danger', label)
        t += duration
        const pointWinner = random.chance(serveChance(spec, pointServer)) ? pointServer : other(pointServer)
        points = plus(points, pointWinner)
        detail({ points })
        script.emit(t, 'point', { side: pointWinner })
        winner = gameWinner(points, tiebreak)
      }
      server = other(server)
      script.addPeriod(winner, 1)
      detail({ points: NIL, server, tiebreak: false })
      script.emit(t, 'game', { side: winner })
      script.suspend(t, t + AFTER_GAME_SECONDS, 'event', 'game', winner)
      const after = script.state.periods[script.state.periods.length - 1]
      if (setWinner(after)) break
      if ((after.home + after.away) % 2 === 1) t += CHANGEOVER_SECONDS
    }
    const games = script.state.periods[script.state.periods.length - 1]
    const winner = setWinner(games) as Side
    script.addScore(winner, 1, false)
    detail({ setInProgress: false })
    const over = script.state.score[winner] === SETS_TO_WIN
    script.endPeriod(t, { side: winner, points: 1 }, over)
    if (over) break
    t += SET_BREAK_SECONDS
  }
  return script.finish()
}
