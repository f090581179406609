/**
 * The feed's programme and results (src/server/domain/sports/feed/schedule.ts, result.ts): a merchant's day is the
 * same on every run and its own; no competitor plays two matches at once, nor past the day's end; strengths are a
 * merchant's, the same every day; results match the scripts they come from; an abandoned match ends where it was
 * abandoned, with no winner and its markets closed.
 */
import { describe, expect, it } from 'vitest'
import {
  ABANDON_CHANCE, DAY_MS, MAX_MATCHES_PER_DAY, SPORTS, TEAMS, deriveSeed, marketsAt, resultOf, scheduleDay, simulate, stateAt, teamStrength, type MatchSpec,
} from '../../src/server/domain/sports/feed'

const MERCHANT = 'a11ce5eed0000001'
const DAY = Date.UTC(2025, 2, 14)

/** Every pair of one competitor's matches in a programme, in order of start, with each match's real end. */
function overlaps(programme: readonly MatchSpec[]): string[] {
  const ends = new Map(programme.map((spec) => [spec.id, simulate(spec).endsAt]))
  const byTeam = new Map<string, MatchSpec[]>()
  for (const spec of programme) for (const name of [spec.home.name, spec.away.name]) byTeam.set(`${spec.sport}:${name}`, [...(byTeam.get(`${spec.sport}:${name}`) ?? []), spec])
  const found: string[] = []
  for (const [team, matches] of byTeam) {
    const sorted = [...matches].sort((a, b) => a.startsAt - b.startsAt)
    for (let i = 1; i < sorted.length; i++) if (sorted[i].startsAt < (ends.get(sorted[i - 1].id) as number)) found.push(`${team}: ${sorted[i - 1].id} and ${sorted[i].id}`)
  }
  return found
}

describe('a merchant’s programme', () => {
  const programme = scheduleDay(MERCHANT, DAY)

  it('is the same on every run, and another for another day or merchant', () => {
    expect(scheduleDay(MERCHANT, DAY)).toEqual(programme)
    expect(scheduleDay(MERCHANT, DAY + DAY_MS)).not.toEqual(programme)
    expect(scheduleDay('b0b5eed000000002', DAY)).not.toEqual(programme)
  })

  it('spreads every sport’s fixtures over the day, in order of start, with unique ids', () => {
    for (const sport of SPORTS) expect(programme.filter((spec) => spec.sport === sport).length).toBeGreaterThanOrEqual(3)
    for (let i = 1; i < programme.length; i++) expect(programme[i].startsAt).toBeGreaterThanOrEqual(programme[i - 1].startsAt)
    expect(new Set(programme.map((spec) => spec.id)).size).toBe(programme.length)
    expect(new Set(programme.map((spec) => spec.seed)).size).toBe(programme.length)
    for (const spec of programme) {
      expect(spec.id.startsWith(`${spec.sport}-2025-03-14-`)).toBe(true)
      expect(spec.startsAt).toBeGreaterThanOrEqual(DAY)
      expect(simulate(spec).endsAt).toBeLessThanOrEqual(DAY + DAY_MS)
      expect(TEAMS[spec.sport]).toContain(spec.home.name)
      expect(TEAMS[spec.sport]).toContain(spec.away.name)
      expect(spec.home.name).not.toBe(spec.away.name)
    }
    const hours = new Set(programme.filter((spec) => spec.sport === 'football').map((spec) => new Date(spec.startsAt).getUTCHours()))
    expect(hours.size).toBeGreaterThanOrEqual(8)
  })

  it('never has a competitor in two matches at once, even at a fast pace that plays many matches a day', () => {
    expect(overlaps(programme)).toEqual([])
    const busy = scheduleDay(MERCHANT, DAY, { pace: 2000, matches: { football: 120, basketball: 60, tennis: 60, cricket: 20, moba: 40, shooter: 40 } })
    expect(busy.length).toBeGreaterThan(250)
    expect(overlaps(busy)).toEqual([])
    // A team does play more than once that day: the check had something to check.
    const football = busy.filter((spec) => spec.sport === 'football')
    expect(new Set(football.flatMap((spec) => [spec.home.name, spec.away.name])).size).toBeLessThan(football.length * 2)
  })

  it('plays a short-match programme: a football match about every minute, about 45 s each', () => {
    const short = scheduleDay(MERCHANT, DAY, { pace: 400, matches: { football: MAX_MATCHES_PER_DAY, basketball: 0, tennis: 0, cricket: 0, moba: 0, shooter: 0 } })
    expect(short.length).toBeGreaterThan(1300)
    expect(overlaps(short)).toEqual([])
    // From any instant of the day (but its last minutes), a match is in play or starts within two minutes (starts are
    // whole minutes: two slots may share one and leave the next empty), so a journey waits little for one.
    const spans = short.map((spec) => [spec.startsAt, simulate(spec).endsAt] as const)
    expect(Math.max(...spans.map(([start, end]) => end - start))).toBeLessThan(60_000)
    for (let at = DAY; at < DAY + DAY_MS - 600_000; at += 7_000) expect(spans.some(([start, end]) => start <= at + 120_000 && end > at)).toBe(true)
    expect(() => scheduleDay(MERCHANT, DAY, { matches: { football: MAX_MATCHES_PER_DAY + 1 } })).toThrow('sports.feed.schedule.invalid')
  })

  it('drops a fixture that would run past the day’s end, so days never overlap', () => {
    // 11.7 real minutes a simulated minute: a football match takes most of the day, tennis's length varies.
    const slow = scheduleDay(MERCHANT, DAY, { pace: 700_000, matches: { football: 10, basketball: 0, tennis: 10, cricket: 0, moba: 0, shooter: 0 } })
    expect(slow.length).toBeGreaterThan(5)
    expect(slow.length).toBeLessThan(20)
    for (const spec of slow) expect(simulate(spec).endsAt).toBeLessThanOrEqual(DAY + DAY_MS)
  })

  it('rates each competitor the same every day of one merchant, and afresh for another', () => {
    const later = scheduleDay(MERCHANT, DAY + 3 * DAY_MS)
    for (const spec of later) expect(spec.home.strength).toBe(teamStrength(MERCHANT, spec.sport, spec.home.name))
    const strengths = (merchant: string) => TEAMS.football.map((name) => teamStrength(merchant, 'football', name))
    expect(strengths(MERCHANT)).not.toEqual(strengths('b0b5eed000000002'))
    expect(strengths(MERCHANT).every((strength) => strength >= 20 && strength <= 90)).toBe(true)
  })

  it('names its competitors distinctly within each sport', () => {
    for (const sport of SPORTS) expect(new Set(TEAMS[sport]).size).toBe(TEAMS[sport].length)
  })

  it('refuses a bad seed, day or option', () => {
    expect(() => scheduleDay('nope', DAY)).toThrow('sports.feed.seed.invalid')
    expect(() => scheduleDay(MERCHANT, 1.5)).toThrow('sports.feed.schedule.invalid')
    expect(() => scheduleDay(MERCHANT, DAY, { pace: 10 })).toThrow('sports.feed.schedule.invalid')
    expect(() => scheduleDay(MERCHANT, DAY, { matches: { football: -1 } })).toThrow('sports.feed.schedule.invalid')
  })
})

