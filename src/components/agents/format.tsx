/**
 * How the agent centre writes figures: amounts with the currency's decimals and the reader's grouping (AmountText),
 * counts with the reader's digits, days (`YYYY-MM-DD`, the merchant's calendar) and instants in the reader's
 * language. Every figure is the server's; nothing here adds or rounds one.
 */
import { useCallback } from 'react'
import Box from '@mui/material/Box'
import { AmountText } from '../primitives/AmountText'
import type { MoneyCurrency } from '../primitives/AmountText'
import { useLocaleTag } from '../layout/useLocaleTag'

export { useDateTime } from '../member/format'
export type { MoneyCurrency }

/** Formats a `YYYY-MM-DD` day as a date in the reader's language (the day itself, whatever the browser's zone). */
export function useDayFormat(style: 'medium' | 'short' = 'medium'): (day: string) => string {
  const locale = useLocaleTag()
  return useCallback(
    (day) => {
      const instant = Date.parse(`${day}T00:00:00Z`)
      if (Number.isNaN(instant)) return day
      const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' }
      return new Intl.DateTimeFormat(locale, options).format(instant)
    },
    [locale, style],
  )
}

/** Formats a count with the reader's digits and grouping. */
export function useCount(): (value: number) => string {
  const locale = useLocaleTag()
  return useCallback((value) => new Intl.NumberFormat(locale).format(value), [locale])
}

/** An amount of the report as the server sent it; `signed` colours a result (green ahead, red behind). */
export function Money({ value, currency, signed = false, strong = false }: { value: string; currency: MoneyCurrency; signed?: boolean; strong?: boolean }) {
  const negative = value.trim().startsWith('-')
  const positive = !negative && Number(value) > 0
  const color = signed ? (negative ? 'error.main' : positive ? 'success.main' : undefined) : undefined
  return (
    <Box component="span" sx={{ color, fontWeight: strong ? 700 : undefined }}>
      <AmountText value={value} currencySymbol={currency.symbol} decimals={currency.decimals} />
    </Box>
  )
}
