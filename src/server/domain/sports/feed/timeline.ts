/**
 * Scripts: how a sport's simulator records a match (ScriptBuilder: events with the state after each, suspension
 * windows, the abandonment draw) and how the feed reads one at an instant (stateAt). States are replaced, never
 * mutated, so an event's snapshot can be shared without copying.
 */
import { SportsError } from '../../../../contract/sports/errors'
import { deriveSeed, checkSeed, randomFrom } from './random'
import { SPORTS, type EventKind, type MatchDetail, type MatchEvent, type MatchScript, type MatchSpec, type MatchState, type Score, type Side, type Suspension } from './types'

/** The chance a match is abandoned (weather, floodlights, a retirement) at a uniform moment of its play: its bets are void. */
export const ABANDON_CHANCE = 0.004
export const MIN_PACE = 60
export const MAX_PACE = 3_600_000

/** The spec itself when every field is usable; a SportsError (sports.feed.spec.invalid) naming the field otherwise. */
export function checkSpec(spec: MatchSpec): MatchSpec {
  const fail = (what: string): never => {
    throw new SportsError('sports.feed.spec.invalid', `match spec ${String(spec?.id)}: ${what}`)
  }
  if (!spec || typeof spec !== 'object') fail('not a spec')
  if (typeof spec.id !== 'string' || spec.id.length === 0) fail('no id')
  if (!(SPORTS as readonly string[]).includes(spec.sport)) fail(`no sport ${String(spec.sport)}`)
  checkSeed(spec.seed)
  for (const side of ['home', 'away'] as const) {
    const who = spec[side]
    if (!who || typeof who.name !== 'string' || who.name.trim() === '') fail(`${side} has no name`)
    if (typeof who.strength !== 'number' || !(who.strength >= 1 && who.strength <= 100)) fail(`${side} strength ${String(who?.strength)} is not from 1 to 100`)
  }
  if (spec.home.name === spec.away.name) fail(`${spec.home.name} cannot play itself`)
  if (!Number.isSafeInteger(spec.startsAt) || spec.startsAt < 0) fail(`startsAt ${spec.startsAt}`)
  if (!Number.isSafeInteger(spec.pace) || spec.pace < MIN_PACE || spec.pace > MAX_PACE) fail(`pace ${spec.pace} is not ${MIN_PACE} to ${MAX_PACE} ms per simulated minute`)
  return spec
}

export const NIL: Score = { home: 0, away: 0 }
export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')
/** A score with `points` more for `side`. */
export const plus = (score: Score, side: Side, points = 1): Score => (side === 'home' ? { home: score.home + points, away: score.away } : { home: score.home, away: score.away + points })

/** The state before the start of a sport's match. */
export function prematchState(detail: MatchDetail): MatchState {
  return { sport: detail.sport, phase: 'pre', score: NIL, period: 0, periods: [], periodStartedAt: null, clock: 0, danger: null, suspended: false, detail }
}

type EventExtra = { side?: Side; points?: number; value?: number }

/** Records a match as a sport's simulator plays it, in simulated seconds from the start. */
export class ScriptBuilder {
  private readonly events: MatchEvent[] = []
  private readonly suspensions: Suspension[] = []
  private periodStartSim = 0
  private lastSim = 0
  state: MatchState

  constructor(
    readonly spec: MatchSpec,
    readonly prematch: MatchState,
  ) {
    this.state = prematch
  }

  /** The real instant of a simulated second. */
  ms(sim: number): number {
    return this.spec.startsAt + Math.round((sim * this.spec.pace) / 60)
  }

  /** Replaces fields of the state (a new object: the snapshots already taken stay as they were). */
  update(patch: Partial<Omit<MatchState, 'sport'>>): void {
    this.state = { ...this.state, ...patch }
  }

  /** Adds to a side's match score and, when `period` is true, to the period in progress too. */
  addScore(side: Side, points: number, period: boolean): void {
    this.update({ score: plus(this.state.score, side, points) })
    if (period) this.addPeriod(side, points)
  }

  /** Adds to the period in progress only (a set's games, a map's kills). */
  addPeriod(side: Side, points: number): void {
    const periods = [...this.state.periods]
    periods[periods.length - 1] = plus(periods[periods.length - 1], side, points)
    this.update({ periods })
  }

