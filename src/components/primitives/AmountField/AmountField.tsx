import { useId, useState, type ChangeEvent } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../../config/languages'
import { formatAmount } from '../AmountText'

/** The decimal mark of a language (`.` in Thai and English, `,` in Vietnamese or Spanish). */
export function decimalMark(language: string): string {
  const locale = languageInfo(language)?.htmlLang ?? language
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
}

/**
 * What a person typed, as a canonical amount in major units (`"1234.5"`), or `null` when it cannot be one: digits
 * with at most one decimal mark (the language's), at most `decimals` digits after it; grouping separators and
 * spaces are ignored (where the mark is a comma, a point groups thousands). `""` stays `""` (nothing typed yet).
 */
export function parseAmountInput(text: string, decimals: number, mark: string): string | null {
  const group = mark === ',' ? /[\s.\u00a0\u202f']/g : /[\s,\u00a0\u202f']/g
  const compact = text.replace(group, '')
  if (compact === '') return ''
  let whole = ''
  let fraction: string | null = null
  for (const char of compact) {
    if (char === mark) {
      if (fraction !== null || decimals === 0) return null
      fraction = ''
    } else if (char >= '0' && char <= '9') {
      if (fraction === null) whole += char
      else fraction += char
    } else return null
  }
  if (fraction !== null && fraction.length > decimals) return null
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  return fraction === null ? integer : `${integer}.${fraction}`
}

export interface AmountFieldProps {
  /** The amount as a canonical decimal string in major units (`"1234.5"`), or `""` when empty. */
  value: string
  /** Called with the canonical amount as it is typed; input the currency cannot hold is refused (not passed on). */
  onChange: (value: string) => void
  /** The field's label. */
  label: string
  /** Digits after the decimal mark the currency has (the merchant's `currency.decimals`). */
  decimals?: number
  /** Currency symbol before the amount, e.g. `฿`. */
  currencySymbol?: string
  /** Smallest and largest amounts, as canonical strings: shown under the field (the form checks them). */
  min?: string
  max?: string
  /** An error message under the field (from the form's validation); replaces the limits line. */
  error?: string
  disabled?: boolean
  name?: string
  autoFocus?: boolean
}

/**
 * A money amount field: a number keyboard on phones, the currency symbol in front, the limits underneath, and
 * input the currency cannot hold refused as it is typed (a third decimal for a two-decimal currency, a second
 * decimal mark, letters), with the reason said. The value stays a decimal string: the form converts it to integer
 * minor units at the edge (src/contract/money), never through a float.
 */
export function AmountField({
  value,
  onChange,
  label,
  decimals = 2,
  currencySymbol,
  min,
  max,
  error,
  disabled,
  name,
  autoFocus,
}: AmountFieldProps) {
  const { t, i18n } = useTranslation('common')
  const mark = decimalMark(i18n.language)
  const helperId = useId()
  // What is shown while typing: the person's own text (a trailing mark, "0.5" as "0,5"), not a reformatted one.
  const [text, setText] = useState(() => value.replace('.', mark))
  const [refused, setRefused] = useState(false)
  const shown = parseAmountInput(text, decimals, mark) === value ? text : value.replace('.', mark)

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = parseAmountInput(event.target.value, decimals, mark)
    if (next === null) {
      setRefused(true)
      return
    }
    setRefused(false)
    setText(event.target.value)
    onChange(next)
  }

  const limits =
    min !== undefined && max !== undefined
      ? t('amountField.limits', { min: formatAmount(min, i18n.language, decimals), max: formatAmount(max, i18n.language, decimals) })
      : undefined
  const helper = error ?? (refused ? t('amountField.decimals', { count: decimals }) : limits)

  return (
    <TextField
      label={label}
      name={name}
      value={shown}
      onChange={handleChange}
      disabled={disabled}
      autoFocus={autoFocus}
      error={Boolean(error) || refused}
      helperText={helper}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: decimals > 0 ? 'decimal' : 'numeric', autoComplete: 'off', 'aria-describedby': helper ? helperId : undefined },
        formHelperText: { id: helperId, role: refused ? 'status' : undefined },
        input: currencySymbol ? { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> } : undefined,
      }}
    />
  )
}
