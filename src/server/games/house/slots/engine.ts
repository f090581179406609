/**
 * The house vendor's slot engine: one 5-reel × 3-row video slot with paylines, a wild and a scatter, driven by a
 * paytable (paytables.ts) and an injected RandomSource. Pure: no I/O, no clock, no Math.random, so a round can be
 * replayed from its stops and tests can seed it.
 *
 * The rules (rtp.ts computes the exact return of these same rules; change both together):
 * - Each reel stops independently at a uniformly random position of its strip; the screen shows that stop and
 *   the next two (the strip is a loop).
 * - Line wins count left to right from reel 1 and need at least 3 of a kind. The wild stands in for every line
 *   symbol, never for the scatter. Each played line pays only its highest win: the best of
 *   (a) the first non-wild symbol, counted with the wilds before and after it,
 *   (b) the leading wilds at the wild's own pay, when the paytable gives the wild one,
 *   (c) the leading wilds standing in for any line symbol.
 *   So a line of only wilds pays the better of the wild's own pay and the best 5 of a kind; our paytables give the
 *   wild a pay at least as high as any symbol's, or none.
 * - The scatter pays by its count anywhere on the screen, as a multiple of the total bet, on top of line wins.
 * - 3 or more scatters in the base game award free spins, played out at once inside the same round (one round is
 *   one bet and one total win), with the same lines and line bet, every win multiplied by the paytable's free-spin
 *   multiplier.
 *
 * Money is bigint minor units; pays and the multiplier are integers, so every win is exact.
 */
import type { RandomSource } from '../../../runtime'

export const REEL_COUNT = 5
export const ROW_COUNT = 3
/** The fewest symbols, from reel 1, that make a line win. */
export const MIN_LINE_RUN = 3

export interface ScatterRule {
  symbol: string
  /** Scatter count on the screen → multiple of the total bet. A count not listed pays nothing. */
  pays: Readonly<Record<number, number>>
  /** Scatter count in the base game → free spins awarded. A count not listed awards none. */
  freeSpins: Readonly<Record<number, number>>
}

export interface Paytable {
  /** Stable id, e.g. `koi-terrace`: what rounds are stored and reported under. */
  id: string
  /** The title players see. */
  name: string
  /** 5 reel strips, each a loop of symbol ids. */
  reels: readonly (readonly string[])[]
  rows: 3
  /** Each payline is 5 row indices (0 = top), one per reel; lines are played from the first. */
  paylines: readonly (readonly number[])[]
  /** Symbol → multiples of the line bet for 3, 4 and 5 of a kind. The wild may have an entry; the scatter never. */
  pays: Readonly<Record<string, readonly [number, number, number]>>
  wild: string
  scatter: ScatterRule
  /** Every free-spin win (lines and scatter) is multiplied by this. */
  freeSpinMultiplier: number
  /** The return to player we publish; a test holds it equal to rtp.ts's exact figure, to 4 decimals. */
  declaredRtp: number
}

export interface Bet {
  /** Minor units staked on each line. */
  lineBet: bigint
  /** Lines played, 1..paylines.length: the first `lines` paylines. */
  lines: number
}

export interface LineWin {
  /** Index into the paytable's paylines (0-based). */
  line: number
  /** The symbol that paid (the wild when it paid as itself). */
  symbol: string
  /** How many symbols from reel 1 made the win. */
  count: number
  win: bigint
}

export interface SpinOutcome {
  /** The stop of each reel: the strip index shown on the top row. */
  stops: number[]
  /** The screen, [reel][row]. */
  grid: string[][]
  /** 1 in the base game, the paytable's free-spin multiplier in free spins. */
  multiplier: number
  lineWins: LineWin[]
  scatterCount: number
  scatterWin: bigint
  /** Line wins plus the scatter win. */
  win: bigint
}

export interface RoundResult {
  base: SpinOutcome
  /** The free spins the base game awarded, already played (empty when none). */
  freeSpins: SpinOutcome[]
  totalBet: bigint
  /** The base win plus every free-spin win: what the round pays. */
  totalWin: bigint
}

/** One line's best win, in multiples of the line bet (before any multiplier). */
export interface LinePay {
  symbol: string
  count: number
  pay: number
}

/** What a bet costs in all: the line bet on each line played. */
export function totalBetOf(bet: Bet): bigint {
  return bet.lineBet * BigInt(bet.lines)
}

/** Refuses a bet the table can't take. The server validates first; this is the engine's own guard. */
export function checkBet(table: Paytable, bet: Bet): void {
  if (typeof bet.lineBet !== 'bigint' || bet.lineBet <= 0n) throw new Error(`a line bet must be a positive bigint (got ${String(bet.lineBet)})`)
  if (!Number.isInteger(bet.lines) || bet.lines < 1 || bet.lines > table.paylines.length) {
    throw new Error(`${table.id} plays 1 to ${table.paylines.length} lines (got ${bet.lines})`)
  }
}

