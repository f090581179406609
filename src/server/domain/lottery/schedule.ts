/**
 * When a lottery game's rounds open, close and draw: pure arithmetic on the time, so every server process (and a
 * job catching up after downtime) names the same round at the same instant without talking to the others.
 *
 * Rounds follow one another with no gap: a round opens when the one before it draws, takes bets until
 * `closeBeforeDrawSeconds` before its own draw, and draws. At an instant t the current round is the one with
 * opensAt ≤ t < drawsAt; betting on it is open while opensAt ≤ t < closesAt. Exactly at its close time betting is
 * closed; exactly at its draw time that round is over and the next one is current (and open).
 *
 * - Interval games (`{ kind: 'interval', everySeconds }`, the electronic games every 60, 180 or 300 s): round
 *   n opens at n × every seconds after the Unix epoch and draws at (n + 1) × every. Its number is n in decimal:
 *   n = ⌊epoch seconds / every⌋ at any instant of the round (e.g. the 5-minute round drawn at
 *   2026-11-25T03:45:00Z is 5985260: it opened at 03:40:00Z, 1,795,578,000 s = 5,985,260 × 300). Rounds of every game
 *   with the same interval share their numbers and boundaries (all on whole minutes).
 * - Daily games (`{ kind: 'daily', drawTime: 'HH:MM', utcOffsetMinutes }`, the Vietnamese games): one draw a day at
 *   `drawTime` in the game's zone, a fixed offset from UTC in minutes (Vietnam: +420; it keeps no summer time).
 *   The round is numbered by its draw's local date, YYYYMMDD (the 18:15 +07:00 draw of 25 November 2026 is round
 *   20261125; at 02:00 local on the 26th the current round is 20261126, though UTC still reads the 25th). Its
 *   `index` is that local date's day count since 1970-01-01.
 *
 * Each round also has a monotonic `index` (the interval's n; the daily round's day count), for ordering and
 * catching up; `roundNo` is its public name and goes into the round key (derive.ts).
 */

export type Schedule =
  | { readonly kind: 'interval'; readonly everySeconds: number }
  | { readonly kind: 'daily'; readonly drawTime: string; readonly utcOffsetMinutes: number }

export interface GameSchedule {
  readonly schedule: Schedule
  /** Betting closes this many seconds before the draw: at least 0, less than the time between draws. */
  readonly closeBeforeDrawSeconds: number
}

export interface RoundWindow {
  /** The public round number: the interval's n in decimal, or the daily draw's local date as YYYYMMDD. */
  readonly roundNo: string
  /** Monotonic: the interval's n, or the daily draw's local day count since 1970-01-01. */
  readonly index: number
  readonly opensAt: Date
  readonly closesAt: Date
  readonly drawsAt: Date
}

export interface ScheduleNow {
  /** The round under way at the instant (opensAt ≤ at < drawsAt). */
  readonly current: RoundWindow
  /** Whether the current round still takes bets (at < closesAt). */
  readonly bettingOpen: boolean
  /** The round after it, which opens when the current one draws. */
  readonly next: RoundWindow
}

const DAY_MS = 86_400_000
const DRAW_TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/
const DAILY_ROUND_NO = /^([0-9]{4})([0-9]{2})([0-9]{2})$/

/** The time between draws in milliseconds; a plain Error for a schedule that isn't well formed. */
function periodMs(schedule: Schedule): number {
  if (schedule.kind === 'interval') {
    const every = schedule.everySeconds
    if (!Number.isInteger(every) || every < 1 || every > 86_400) throw new Error(`an interval lottery draws every 1 to 86400 whole seconds, got ${every}`)
    return every * 1000
  }
  if (schedule.kind === 'daily') {
    if (typeof schedule.drawTime !== 'string' || !DRAW_TIME.test(schedule.drawTime)) throw new Error(`a daily lottery's draw time is HH:MM (00:00 to 23:59), got '${String(schedule.drawTime)}'`)
    const offset = schedule.utcOffsetMinutes
    if (!Number.isInteger(offset) || offset < -720 || offset > 840) throw new Error(`a daily lottery's UTC offset is whole minutes from -720 to 840, got ${offset}`)
    return DAY_MS
  }
  throw new Error(`a lottery schedule is 'interval' or 'daily', got '${String((schedule as { kind?: unknown }).kind)}'`)
}

/** The schedule checked (a plain Error names what is wrong): well formed, and a close time that leaves betting open. */
export function checkGameSchedule(game: GameSchedule): GameSchedule {
  const period = periodMs(game.schedule)
  const close = game.closeBeforeDrawSeconds
  if (!Number.isInteger(close) || close < 0 || close * 1000 >= period) {
    throw new Error(`a lottery closes betting 0 or more whole seconds before its draw, less than the ${period / 1000} s between draws; got ${close}`)
  }
  return game
}

