/**
 * Tennis's probabilities from a state, exactly, by Markov recursion on the simulator's own rules (tennis.ts): each
 * player's serve-point chance gives a game's chance from any score (deuce in closed form: p²/(p² + q²)); a
 * tie-break's from any score (from a tie at 6-6 or later each pair of points has one serve each: x/(x + y) with
 * x = pH·(1 − pA), y = (1 − pH)·pA); a set's final scores from any game score, with the server of each game by
 * parity; then the match, set by set, each new set opened by the right server, to the distribution of (sets, total
 * games). Before the toss the first server is either player, half each. Markets: the match winner, the set handicap
 * ±1.5, and total games on half lines (a tie-break counts as one game) around the median.
 */
import { handicapMarket, totalLadder } from './lines'
import { chanceOf, median, type Distribution } from './maths'
import { gameWinner, serveChance, setWinner, SETS_TO_WIN, tiebreakServer } from './tennis'
import { NIL, other, plus } from './timeline'
import type { FairMarket, MatchDetail, MatchSpec, MatchState, Score, Side } from './types'

type Serve = Record<Side, number>

/** The chance the server wins a game from (server's points, receiver's points), winning each point with `p`. */
export function gameChance(p: number, own: number, theirs: number): number {
  const won = gameWinner({ home: own, away: theirs }, false)
  if (won) return won === 'home' ? 1 : 0
  if (own >= 3 && own === theirs) return (p * p) / (p * p + (1 - p) * (1 - p))
  return p * gameChance(p, own + 1, theirs) + (1 - p) * gameChance(p, own, theirs + 1)
}

/** The chance home wins a tie-break from `points`, `first` having served its first point. */
export function tiebreakChance(serve: Serve, points: Score, first: Side): number {
  const memo = new Map<number, number>()
  const chance = (home: number, away: number): number => {
    const won = gameWinner({ home, away }, true)
    if (won) return won === 'home' ? 1 : 0
    if (home >= 6 && home === away) {
      const both = serve.home * (1 - serve.away)
      return both / (both + (1 - serve.home) * serve.away)
    }
    const key = home * 64 + away
    const known = memo.get(key)
    if (known !== undefined) return known
    const server = tiebreakServer(first, home + away)
    const homeWinsPoint = server === 'home' ? serve.home : 1 - serve.away
    const value = homeWinsPoint * chance(home + 1, away) + (1 - homeWinsPoint) * chance(home, away + 1)
    memo.set(key, value)
    return value
  }
  return chance(points.home, points.away)
}

/** The set's final game scores and their chances, from `games` with the game in progress at `points`. */
export function setOutcomes(serve: Serve, games: Score, first: Side, points: Score = NIL): { games: Score; chance: number }[] {
  let frontier = new Map<string, { games: Score; chance: number }>([[`${games.home}-${games.away}`, { games, chance: 1 }]])
  const finals: { games: Score; chance: number }[] = []
  let opening = true
  while (frontier.size > 0) {
    const next = new Map<string, { games: Score; chance: number }>()
    for (const { games: at, chance } of frontier.values()) {
      if (setWinner(at)) {
        finals.push({ games: at, chance })
        continue
      }
      const start = opening ? points : NIL
      let homeWins: number
      if (at.home === 6 && at.away === 6) homeWins = tiebreakChance(serve, start, first)
      else {
        const server = (at.home + at.away) % 2 === 0 ? first : other(first)
        const held = gameChance(serve[server], start[server], start[other(server)])
        homeWins = server === 'home' ? held : 1 - held
      }
      for (const [side, p] of [['home', homeWins], ['away', 1 - homeWins]] as const) {
        const to = plus(at, side)
        const key = `${to.home}-${to.away}`
        next.set(key, { games: to, chance: (next.get(key)?.chance ?? 0) + chance * p })
      }
    }
    frontier = next
    opening = false
  }
  return finals
}

