/**
 * The feed's football model (src/server/domain/sports/feed/football.ts, footballOdds.ts, lines.ts): a plausible
 * goal average over many seeded matches; the model's probabilities agree with the simulator's frequencies, before
 * kick-off and at half time by its score; lines with pushes and halves are priced fair (the formula checked against
 * settlement's own outcomes); lines move with the score; stoppage time shows on the board at 45:00; the first
 * half's markets close at half time.
 */
import { describe, expect, it } from 'vitest'
import { priceMarket, settleHandicap, settleOverUnder, type Outcome } from '../../src/contract/sports'
import { deriveSeed, fairMarkets, marketsAt, resultOf, simulate, stateAt, type MatchScript, type MatchSpec } from '../../src/server/domain/sports/feed'
import { goalRates } from '../../src/server/domain/sports/feed/football'
import { finalScores, scoreDistribution } from '../../src/server/domain/sports/feed/footballOdds'
import { twoWayChances, handicapMargin, totalMargin } from '../../src/server/domain/sports/feed/lines'

const START = Date.UTC(2025, 2, 14, 15)

function spec(label: string, home = 60, away = 45): MatchSpec {
  return { id: `fb-${label}`, sport: 'football', seed: deriveSeed('f00dba11', label), home: { name: 'Quillbrook', strength: home }, away: { name: 'Orrindale', strength: away }, startsAt: START, pace: 600 }
}

/** 2,000 seeded matches between the same two sides (abandoned ones left out), played once for every test here. */
const MATCHES = 2000
const played: MatchScript[] = Array.from({ length: MATCHES }, (_, i) => simulate(spec(`m${i}`))).filter((script) => !script.abandoned)
const results = played.map(resultOf)

/** A selection's fair chance in a market of the model, normalised as priceMarket would. */
function chance(markets: ReturnType<typeof fairMarkets>, key: string, selection: string): number {
  const market = markets.find((candidate) => candidate.key === key)
  if (!market) throw new Error(`no market ${key}`)
  const total = market.selections.reduce((sum, s) => sum + s.chance, 0)
  return (market.selections.find((s) => s.key === selection)?.chance ?? 0) / total
}

/** Within `sigmas` standard errors of a frequency over n (plus a little for the model's approximations). */
const agrees = (model: number, hits: number, n: number, sigmas = 3.5, slack = 0.005) => Math.abs(hits / n - model) <= sigmas * Math.sqrt((model * (1 - model)) / n) + slack

describe('football: the model against the simulator', () => {
  it('scores a plausible number of goals: 2.3 to 3.2 a match, near the model’s expected total', () => {
    const mean = results.reduce((sum, r) => sum + r.score.home + r.score.away, 0) / results.length
    const rates = goalRates(played[0].spec)
    expect(mean).toBeGreaterThan(2.3)
    expect(mean).toBeLessThan(3.2)
    // The model's expectation (the rates cover the expected stoppage); 4 standard errors of the mean is about 0.15.
    expect(Math.abs(mean - (rates.home + rates.away))).toBeLessThan(0.15)
    // Between equals, about 2.6 goals.
    const equals = Array.from({ length: 600 }, (_, i) => resultOf(simulate(spec(`e${i}`, 50, 50)))).filter((r) => !r.abandoned)
    const equalMean = equals.reduce((sum, r) => sum + r.score.home + r.score.away, 0) / equals.length
    expect(equalMean).toBeGreaterThan(2.3)
    expect(equalMean).toBeLessThan(2.95)
  })

  it('gives before kick-off the chances the matches come out with', () => {
    const markets = fairMarkets(played[0].spec, played[0].prematch)
    const n = results.length
    const count = (test: (r: (typeof results)[number]) => boolean) => results.filter(test).length
    expect(agrees(chance(markets, '1x2', 'home'), count((r) => r.score.home > r.score.away), n)).toBe(true)
    expect(agrees(chance(markets, '1x2', 'draw'), count((r) => r.score.home === r.score.away), n)).toBe(true)
    expect(agrees(chance(markets, 'btts', 'yes'), count((r) => r.score.home > 0 && r.score.away > 0), n)).toBe(true)
    expect(agrees(chance(markets, 'oe', 'odd'), count((r) => (r.score.home + r.score.away) % 2 === 1), n)).toBe(true)
    expect(agrees(chance(markets, '1h:1x2', 'home'), count((r) => r.firstHalf !== null && r.firstHalf.home > r.firstHalf.away), n)).toBe(true)
    expect(agrees(chance(markets, 'cs', '1-0'), count((r) => r.score.home === 1 && r.score.away === 0), n)).toBe(true)
  })

  it('gives at half time, by its score, the chances the second halves come out with', () => {
    const byScore = new Map<string, { state: ReturnType<typeof stateAt>; script: MatchScript; wins: number; overs: number; n: number }>()
    for (const script of played) {
      const halfTime = script.events.find((event) => event.kind === 'period-end')
      if (!halfTime) continue
      const key = `${halfTime.state.score.home}-${halfTime.state.score.away}`
      const result = resultOf(script)
      const entry = byScore.get(key) ?? { state: halfTime.state, script, wins: 0, overs: 0, n: 0 }
      entry.n += 1
      if (result.score.home > result.score.away) entry.wins += 1
      if (result.score.home + result.score.away > 2) entry.overs += 1
      byScore.set(key, entry)
    }
    const common = [...byScore.values()].filter((entry) => entry.n >= 150)
    expect(common.length).toBeGreaterThanOrEqual(3)
    for (const { state, script, wins, overs, n } of common) {
      // The state during the break, as the feed reads it (not the event's own snapshot).
      const markets = fairMarkets(script.spec, stateAt(script, script.events.find((event) => event.kind === 'period-end')?.at ?? 0))
      expect(state.phase).toBe('break')
      expect(agrees(chance(markets, '1x2', 'home'), wins, n)).toBe(true)
      const overLine = markets.find((market) => market.key === 'ou:10')
      if (overLine) expect(agrees(chance(markets, 'ou:10', 'over'), overs, n)).toBe(true)
    }
  })
})