/** Minutes after local midnight of a daily draw, less the offset: the draw's offset from UTC midnight, in ms. */
function dailyDrawOffsetMs(schedule: Extract<Schedule, { kind: 'daily' }>): number {
  const [, hours, minutes] = DRAW_TIME.exec(schedule.drawTime) as RegExpExecArray
  return (Number(hours) * 60 + Number(minutes) - schedule.utcOffsetMinutes) * 60_000
}

/** When round `index` draws, in ms since the epoch. */
function drawMs(schedule: Schedule, index: number): number {
  return schedule.kind === 'interval' ? (index + 1) * schedule.everySeconds * 1000 : index * DAY_MS + dailyDrawOffsetMs(schedule)
}

function roundNoOf(schedule: Schedule, index: number): string {
  if (schedule.kind === 'interval') return String(index)
  const date = new Date(index * DAY_MS)
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`
}

/** The largest distance from 1970 a JavaScript Date can hold (ECMAScript's time values: ±10^8 days). */
const MAX_DATE_MS = 8.64e15

/** Round `index` of the game: its number and its open, close and draw times. */
export function roundByIndex(game: GameSchedule, index: number): RoundWindow {
  checkGameSchedule(game)
  if (!Number.isSafeInteger(index)) throw new Error(`a round index is a whole number, got ${index}`)
  const { schedule } = game
  const drawsAt = drawMs(schedule, index)
  // A round must fall on a date: far enough out, an index's draw time leaves the range a Date can hold.
  if (!(Math.abs(drawMs(schedule, index - 1)) <= MAX_DATE_MS && Math.abs(drawsAt) <= MAX_DATE_MS)) throw new Error(`round ${index} falls outside the dates a schedule can have`)
  return {
    roundNo: roundNoOf(schedule, index),
    index,
    opensAt: new Date(drawMs(schedule, index - 1)),
    closesAt: new Date(drawsAt - game.closeBeforeDrawSeconds * 1000),
    drawsAt: new Date(drawsAt),
  }
}

/** The round with this public number, or a plain Error if the game has no such round. */
export function roundByNo(game: GameSchedule, roundNo: string): RoundWindow {
  checkGameSchedule(game)
  const { schedule } = game
  if (schedule.kind === 'interval') {
    if (!/^(0|[1-9][0-9]*)$/.test(roundNo) || !Number.isSafeInteger(Number(roundNo))) throw new Error(`an interval round number is a whole number, got '${roundNo}'`)
    return roundByIndex(game, Number(roundNo))
  }
  const parts = DAILY_ROUND_NO.exec(roundNo)
  const index = parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) / DAY_MS : Number.NaN
  if (!parts || !Number.isInteger(index) || roundNoOf(schedule, index) !== roundNo) throw new Error(`a daily round number is a date YYYYMMDD, got '${roundNo}'`)
  return roundByIndex(game, index)
}

function instant(at: Date): number {
  const ms = at instanceof Date ? at.getTime() : Number.NaN
  if (!Number.isFinite(ms)) throw new Error(`a lottery schedule needs a valid date, got ${String(at)}`)
  return ms
}

/** The round under way at `at`: opensAt ≤ at < drawsAt. */
export function roundAt(game: GameSchedule, at: Date): RoundWindow {
  checkGameSchedule(game)
  const ms = instant(at)
  const { schedule } = game
  if (schedule.kind === 'interval') return roundByIndex(game, Math.floor(ms / (schedule.everySeconds * 1000)))
  // The local day at `at`; its draw may already be past (then the next day's round is current).
  const localDay = Math.floor((ms + schedule.utcOffsetMinutes * 60_000) / DAY_MS)
  return roundByIndex(game, drawMs(schedule, localDay) > ms ? localDay : localDay + 1)
}

/** Whether `round` takes bets at `at`: opensAt ≤ at < closesAt. */
export function isBettingOpen(round: RoundWindow, at: Date): boolean {
  const ms = instant(at)
  return round.opensAt.getTime() <= ms && ms < round.closesAt.getTime()
}

/** The current round at `at`, whether it still takes bets, and the round after it. */
export function scheduleAt(game: GameSchedule, at: Date): ScheduleNow {
  const current = roundAt(game, at)
  return { current, bettingOpen: isBettingOpen(current, at), next: roundByIndex(game, current.index + 1) }
}

/**
 * The rounds that drew after `after` and up to `upTo` (after < drawsAt ≤ upTo), oldest first: what a draw job
 * that last ran at `after` has to draw now, including rounds missed while the server was down. At most `limit`.
 */
export function roundsDrawnBetween(game: GameSchedule, after: Date, upTo: Date, limit = 10_000): RoundWindow[] {
  const from = roundAt(game, after).index
  const rounds: RoundWindow[] = []
  const end = instant(upTo)
  for (let index = from; rounds.length < limit; index++) {
    const round = roundByIndex(game, index)
    if (round.drawsAt.getTime() > end) break
    rounds.push(round)
  }
  return rounds
}
