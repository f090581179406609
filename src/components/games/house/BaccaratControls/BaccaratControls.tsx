import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import ReplayIcon from '@mui/icons-material/Replay'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { languageInfo } from '../../../../config/languages'
import { compareAmounts, formatMoney } from '../money'

export interface BaccaratControlsProps {
  /** The chips to choose from (chipValues), smallest first. */
  chips: readonly string[]
  /** The chosen chip. */
  chip: string
  onChipChange(chip: string): void
  /** What is put down and not placed yet, in all. */
  pendingTotal: string
  /** What is placed on the round already, in all. */
  placedTotal: string
  /** Send the chips put down. */
  onPlace(): void
  /** Take the chips put down back. */
  onClear(): void
  /** Put down the last round's bets again; leave out when there are none. */
  onRepeat?(): void
  /** Betting is open. */
  open: boolean
  /** The bets are on their way. */
  placing?: boolean
  /** A translated message of the last failure (or of a chip that would pass the limit). */
  error?: string
  currency: string
  decimals: number
}

/** A chip's face: 10, 50, 1K, 5K, in the reader's digits. */
function chipFace(amount: string, language: string): string {
  const locale = languageInfo(language)?.htmlLang ?? language
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Number(amount))
}

const CHIP_COLOURS = ['#3949ab', '#00695c', '#5d4037', '#7b1fa2', '#b71c1c', '#37474f']

/**
 * The bet's controls: the chip to put on a spot (chips as round buttons, one chosen), and under them clear, repeat
 * and place (with the amount to place). Placing is allowed only while betting is open and something is put down.
 */
export function BaccaratControls({
  chips,
  chip,
  onChipChange,
  pendingTotal,
  placedTotal,
  onPlace,
  onClear,
  onRepeat,
  open,
  placing = false,
  error,
  currency,
  decimals,
}: BaccaratControlsProps) {
  const { t, i18n } = useTranslation('house')
  const labelId = useId()
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const hasPending = compareAmounts(pendingTotal, '0', decimals) > 0
  const hasPlaced = compareAmounts(placedTotal, '0', decimals) > 0
  const canPlace = open && hasPending && !placing

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Typography id={labelId} component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('baccarat.chip')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={chip}
          aria-labelledby={labelId}
          onChange={(_event, value: string | null) => {
            if (value) onChipChange(value)
          }}
          sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap', justifyContent: 'center', '& .MuiToggleButtonGroup-grouped': { borderRadius: '50% !important', border: 0, m: 0 } }}
        >
          {chips.map((value, index) => (
            <ToggleButton
              key={value}
              value={value}
              // The face as shown ("1K"), then the amount: the words a person sees are the start of the name.
              aria-label={`${chipFace(value, i18n.language)} (${money(value)})`}
              sx={{
                width: 48,
                height: 48,
                p: 0,
                color: '#ffffff',
                fontWeight: 700,
                fontSize: '0.875rem',
                bgcolor: CHIP_COLOURS[index % CHIP_COLOURS.length],
                backgroundImage: 'radial-gradient(circle, transparent 55%, rgba(255,255,255,0.35) 56% 62%, transparent 63%)',
                boxShadow: '0 0 0 3px rgba(255,255,255,0.5) inset',
                '&:hover': { bgcolor: CHIP_COLOURS[index % CHIP_COLOURS.length], filter: 'brightness(1.1)' },
                '&.Mui-selected, &.Mui-selected:hover': {
                  color: '#ffffff',
                  bgcolor: CHIP_COLOURS[index % CHIP_COLOURS.length],
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                  transform: 'translateY(-2px)',
                },
              }}
            >
              <bdi>{chipFace(value, i18n.language)}</bdi>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      {error ? (
        <Alert severity="error" variant="filled" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}

      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={onClear} disabled={!hasPending || placing} sx={{ minHeight: 48, flex: '0 1 auto' }}>
          {t('baccarat.clear')}
        </Button>
        {onRepeat ? (
          <Button variant="outlined" onClick={onRepeat} disabled={!open || placing} aria-label={t('baccarat.repeat')} sx={{ minHeight: 48, minWidth: 48, px: 1 }}>
            <ReplayIcon aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            if (canPlace) onPlace()
          }}
          aria-disabled={!canPlace || undefined}
          sx={{ flex: '1 1 auto', minHeight: 48, borderRadius: 999, fontWeight: 700, ...(!canPlace && { opacity: 0.6, cursor: 'not-allowed' }) }}
        >
          {placing ? t('baccarat.placing') : hasPending ? t('baccarat.place', { amount: money(pendingTotal) }) : open ? t('baccarat.choose') : t('baccarat.closed')}
        </Button>
      </Box>
      <Box component="span" data-testid="baccarat-placed" sx={{ textAlign: 'center', fontSize: '0.875rem', color: 'text.secondary', minHeight: '1.5em' }}>
        {hasPlaced ? t('baccarat.placed', { amount: money(placedTotal) }) : ''}
      </Box>
    </Box>
  )
}
