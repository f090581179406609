/**
 * A merchant's programme as the book serves it. Each UTC day's fixtures come from the day's seed (64 hex digits
 * from the CSPRNG, sealed in sports_days by the first process to need it, with the pace and the matches per sport
 * the merchant had then), so every process derives the same matches (feed/schedule.ts) and lists them once in
 * sports_events. A match's whole script (feed/simulate.ts) and its prices at a second are kept in this process's
 * memory: the feed is pure, so the same instant always prices the same, and a bet is checked against exactly what the
 * list showed.
 *
 * Nothing derived here leaves the server except a match's state and prices at the instant asked (views.ts).
 */
import type { MerchantConfig } from '../../../../config/schema'
import { daySeed, insertEvents, type SportsEventRow } from '../../../db/sports/events'
import { DAY_MS, marketsAt, scheduleDay, simulate, stateAt, type FeedMarket, type MatchScript, type MatchSpec, type MatchState } from '../feed'
import type { BookServices } from './services'
import { bookSettings } from './settings'

/** Prices are the book's at whole seconds: the list, the slip and the bet check all price the same instant. */
export const PRICE_STEP_MS = 1000
const SCRIPTS_KEPT = 400
const PRICES_KEPT = 2000

export const dayOf = (ms: number): string => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10)
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`)
export const bookInstant = (at: Date): number => Math.floor(at.getTime() / PRICE_STEP_MS) * PRICE_STEP_MS

/** A map that forgets its oldest entry past a size. */
class Kept<V> {
  private readonly entries = new Map<string, V>()
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key)
  }
  set(key: string, value: V): V {
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, value)
    return value
  }
}

interface Day {
  specs: Map<string, MatchSpec>
}

/** One process's memory of programmes, scripts and prices; tests make their own. */
export class Programmes {
  private readonly days = new Map<string, Promise<Day>>()
  private readonly scripts = new Kept<MatchScript>(SCRIPTS_KEPT)
  private readonly prices = new Kept<FeedMarket[]>(PRICES_KEPT)

  constructor(private readonly services: BookServices) {}

  /** The day's programme, made and listed by the first process to need it. */
  day(config: MerchantConfig, day: string): Promise<Day> {
    const key = `${config.code}:${day}`
    let made = this.days.get(key)
    if (!made) {
      made = this.make(config, day)
      this.days.set(key, made)
      made.catch(() => this.days.delete(key))
    }
    return made
  }

  private async make(config: MerchantConfig, day: string): Promise<Day> {
    const { db, secrets, random, clock } = this.services
    const settings = bookSettings(config)
    const fresh = { seedSeal: secrets.seal(Buffer.from(random.bytes(32)).toString('hex')), pace: settings.pace, matches: settings.matchesPerDay }
    const kept = await daySeed(db, config.code, day, fresh, clock.now())
    const specs = scheduleDay(secrets.open(kept.seedSeal), dayStart(day), { pace: kept.pace, matches: kept.matches ?? undefined })
    await insertEvents(db, config.code, day, specs.map((spec) => ({
      eventId: spec.id, sport: spec.sport, home: spec.home.name, away: spec.away.name, startsAt: new Date(spec.startsAt), endsAt: new Date(this.script(config, spec).endsAt),
    })))
    return { specs: new Map(specs.map((spec) => [spec.id, spec])) }
  }

  /** Today's and tomorrow's programmes (the list looks a day ahead). */
  async ensure(config: MerchantConfig, now: Date): Promise<void> {
    const today = dayOf(now.getTime())
    await this.day(config, today)
    await this.day(config, dayOf(now.getTime() + DAY_MS))
  }

  private script(config: MerchantConfig, spec: MatchSpec): MatchScript {
    const key = `${config.code}:${spec.id}`
    return this.scripts.get(key) ?? this.scripts.set(key, simulate(spec))
  }

  /** A listed match's whole script (server-side only). */
  async scriptOf(config: MerchantConfig, event: Pick<SportsEventRow, 'eventId' | 'day'>): Promise<MatchScript> {
    const spec = (await this.day(config, event.day)).specs.get(event.eventId)
    if (!spec) throw new Error(`sports event ${event.eventId} is not in ${config.code}'s programme of ${event.day}`)
    return this.script(config, spec)
  }

  /** The match's state at an instant. */
  stateAt(script: MatchScript, atMs: number): MatchState {
    return stateAt(script, atMs)
  }

  /** The match's markets at a book instant (whole seconds), with the merchant's margin; before the start they never change. */
  marketsAt(config: MerchantConfig, script: MatchScript, atMs: number): FeedMarket[] {
    const at = atMs < script.spec.startsAt ? script.spec.startsAt - 1 : atMs
    const key = `${config.code}:${script.spec.id}:${at}`
    return this.prices.get(key) ?? this.prices.set(key, marketsAt(script, at, bookSettings(config).marginBp))
  }
}
