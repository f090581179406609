import { useMemo } from 'react'
import { useLocaleTag } from '../layout/useLocaleTag'

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * Formatters by locale and options, made once per page. The first formatter of a language loads that language's
 * calendar data (about 50 ms for Thai's Buddhist calendar on a mid-range phone), so it is worth keeping, and
 * worth making ahead of time in a task of its own (`prepareDateFormat`).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options)
    // The first format() builds the pattern; do it here so a prepared formatter costs nothing later.
    formatter.format(0)
    formatters.set(key, formatter)
  }
  return formatter
}

/** Makes the formatter `useDateFormat(options)` will use for `locale` now, so the render that needs it is short. */
export function prepareDateFormat(locale: string, options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS): void {
  formatterFor(locale, options)
}

/** Formats an ISO date-time in the current language (date and short time); unparsable input is shown as is. */
export function useDateFormat(options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS) {
  const locale = useLocaleTag()
  const key = JSON.stringify(options)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options object
  const format = useMemo(() => formatterFor(locale, options), [locale, key])
  return (iso: string): string => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : format.format(date)
  }
}
