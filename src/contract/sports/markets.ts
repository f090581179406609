/**
 * Markets' results: pure functions from a match's result to every selection's outcome (settle.ts pays them).
 * The same functions serve football by goals, basketball by points and e-sports by maps or rounds (a map
 * handicap is a handicap on maps won; total maps an over/under), and the first half by its own score.
 *
 * Lines (Asian handicap, over/under) are whole numbers of QUARTERS, so no line is ever a float: −0.75 is −3, 2.25
 * is 9, 0.5 is 2. A whole line (a multiple of 4) can push; a half line (2 mod 4) cannot; a quarter line (odd) is
 * two half-stakes on the neighbouring lines, a quarter either side (−0.75 is half on −0.5 and half on −1; over
 * 2.25 half on 2 and half on 2.5), settled separately: both win → win; one wins, one pushes → half win; one pushes,
 * one loses → half lose; both lose → lose.
 */
import { parsed, refused, SportsError, type Parsed } from './errors'
import { deadHeat, type Outcome } from './settle'

/** The unit of a line: a quarter (of a goal, a point, a map). */
export const LINE_SCALE = 4
/** The largest line's size, in quarters (±1000 goals or points: room for basketball totals). */
export const MAX_LINE = 4000

/** A final (or half-time) score: goals, points or maps of each side, whole numbers from 0. */
export interface Score {
  readonly home: number
  readonly away: number
}

export type Side = 'home' | 'away'

export function checkScore(score: Score): Score {
  const ok = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
  if (!score || !ok(score.home) || !ok(score.away)) throw new SportsError('sports.score.invalid', `not a score: ${JSON.stringify(score)}`)
  return score
}

export function checkLine(line: number): number {
  if (!Number.isSafeInteger(line) || Math.abs(line) > MAX_LINE) throw new SportsError('sports.line.invalid', `not a line in quarters: ${line}`)
  return line
}

export const isQuarterLine = (line: number): boolean => Math.abs(checkLine(line)) % 2 === 1

/** A quarter line's two neighbouring lines, lower first (−0.75 → −1 and −0.5, in quarters −4 and −2); null otherwise. */
export function splitLine(line: number): [number, number] | null {
  return isQuarterLine(line) ? [line - 1, line + 1] : null
}

const FRACTIONS: Record<string, number> = { '': 0, '0': 0, '00': 0, '5': 2, '50': 2, '25': 1, '75': 3 }
const PART = /^(\d{1,4})(?:\.(\d{1,2}))?$/

function partQuarters(text: string): number | null {
  const match = PART.exec(text)
  if (!match) return null
  const fraction = FRACTIONS[match[2] ?? '']
  return fraction === undefined ? null : Number(match[1]) * LINE_SCALE + fraction
}

/**
 * A line as books write it, to quarters: `-0.75`, `+0.25`, `2.5`, `0` (the typographic minus too), or split as
 * Asian screens show a quarter line, `0/0.5` (0.25), `-0.5/1` (−0.75), `2/2.5` (2.25): two half-goal lines half a
 * goal apart, the sign written once on either part.
 */
export function parseLine(text: string): Parsed<number> {
  if (typeof text !== 'string') return refused('sports.line.invalid', 'not text')
  const clean = text.trim().replace(/\u2212/g, '-').replace(/\s+/g, '')
  const parts = clean.split('/')
  if (parts.length > 2) return refused('sports.line.invalid', `not a line: ${text}`)
  const signs = parts.map((part) => (part.startsWith('-') ? -1 : part.startsWith('+') ? 1 : 0))
  if (signs.includes(-1) && signs.includes(1)) return refused('sports.line.invalid', `two signs: ${text}`)
  const sign = signs.includes(-1) ? -1 : 1
  const sizes = parts.map((part) => partQuarters(part.replace(/^[+-]/, '')))
  if (sizes.some((size) => size === null)) return refused('sports.line.invalid', `not a line in quarters: ${text}`)
  const [a, b] = sizes as number[]
  let quarters = a
  if (parts.length === 2) {
    if (a % 2 !== 0 || b % 2 !== 0 || Math.abs(a - b) !== 2) return refused('sports.line.invalid', `a split line is two half lines half apart: ${text}`)
    quarters = (a + b) / 2
  }
  if (quarters > MAX_LINE) return refused('sports.line.invalid', `too large: ${text}`)
  return parsed(quarters === 0 ? 0 : sign * quarters)
}

/** A line in quarters as books write it: `-0.75`, `0.5`, `2`; with `signed`, `+0.25` (handicaps show the plus). */
export function formatLine(line: number, signed = false): string {
  checkLine(line)
  const size = Math.abs(line)
  const text = `${Math.floor(size / LINE_SCALE)}${['', '.25', '.5', '.75'][size % LINE_SCALE]}`
  return line < 0 ? `-${text}` : signed && line > 0 ? `+${text}` : text
}

/** A quarter line split as Asian screens show it (`0/0.5`, `-0.5/1`); any other line as formatLine. */
export function formatSplitLine(line: number, signed = false): string {
  const split = splitLine(line)
  if (!split) return formatLine(line, signed)
  const [low, high] = split.map(Math.abs).sort((x, y) => x - y)
  const sign = line < 0 ? '-' : signed ? '+' : ''
  return `${sign}${formatLine(low)}/${formatLine(high)}`
}