/** What `symbol` pays for `count` of a kind, in line bets: 0 for fewer than 3 or a symbol without pays. */
export function symbolPay(table: Paytable, symbol: string, count: number): number {
  if (count < MIN_LINE_RUN || !Object.hasOwn(table.pays, symbol)) return 0
  return table.pays[symbol][Math.min(count, REEL_COUNT) - MIN_LINE_RUN]
}

/** The symbols a wild can stand for: every symbol with pays except the wild and the scatter. */
export function lineSymbols(table: Paytable): string[] {
  return Object.keys(table.pays).filter((symbol) => symbol !== table.wild && symbol !== table.scatter.symbol)
}

/**
 * The best win of one line's symbols (reel 1 first), by the rule in the header, or null when it pays nothing.
 * Ties go to the longer run, then to the first candidate in the order (a), (b), (c): any tie pays the same.
 * rtp.ts prices every line through this same function, so the engine and the exact RTP cannot disagree on it.
 */
export function linePay(table: Paytable, symbols: readonly string[]): LinePay | null {
  const { wild } = table
  let best: LinePay | null = null
  const consider = (symbol: string, count: number) => {
    const pay = symbolPay(table, symbol, count)
    if (pay > 0 && (best === null || pay > best.pay || (pay === best.pay && count > best.count))) best = { symbol, count, pay }
  }
  let leadingWilds = 0
  while (leadingWilds < symbols.length && symbols[leadingWilds] === wild) leadingWilds++
  // (a) The first non-wild symbol. The scatter has no line pay (paytableProblems refuses one): it breaks the line.
  const first = symbols[leadingWilds]
  if (first !== undefined && first !== table.scatter.symbol) {
    let count = leadingWilds + 1
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count++
    consider(first, count)
  }
  if (leadingWilds >= MIN_LINE_RUN) {
    // (b) The wilds as themselves (symbolPay is 0 when the wild has no pays), then (c) as any line symbol.
    consider(wild, leadingWilds)
    for (const symbol of lineSymbols(table)) consider(symbol, leadingWilds)
  }
  return best
}

/** What the reel shows at `stop`: the stop and the next rows-1 symbols, wrapping round the strip. */
export function windowAt(strip: readonly string[], stop: number, rows: number = ROW_COUNT): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length])
}

/** The screen at the given stops, [reel][row]. */
export function gridAt(table: Paytable, stops: readonly number[]): string[][] {
  if (stops.length !== table.reels.length) throw new Error(`${table.id} needs ${table.reels.length} stops (got ${stops.length})`)
  return table.reels.map((strip, reel) => {
    const stop = stops[reel]
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) throw new Error(`reel ${reel + 1} of ${table.id} has no stop ${stop}`)
    return windowAt(strip, stop, table.rows)
  })
}

/** How many scatters the screen shows, anywhere. */
export function scatterCountOf(table: Paytable, grid: readonly (readonly string[])[]): number {
  let count = 0
  for (const column of grid) for (const symbol of column) if (symbol === table.scatter.symbol) count++
  return count
}

/** What `count` scatters pay, as a multiple of the total bet (before any multiplier). */
export function scatterPay(table: Paytable, count: number): number {
  return Object.hasOwn(table.scatter.pays, count) ? table.scatter.pays[count] : 0
}

/** The free spins `count` scatters award in the base game. */
export function freeSpinsFor(table: Paytable, count: number): number {
  return Object.hasOwn(table.scatter.freeSpins, count) ? table.scatter.freeSpins[count] : 0
}

/** Prices a screen: its line wins on the lines played, its scatter win, all times `multiplier`. */
export function evaluateGrid(table: Paytable, grid: readonly (readonly string[])[], bet: Bet, multiplier = 1): Omit<SpinOutcome, 'stops'> {
  checkBet(table, bet)
  if (!Number.isInteger(multiplier) || multiplier < 1) throw new Error(`a multiplier must be a positive integer (got ${multiplier})`)
  const times = BigInt(multiplier)
  const lineWins: LineWin[] = []
  for (let line = 0; line < bet.lines; line++) {
    const best = linePay(table, table.paylines[line].map((row, reel) => grid[reel][row]))
    if (best) lineWins.push({ line, symbol: best.symbol, count: best.count, win: bet.lineBet * BigInt(best.pay) * times })
  }
  const scatterCount = scatterCountOf(table, grid)
  const scatterWin = totalBetOf(bet) * BigInt(scatterPay(table, scatterCount)) * times
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, scatterWin)
  return { grid: grid.map((column) => [...column]), multiplier, lineWins, scatterCount, scatterWin, win }
}

