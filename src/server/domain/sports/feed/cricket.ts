/**
 * Cricket, T20: each side bats one innings of up to 20 overs of 6 legal balls or 10 wickets; the side batting second
 * stops when it passes the target. A delivery is a wide or no-ball (1 run, bowled again) or a legal ball: a wicket,
 * a dot, 1, 2, 3, 4 or 6, with chances that follow the phase (the powerplay's first 6 overs hit more fours; the
 * death overs from the 16th more sixes and wickets), the tail (7 down: fewer boundaries, more wickets) and the sides'
 * strengths (batting against bowling): about 155 runs and 6 wickets a first innings between equals. A tie on runs
 * goes to a super over, drawn by strength. The same ball model drives the probabilities' Monte Carlo (cricketOdds.ts).
 * Dangerous moments: a review (a third of wickets come after one, and now and then a not-out one); markets pause
 * after each wicket and at the end of an innings.
 */
import { randomFrom, type Random } from './random'
import { NIL, ScriptBuilder, other, plus, prematchState } from './timeline'
import type { MatchDetail, MatchScript, MatchSpec, Side } from './types'

export const OVERS = 20
export const BALLS_PER_OVER = 6
export const WICKETS = 10
const DELIVERY_SECONDS: readonly [number, number] = [25, 45]
const OVER_BREAK_SECONDS = 60
const INNINGS_BREAK_SECONDS = 900
const REVIEW_SECONDS: readonly [number, number] = [40, 80]
const WICKET_REVIEW_CHANCE = 0.3
const NOT_OUT_REVIEW_CHANCE = 0.008
const AFTER_WICKET_SECONDS = 45
const AFTER_INNINGS_SECONDS = 60

/** A wide or a no-ball, per delivery. */
const EXTRA_CHANCE = 0.04
/** A legal ball's chances in the middle overs between equals; the rest is a dot ball. */
const BASE = { wicket: 0.045, one: 0.37, two: 0.075, three: 0.005, four: 0.1, six: 0.04 }
type Outcome = keyof typeof BASE
const PHASES: Record<'powerplay' | 'middle' | 'death', Partial<Record<Outcome, number>>> = {
  powerplay: { four: 1.25, six: 1.1, wicket: 0.9 },
  middle: {},
  death: { four: 1.2, six: 1.6, two: 1.2, wicket: 1.5 },
}
const TAIL: Partial<Record<Outcome, number>> = { four: 0.75, six: 0.75, wicket: 1.4 }

export interface InningsState {
  readonly runs: number
  readonly wickets: number
  /** Legal balls bowled. */
  readonly balls: number
}

export interface Delivery {
  readonly runs: number
  readonly wicket: boolean
  readonly legal: boolean
}

const EXTRA: Delivery = { runs: 1, wicket: false, legal: false }
const DOT: Delivery = { runs: 0, wicket: false, legal: true }
const ORDER = [['wicket', 0], ['six', 6], ['four', 4], ['three', 3], ['two', 2], ['one', 1]] as const
/** A legal ball's outcomes with their cumulative chances, per spec, batting side, phase and tail: built once, read per ball. */
type Table = readonly { readonly below: number; readonly delivery: Delivery }[]
const PHASE_NAMES = ['powerplay', 'middle', 'death'] as const
const tables = new WeakMap<MatchSpec, Table[]>()

/** The table for a batting side, a phase (0 powerplay, 1 middle, 2 death) and the tail, by a numeric index: read per ball. */
function ballTable(spec: MatchSpec, batting: Side, phaseIndex: number, tail: boolean): Table {
  let bySpec = tables.get(spec)
  if (!bySpec) tables.set(spec, (bySpec = []))
  const index = (batting === 'home' ? 0 : 6) + phaseIndex * 2 + (tail ? 1 : 0)
  const known = bySpec[index]
  if (known) return known
  const phase = PHASES[PHASE_NAMES[phaseIndex]]
  const edge = (spec[batting].strength - spec[other(batting)].strength) / 100
  let below = 0
  const table = ORDER.map(([outcome, runs]) => {
    let chance = BASE[outcome] * (phase[outcome] ?? 1) * (tail ? (TAIL[outcome] ?? 1) : 1)
    if (outcome === 'wicket') chance *= Math.exp(-0.6 * edge)
    if (outcome === 'four' || outcome === 'six') chance *= Math.exp(0.5 * edge)
    below += chance
    return { below, delivery: { runs, wicket: outcome === 'wicket', legal: true } }
  })
  bySpec[index] = table
  return table
}

