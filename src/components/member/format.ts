import { useCallback } from 'react'
import { useLocaleTag } from '../layout/useLocaleTag'

/** Formats an ISO time as a date and time in the member's language and the browser's time zone. */
export function useDateTime(): (iso: string | null | undefined) => string {
  const locale = useLocaleTag()
  return useCallback(
    (iso) => {
      if (!iso) return ''
      const date = new Date(iso)
      if (Number.isNaN(date.getTime())) return iso
      try {
        return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
      } catch {
        return date.toISOString()
      }
    },
    [locale],
  )
}