/** Prices the screen at the given stops: deterministic, for replays, tests and the exact RTP's checks. */
export function evaluate(table: Paytable, stops: readonly number[], bet: Bet, multiplier = 1): SpinOutcome {
  const grid = gridAt(table, stops)
  return { stops: [...stops], ...evaluateGrid(table, grid, bet, multiplier) }
}

/** A uniformly random stop on every reel. */
export function randomStops(table: Paytable, random: RandomSource): number[] {
  return table.reels.map((strip) => random.int(strip.length))
}

/** One paid round: the base spin, then every free spin it awarded. */
export function playRound(table: Paytable, random: RandomSource, bet: Bet): RoundResult {
  checkBet(table, bet)
  const base = evaluate(table, randomStops(table, random), bet)
  // No retrigger: scatters in free spins still pay (at the multiplier) but award no more spins, so a round ends
  // after the spins its base game awarded and its return has the finite expectation rtp.ts computes.
  const freeSpins = Array.from({ length: freeSpinsFor(table, base.scatterCount) }, () =>
    evaluate(table, randomStops(table, random), bet, table.freeSpinMultiplier))
  const totalWin = freeSpins.reduce((sum, spin) => sum + spin.win, base.win)
  return { base, freeSpins, totalBet: totalBetOf(bet), totalWin }
}

/**
 * What is wrong with a paytable, in words (empty when nothing): the checks a new title must pass before it is
 * served. The engine does not re-check on every spin.
 */
export function paytableProblems(table: Paytable): string[] {
  const problems: string[] = []
  const isCount = (n: number) => Number.isInteger(n) && n >= 0
  if (table.rows !== ROW_COUNT) problems.push(`rows must be ${ROW_COUNT}`)
  if (table.reels.length !== REEL_COUNT) problems.push(`${REEL_COUNT} reels expected, got ${table.reels.length}`)
  if (table.wild === table.scatter.symbol) problems.push('the wild and the scatter must differ')
  if (Object.hasOwn(table.pays, table.scatter.symbol)) problems.push('the scatter pays by count, not on lines')
  table.reels.forEach((strip, reel) => {
    if (strip.length < ROW_COUNT) problems.push(`reel ${reel + 1} is shorter than the screen`)
    for (const symbol of new Set(strip)) {
      if (symbol !== table.wild && symbol !== table.scatter.symbol && !Object.hasOwn(table.pays, symbol)) problems.push(`reel ${reel + 1} shows ${symbol}, which has no pays`)
    }
    // One scatter per reel at most, so a screen shows 0 to 5 and the count table covers every screen.
    for (let stop = 0; stop < strip.length; stop++) {
      if (windowAt(strip, stop, ROW_COUNT).filter((symbol) => symbol === table.scatter.symbol).length > 1) problems.push(`reel ${reel + 1} shows two scatters at stop ${stop}`)
    }
  })
  if (table.paylines.length === 0) problems.push('no paylines')
  const seen = new Set<string>()
  table.paylines.forEach((line, index) => {
    if (line.length !== REEL_COUNT || !line.every((row) => Number.isInteger(row) && row >= 0 && row < ROW_COUNT)) problems.push(`payline ${index} is not ${REEL_COUNT} rows of 0..${ROW_COUNT - 1}`)
    const key = line.join(',')
    if (seen.has(key)) problems.push(`payline ${index} repeats another`)
    seen.add(key)
  })
  for (const [symbol, pays] of Object.entries(table.pays)) {
    if (pays.length !== 3 || !pays.every(isCount)) problems.push(`${symbol} needs 3 whole pays`)
    else if (!(pays[0] <= pays[1] && pays[1] <= pays[2])) problems.push(`${symbol} must pay more for more of a kind`)
  }
  for (const [count, pay] of Object.entries(table.scatter.pays)) if (!isCount(Number(count)) || !isCount(pay)) problems.push(`scatter pay ${count} → ${pay} is not whole`)
  for (const [count, spins] of Object.entries(table.scatter.freeSpins)) if (!isCount(Number(count)) || !isCount(spins)) problems.push(`free spins ${count} → ${spins} is not whole`)
  if (!Number.isInteger(table.freeSpinMultiplier) || table.freeSpinMultiplier < 1) problems.push('the free-spin multiplier must be a positive integer')
  if (!(table.declaredRtp > 0 && table.declaredRtp < 1)) problems.push('the declared RTP must be between 0 and 1')
  return problems
}
