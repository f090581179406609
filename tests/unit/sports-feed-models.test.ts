/**
 * The feed's other models (src/server/domain/sports/feed): tennis's exact recursion (known values, and the match
 * winner against simulated matches), basketball's normal approximation, cricket's Monte Carlo and the e-sports'
 * exact series against the simulator's frequencies, each within a stated tolerance; and the states each sport's
 * script walks through.
 */
import { describe, expect, it } from 'vitest'
import { deriveSeed, fairMarkets, marketsAt, resultOf, simulate, stateAt, type MatchSpec, type Sport } from '../../src/server/domain/sports/feed'
import { SIMULATIONS } from '../../src/server/domain/sports/feed/cricketOdds'
import { killChance, roundChance } from '../../src/server/domain/sports/feed/esports'
import { mobaMapChance, seriesOutcomes, shooterMapChance } from '../../src/server/domain/sports/feed/esportsOdds'
import { serveChance } from '../../src/server/domain/sports/feed/tennis'
import { gameChance, matchOutcomes, setOutcomes, tiebreakChance } from '../../src/server/domain/sports/feed/tennisOdds'

const START = Date.UTC(2025, 2, 15, 12)

function spec(sport: Sport, label: string, home: number, away: number): MatchSpec {
  return { id: `${sport}-${label}`, sport, seed: deriveSeed('0dd5ba11', `${sport}:${label}`), home: { name: 'Emberford', strength: home }, away: { name: 'Wrenholt', strength: away }, startsAt: START, pace: 600 }
}

/** Finished (not abandoned) results of n seeded matches between the same two sides. */
function play(sport: Sport, n: number, home: number, away: number) {
  return Array.from({ length: n }, (_, i) => simulate(spec(sport, `m${i}`, home, away))).filter((script) => !script.abandoned)
}

/** A market selection's normalised fair chance before the start. */
function prematchChance(sport: Sport, home: number, away: number, key: string, selection = 'home'): number {
  const script = simulate(spec(sport, 'model', home, away))
  const market = fairMarkets(script.spec, script.prematch).find((candidate) => candidate.key === key)
  if (!market) throw new Error(`no market ${key}`)
  return (market.selections.find((s) => s.key === selection)?.chance ?? 0) / market.selections.reduce((sum, s) => sum + s.chance, 0)
}

/**
 * In play: at an instant of each script (its first break, say), the model's chances of a home win against what
 * happened, by fifths of the chance: in each fifth with 10 matches or more, the home wins within 3.5 standard
 * errors of the chances' sum (plus `slack` wins per match for an approximate model, and a Monte Carlo's own noise).
 * And the chances must spread (a standard deviation above 0.05): a model that ignored the state would give every
 * match its pre-match chance, calibrated on the whole but telling nothing. Returns what failed.
 */
function miscalibration(scripts: readonly ReturnType<typeof simulate>[], instant: (script: ReturnType<typeof simulate>) => number | undefined, slack = 0, noise = 0): string[] {
  const bins = Array.from({ length: 5 }, () => ({ expected: 0, variance: 0, wins: 0, n: 0 }))
  const chances: number[] = []
  for (const script of scripts) {
    const at = instant(script)
    if (at === undefined) continue
    const ml = fairMarkets(script.spec, stateAt(script, at)).find((market) => market.key === 'ml')
    const p = (ml?.selections[0].chance ?? 0) / (ml?.selections.reduce((sum, s) => sum + s.chance, 0) ?? 1)
    const bin = bins[Math.min(4, Math.floor(p * 5))]
    bin.expected += p
    bin.variance += p * (1 - p) + noise * p * (1 - p)
    bin.n += 1
    if (resultOf(script).winner === 'home') bin.wins += 1
    chances.push(p)
  }
  const failures: string[] = []
  if (chances.length < 50) failures.push(`only ${chances.length} matches`)
  const mean = chances.reduce((a, b) => a + b, 0) / chances.length
  const spread = Math.sqrt(chances.reduce((sum, p) => sum + (p - mean) ** 2, 0) / chances.length)
  if (!(spread > 0.05)) failures.push(`chances spread ${spread.toFixed(3)}`)
  bins.forEach((bin, i) => {
    if (bin.n >= 10 && Math.abs(bin.wins - bin.expected) > 3.5 * Math.sqrt(bin.variance) + slack * bin.n) failures.push(`fifth ${i}: ${bin.wins} wins of ${bin.n}, expected ${bin.expected.toFixed(1)}`)
  })
  return failures
}
const firstBreak = (script: ReturnType<typeof simulate>) => script.events.find((event) => event.kind === 'period-end')?.at

