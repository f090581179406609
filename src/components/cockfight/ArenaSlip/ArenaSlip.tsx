import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { CockfightBet, CockfightFight, CockfightSession } from '../../../contract/cockfight'
import type { CockfightSelection } from '../../../contract/sports/cockfight'
import { formatMoney } from '../../games/house/money'
import { currencySymbol } from '../../lottery/betting'
import { AmountField } from '../../primitives/AmountField'
import { ARENA_COLOURS } from '../colours'
import { errorText, selectionName } from '../names'
import { amountIsToWin, canBetNow, malayText, slipProblem, slipTerms, type SlipProblem } from '../terms'

export interface ArenaSlipProps {
  /** The arena's session: money, balance and limits. */
  session: Pick<CockfightSession, 'currency' | 'decimals' | 'balance' | 'limits' | 'drawPays'>
  /** The fight the bet is on: the one open for betting. */
  fight: CockfightFight
  /** The bet chosen on the board; null for an empty slip. */
  selection: CockfightSelection | null
  /** The amount typed, major units: the stake, or at a negative Malay price what the bet wins. */
  amount: string
  onAmountChange: (amount: string) => void
  /** Place was pressed with a bet the limits and the balance allow. */
  onPlace: () => void
  /** Clear was pressed: the bet leaves the slip. */
  onClear: () => void
  /** The bet is on its way: nothing can be changed. */
  placing?: boolean
  /** The arena's answer to the last bet placed. */
  placed?: CockfightBet | null
  /** Why the arena refused the last bet (its error code). */
  refusal?: string | null
  /** Focus the amount when the slip opens on a bet (a phone's bottom sheet opens for the amount). */
  autoFocus?: boolean
}

const PROBLEM_MESSAGES = {
  belowMin: tKey('cockfight:slip.problem.belowMin'),
  aboveMax: tKey('cockfight:slip.problem.aboveMax'),
  payoutAboveMax: tKey('cockfight:slip.problem.payoutAboveMax'),
  overBalance: tKey('cockfight:slip.problem.overBalance'),
} as const satisfies Record<SlipProblem, string>

/**
 * The arena's bet slip: the bet chosen (its side's colour, the fight, its price), the amount within the arena's
 * limits (at a negative Malay price, what the bet wins), what it risks, wins and returns as it is typed (a pool
 * side returns the pool's share at the close: the slip says what it would pay now), why it cannot be placed, and
 * Place. Then the arena's answer: the bet taken, or the refusal in words. A bottom sheet on a phone, a column on a
 * desktop (the app decides); the slip itself is the same.
 */
export function ArenaSlip({ session, fight, selection, amount, onAmountChange, onPlace, onClear, placing = false, placed = null, refusal = null, autoFocus = false }: ArenaSlipProps) {
  const { t, i18n } = useTranslation('cockfight')
  const titleId = useId()
  const { currency, decimals, limits } = session
  const money = (value: string) => formatMoney(value, currency, i18n.language, decimals)
  const terms = selection ? slipTerms(fight, selection, amount, decimals) : null
  const problem = slipProblem(terms, session)
  const open = selection !== null && canBetNow(fight, selection)
  const ready = open && !placing && terms !== null && problem === null
  const toWin = selection !== null && amountIsToWin(fight, selection)
  const price = selection === 'meron' || selection === 'wala' ? (fight.prices ? malayText(fight.prices[selection]) : null) : null

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} aria-busy={placing || undefined} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, flexGrow: 1 }}>
          {t('slip.title')}
        </Typography>
        {selection ? (
          <Button size="small" color="inherit" onClick={onClear} disabled={placing} sx={{ minHeight: 36 }}>
            {t('slip.clear')}
          </Button>
        ) : null}
      </Box>

      {selection === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', paddingBlock: 1 }}>
          {t('slip.empty')}
        </Typography>
      ) : (
        <>
          <Box
            data-testid="slip-selection"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineStart: 1.5, paddingBlock: 0.5, borderInlineStart: `6px solid ${ARENA_COLOURS[selection === 'meron' || selection === 'wala' ? selection : 'draw']}` }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ fontWeight: 800 }}>{selectionName(t, selection)}</Box>
              <Box sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{t('fight.number', { fight: fight.fight })}</Box>
            </Box>
            <Box data-testid="slip-price" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
              {price !== null ? <bdi dir="ltr">{price}</bdi> : selection === 'meron' || selection === 'wala' ? t('slip.poolPrice') : <bdi dir="ltr">{t('board.drawPays', { pays: session.drawPays })}</bdi>}
            </Box>
          </Box>

          <AmountField
            label={toWin ? t('slip.amountToWin') : t('slip.stake')}
            name="cockfight-stake"
            value={amount}
            onChange={onAmountChange}
            decimals={decimals}
            currencySymbol={currencySymbol(currency, i18n.language)}
            min={toWin ? undefined : limits.minStake}
            max={toWin ? undefined : limits.maxStake}
            error={problem ? t(PROBLEM_MESSAGES[problem], { min: money(limits.minStake), max: money(limits.maxStake), payout: money(limits.maxPayout), balance: money(session.balance) }) : undefined}
            disabled={placing}
            autoFocus={autoFocus}
          />

          <Box data-testid="slip-terms" aria-live="polite" sx={{ fontSize: '0.875rem' }}>
            {terms === null ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>{t('slip.noTerms')}</Box>
            ) : terms.potentialReturn !== null && terms.toWin !== null ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2 }}>
                <span>{t('slip.riskToWin', { risk: money(terms.risk), toWin: money(terms.toWin) })}</span>
                <Box component="span" sx={{ fontWeight: 800, color: 'success.main', textAlign: 'end' }}>
                  {t('slip.return', { amount: money(terms.potentialReturn) })}
                </Box>
              </Box>
            ) : (
              <span>
                {terms.poolEstimate === null ? t('slip.poolNoPrice') : t('slip.poolEstimate', { amount: money(terms.poolEstimate) })}
              </span>
            )}
          </Box>
          {toWin ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('slip.toWinHint', { min: money(limits.minStake), max: money(limits.maxStake) })}
            </Typography>
          ) : null}
          {open ? null : (
            <Typography variant="body2" data-testid="slip-closed" sx={{ color: 'error.main', fontWeight: 700 }}>
              {t(fight.phase === 'open' || fight.phase === 'lastCall' ? 'slip.locked' : 'slip.closed')}
            </Typography>
          )}
        </>
      )}

      {refusal ? (
        <Alert severity="error" variant="outlined" role="alert">
          {errorText(t, refusal)}
        </Alert>
      ) : null}
      {placed ? (
        <Alert severity="success" variant="outlined" role="status" data-testid="slip-placed">
          {t('slip.placed', { selection: selectionName(t, placed.selection), fight: placed.fight, risk: money(placed.risk) })}
        </Alert>
      ) : null}

      {selection ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          aria-disabled={!ready || undefined}
          onClick={() => ready && onPlace()}
          startIcon={placing ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ minHeight: 48, fontWeight: 700, ...(!ready && { opacity: 0.6, cursor: 'not-allowed' }) }}
        >
          {placing ? t('slip.placing') : t('slip.place')}
        </Button>
      ) : null}
    </Paper>
  )
}
