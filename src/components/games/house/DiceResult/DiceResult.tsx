import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { DiceRound } from '../../../../contract/house'
import { rollText } from '../dice'
import { formatMoney, formatMultiplier } from '../money'

export interface DiceResultProps {
  /** The last roll as the server settled it (or as the betting record keeps it); leave out before the first. */
  round?: Pick<DiceRound, 'direction' | 'target' | 'rolled' | 'multiplier' | 'won' | 'payout'>
  /** A roll is in play. */
  rolling?: boolean
  /** The rules' number of outcomes (10,000: rolls 0.00–99.99). */
  outcomes?: number
  /** The session's currency code and decimals. */
  currency: string
  decimals: number
  /** How an amount is written, where the page has its own way (the member centre's symbol); else by the currency code. */
  formatAmount?: (amount: string) => string
}

/**
 * The last roll: the number rolled, large, in the colour of the outcome; where it fell on the 0–100 track against
 * the target; and what it paid. Before the first roll it invites one; while rolling it waits.
 */
export function DiceResult({ round, rolling = false, outcomes = 10_000, currency, decimals, formatAmount }: DiceResultProps) {
  const { t, i18n } = useTranslation('house')
  const position = (value: number) => `${(value / (outcomes - 1)) * 100}%`
  const shown = rolling ? undefined : round
  const tone = shown ? (shown.won ? 'success' : 'error') : 'neutral'

  return (
    <Box
      data-outcome={shown ? (shown.won ? 'won' : 'lost') : rolling ? 'rolling' : 'idle'}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 2, px: 2, borderRadius: 3, bgcolor: 'action.hover' }}
    >
      <Box
        component="span"
        sx={{
          fontSize: { xs: '3rem', sm: '3.75rem' },
          fontWeight: 700,
          lineHeight: 1.1,
          fontVariantNumeric: 'tabular-nums',
          color: tone === 'success' ? 'success.main' : tone === 'error' ? 'error.main' : 'text.secondary',
        }}
      >
        {shown ? rollText(shown.rolled, outcomes) : rolling ? '··.··' : '--.--'}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, textAlign: 'center', minHeight: '1.5em' }}>
        {shown
          ? shown.won
            ? t('dice.won', { amount: formatAmount ? formatAmount(shown.payout) : formatMoney(shown.payout, currency, i18n.language, decimals), multiplier: formatMultiplier(shown.multiplier, i18n.language) })
            : t('dice.lost')
          : rolling
            ? t('dice.rolling')
            : t('dice.idle')}
      </Box>
      {/* Where the roll fell: the winning side green, the target a white line, the roll a dot. Decorative: the text says it. */}
      <Box aria-hidden="true" sx={{ position: 'relative', width: '100%', height: 12, my: 1 }}>
        <Box sx={{ position: 'absolute', inset: 0, borderRadius: 6, bgcolor: shown ? 'error.main' : 'action.selected', opacity: shown ? 0.5 : 1 }} />
        {shown ? (
          <>
            <Box
              sx={{
                position: 'absolute', top: 0, bottom: 0, borderRadius: 6, bgcolor: 'success.main',
                ...(shown.direction === 'over' ? { insetInlineStart: position(shown.target), insetInlineEnd: 0 } : { insetInlineStart: 0, insetInlineEnd: `calc(100% - ${position(shown.target)})` }),
              }}
            />
            <Box sx={{ position: 'absolute', top: -4, bottom: -4, width: 3, bgcolor: 'text.primary', insetInlineStart: `calc(${position(shown.target)} - 1.5px)` }} />
            <Box
              data-testid="dice-marker"
              sx={{
                position: 'absolute', top: -6, width: 24, height: 24, borderRadius: '50%', border: '3px solid', borderColor: 'background.paper',
                bgcolor: shown.won ? 'success.main' : 'error.main', insetInlineStart: `calc(${position(shown.rolled)} - 12px)`,
              }}
            />
          </>
        ) : null}
      </Box>
      {shown ? (
        <Box component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {t(shown.direction === 'over' ? 'dice.rollOver' : 'dice.rollUnder', { target: rollText(shown.target, outcomes) })}
        </Box>
      ) : null}
    </Box>
  )
}
