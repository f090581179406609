/**
 * A report's period: a named range (today, yesterday, this or last week, this or last month) or a custom one, as
 * days in the merchant's time zone, both inclusive. Weeks start on Monday. A custom range must be two real days, in
 * order, at most MAX_REPORT_DAYS long.
 */
import { MAX_REPORT_DAYS, type ReportPeriod, type ReportRange } from '../../../contract/schemas/agents'
import { AppError } from '../../errors'
import { zoneName } from './settings'

const DAY_MS = 86_400_000

/** A day number (days since 1970-01-01) as `YYYY-MM-DD`. */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** `YYYY-MM-DD` as a day number; null when it is not a real day. */
export function dayNumber(text: string): number | null {
  const ms = Date.parse(`${text}T00:00:00Z`)
  if (Number.isNaN(ms) || dayText(ms / DAY_MS) !== text) return null
  return ms / DAY_MS
}

/** Today's day number in the zone. */
export const localDay = (now: Date, utcOffsetMinutes: number): number => Math.floor((now.getTime() + utcOffsetMinutes * 60_000) / DAY_MS)

export interface ResolvedPeriod extends ReportPeriod {
  /** Day numbers, both inclusive. */
  first: number
  last: number
}

export function resolvePeriod(query: { range?: ReportRange; from?: string; to?: string }, now: Date, utcOffsetMinutes: number): ResolvedPeriod {
  const range = query.range ?? (query.from || query.to ? 'custom' : 'thisMonth')
  const today = localDay(now, utcOffsetMinutes)
  // 1970-01-01 was a Thursday: Monday-based weekday 3.
  const weekday = (today + 3) % 7
  const date = new Date(today * DAY_MS)
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS
  const lastMonthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1) / DAY_MS
  let first: number
  let last: number
  switch (range) {
    case 'today':
      ;[first, last] = [today, today]
      break
    case 'yesterday':
      ;[first, last] = [today - 1, today - 1]
      break
    case 'thisWeek':
      ;[first, last] = [today - weekday, today]
      break
    case 'lastWeek':
      ;[first, last] = [today - weekday - 7, today - weekday - 1]
      break
    case 'thisMonth':
      ;[first, last] = [monthStart, today]
      break
    case 'lastMonth':
      ;[first, last] = [lastMonthStart, monthStart - 1]
      break
    case 'custom': {
      const from = query.from ? dayNumber(query.from) : null
      const to = query.to ? dayNumber(query.to) : null
      if (from === null || to === null) throw new AppError('agent.range.invalid')
      if (from > to) throw new AppError('agent.range.reversed')
      if (to - from + 1 > MAX_REPORT_DAYS) throw new AppError('agent.range.too.long', undefined, { maxDays: MAX_REPORT_DAYS })
      ;[first, last] = [from, to]
      break
    }
  }
  return { range, from: dayText(first), to: dayText(last), timeZone: zoneName(utcOffsetMinutes), first, last }
}

/** The period's bounds as instants: from its first day's start to its last day's end (exclusive), in the zone. */
export function periodInstants(period: ResolvedPeriod, utcOffsetMinutes: number): { from: Date; to: Date } {
  const offset = utcOffsetMinutes * 60_000
  return { from: new Date(period.first * DAY_MS - offset), to: new Date((period.last + 1) * DAY_MS - offset) }
}
