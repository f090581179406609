import Box, { type BoxProps } from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../../config/languages'

/** What a hidden amount shows instead of digits. */
export const AMOUNT_MASK = '****'

export interface AmountTextProps {
  /**
   * The amount in major units, as the platform sends it: a decimal string (`"12345.6"`) or a number.
   * `undefined` or `null` means it is not known yet and shows the "balance updating" text.
   */
  value?: string | number | null
  /** Currency symbol written before the amount, e.g. `฿`. Leave out to show the number only. */
  currencySymbol?: string
  /** Show a mask instead of the digits (the player hid the balance). Screen readers hear "amount hidden". */
  hidden?: boolean
  /** The amount is being refreshed: show the "balance updating" text. */
  loading?: boolean
  /** Decimals shown; the spec's amounts use 2. */
  decimals?: number
  /** Text while loading; defaults to `common:balanceUpdating`. */
  loadingText?: string
  /** Style overrides (MUI `sx`). */
  sx?: BoxProps['sx']
}

/** Formats an amount with the language's digits, grouping and decimal mark (e.g. 12,345.60 / 12.345,60). */
export function formatAmount(value: string | number, language: string, decimals = 2): string | null {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (!/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(text)) return null
  const locale = languageInfo(language)?.htmlLang ?? language
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  // A decimal string is formatted exactly (no float rounding) by Intl.NumberFormat v3.
  return format.format(text as `${number}`)
}

/**
 * A money amount: two decimals with thousands separators in the reader's language, a mask when hidden, and the
 * "balance updating" text while unknown. Presentational: the value comes from the server, never computed here.
 */
export function AmountText({ value, currencySymbol, hidden = false, loading = false, decimals = 2, loadingText, sx }: AmountTextProps) {
  const { t, i18n } = useTranslation('common')
  const base = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...sx } as BoxProps['sx']

  if (hidden) {
    return (
      <Box component="span" sx={base}>
        <span aria-hidden="true">{AMOUNT_MASK}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('amountHidden')}
        </Box>
      </Box>
    )
  }
  const formatted = value === undefined || value === null ? null : formatAmount(value, i18n.language, decimals)
  if (loading || formatted === null) {
    return (
      <Box component="span" sx={base}>
        {loadingText ?? t('balanceUpdating')}
      </Box>
    )
  }
  return (
    <Box component="span" sx={base}>
      {currencySymbol ? <span>{currencySymbol}&nbsp;</span> : null}
      <bdi>{formatted}</bdi>
    </Box>
  )
}
