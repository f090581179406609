/**
 * A merchant's programme for a day: its fixtures per sport, from the merchant's seed and the day alone, so every
 * server process (and every rerun) makes the same one. Start times are spread over the day; each fixture's two
 * competitors are drawn from those free at its start. Each fixture is simulated to know when it really ends
 * (tennis and overtime make lengths vary), and a competitor is free again only after that plus a rest, so no
 * competitor ever plays two matches at once; a fixture that would run past the day's end is dropped, so days never
 * overlap either. Strengths are the merchant's own: the same team is as strong on every day of one merchant's
 * programme, and rated afresh for another merchant.
 */
import { SportsError } from '../../../../contract/sports/errors'
import { deriveSeed, randomFrom } from './random'
import { simulate } from './simulate'
import { TEAMS } from './teams'
import { MAX_PACE, MIN_PACE } from './timeline'
import { SPORTS, type MatchSpec, type Sport } from './types'

export const DAY_MS = 86_400_000
/** Fixtures per sport per day, before any is dropped. */
/** The most fixtures of one sport a day holds: one a minute (a short-match merchant's programme). */
export const MAX_MATCHES_PER_DAY = 1440
export const DEFAULT_MATCHES: Readonly<Record<Sport, number>> = { football: 12, basketball: 8, tennis: 10, cricket: 4, moba: 6, shooter: 6 }
/** A match's usual length in simulated minutes, so the last start of the day leaves it room to finish. */
const TYPICAL_MINUTES: Readonly<Record<Sport, number>> = { football: 115, basketball: 65, tennis: 110, cricket: 200, moba: 100, shooter: 110 }
/** Simulated minutes a competitor rests between two matches. */
const REST_MINUTES = 30
/** Start times are whole minutes from the day's start. */
const MINUTE_MS = 60_000

export interface ScheduleOptions {
  /** Real ms per simulated minute for every match (default 60,000: real time). */
  readonly pace?: number
  /** Fixtures per sport (default DEFAULT_MATCHES; 0 for none). */
  readonly matches?: Partial<Record<Sport, number>>
}

/** A competitor's strength in a merchant's programme, 20 to 90, from the merchant's seed and its name. */
export function teamStrength(merchantSeed: string, sport: Sport, name: string): number {
  return randomFrom(deriveSeed(merchantSeed, `strength:${sport}:${name}`)).int(20, 90)
}

/**
 * The fixtures of the day that starts at `dayStartMs` (a midnight, UTC or the merchant's own), in order of start
 * (module comment). A SportsError for a bad seed, day or option (sports.feed.seed.invalid, sports.feed.schedule.invalid).
 */
export function scheduleDay(merchantSeed: string, dayStartMs: number, options: ScheduleOptions = {}): MatchSpec[] {
  if (!Number.isSafeInteger(dayStartMs) || dayStartMs < 0) throw new SportsError('sports.feed.schedule.invalid', `not a day's start in ms: ${dayStartMs}`)
  const pace = options.pace ?? 60_000
  if (!Number.isSafeInteger(pace) || pace < MIN_PACE || pace > MAX_PACE) throw new SportsError('sports.feed.schedule.invalid', `pace ${pace} is not ${MIN_PACE} to ${MAX_PACE} ms per simulated minute`)
  const date = new Date(dayStartMs).toISOString().slice(0, 10)
  const dayEnd = dayStartMs + DAY_MS
  const fixtures: MatchSpec[] = []
  for (const sport of SPORTS) {
    const count = options.matches?.[sport] ?? DEFAULT_MATCHES[sport]
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_MATCHES_PER_DAY) throw new SportsError('sports.feed.schedule.invalid', `${count} ${sport} matches a day`)
    if (count === 0) continue
    const random = randomFrom(deriveSeed(merchantSeed, `schedule:${dayStartMs}:${sport}`))
    const window = Math.max(MINUTE_MS, DAY_MS - TYPICAL_MINUTES[sport] * pace)
    const gap = window / count
    const freeAt = new Map<string, number>()
    let number = 0
    for (let slot = 0; slot < count; slot++) {
      const offset = Math.floor(slot * gap + random.uniform() * (gap / 2))
      const startsAt = dayStartMs + Math.floor(offset / MINUTE_MS) * MINUTE_MS
      const free = TEAMS[sport].filter((name) => (freeAt.get(name) ?? 0) <= startsAt)
      if (free.length < 2) continue
      const home = random.pick(free)
      const away = random.pick(free.filter((name) => name !== home))
      const id = `${sport}-${date}-${String(number + 1).padStart(2, '0')}`
      const spec: MatchSpec = {
        id, sport, startsAt, pace,
        seed: deriveSeed(merchantSeed, `match:${dayStartMs}:${sport}:${slot}`),
        home: { name: home, strength: teamStrength(merchantSeed, sport, home) },
        away: { name: away, strength: teamStrength(merchantSeed, sport, away) },
      }
      const endsAt = simulate(spec).endsAt
      if (endsAt > dayEnd) continue
      number += 1
      fixtures.push(spec)
      for (const name of [home, away]) freeAt.set(name, endsAt + REST_MINUTES * pace)
    }
  }
  return fixtures.sort((a, b) => a.startsAt - b.startsAt || SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport) || a.id.localeCompare(b.id))
}
