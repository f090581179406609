import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BET_CASHED_OUT_NAME, LEG_OUTCOME_NAMES, marketName, selectionName } from '../../sports/names'
import type { CurrencyDisplay } from '../../money/TransactionHistoryView/SignedAmount'
import { formatAmount } from '../../primitives/AmountText'
import { useRecordTime } from '../../money/TransactionHistoryView/SignedAmount'
import type { SportsResult } from './roundResult'

/** A decimal price from thousandths, as the record keeps it ("1.85"). */
const decimalPrice = (price: number) => (price / 1000).toFixed(2)

/**
 * A house sportsbook bet in the betting record: single or parlay, each leg's match (both sides and the final score),
 * market, selection, the price struck and its outcome; a cash-out says so; a settlement a correction replaced is
 * listed with what it paid. The names are the book's own (the `sports` strings, which the dialog loads for it).
 */
export function SportsRoundView({ result, win, currency }: { result: SportsResult; win: string; currency: CurrencyDisplay }) {
  const { t, i18n } = useTranslation('sports')
  const recordTime = useRecordTime()
  const money = (amount: string) => `${currency.symbol ? `${currency.symbol}\u00a0` : ''}${formatAmount(amount, i18n.language, currency.decimals)}`
  const when = (iso: string) => {
    const { date, time } = recordTime(iso)
    return `${date} ${time}`
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
        {result.bet === 'parlay' ? t('bets.parlay', { count: result.legs.length }) : t('bets.single')}
      </Typography>
      <Box component="ol" aria-label={t('bets.legs')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {result.legs.map((leg, index) => {
          const teams = { sport: leg.sport, home: leg.home, away: leg.away }
          return (
            <Box component="li" key={index} data-testid="record-leg" sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                <bdi>{selectionName(t, leg.market, leg.selection, teams)}</bdi> <bdi dir="ltr">@ {decimalPrice(leg.price)}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {marketName(t, leg.market, leg.sport)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{leg.home}</bdi> – <bdi>{leg.away}</bdi>
                {leg.score ? (
                  <>
                    {' · '}
                    {t('bets.finalScore')} <bdi dir="ltr">{t('selection.score', { home: leg.score.home, away: leg.score.away })}</bdi>
                  </>
                ) : null}
              </Typography>
              {leg.outcome ? (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('bets.outcome')} {t(LEG_OUTCOME_NAMES[leg.outcome])}
                </Typography>
              ) : null}
            </Box>
          )
        })}
      </Box>
      {result.cashedOut ? <Typography variant="body2">{t(BET_CASHED_OUT_NAME, { amount: money(win) })}</Typography> : null}
      {result.corrections.map((correction, index) => (
        <Typography key={index} variant="body2" data-testid="record-correction" sx={{ color: 'info.main' }}>
          {t('bets.correctedFrom', { amount: money(correction.payout), date: when(correction.at) })}
        </Typography>
      ))}
    </Box>
  )
}
