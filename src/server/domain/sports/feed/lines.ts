/**
 * Handicap and total lines from a distribution, with fair chances for lines that push or settle by halves, and the
 * main line (the one nearest 50/50) with its neighbours. Outcomes come from the core's own rule
 * (markets.ts outcomeOfMargin), so the feed prices exactly what settlement will pay.
 *
 * The fair price of a line with pushes and halves. A selection whose chances are w (win), hw (half win), p (push),
 * hl (half lose) and l (lose) returns per unit staked at decimal price d (settle.ts factors):
 *
 *   w·d + hw·(1 + d)/2 + p·1 + hl·1/2 + l·0,
 *
 * and is fair when that is 1:   d = (1 − p − hw/2 − hl/2) / (w + hw/2).
 *
 * Its effective chance q = 1/d = (w + hw/2) / (1 − p − hw/2 − hl/2). The other side of a two-way line has the mirror
 * outcomes (its w is l, its hw is hl, the same p), so q' = (l + hl/2) / (the same denominator), and q + q' = 1
 * exactly. So a line's two selections are priced from the weights w + hw/2 and l + hl/2: priceMarket normalises
 * them to q and q' and prices each at 1/(q·(1 + margin)) = d/(1 + margin), rounded down. Their implied chances then
 * sum to at least 1 + margin like any market's; the book's edge per unit staked is margin × (1 − p − hw/2 − hl/2)
 * / (1 + margin), the margin on the part of the stake actually at risk (a push returns the stake whatever the price).
 */
import { LINE_SCALE, outcomeOfMargin } from '../../../../contract/sports/markets'
import type { Distribution } from './maths'
import type { FairMarket, MarketScope, MarketUnit } from './types'

/**
 * The fair weights of a two-way line's selections, [w + hw/2, l + hl/2] of the first (module comment), for a
 * distribution of values and the first selection's margin over the line for each value, in quarters.
 */
export function twoWayChances(distribution: Distribution, marginOf: (value: number) => number): [number, number] {
  let first = 0
  let second = 0
  for (const [value, chance] of distribution) {
    const outcome = outcomeOfMargin(marginOf(value))
    if (outcome === 'win') first += chance
    else if (outcome === 'half-win') first += chance / 2
    else if (outcome === 'lose') second += chance
    else if (outcome === 'half-lose') second += chance / 2
  }
  return [first, second]
}

/** The home side's margin over a handicap line, for a goal (point, set, map) difference home − away. */
export const handicapMargin = (line: number) => (difference: number) => difference * LINE_SCALE + line
/** The over's margin over a total line. */
export const totalMargin = (line: number) => (total: number) => total * LINE_SCALE - line

/**
 * The line, among `candidates` (quarters), whose first selection's effective chance is nearest one half; of equals,
 * the one nearest `around` (so a decided market, every line equally far, lists the line at its result). A line that
 * can only push (no weight either way) counts as furthest.
 */
export function mainLine(candidates: readonly number[], chancesOf: (line: number) => [number, number], around = 0): number {
  let best = candidates[0]
  let bestDistance = Infinity
  for (const line of candidates) {
    const [first, second] = chancesOf(line)
    const distance = first + second > 0 ? Math.abs(first / (first + second) - 0.5) : 0.5
    if (distance < bestDistance - 1e-12 || (Math.abs(distance - bestDistance) <= 1e-12 && Math.abs(line - around) < Math.abs(best - around))) {
      best = line
      bestDistance = distance
    }
  }
  return best
}

/** Lines from `low` to `high` in steps (quarters): `step` 1 for every quarter line, 4 for half lines only with `offset` 2. */
export function lineRange(low: number, high: number, step = 1, offset = 0): number[] {
  const lines: number[] = []
  const first = Math.ceil((low - offset) / step) * step + offset
  for (let line = first; line <= high; line += step) lines.push(line)
  return lines
}

export interface LineOptions {
  /** Prefix of the keys (`1h:` for football's first half, `inn1:` for an innings). */
  readonly prefix?: string
  readonly scope?: MarketScope
  readonly period?: number
  readonly unit: MarketUnit
  /** Quarters between offered lines: 1 (every quarter line) or 4 (half lines only, with `offset` 2). */
  readonly step?: number
  readonly offset?: number
  /** Lines offered each side of the main one, and the quarters between them (default: `step`). */
  readonly neighbours?: number
  readonly spacing?: number
}

/** `ah:<line>` markets: home and away, the home side's line. */
export function handicapMarket(difference: Distribution, line: number, options: LineOptions): FairMarket {
  const [home, away] = twoWayChances(difference, handicapMargin(line))
  return {
    key: `${options.prefix ?? ''}ah:${line}`, kind: 'handicap', scope: options.scope ?? 'match', ...period(options), unit: options.unit, line,
    selections: [{ key: 'home', chance: home }, { key: 'away', chance: away }],
  }
}

/** `ou:<line>` markets: over and under. */
export function totalMarket(total: Distribution, line: number, options: LineOptions): FairMarket {
  const [over, under] = twoWayChances(total, totalMargin(line))
  return {
    key: `${options.prefix ?? ''}ou:${line}`, kind: 'total', scope: options.scope ?? 'match', ...period(options), unit: options.unit, line,
    selections: [{ key: 'over', chance: over }, { key: 'under', chance: under }],
  }
}

const period = (options: LineOptions) => (options.period === undefined ? {} : { period: options.period })

/**
 * The handicap ladder: the main line (searched within two units of the line the median difference `centre`
 * suggests) and `neighbours` lines each side of it. The main line is always listed (closed when decided); a
 * neighbour only while both its sides have a chance.
 */
export function handicapLadder(difference: Distribution, centre: number, options: LineOptions): FairMarket[] {
  const around = -centre * LINE_SCALE
  const chancesOf = (line: number) => twoWayChances(difference, handicapMargin(line))
  return ladder(around, options, () => true, chancesOf).map((line) => handicapMarket(difference, line, options))
}

/** The total ladder, as handicapLadder around the median total `centre`; lines never below zero. */
export function totalLadder(total: Distribution, centre: number, options: LineOptions): FairMarket[] {
  const around = centre * LINE_SCALE
  const chancesOf = (line: number) => twoWayChances(total, totalMargin(line))
  return ladder(around, options, (line) => line >= 0, chancesOf).map((line) => totalMarket(total, line, options))
}

function ladder(around: number, options: LineOptions, allowed: (line: number) => boolean, chancesOf: (line: number) => [number, number]): number[] {
  const step = options.step ?? 1
  const offset = options.offset ?? 0
  const candidates = lineRange(around - 2 * LINE_SCALE, around + 2 * LINE_SCALE, step, offset).filter(allowed)
  const main = mainLine(candidates, chancesOf, around)
  const lines: number[] = []
  const neighbours = options.neighbours ?? 2
  const spacing = options.spacing ?? step
  for (let i = -neighbours; i <= neighbours; i++) {
    const line = main + i * spacing
    if (i === 0 || (allowed(line) && chancesOf(line).every((chance) => chance > 0))) lines.push(line)
  }
  return lines
}
