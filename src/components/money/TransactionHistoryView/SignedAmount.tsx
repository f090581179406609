import { useCallback, useMemo } from 'react'
import Box, { type BoxProps } from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { toMajorString, toMinorUnits } from '../../../contract/money'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { formatAmount } from '../../primitives/AmountText'

/** The member's currency as the money pages show it. */
export interface CurrencyDisplay {
  /** Written before amounts, e.g. `฿`. */
  symbol: string
  /** Decimals of the currency's minor unit (2 for baht); amounts on the wire have exactly these. */
  decimals: number
}

/**
 * How an amount reads: `signed` by its own sign (+ green, − red, zero plain); `in` and `out` as money in (+) or
 * out (−) whatever sign the wire gives (a total out may come positive); `plain` without sign or colour.
 */
export type AmountTone = 'signed' | 'in' | 'out' | 'plain'

/** −1, 0 or 1 for a decimal amount, compared in minor units (never as a float); null when it is not an amount. */
export function signOf(value: string, decimals: number): -1 | 0 | 1 | null {
  try {
    const minor = toMinorUnits(value, decimals)
    return minor > 0n ? 1 : minor < 0n ? -1 : 0
  } catch {
    return null
  }
}

/** True when every amount is zero (in minor units). */
export function allZero(values: readonly string[], decimals: number): boolean {
  return values.every((value) => signOf(value, decimals) === 0)
}

const MINUS = '\u2212'

export interface SignedAmountProps {
  /** The amount in major units, a decimal string as the wire has it (`-1234.50`). */
  value: string
  currency: CurrencyDisplay
  /** How it reads; see AmountTone. */
  tone?: AmountTone
  /** Style overrides (MUI `sx`). */
  sx?: BoxProps['sx']
}

/**
 * A money amount with its direction: a sign (+ or a true minus) and the gain or loss colour, the digits grouped
 * in the member's language. Isolated left to right, so "−฿ 500.00" reads the same in a right-to-left page.
 */
export function SignedAmount({ value, currency, tone = 'signed', sx }: SignedAmountProps) {
  const { i18n } = useTranslation()
  let minor: bigint | null
  try {
    minor = toMinorUnits(value, currency.decimals)
  } catch {
    minor = null
  }
  if (minor === null) {
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap', ...sx } as BoxProps['sx']}>
        {value}
      </Box>
    )
  }
  const magnitude = minor < 0n ? -minor : minor
  const direction = magnitude === 0n || tone === 'plain' ? 0 : tone === 'in' ? 1 : tone === 'out' ? -1 : minor > 0n ? 1 : -1
  const digits = formatAmount(toMajorString(magnitude, currency.decimals), i18n.language, currency.decimals)
  const sign = direction > 0 ? '+' : direction < 0 ? MINUS : ''
  const color = direction > 0 ? 'success.main' : direction < 0 ? 'error.main' : 'inherit'
  return (
    <Box component="bdi" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color, ...sx } as BoxProps['sx']}>
      {sign}
      {currency.symbol ? `${currency.symbol}\u00a0` : ''}
      {digits}
    </Box>
  )
}

/** Formats an ISO instant as its date and its time in the member's language and the browser's time zone. */
export function useRecordTime(): (iso: string) => { date: string; time: string } {
  const locale = useLocaleTag()
  const formats = useMemo(
    () => ({ date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }) }),
    [locale],
  )
  return useCallback(
    (iso) => {
      const instant = new Date(iso)
      if (Number.isNaN(instant.getTime())) return { date: iso, time: '' }
      return { date: formats.date.format(instant), time: formats.time.format(instant) }
    },
    [formats],
  )
}
