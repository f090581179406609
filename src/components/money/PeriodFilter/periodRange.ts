/**
 * The periods the money records are filtered by, and the instants each one spans. Days start at local midnight in
 * the browser's time zone (the member's), so "today" is the member's today; the contract's `from`/`to` are those
 * instants as ISO timestamps, `from` inclusive and `to` exclusive.
 */

/** The periods a member picks from, in the order they are offered. */
export const PERIOD_KEYS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const
export type PeriodKey = (typeof PERIOD_KEYS)[number]

/** A span of time: ISO timestamps, `from` inclusive, `to` exclusive (what the records calls take). */
export interface PeriodRange {
  from: string
  to: string
}

/** The days of a custom period, `YYYY-MM-DD`, both inclusive. */
export interface CustomDays {
  start: string
  end: string
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Local midnight of a `YYYY-MM-DD` day; a RangeError for anything that is not a real day (`2026-02-30`). */
export function parseDay(day: string): Date {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`)
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const midnight = new Date(year, month, date)
  if (midnight.getFullYear() !== year || midnight.getMonth() !== month || midnight.getDate() !== date) throw new RangeError(`not a day: ${day}`)
  return midnight
}

/** The local day of an instant as `YYYY-MM-DD` (what `<input type="date">` holds). */
export function dayOf(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${String(instant.getFullYear()).padStart(4, '0')}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`
}

/** Local midnight `days` days after the midnight of `day` (calendar days, so a daylight-saving day is 23 or 25 hours). */
function midnightPlus(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)
}

/**
 * The instants a period spans, in the browser's time zone: today and yesterday are whole days, this week runs
 * from Monday, this month from the 1st, each up to the end of today; custom runs from the start of `custom.start`
 * to the end of `custom.end`. Throws a RangeError for a custom period without two real days, or ending before it
 * starts.
 */
export function periodRange(period: PeriodKey, now: Date = new Date(), custom?: CustomDays): PeriodRange {
  const today = midnightPlus(now, 0)
  const tomorrow = midnightPlus(today, 1)
  const span = (from: Date, to: Date): PeriodRange => ({ from: from.toISOString(), to: to.toISOString() })
  switch (period) {
    case 'today':
      return span(today, tomorrow)
    case 'yesterday':
      return span(midnightPlus(today, -1), today)
    case 'thisWeek':
      // getDay(): Sunday 0 … Saturday 6; the week starts on Monday.
      return span(midnightPlus(today, -((today.getDay() + 6) % 7)), tomorrow)
    case 'thisMonth':
      return span(new Date(today.getFullYear(), today.getMonth(), 1), tomorrow)
    case 'custom': {
      if (!custom) throw new RangeError('a custom period needs its start and end days')
      const start = parseDay(custom.start)
      const end = parseDay(custom.end)
      if (end < start) throw new RangeError(`the period ends (${custom.end}) before it starts (${custom.start})`)
      return span(start, midnightPlus(end, 1))
    }
  }
}

/** A period as the filter holds it: the key, and the days of a custom one (`YYYY-MM-DD`). */
export interface PeriodFilterValue {
  period: PeriodKey
  start?: string
  end?: string
}

/**
 * The instants of a filter value, or null while a custom period is incomplete or ends before it starts (the page
 * asks for nothing then).
 */
export function periodRangeOf(value: PeriodFilterValue, now: Date = new Date()): PeriodRange | null {
  if (value.period !== 'custom') return periodRange(value.period, now)
  if (!value.start || !value.end) return null
  try {
    return periodRange('custom', now, { start: value.start, end: value.end })
  } catch {
    return null
  }
}
