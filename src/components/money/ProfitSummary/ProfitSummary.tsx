import { useId, useMemo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import { useTranslation } from 'react-i18next'
import type { PersonalProfit } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { ErrorState } from '../../primitives/ErrorState'
import { PeriodFilter } from '../PeriodFilter/PeriodFilter'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'
import { SignedAmount, allZero, type CurrencyDisplay } from '../TransactionHistoryView/SignedAmount'

/** From this width (of the view) the six figures sit three by three, below it two by two. */
const THREE_COLUMNS = '@container (min-width: 520px)'

export interface ProfitSummaryProps {
  /** The figures of the period; null while they load (skeletons show in their place). */
  data: PersonalProfit | null
  /** The failed request's message, already translated; shown with a retry in place of the figures. */
  error: string | null
  /** Called when the member presses retry after an error. */
  onRetry: () => void
  /** The period the figures cover. */
  value: PeriodFilterValue
  /** Called with the new period when the member changes it. */
  onChange: (value: PeriodFilterValue) => void
  /** The member's currency: its symbol and decimals. */
  currency: CurrencyDisplay
}

/**
 * The member's profit and loss over a period: the period to pick, the profit (wins minus bets, + as a gain in
 * green, − as a loss in red), then bets, wins, bonus, deposits, withdrawals and the number of bets. A period with
 * nothing in it shows its zeros and says so.
 */
export function ProfitSummary({ data, error, onRetry, value, onChange, currency }: ProfitSummaryProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
  const locale = useLocaleTag()
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale])
  const loading = data === null && !error
  const idle = data !== null && data.betCount === 0 && allZero([data.betAmount, data.winAmount, data.profit, data.bonus, data.deposit, data.withdrawal], currency.decimals)

  const figure = (label: string, content: (data: PersonalProfit) => ReactNode) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.5, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, minWidth: 0 }}>
        {data ? content(data) : <Skeleton variant="text" width="70%" aria-hidden="true" />}
      </Typography>
    </Box>
  )

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('records.profit.title')}
      </Typography>
      <PeriodFilter value={value} onChange={onChange} />
      {error ? (
        <ErrorState title={t('records.profit.errorTitle')} message={error} onRetry={onRetry} />
      ) : (
        <Box aria-busy={loading} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {loading ? (
            <Box role="status" sx={visuallyHidden}>
              {t('records.profit.loading')}
            </Box>
          ) : null}
          {idle ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderRadius: 1, bgcolor: 'action.hover' }}>
              <InfoOutlinedIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
              <Typography variant="body2">{t('records.profit.noActivity')}</Typography>
            </Box>
          ) : null}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0, [THREE_COLUMNS]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } }}>
            <Box
              sx={{
                gridColumn: '1 / -1',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.5,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            >
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                  {t('records.profit.profit')}
                </Box>{' '}
                · {t('records.profit.profitHint')}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700, fontSize: { xs: 28, sm: 34 }, minWidth: 0 }}>
                {data ? <SignedAmount value={data.profit} currency={currency} /> : <Skeleton variant="text" width={200} sx={{ maxWidth: '100%' }} aria-hidden="true" />}
              </Typography>
            </Box>
            {figure(t('records.profit.bets'), (d) => <SignedAmount value={d.betAmount} currency={currency} tone="plain" />)}
            {figure(t('records.profit.wins'), (d) => <SignedAmount value={d.winAmount} currency={currency} tone="plain" />)}
            {figure(t('records.profit.betCount'), (d) => <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{count.format(d.betCount)}</Box>)}
            {figure(t('records.profit.bonus'), (d) => <SignedAmount value={d.bonus} currency={currency} tone="plain" />)}
            {figure(t('records.profit.deposit'), (d) => <SignedAmount value={d.deposit} currency={currency} tone="plain" />)}
            {figure(t('records.profit.withdrawal'), (d) => <SignedAmount value={d.withdrawal} currency={currency} tone="plain" />)}
          </Box>
        </Box>
      )}
    </Box>
  )
}