/** One delivery to `batting` at an innings' state (module comment). */
export function bowl(random: Random, spec: MatchSpec, batting: Side, at: InningsState): Delivery {
  if (random.chance(EXTRA_CHANCE)) return EXTRA
  const over = Math.floor(at.balls / BALLS_PER_OVER)
  const table = ballTable(spec, batting, over < 6 ? 0 : over >= 15 ? 2 : 1, at.wickets >= 7)
  const u = random.uniform()
  for (const { below, delivery } of table) if (u < below) return delivery
  return DOT
}

/** Whether an innings is over: 20 overs, 10 wickets, or (batting second) the target reached. */
export const inningsOver = (at: InningsState, target: number | null) => at.balls >= OVERS * BALLS_PER_OVER || at.wickets >= WICKETS || (target !== null && at.runs >= target)

/** Plays an innings on from `from` to its end, calling `onDelivery` after each ball. */
export function playInnings(random: Random, spec: MatchSpec, batting: Side, from: InningsState, target: number | null, onDelivery?: (delivery: Delivery, after: InningsState) => void): InningsState {
  let at = from
  while (!inningsOver(at, target)) {
    const delivery = bowl(random, spec, batting, at)
    at = { runs: at.runs + delivery.runs, wickets: at.wickets + (delivery.wicket ? 1 : 0), balls: at.balls + (delivery.legal ? 1 : 0) }
    onDelivery?.(delivery, at)
  }
  return at
}

/** The super over after a tie, as one draw: the stronger side is likelier to win it. */
export function superOver(random: Random, spec: MatchSpec): Side {
  return random.chance(0.5 + (0.3 * (spec.home.strength - spec.away.strength)) / 100) ? 'home' : 'away'
}

/** The winner from both innings' runs: the chasing side if it reached the target, the other if it fell short, else the super over's. */
export function cricketWinner(battingFirst: Side, runs: Record<Side, number>, superOverWinner: Side | null): Side | null {
  const chasing = other(battingFirst)
  if (runs[chasing] > runs[battingFirst]) return chasing
  if (runs[chasing] < runs[battingFirst]) return battingFirst
  return superOverWinner
}

type Cricket = Extract<MatchDetail, { sport: 'cricket' }>

/** A T20 match from its seed (module comment). */
export function simulateCricket(spec: MatchSpec): MatchScript {
  const random = randomFrom(spec.seed)
  const script = new ScriptBuilder(spec, prematchState({ sport: 'cricket', battingFirst: null, innings: 0, inningsInProgress: false, wickets: NIL, balls: NIL, superOver: null }))
  const battingFirst: Side = random.chance(0.5) ? 'home' : 'away'
  const detail = () => script.state.detail as Cricket
  let t = 0
  let target: number | null = null
  for (const innings of [1, 2]) {
    const batting = innings === 1 ? battingFirst : other(battingFirst)
    script.startPeriod(t, innings === 1 ? 'start' : 'period-start', { ...detail(), battingFirst, innings, inningsInProgress: true })
    const end = playInnings(random, spec, batting, { runs: 0, wickets: 0, balls: 0 }, target, (delivery, after) => {
      t += random.int(...DELIVERY_SECONDS)
      const reviewed = delivery.wicket ? random.chance(WICKET_REVIEW_CHANCE) : delivery.legal && random.chance(NOT_OUT_REVIEW_CHANCE)
      if (reviewed) {
        const review = random.int(...REVIEW_SECONDS)
        script.suspend(t, t + review, 'danger', 'review', batting)
        t += review
      }
      script.addScore(batting, delivery.runs, true)
      script.update({ detail: { ...detail(), wickets: delivery.wicket ? plus(detail().wickets, batting) : detail().wickets, balls: delivery.legal ? plus(detail().balls, batting) : detail().balls } })
      script.emit(t, delivery.wicket ? 'wicket' : 'ball', { side: batting, points: delivery.runs })
      if (delivery.wicket) script.suspend(t, t + AFTER_WICKET_SECONDS, 'event', 'wicket', batting)
      if (delivery.legal && after.balls % BALLS_PER_OVER === 0 && !inningsOver(after, target)) t += OVER_BREAK_SECONDS
    })
    script.suspend(t, t + AFTER_INNINGS_SECONDS, 'event', 'innings', batting)
    if (innings === 2) {
      const runs = script.state.score
      if (runs.home === runs.away) script.update({ detail: { ...detail(), superOver: superOver(random, spec) } })
    }
    target = end.runs + 1
    script.update({ detail: { ...detail(), inningsInProgress: false } })
    script.endPeriod(t, {}, innings === 2)
    t += INNINGS_BREAK_SECONDS
  }
  return script.finish()
}