  /** Starts the next period (the match itself with kind `start`), with a new detail if given, and records it. */
  startPeriod(sim: number, kind: EventKind = 'period-start', detail?: MatchDetail): void {
    this.periodStartSim = sim
    this.update({ phase: 'live', period: this.state.period + 1, periods: [...this.state.periods, NIL], periodStartedAt: this.ms(sim), ...(detail ? { detail } : {}) })
    this.emit(sim, kind)
  }

  /** Ends the period in progress: a break, or with `last` the match (its `end` event). */
  endPeriod(sim: number, extra: EventExtra = {}, last = false): void {
    this.update({ phase: last ? 'ended' : 'break', periodStartedAt: null })
    this.emit(sim, last ? 'end' : 'period-end', extra)
  }

  /** Records an event with the state as it now is; events come in order (anything else is a bug in a simulator). */
  emit(sim: number, kind: EventKind, extra: EventExtra = {}): void {
    if (!(sim >= this.lastSim)) throw new Error(`${this.spec.id}: event ${kind} at ${sim} s comes before ${this.lastSim} s`)
    this.lastSim = sim
    const clock = this.state.phase === 'live' ? sim - this.periodStartSim : 0
    this.events.push({ at: this.ms(sim), sim, kind, ...extra, state: { ...this.state, clock } })
  }

  /** Suspends every market from `fromSim` to `toSim` (simulated seconds). */
  suspend(fromSim: number, toSim: number, reason: Suspension['reason'], note: string, side?: Side): void {
    if (toSim <= fromSim) return
    this.suspensions.push({ from: this.ms(fromSim), to: this.ms(toSim), reason, note, ...(side ? { side } : {}) })
  }

  /**
   * The script, after the abandonment draw (its own stream, so it never shifts the play): a match abandoned at a
   * uniform moment keeps what happened before it and ends there, with its markets closed.
   */
  finish(): MatchScript {
    let events = this.events
    let suspensions = [...this.suspensions].sort((a, b) => a.from - b.from)
    const random = randomFrom(deriveSeed(this.spec.seed, 'abandonment'))
    const abandoned = random.chance(ABANDON_CHANCE)
    if (abandoned) {
      const cut = random.int(1, Math.max(1, this.lastSim - 1))
      const cutAt = this.ms(cut)
      events = events.filter((event) => event.sim < cut)
      const last = events[events.length - 1].state
      events.push({ at: cutAt, sim: cut, kind: 'abandoned', state: { ...last, phase: 'abandoned', periodStartedAt: null, clock: 0 } })
      suspensions = suspensions.filter((window) => window.from < cutAt).map((window) => ({ ...window, to: Math.min(window.to, cutAt) }))
    }
    return { spec: this.spec, prematch: this.prematch, events, suspensions, endsAt: events[events.length - 1].at, abandoned }
  }
}

/** The index of the last event at or before `at`, or −1 before the first. */
function lastEventIndex(events: readonly MatchEvent[], at: number): number {
  let low = 0
  let high = events.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (events[middle].at <= at) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/**
 * The match as it stands at a real instant: the state after the last event at or before it, its clock run on to
 * the instant, and whether a dangerous moment or an event's pause suspends the markets. Before the first event, the
 * prematch state; after the last, the final one.
 */
export function stateAt(script: MatchScript, at: number): MatchState {
  if (!Number.isSafeInteger(at)) throw new SportsError('sports.feed.instant.invalid', `not an instant in ms: ${at}`)
  const index = lastEventIndex(script.events, at)
  if (index < 0) return script.prematch
  const event = script.events[index]
  const base = event.state
  if (base.phase === 'ended' || base.phase === 'abandoned') return base
  const clock = base.phase === 'live' ? base.clock + Math.floor(((at - event.at) * 60) / script.spec.pace) : 0
  let danger: string | null = null
  let suspended = false
  for (const window of script.suspensions) {
    if (window.from > at) break
    if (at < window.to) {
      suspended = true
      if (window.reason === 'danger' && danger === null) danger = window.note
    }
  }
  return { ...base, clock, danger, suspended }
}

/** The state after the last event: the final score for a match that has ended or was abandoned. */
export function finalState(script: MatchScript): MatchState {
  return script.events[script.events.length - 1].state
}