/** A whole or half line's outcome from the selection's margin over it, in quarters: above wins, level pushes. */
function wholeOutcome(margin: number): 'win' | 'push' | 'lose' {
  return margin > 0 ? 'win' : margin < 0 ? 'lose' : 'push'
}

/**
 * The outcome of a selection that beats its line by `margin` quarters (its score with the line added, less the
 * other score, or the total less the line): a quarter margin is two half-stakes on the neighbouring lines.
 */
export function outcomeOfMargin(margin: number): Outcome {
  if (!Number.isSafeInteger(margin)) throw new SportsError('sports.line.invalid', `not a margin in quarters: ${margin}`)
  if (margin % 2 === 0) return wholeOutcome(margin)
  const halves = [wholeOutcome(margin - 1), wholeOutcome(margin + 1)]
  if (halves[0] === halves[1]) return halves[0]
  return halves.includes('lose') ? 'half-lose' : 'half-win'
}

/** Asian handicap: `homeLine` (quarters) added to the home side's score; the away side carries its opposite. */
export function settleHandicap(score: Score, homeLine: number): Record<Side, Outcome> {
  const { home, away } = checkScore(score)
  checkLine(homeLine)
  const homeMargin = (home - away) * LINE_SCALE + homeLine
  return { home: outcomeOfMargin(homeMargin), away: outcomeOfMargin(-homeMargin) }
}

/** Over/under a total line (quarters, from 0) on the total of goals, points, maps or rounds. */
export function settleOverUnder(total: number, line: number): Record<'over' | 'under', Outcome> {
  checkScore({ home: total, away: 0 })
  if (checkLine(line) < 0) throw new SportsError('sports.line.invalid', `a total line is never negative: ${line}`)
  const margin = total * LINE_SCALE - line
  return { over: outcomeOfMargin(margin), under: outcomeOfMargin(-margin) }
}

export function scoreTotal(score: Score): number {
  const { home, away } = checkScore(score)
  return home + away
}

/** Match result (1X2): exactly one of home, draw, away wins. */
export function settleMatchResult(score: Score): Record<'home' | 'draw' | 'away', Outcome> {
  const { home, away } = checkScore(score)
  return { home: home > away ? 'win' : 'lose', draw: home === away ? 'win' : 'lose', away: away > home ? 'win' : 'lose' }
}

/**
 * Money line (two-way, "draw no bet" in football): the winner wins, a draw pushes both (the stake back). A sport
 * without draws (basketball with overtime, tennis, an e-sports series of odd length) never reaches the push.
 */
export function settleMoneyLine(score: Score): Record<Side, Outcome> {
  const { home, away } = checkScore(score)
  if (home === away) return { home: 'push', away: 'push' }
  return { home: home > away ? 'win' : 'lose', away: away > home ? 'win' : 'lose' }
}

/** Both teams to score: yes when each side scored at least once. */
export function settleBothTeamsToScore(score: Score): Record<'yes' | 'no', Outcome> {
  const { home, away } = checkScore(score)
  const both = home > 0 && away > 0
  return { yes: both ? 'win' : 'lose', no: both ? 'lose' : 'win' }
}

/** Odd/even on the total (0 is even). */
export function settleOddEven(total: number): Record<'odd' | 'even', Outcome> {
  checkScore({ home: total, away: 0 })
  return { odd: total % 2 === 1 ? 'win' : 'lose', even: total % 2 === 0 ? 'win' : 'lose' }
}

/** A correct-score selection's key: `2-1` (home first). */
export function correctScoreKey(score: Score): string {
  const { home, away } = checkScore(score)
  return `${home}-${away}`
}

/**
 * Correct score: each listed score's selection (keyed `home-away`), and `other` ("any other score"), which wins
 * when the result is none of the listed ones.
 */
export function settleCorrectScore(score: Score, listed: readonly Score[]): Record<string, Outcome> {
  const result = correctScoreKey(score)
  const outcomes: Record<string, Outcome> = {}
  for (const selection of listed) outcomes[correctScoreKey(selection)] = 'lose'
  const inList = result in outcomes
  if (inList) outcomes[result] = 'win'
  outcomes.other = inList ? 'lose' : 'win'
  return outcomes
}

/**
 * A finishing position in a market that pays `placesPaid` places (an outright's winner: 1; a top-3 market: 3),
 * for a selection that finished at `position` level with `tied` selections in all (itself included; 1 when alone).
 * Beyond the paid places it loses; when every tied selection fits in the paid places it wins; otherwise it is a
 * dead heat for the places left among the tied (two level for 3rd in a top 3: a dead heat of 1 place for 2).
 */
export function settlePlace(position: number, tied: number, placesPaid = 1): Outcome {
  if (![position, tied, placesPaid].every((n) => Number.isSafeInteger(n) && n >= 1)) {
    throw new SportsError('sports.outcome.invalid', `position ${position}, ${tied} tied, ${placesPaid} places`)
  }
  if (position > placesPaid) return 'lose'
  if (position + tied - 1 <= placesPaid) return 'win'
  return deadHeat(tied, placesPaid - position + 1)
}