/** Within `sigmas` standard errors of the frequency over n, plus `slack` for the model's approximation. */
const within = (model: number, hits: number, n: number, slack: number, sigmas = 3.5) => Math.abs(hits / n - model) <= sigmas * Math.sqrt((model * (1 - model)) / n) + slack

describe('tennis: the exact recursion', () => {
  it('gives the textbook chances', () => {
    // Holding serve at 60% a point: 0.736 (p⁴(1 + 4q + 10q²) + 20p³q³·p²/(p² + q²)).
    expect(gameChance(0.6, 0, 0)).toBeCloseTo(0.73572, 4)
    expect(gameChance(0.5, 0, 0)).toBeCloseTo(0.5, 12)
    expect(gameChance(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12)
    expect(gameChance(0.6, 4, 2)).toBe(1)
    // Equal servers: every tie-break and set is a coin toss from level; from 6-5 up in a tie-break, better than even.
    expect(tiebreakChance({ home: 0.62, away: 0.62 }, { home: 0, away: 0 }, 'home')).toBeCloseTo(0.5, 12)
    expect(tiebreakChance({ home: 0.62, away: 0.62 }, { home: 6, away: 5 }, 'home')).toBeGreaterThan(0.5)
    const set = setOutcomes({ home: 0.65, away: 0.65 }, { home: 0, away: 0 }, 'home')
    expect(set.reduce((sum, outcome) => sum + outcome.chance, 0)).toBeCloseTo(1, 12)
    expect(set.filter((outcome) => outcome.games.home > outcome.games.away).reduce((sum, outcome) => sum + outcome.chance, 0)).toBeCloseTo(0.5, 12)
    expect(set.map((outcome) => `${outcome.games.home}-${outcome.games.away}`).sort()).toEqual(
      ['0-6', '1-6', '2-6', '3-6', '4-6', '5-7', '6-0', '6-1', '6-2', '6-3', '6-4', '6-7', '7-5', '7-6'].sort(),
    )
  })

  it('uses the game in progress, the server of each game and the next set’s first server', () => {
    const serve = { home: 0.7, away: 0.6 }
    const won = (outcomes: { games: { home: number; away: number }; chance: number }[]) =>
      outcomes.filter((outcome) => outcome.games.home > outcome.games.away).reduce((sum, outcome) => sum + outcome.chance, 0)
    // Serving first makes no difference to a whole set (a known property of the game), but serving for it at 5-4
    // (game 10, so the set's first server was away) is better than receiving.
    expect(won(setOutcomes(serve, { home: 0, away: 0 }, 'home'))).toBeCloseTo(won(setOutcomes(serve, { home: 0, away: 0 }, 'away')), 12)
    expect(won(setOutcomes(serve, { home: 5, away: 4 }, 'away'))).toBeGreaterThan(won(setOutcomes(serve, { home: 5, away: 4 }, 'home')) + 0.05)
    // At 5-4, home serving (game 10: the set's first server was away) at 40-0: hold and win, or go on from 5-5.
    const hold = gameChance(serve.home, 3, 0)
    const fromFive = won(setOutcomes(serve, { home: 5, away: 5 }, 'away'))
    expect(won(setOutcomes(serve, { home: 5, away: 4 }, 'away', { home: 3, away: 0 }))).toBeCloseTo(hold + (1 - hold) * fromFive, 12)
    // The match from a set in progress is its outcomes, each followed by a set opened by the right server.
    const script = simulate(spec('tennis', 'serve', 60, 55))
    const atFiveFour = script.events.find((event) => event.kind === 'game' && event.state.period === 1 && event.state.periods[0].home + event.state.periods[0].away === 9)
    if (!atFiveFour || atFiveFour.state.detail.sport !== 'tennis') throw new Error('no ninth game')
    const inSet = atFiveFour.state
    // Compared as whole distributions of (sets, total games): a set's winner does not depend on who serves first in
    // it, but its scores do.
    const tally = (into: Map<string, number>, outcomes: ReturnType<typeof matchOutcomes>, weight: number, gamesBefore = 0) => {
      for (const o of outcomes) {
        const key = `${o.sets.home}-${o.sets.away}:${o.games + gamesBefore}`
        into.set(key, (into.get(key) ?? 0) + weight * o.chance)
      }
      return into
    }
    const direct = tally(new Map(), matchOutcomes(script.spec, inSet), 1)
    const first = atFiveFour.state.detail.setFirstServer as 'home' | 'away'
    const serveOf = { home: serveChance(script.spec, 'home'), away: serveChance(script.spec, 'away') }
    const composed = new Map<string, number>()
    for (const outcome of setOutcomes(serveOf, inSet.periods[0], first)) {
      const games = outcome.games.home + outcome.games.away
      const next = games % 2 === 0 ? first : first === 'home' ? 'away' : 'home'
      const between = {
        ...inSet, periods: [outcome.games], score: outcome.games.home > outcome.games.away ? { home: 1, away: 0 } : { home: 0, away: 1 },
        detail: { ...atFiveFour.state.detail, setInProgress: false, server: next },
      } as typeof inSet
      tally(composed, matchOutcomes(script.spec, between), outcome.chance)
    }
    expect([...direct.keys()].sort()).toEqual([...composed.keys()].sort())
    for (const [key, chance] of direct) expect(chance).toBeCloseTo(composed.get(key) as number, 12)
  })

  it('agrees with 400 simulated matches on the winner, before and during play (within 3.5 standard errors), and the games (within a game)', () => {
    const scripts = play('tennis', 400, 62, 50)
    const results = scripts.map(resultOf)
    const wins = results.filter((r) => r.winner === 'home').length
    expect(within(prematchChance('tennis', 62, 50, 'ml'), wins, results.length, 0.005)).toBe(true)
    // After the first set, and at 3-3 in the second (a game in progress: its points count).
    expect(miscalibration(scripts.slice(0, 200), firstBreak)).toEqual([])
    const midSecondSet = (script: (typeof scripts)[number]) =>
      script.events.find((event) => event.kind === 'point' && event.state.period === 2 && event.state.periods[1].home === 3 && event.state.periods[1].away === 3)?.at
    expect(miscalibration(scripts.slice(0, 200), midSecondSet)).toEqual([])
    const games = results.map((r) => r.periods.reduce((sum, set) => sum + set.home + set.away, 0)).sort((a, b) => a - b)
    const main = fairMarkets(scripts[0].spec, scripts[0].prematch).filter((market) => market.kind === 'total').map((market) => market.line as number)
    const middle = main[Math.floor(main.length / 2)] / 4
    expect(Math.abs(middle - games[Math.floor(games.length / 2)])).toBeLessThanOrEqual(1)
  })

  it('counts the points of each game, changes server after each game, and ends each set at 6 games or more', () => {
    const script = simulate(spec('tennis', 'walk', 55, 55))
    let points = 0
    let server: string | null = null
    for (const event of script.events) {
      const detail = event.state.detail
      if (detail.sport !== 'tennis') throw new Error('not tennis')
      if (event.kind === 'point') {
        points += 1
        expect(detail.points.home + detail.points.away).toBe(points)
      }
      if (event.kind === 'game') {
        points = 0
        expect(detail.points).toEqual({ home: 0, away: 0 })
        if (server !== null) expect(detail.server).not.toBe(server)
        server = detail.server
      }
      if (event.kind === 'period-end' || event.kind === 'end') {
        const games = event.state.periods.at(-1) ?? { home: 0, away: 0 }
        expect(Math.max(games.home, games.away)).toBeGreaterThanOrEqual(6)
        expect(detail.setInProgress).toBe(false)
      }
    }
    expect(script.events.filter((event) => event.kind === 'point').length).toBeGreaterThan(80)
  })
})

describe('e-sports: exact series', () => {
  it('gives the gambler’s ruin for a MOBA map and the overtime rule for a shooter’s', () => {
    expect(mobaMapChance(0.5, 0)).toBeCloseTo(0.5, 12)
    expect(mobaMapChance(0.5, 3)).toBeCloseTo(10 / 14, 12)
    expect(mobaMapChance(0.6, 0)).toBeCloseTo(1 / (1 + (2 / 3) ** 7), 12)
    expect(shooterMapChance(0.5, { home: 0, away: 0 })).toBeCloseTo(0.5, 12)
    expect(shooterMapChance(0.6, { home: 12, away: 12 })).toBeCloseTo(0.36 / 0.52, 12)
    expect(shooterMapChance(0.6, { home: 13, away: 11 })).toBe(1)
    const series = seriesOutcomes({ home: 0, away: 0 }, 0.7, 0.7)
    expect(series.count).toEqual([[2, expect.closeTo(0.49 + 0.09, 12)], [3, expect.closeTo(2 * 0.7 * 0.3, 12)]])
  })

  it.each(['moba', 'shooter'] as const)('%s: agrees with 600 simulated series on the winner, before and during play, and on the first map', (sport) => {
    const scripts = play(sport, 600, 70, 50)
    const results = scripts.map(resultOf)
    expect(within(prematchChance(sport, 70, 50, 'ml'), results.filter((r) => r.winner === 'home').length, results.length, 0.005)).toBe(true)
    // Between the first two maps, and in the first once it leans (a lead of 4 kills; a side at 9 rounds).
    expect(miscalibration(scripts, firstBreak)).toEqual([])
    const leaning = (script: (typeof scripts)[number]) =>
      script.events.find((event) => {
        const map = event.state.periods[0]
        return event.state.period === 1 && map !== undefined && (sport === 'moba' ? Math.abs(map.home - map.away) >= 4 : Math.max(map.home, map.away) >= 9)
      })?.at
    expect(miscalibration(scripts, leaning)).toEqual([])
    const firstMap = sport === 'moba' ? mobaMapChance(killChance(scripts[0].spec), 0) : shooterMapChance(roundChance(scripts[0].spec), { home: 0, away: 0 })
    const firstMapWins = results.filter((r) => r.periods[0].home > r.periods[0].away).length
    expect(within(firstMap, firstMapWins, results.length, 0.005)).toBe(true)
    expect(within(prematchChance(sport, 70, 50, 'ou:10', 'over'), results.filter((r) => r.periods.length === 3).length, results.length, 0.005)).toBe(true)
  })

  it('offers the map in progress, then the next one', () => {
    const script = simulate(spec('shooter', 'maps', 50, 50))
    const firstEnd = script.events.find((event) => event.kind === 'period-end')?.at as number
    expect(marketsAt(script, firstEnd - 1, 500).some((market) => market.key === 'map1:ml')).toBe(true)
    expect(marketsAt(script, firstEnd + 2 * script.spec.pace, 500).some((market) => market.key === 'map2:ml')).toBe(true)
  })
})

describe('basketball: the normal approximation', () => {
  it('agrees with 600 simulated matches on the winner, before and during play (within 3.5 standard errors plus 2%), and the total (within 3 points)', () => {
    const scripts = play('basketball', 600, 60, 50)
    const results = scripts.map(resultOf)
    expect(within(prematchChance('basketball', 60, 50, 'ml'), results.filter((r) => r.winner === 'home').length, results.length, 0.02)).toBe(true)
    // At half time and two minutes from the end of the fourth quarter (the normal approximation: 2% slack).
    expect(miscalibration(scripts.slice(0, 300), (script) => script.events.find((event) => event.kind === 'period-end' && event.state.period === 2)?.at, 0.02)).toEqual([])
    const lateFourth = (script: (typeof scripts)[number]) => {
      const fourth = script.events.find((event) => event.kind === 'period-start' && event.state.period === 4)
      return fourth && fourth.at + 8 * script.spec.pace
    }
    expect(miscalibration(scripts.slice(0, 300), lateFourth, 0.02)).toEqual([])
    const mean = results.reduce((sum, r) => sum + r.score.home + r.score.away, 0) / results.length
    const script = simulate(spec('basketball', 'model', 60, 50))
    const lines = fairMarkets(script.spec, script.prematch).filter((market) => market.kind === 'total').map((market) => market.line as number)
    expect(Math.abs(lines[Math.floor(lines.length / 2)] / 4 - mean)).toBeLessThan(3)
    // The lines carry the score one for one: 10 points more for home at half time moves the handicap 10 points.
    const halfTime = stateAt(script, script.events.find((event) => event.kind === 'period-end' && event.state.period === 2)?.at as number)
    const mainLine = (state: typeof halfTime, kind: 'handicap' | 'total') => {
      const lines = fairMarkets(script.spec, state).filter((market) => market.kind === kind).map((market) => market.line as number)
      return lines[Math.floor(lines.length / 2)]
    }
    const level = { ...halfTime, score: { home: 45, away: 45 } }
    const ahead = { ...halfTime, score: { home: 55, away: 45 } }
    expect(Math.abs(mainLine(ahead, 'handicap') - (mainLine(level, 'handicap') - 40))).toBeLessThanOrEqual(4)
    expect(Math.abs(mainLine(ahead, 'total') - (mainLine(level, 'total') + 40))).toBeLessThanOrEqual(4)
    // No match ends level: overtime (and, after four, the shootout) decides it.
    expect(results.every((r) => r.score.home !== r.score.away)).toBe(true)
  })
})

describe('cricket: the Monte Carlo', () => {
  const scripts = play('cricket', 400, 62, 48)
  const results = scripts.map(resultOf)
  /** The model's chance of a home win, normalised, at a state of a script. */
  const homeChance = (script: (typeof scripts)[number], state: ReturnType<typeof stateAt>) => {
    const ml = fairMarkets(script.spec, state).find((market) => market.key === 'ml')
    return (ml?.selections[0].chance ?? 0) / (ml?.selections.reduce((sum, s) => sum + s.chance, 0) ?? 1)
  }

  it(`agrees with 400 simulated matches before the start: the winner within 3.5 standard errors of both, the first innings within 8 runs`, () => {
    // The model's own noise (SIMULATIONS plays a state) shrinks by averaging it over eight matches' seeds.
    const model = scripts.slice(0, 8).reduce((sum, script) => sum + homeChance(script, script.prematch), 0) / 8
    const error = Math.sqrt((model * (1 - model)) / results.length + (model * (1 - model)) / (8 * SIMULATIONS))
    expect(Math.abs(results.filter((r) => r.winner === 'home').length / results.length - model)).toBeLessThan(3.5 * error)
    const firstInnings = results.map((r) => r.periods[0].home + r.periods[0].away).sort((a, b) => a - b)
    const median = firstInnings[Math.floor(firstInnings.length / 2)]
    // A T20 innings: 130 to 190 runs is plausible.
    expect(median).toBeGreaterThan(130)
    expect(median).toBeLessThan(190)
    const lines = fairMarkets(scripts[0].spec, scripts[0].prematch).filter((market) => market.kind === 'total').map((market) => market.line as number)
    expect(Math.abs(lines[Math.floor(lines.length / 2)] / 4 - median)).toBeLessThan(8)
  })

  it('is calibrated at the innings break and halfway through the chase (150 matches, by fifths of the chance)', () => {
    const tenthOver = (script: (typeof scripts)[number]) =>
      // Undefined when the chase was over before its tenth over.
      script.events.find((event) => event.state.period === 2 && event.state.detail.sport === 'cricket' && event.state.detail.balls[event.side ?? 'home'] === 60)?.at
    expect(miscalibration(scripts.slice(0, 150), firstBreak, 0, 1 / SIMULATIONS)).toEqual([])
    expect(miscalibration(scripts.slice(0, 150), tenthOver, 0, 1 / SIMULATIONS)).toEqual([])
  })

  it('prices the innings in progress, and a state always the same', () => {
    const script = simulate(spec('cricket', 'walk', 50, 50))
    const second = script.events.find((event) => event.kind === 'period-start')?.at as number
    expect(marketsAt(script, START + 10 * script.spec.pace, 500).some((market) => market.key.startsWith('inn1:ou:'))).toBe(true)
    expect(marketsAt(script, second + 10 * script.spec.pace, 500).some((market) => market.key.startsWith('inn2:ou:'))).toBe(true)
    const state = stateAt(script, second + 10 * script.spec.pace)
    expect(fairMarkets(script.spec, state)).toEqual(fairMarkets(script.spec, { ...state }))
  })
})
