import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { TeamOverview } from '../../../contract/schemas/agents'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { useMoney } from '../../primitives/AmountText'
import { DailyChart } from '../DailyChart'
import { Money, useCount, useDayFormat, type MoneyCurrency } from '../format'
import { ReportRangeFilter, type ReportRangeValue } from '../ReportRangeFilter'

export interface TeamOverviewViewProps {
  /** The server's overview for the range; null while the first answer is awaited. */
  overview: TeamOverview | null
  /** A request is running (another range): the figures shown dim. */
  loading: boolean
  /** The failed request's message, already translated. */
  error: string | null
  onRetry: () => void
  range: ReportRangeValue
  onRangeChange: (range: ReportRangeValue) => void
  /** Today in the merchant's calendar (`YYYY-MM-DD`). */
  today: string
  currency: MoneyCurrency
  /** Opens "add account" (shown when the team is empty). */
  onAddAccount?: () => void
}

function Stat({ label, children, tone }: { label: string; children: ReactNode; tone?: 'primary' }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.5, minWidth: 0, border: 1, borderColor: tone ? 'primary.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

const grid = { m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 } as const

/**
 * The team overview: the team as it is now (its size, direct and indirect members and agents), then the period's
 * figures (new, active, first deposits, deposits, withdrawals, bets, valid bets, wins, bonuses, the net result) as
 * stat cards, and a per-day chart of valid bets and the net result. Every figure is the server's.
 */
export function TeamOverviewView({ overview, loading, error, onRetry, range, onRangeChange, today, currency, onAddAccount }: TeamOverviewViewProps) {
  const { t } = useTranslation('agents')
  const count = useCount()
  const formatDay = useDayFormat()
  const shortDay = useDayFormat('short')
  const money = useMoney(currency)

  let body: ReactNode
  if (error) body = <ErrorState title={t('table.errorTitle')} message={error} onRetry={onRetry} retrying={loading} />
  else if (!overview)
    body = (
      <Box role="status" sx={grid}>
        <Box component="span" sx={visuallyHidden}>
          {t('table.loading')}
        </Box>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={76} aria-hidden="true" />
        ))}
      </Box>
    )
  else if (overview.team.size === 0)
    body = (
      <EmptyState
        title={t('overview.emptyTitle')}
        description={t('overview.emptyHint')}
        action={
          onAddAccount ? (
            <Button variant="contained" onClick={onAddAccount}>
              {t('menu.registerCenter')}
            </Button>
          ) : undefined
        }
      />
    )
  else {
    const { team, figures } = overview
    body = (
      <LoadingOverlay loading={loading} label={t('table.loading')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box component="section" aria-label={t('overview.teamTitle')}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('overview.teamTitle')}
            </Typography>
            <Box component="dl" sx={grid}>
              <Stat label={t('overview.size')} tone="primary">{count(team.size)}</Stat>
              <Stat label={t('overview.directMembers')}>{count(team.directMembers)}</Stat>
              <Stat label={t('overview.directAgents')}>{count(team.directAgents)}</Stat>
              <Stat label={t('overview.indirectMembers')}>{count(team.indirectMembers)}</Stat>
              <Stat label={t('overview.indirectAgents')}>{count(team.indirectAgents)}</Stat>
            </Box>
          </Box>
          <Box component="section" aria-label={t('overview.periodTitle')}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('overview.periodTitle')}
            </Typography>
            <Box component="dl" sx={grid}>
              <Stat label={t('overview.newMembers')}>{count(overview.newMembers)}</Stat>
              <Stat label={t('overview.activeMembers')}>{count(overview.activeMembers)}</Stat>
              <Stat label={t('overview.firstDeposits')}>{count(overview.firstDeposits)}</Stat>
              <Stat label={t('figures.deposits')}><Money value={figures.deposits} currency={currency} /></Stat>
              <Stat label={t('figures.withdrawals')}><Money value={figures.withdrawals} currency={currency} /></Stat>
              <Stat label={t('figures.bets')}><Money value={figures.bets} currency={currency} /></Stat>
              <Stat label={t('figures.validBets')}><Money value={figures.validBets} currency={currency} /></Stat>
              <Stat label={t('figures.wins')}><Money value={figures.wins} currency={currency} /></Stat>
              <Stat label={t('figures.bonuses')}><Money value={figures.bonuses} currency={currency} /></Stat>
              <Stat label={t('figures.netProfit')} tone="primary"><Money value={figures.netProfit} currency={currency} signed /></Stat>
            </Box>
          </Box>
          {overview.daily.length > 0 ? (
            <DailyChart
              title={t('overview.chartTitle')}
              summary={t('overview.chartSummary', {
                from: formatDay(overview.period.from),
                to: formatDay(overview.period.to),
                validBets: money(figures.validBets),
                netProfit: money(figures.netProfit),
              })}
              dayLabel={t('columns.day')}
              barLabel={t('figures.validBets')}
              lineLabel={t('figures.netProfit')}
              points={overview.daily.map((day) => ({ day: day.day, bar: day.validBets, line: day.netProfit }))}
              formatDay={shortDay}
              formatValue={money}
            />
          ) : null}
        </Box>
      </LoadingOverlay>
    )
  }

  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('menu.agentTeamOverview')}
      </Typography>
      <ReportRangeFilter value={range} onChange={onRangeChange} today={today} period={overview?.period} disabled={loading && !overview} />
      {body}
    </Box>
  )
}