type Tennis = Extract<MatchDetail, { sport: 'tennis' }>
interface Path {
  sets: Score
  games: number
  /** Who serves first in the next set. */
  next: Side
  chance: number
}

/** The match's final (sets, total games) and their chances, from a state. */
export function matchOutcomes(spec: MatchSpec, state: MatchState): { sets: Score; games: number; chance: number }[] {
  const serve: Serve = { home: serveChance(spec, 'home'), away: serveChance(spec, 'away') }
  const detail = state.detail as Tennis
  const played = detail.setInProgress ? state.periods.slice(0, -1) : state.periods
  const gamesPlayed = played.reduce((sum, set) => sum + set.home + set.away, 0)
  const afterSet = (sets: Score, games: number, first: Side, chance: number) => (outcome: { games: Score; chance: number }): Path => ({
    sets: plus(sets, setWinner(outcome.games) as Side),
    games: games + outcome.games.home + outcome.games.away,
    // The next set opens with the player whose turn it would be: the tie-break's first server receives.
    next: (outcome.games.home + outcome.games.away) % 2 === 0 ? first : other(first),
    chance: chance * outcome.chance,
  })
  // From the set in progress; or between sets, from the next set's first server; or before the toss, either, half each.
  const first = detail.setFirstServer
  let paths: Path[] =
    detail.setInProgress && first
      ? setOutcomes(serve, state.periods[state.periods.length - 1], first, detail.points).map(afterSet(state.score, gamesPlayed, first, 1))
      : detail.server
        ? [{ sets: state.score, games: gamesPlayed, next: detail.server, chance: 1 }]
        : (['home', 'away'] as const).map((next) => ({ sets: state.score, games: gamesPlayed, next, chance: 0.5 }))
  const fresh = { home: setOutcomes(serve, NIL, 'home'), away: setOutcomes(serve, NIL, 'away') }
  const done: { sets: Score; games: number; chance: number }[] = []
  while (paths.length > 0) {
    const next: Path[] = []
    for (const path of paths) {
      if (path.sets.home === SETS_TO_WIN || path.sets.away === SETS_TO_WIN) done.push({ sets: path.sets, games: path.games, chance: path.chance })
      else next.push(...fresh[path.next].map(afterSet(path.sets, path.games, path.next, path.chance)))
    }
    paths = merge(next)
  }
  return done
}

/** Paths that reach the same sets, games and next server go on together (three sets would be 14³ paths, not ~100). */
function merge(paths: readonly Path[]): Path[] {
  const merged = new Map<string, Path>()
  for (const path of paths) {
    const key = `${path.sets.home}:${path.sets.away}:${path.games}:${path.next}`
    const known = merged.get(key)
    merged.set(key, known ? { ...known, chance: known.chance + path.chance } : path)
  }
  return [...merged.values()]
}

function collect(outcomes: { sets: Score; games: number; chance: number }[], f: (outcome: { sets: Score; games: number }) => number): Distribution {
  const merged = new Map<number, number>()
  for (const outcome of outcomes) merged.set(f(outcome), (merged.get(f(outcome)) ?? 0) + outcome.chance)
  return [...merged.entries()].sort((a, b) => a[0] - b[0])
}

/** The match's markets at a state (module comment). */
export function tennisMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  const outcomes = matchOutcomes(spec, state)
  const setDifference = collect(outcomes, (outcome) => outcome.sets.home - outcome.sets.away)
  const games = collect(outcomes, (outcome) => outcome.games)
  return [
    {
      key: 'ml', kind: 'money-line', scope: 'match', unit: 'sets',
      selections: [{ key: 'home', chance: chanceOf(setDifference, (d) => d > 0) }, { key: 'away', chance: chanceOf(setDifference, (d) => d < 0) }],
    },
    handicapMarket(setDifference, -6, { unit: 'sets' }),
    handicapMarket(setDifference, 6, { unit: 'sets' }),
    ...totalLadder(games, median(games), { unit: 'games', step: 4, offset: 2 }),
  ]
}
