import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { ODDS_FORMAT_NAMES, ODDS_FORMATS, priceText, type OddsFormat } from '../prices'

/** Decimal 2.50: an example that shows what each format does (Malay −0.67, American +150, fractional 3/2). */
export const ODDS_EXAMPLE_PRICE = 2500

export interface OddsFormatPickerProps {
  /** The format prices are shown in now. */
  value: OddsFormat
  /** The player chose another format. */
  onChange: (format: OddsFormat) => void
  /** A price in decimal thousandths that each option shows in its format, so the choice is seen before it is made. */
  example?: number
  /** The formats offered, in their order (all six by default). */
  formats?: readonly OddsFormat[]
  /** Nothing can be chosen (a bet is on its way). */
  disabled?: boolean
}

/**
 * The odds format: decimal, Hong Kong, Malay, Indonesian, American or fractional, each option with an example price
 * in that format. A select (a combobox and its listbox): the arrow keys and Enter choose, Escape leaves it as it was.
 */
export function OddsFormatPicker({ value, onChange, example = ODDS_EXAMPLE_PRICE, formats = ODDS_FORMATS, disabled = false }: OddsFormatPickerProps) {
  const { t } = useTranslation('sports')
  return (
    <TextField
      select
      size="small"
      label={t('oddsFormat.label')}
      value={value}
      disabled={disabled}
      fullWidth={false}
      onChange={(event) => onChange(event.target.value as OddsFormat)}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { renderValue: (chosen) => t(ODDS_FORMAT_NAMES[chosen as OddsFormat]) } }}
    >
      {formats.map((format) => (
        <MenuItem key={format} value={format} sx={{ display: 'flex', gap: 3, justifyContent: 'space-between', minHeight: 44 }}>
          <span>{t(ODDS_FORMAT_NAMES[format])}</span>{' '}
          <Box component="bdi" dir="ltr" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {priceText(example, format) ?? '–'}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  )
}
