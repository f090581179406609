/**
 * How the wage pages write periods and days, in the reader's language and the browser's time zone (as every date of
 * the portal): a period of whole days as its days ("9 Mar – 15 Mar 2026"; its end is exclusive, so the last day is the
 * one before it), any other as its two instants ("14 Mar 2026, 09:00 – 10:00"), and a `YYYY-MM-DD` day as that day; and
 * text isolated inside a sentence.
 */
import { useCallback } from 'react'
import { useLocaleTag } from '../layout/useLocaleTag'

const DAY_MS = 86_400_000

/**
 * Text set inside a translated sentence (an account, a period) isolated from it, as <bdi> isolates markup: the
 * sentence's direction does not reorder it, nor it the sentence (first-strong isolate … pop directional isolate).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}

const atMidnight = (date: Date) => date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0

/** Intl's range, or the two ends joined when the browser has no formatRange. */
function range(format: Intl.DateTimeFormat, start: Date, end: Date): string {
  return typeof format.formatRange === 'function' ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`
}

/** Formats a period [start, end) given as two ISO instants. */
export function usePeriodFormat(): (start: string, end: string) => string {
  const locale = useLocaleTag()
  return useCallback(
    (startIso, endIso) => {
      const start = new Date(startIso)
      const end = new Date(endIso)
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`
      if (atMidnight(start) && atMidnight(end) && end.getTime() - start.getTime() >= DAY_MS) {
        const lastDay = new Date(end.getTime() - 1)
        const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
        return start.toDateString() === lastDay.toDateString() ? days.format(start) : range(days, start, lastDay)
      }
      return range(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), start, end)
    },
    [locale],
  )
}

/** A period in two parts: its day or days, and (a period within one day) its times; the table sets each on its own line. */
export interface PeriodParts {
  days: string
  times: string | null
}

/** Formats a period [start, end) as its days and, when it lies within one day, its times. */
export function usePeriodParts(): (start: string, end: string) => PeriodParts {
  const locale = useLocaleTag()
  const whole = usePeriodFormat()
  return useCallback(
    (startIso, endIso) => {
      const start = new Date(startIso)
      const end = new Date(endIso)
      const sameDay = !Number.isNaN(start.getTime()) && start.toDateString() === new Date(end.getTime() - 1).toDateString()
      if (!sameDay || atMidnight(start)) return { days: whole(startIso, endIso), times: null }
      return { days: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(start), times: range(new Intl.DateTimeFormat(locale, { timeStyle: 'short' }), start, end) }
    },
    [locale, whole],
  )
}

/** Formats a `YYYY-MM-DD` day (the merchant's calendar) as that day, whatever the browser's zone. */
export function useDayFormat(): (day: string) => string {
  const locale = useLocaleTag()
  return useCallback(
    (day) => {
      const instant = Date.parse(`${day}T00:00:00Z`)
      return Number.isNaN(instant) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(instant)
    },
    [locale],
  )
}

/** Formats the times of a short window (the real-time salary's), "09:25 – 09:30". */
export function useWindowFormat(): (start: string, end: string) => string {
  const locale = useLocaleTag()
  return useCallback(
    (startIso, endIso) => {
      const start = new Date(startIso)
      const end = new Date(endIso)
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`
      return range(new Intl.DateTimeFormat(locale, { timeStyle: 'short' }), start, end)
    },
    [locale],
  )
}
