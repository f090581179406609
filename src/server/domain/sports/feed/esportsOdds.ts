/**
 * E-sports' probabilities from a state, exactly. A map's chance from its score: for a MOBA the gambler's ruin on the
 * kill lead (reach +KILL_LEAD before −KILL_LEAD, each kill home's with chance q: (1 − r^(d+L)) / (1 − r^(2L)),
 * r = (1 − q)/q); for a shooter a recursion on the rounds, overtime from 12-12 in closed form (q²/(q² + (1 − q)²)
 * per pair of rounds). The series from the maps won, the map in progress and fresh maps after it. Markets: the
 * match winner, the map handicap ±1.5, total maps over/under 2.5, and the winner of the map in progress (or next).
 */
import { KILL_LEAD, MAPS_TO_WIN, ROUNDS_TO_WIN, killChance, roundChance, shooterMapWinner } from './esports'
import { handicapMarket, totalMarket } from './lines'
import { chanceOf, type Distribution } from './maths'
import { NIL } from './timeline'
import type { FairMarket, MatchSpec, MatchState, Score } from './types'

/** The chance home wins a MOBA map from a kill lead of `lead`, each kill home's with chance `q`. */
export function mobaMapChance(q: number, lead: number): number {
  if (lead >= KILL_LEAD) return 1
  if (lead <= -KILL_LEAD) return 0
  if (Math.abs(q - 0.5) < 1e-12) return (lead + KILL_LEAD) / (2 * KILL_LEAD)
  const r = (1 - q) / q
  return (1 - r ** (lead + KILL_LEAD)) / (1 - r ** (2 * KILL_LEAD))
}

/** The chance home wins a shooter's map from `rounds`, each round home's with chance `q`. */
export function shooterMapChance(q: number, rounds: Score): number {
  const memo = new Map<number, number>()
  const chance = (home: number, away: number): number => {
    const won = shooterMapWinner({ home, away })
    if (won) return won === 'home' ? 1 : 0
    if (home >= ROUNDS_TO_WIN - 1 && home === away) return (q * q) / (q * q + (1 - q) * (1 - q))
    const key = home * 64 + away
    const known = memo.get(key)
    if (known !== undefined) return known
    const value = q * chance(home + 1, away) + (1 - q) * chance(home, away + 1)
    memo.set(key, value)
    return value
  }
  return chance(rounds.home, rounds.away)
}

/** The distribution of the series' map difference (home − away) and of its number of maps, from maps won and the first map's chance. */
export function seriesOutcomes(maps: Score, current: number, fresh: number): { difference: Distribution; count: Distribution } {
  const finals = new Map<string, { maps: Score; chance: number }>()
  const walk = (at: Score, chance: number, homeWins: number) => {
    if (at.home === MAPS_TO_WIN || at.away === MAPS_TO_WIN) {
      const key = `${at.home}-${at.away}`
      finals.set(key, { maps: at, chance: (finals.get(key)?.chance ?? 0) + chance })
      return
    }
    walk({ home: at.home + 1, away: at.away }, chance * homeWins, fresh)
    walk({ home: at.home, away: at.away + 1 }, chance * (1 - homeWins), fresh)
  }
  walk(maps, 1, current)
  const difference = new Map<number, number>()
  const count = new Map<number, number>()
  for (const { maps: final, chance } of finals.values()) {
    difference.set(final.home - final.away, (difference.get(final.home - final.away) ?? 0) + chance)
    count.set(final.home + final.away, (count.get(final.home + final.away) ?? 0) + chance)
  }
  const sorted = (map: Map<number, number>): Distribution => [...map.entries()].sort((a, b) => a[0] - b[0])
  return { difference: sorted(difference), count: sorted(count) }
}

/** The series' markets at a state (module comment). */
export function esportsMarkets(spec: MatchSpec, state: MatchState): FairMarket[] {
  const moba = spec.sport === 'moba'
  const mapChance = (score: Score) => (moba ? mobaMapChance(killChance(spec), score.home - score.away) : shooterMapChance(roundChance(spec), score))
  const inProgress = state.detail.sport === spec.sport && 'mapInProgress' in state.detail && state.detail.mapInProgress
  const over = state.score.home === MAPS_TO_WIN || state.score.away === MAPS_TO_WIN
  const fresh = mapChance(NIL)
  const current = inProgress ? mapChance(state.periods[state.periods.length - 1]) : fresh
  const series = seriesOutcomes(state.score, current, fresh)
  // The map the current-map market is on: the one in progress, else the next; once the series is over, its last.
  const map = inProgress || over ? state.period : state.period + 1
  const mapWon = over ? state.periods[state.periods.length - 1] : null
  const mapHome = mapWon ? (mapWon.home > mapWon.away ? 1 : 0) : current
  return [
    {
      key: 'ml', kind: 'money-line', scope: 'match', unit: 'maps',
      selections: [{ key: 'home', chance: chanceOf(series.difference, (d) => d > 0) }, { key: 'away', chance: chanceOf(series.difference, (d) => d < 0) }],
    },
    handicapMarket(series.difference, -6, { unit: 'maps' }),
    handicapMarket(series.difference, 6, { unit: 'maps' }),
    totalMarket(series.count, 10, { unit: 'maps' }),
    {
      key: `map${map}:ml`, kind: 'money-line', scope: 'map', period: map, unit: 'maps',
      selections: [{ key: 'home', chance: mapHome }, { key: 'away', chance: 1 - mapHome }],
    },
  ]
}
