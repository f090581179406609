import { useMemo } from 'react'
import { useLocaleTag } from '../layout/useLocaleTag'

/** Formats an ISO date-time in the current language (date and short time); unparsable input is shown as is. */
export function useDateFormat(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const locale = useLocaleTag()
  const key = JSON.stringify(options)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options object
  const format = useMemo(() => new Intl.DateTimeFormat(locale, options), [locale, key])
  return (iso: string): string => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : format.format(date)
  }
}
