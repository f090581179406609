import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CachedIcon from '@mui/icons-material/Cached'
import { useTranslation } from 'react-i18next'
import { formatMoney, multiplyAmount } from '../money'
import { Stepper } from '../Stepper'

export interface SlotsControlsProps {
  /** The line bets the rules allow, smallest first (`rules.lineBets`). */
  lineBets: readonly string[]
  /** The chosen line bet, one of `lineBets`. */
  lineBet: string
  onLineBetChange(lineBet: string): void
  /** Lines played, 1..`maxLines` (the first lines of the paytable). */
  lines: number
  /** How many paylines the title has. */
  maxLines: number
  onLinesChange(lines: number): void
  /** The session's currency code (`THB`) and its decimals. */
  currency: string
  decimals: number
  /** Spin now. Also Space or Enter on the focused spin button. */
  onSpin(): void
  /** A round is in play (the request, then the reels and any free spins): nothing can be changed or spun. */
  spinning?: boolean
  /**
   * Too soon after the last round (the session's `minCycleMs`): the spin button waits. It stays focusable, so a
   * keyboard player can press it again as soon as it is ready.
   */
  coolingDown?: boolean
  /** A translated message of the last failure (insufficient balance, too fast...), shown above the spin button. */
  error?: string
}

/**
 * The slots controls: line bet and lines (− and + steppers), the total bet they make, and the spin button. While a
 * round plays, the steppers are off and the spin button says it is spinning.
 */
export function SlotsControls({
  lineBets,
  lineBet,
  onLineBetChange,
  lines,
  maxLines,
  onLinesChange,
  currency,
  decimals,
  onSpin,
  spinning = false,
  coolingDown = false,
  error,
}: SlotsControlsProps) {
  const { t, i18n } = useTranslation('house')
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const betIndex = Math.max(0, lineBets.indexOf(lineBet))
  const waiting = spinning || coolingDown
  const totalBet = multiplyAmount(lineBet, lines, decimals)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      {error ? (
        <Alert severity="error" variant="filled" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', columnGap: { xs: 1, sm: 3 }, rowGap: 1 }}>
        <Stepper
          label={t('slots.lineBet')}
          value={money(lineBets[betIndex] ?? lineBet)}
          decreaseLabel={t('slots.lineBetDown')}
          increaseLabel={t('slots.lineBetUp')}
          onDecrease={() => onLineBetChange(lineBets[betIndex - 1])}
          onIncrease={() => onLineBetChange(lineBets[betIndex + 1])}
          canDecrease={betIndex > 0}
          canIncrease={betIndex < lineBets.length - 1}
          disabled={spinning}
        />
        <Stepper
          label={t('slots.lines')}
          value={String(lines)}
          decreaseLabel={t('slots.linesDown')}
          increaseLabel={t('slots.linesUp')}
          onDecrease={() => onLinesChange(lines - 1)}
          onIncrease={() => onLinesChange(lines + 1)}
          canDecrease={lines > 1}
          canIncrease={lines < maxLines}
          disabled={spinning}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexBasis: { xs: '100%', sm: 'auto' }, justifyContent: 'center' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 88 }}>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
              {t('slots.totalBet')}
            </Typography>
            <Box component="span" data-testid="total-bet" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              <bdi>{money(totalBet)}</bdi>
            </Box>
          </Box>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              if (!waiting) onSpin()
            }}
            // aria-disabled rather than disabled: the button keeps focus through the round, so Space spins again.
            aria-disabled={waiting || undefined}
            startIcon={<CachedIcon aria-hidden="true" />}
            sx={{
              minWidth: 132,
              minHeight: 52,
              borderRadius: 999,
              fontSize: '1.125rem',
              fontWeight: 700,
              ...(waiting && { opacity: 0.6, cursor: 'not-allowed' }),
            }}
          >
            {spinning ? t('slots.spinning') : t('slots.spin')}
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