describe('football: lines with pushes and halves', () => {
  /** A selection's chances of each outcome over the final scores, by settlement's own functions. */
  function outcomeChances(scores: ReturnType<typeof finalScores>, settle: (score: { home: number; away: number }) => Outcome) {
    const tally: Record<string, number> = { win: 0, 'half-win': 0, push: 0, 'half-lose': 0, lose: 0 }
    for (const { score, chance } of scores) tally[settle(score) as string] += chance
    return tally
  }

  it('weights each side w + hw/2 and l + hl/2, as settleHandicap and settleOverUnder settle them', () => {
    const distribution = scoreDistribution({ home: 1, away: 0 }, goalRates(spec('x')), 0.4)
    const scores = finalScores(distribution)
    const difference = scores.map(({ score, chance }) => [score.home - score.away, chance] as const)
    const total = scores.map(({ score, chance }) => [score.home + score.away, chance] as const)
    for (const line of [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3]) {
      const home = outcomeChances(scores, (score) => settleHandicap(score, line).home)
      const [first, second] = twoWayChances(difference, handicapMargin(line))
      expect(first).toBeCloseTo(home.win + home['half-win'] / 2, 12)
      expect(second).toBeCloseTo(home.lose + home['half-lose'] / 2, 12)
    }
    for (const line of [5, 6, 7, 8, 9, 10, 11, 12, 13]) {
      const over = outcomeChances(scores, (score) => settleOverUnder(score.home + score.away, line).over)
      const [first, second] = twoWayChances(total, totalMargin(line))
      expect(first).toBeCloseTo(over.win + over['half-win'] / 2, 12)
      expect(second).toBeCloseTo(over.lose + over['half-lose'] / 2, 12)
    }
  })

  it('prices a quarter line so that without a margin each side returns what it risks: d = (1 − p − hw/2 − hl/2) / (w + hw/2)', () => {
    const scores = finalScores(scoreDistribution({ home: 0, away: 0 }, goalRates(spec('x')), 1))
    const difference = scores.map(({ score, chance }) => [score.home - score.away, chance] as const)
    for (const line of [-5, -3, -1, 1, 3]) {
      const [first, second] = twoWayChances(difference, handicapMargin(line))
      const weights = [first, second].map((c) => Math.round((c / (first + second)) * 1e9))
      const { prices } = priceMarket(weights, 0, { tick: 1 })
      for (const [side, price] of [['home', prices[0]], ['away', prices[1]]] as const) {
        const d = (price as number) / 1000
        const chances = outcomeChances(scores, (score) => settleHandicap(score, line)[side])
        const expected = chances.win * d + (chances['half-win'] * (1 + d)) / 2 + chances.push + chances['half-lose'] / 2
        // Rounded down to the thousandth: never more than 1, and short of it by at most a tick's worth.
        expect(expected).toBeLessThanOrEqual(1 + 1e-9)
        expect(expected).toBeGreaterThan(0.998)
        const fair = (1 - chances.push - chances['half-win'] / 2 - chances['half-lose'] / 2) / (chances.win + chances['half-win'] / 2)
        expect(Math.abs(d - fair)).toBeLessThanOrEqual(0.001 + 1e-9)
      }
    }
  })
})