describe('results', () => {
  const programme = scheduleDay(MERCHANT, DAY)

  it('are the scripts’ final scores, periods and winners', () => {
    for (const spec of programme) {
      const script = simulate(spec)
      const result = resultOf(script)
      const last = script.events.at(-1)
      expect(result.matchId).toBe(spec.id)
      expect(result.endedAt).toBe(script.endsAt)
      expect(result.score).toEqual(last?.state.score)
      expect(result.periods).toEqual(last?.state.periods)
      if (result.abandoned) continue
      if (spec.sport === 'football') {
        expect(result.firstHalf).toEqual(result.periods[0])
        expect(result.score.home + result.score.away).toBe(script.events.filter((event) => event.kind === 'goal').length)
      } else expect(result.firstHalf).toBeNull()
      if (spec.sport === 'tennis' || spec.sport === 'moba' || spec.sport === 'shooter') expect(Math.max(result.score.home, result.score.away)).toBe(2)
      if (spec.sport !== 'football' && spec.sport !== 'cricket') expect(result.winner).toBe(result.score.home > result.score.away ? 'home' : 'away')
      if (spec.sport === 'cricket') expect(result.winner).not.toBeNull()
    }
  })

  it('void an abandoned match: it ends where it stopped, with no winner and its markets closed', () => {
    // About 1 match in 250 is abandoned (ABANDON_CHANCE): the first of the seeds that is.
    expect(ABANDON_CHANCE).toBeGreaterThan(0)
    let script = simulate({ ...programme[0], seed: deriveSeed(MERCHANT, 'abandon:0') })
    for (let i = 1; !script.abandoned && i < 3000; i++) script = simulate({ ...programme[0], seed: deriveSeed(MERCHANT, `abandon:${i}`) })
    expect(script.abandoned).toBe(true)
    const result = resultOf(script)
    expect(result).toMatchObject({ abandoned: true, winner: null })
    expect(script.events.at(-1)?.kind).toBe('abandoned')
    expect(script.events.filter((event) => event.kind === 'abandoned' || event.kind === 'end').length).toBe(1)
    expect(script.suspensions.every((window) => window.to <= script.endsAt)).toBe(true)
    expect(stateAt(script, script.endsAt + 1).phase).toBe('abandoned')
    expect(marketsAt(script, script.endsAt, 500).every((market) => market.status === 'closed')).toBe(true)
    expect(script.events.every((event) => event.at <= script.endsAt)).toBe(true)
  })
})