describe('football: markets through a match', () => {
  const script = played.find((candidate) => {
    const goals = candidate.events.filter((event) => event.kind === 'goal')
    return goals.length >= 3 && goals.some((goal) => goal.state.period === 1)
  }) as MatchScript

  it('moves its lines with the score', () => {
    const mainTotal = (at: number) => fairMarkets(script.spec, stateAt(script, at)).filter((market) => market.kind === 'total' && market.scope === 'match').map((market) => market.line as number)
    const lastGoal = script.events.filter((event) => event.kind === 'goal').at(-1)?.at as number
    const before = mainTotal(script.spec.startsAt - 1)
    const after = mainTotal(lastGoal + 1)
    expect(Math.min(...after)).toBeGreaterThan(Math.min(...before))
    const handicaps = (at: number) => marketsAt(script, at, 500).filter((market) => market.kind === 'handicap').map((market) => market.key)
    expect(handicaps(lastGoal + 1)).not.toEqual(handicaps(script.spec.startsAt - 1))
  })

  it('shows the stoppage on the board at 45:00 and not before', () => {
    const board = script.events.find((event) => event.kind === 'stoppage')
    expect(board?.value).toBeGreaterThanOrEqual(1)
    expect(board?.state.clock).toBe(45 * 60)
    const detailAt = (at: number) => stateAt(script, at).detail
    expect(detailAt((board?.at as number) - 1)).toEqual({ sport: 'football', stoppage: [null, null] })
    expect(detailAt(board?.at as number)).toEqual({ sport: 'football', stoppage: [board?.value, null] })
  })

  it('closes the first half’s markets at half time', () => {
    const halfTime = script.events.find((event) => event.kind === 'period-end')?.at as number
    const firstHalf = (at: number) => marketsAt(script, at, 500).filter((market) => market.scope === 'first-half')
    // Offered through the first half (a market may pause when a side is too likely to win it: priceMarket's cap)
    // and never closed before its end.
    const firstHalfInstants = Array.from({ length: 90 }, (_, k) => script.spec.startsAt + Math.floor(((halfTime - script.spec.startsAt) * k) / 90))
    expect(firstHalfInstants.some((at) => firstHalf(at).some((market) => market.key === '1h:1x2' && market.status === 'open'))).toBe(true)
    for (const at of [...firstHalfInstants, halfTime - 1]) expect(firstHalf(at).find((market) => market.key === '1h:1x2')?.status).not.toBe('closed')
    for (const at of [halfTime, halfTime + 1, halfTime + 20 * script.spec.pace, script.endsAt - 1]) {
      const markets = firstHalf(at)
      expect(markets.find((market) => market.key === '1h:1x2')?.status).toBe('closed')
      expect(markets.every((market) => market.status === 'closed')).toBe(true)
    }
    // The match's own markets stay open through the break (5 simulated minutes in: 3 s at this pace).
    expect(stateAt(script, halfTime + 5 * script.spec.pace).phase).toBe('break')
    expect(marketsAt(script, halfTime + 5 * script.spec.pace, 500).some((market) => market.scope === 'match' && market.status === 'open')).toBe(true)
  })

  it('lists the correct scores from the current one up, and any other score', () => {
    const lastGoal = script.events.filter((event) => event.kind === 'goal').at(-1)
    const state = stateAt(script, (lastGoal?.at as number) + 1)
    const cs = fairMarkets(script.spec, state).find((market) => market.key === 'cs')
    expect(cs?.selections[0].key).toBe(`${state.score.home}-${state.score.away}`)
    expect(cs?.selections.at(-1)?.key).toBe('other')
    expect(cs?.selections.reduce((sum, s) => sum + s.chance, 0)).toBeCloseTo(1, 9)
  })
})
