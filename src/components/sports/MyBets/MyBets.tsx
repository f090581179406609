import { useId } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import type { SportsBet } from '../../../contract/sportsbook'
import { formatMoney } from '../../games/house/money'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Pagination } from '../../primitives/Pagination'
import { BetCard } from './BetCard'

/** The member's bets to come (held and open) and those done (settled, and refused). */
export const MY_BETS_TABS = ['open', 'settled'] as const
export type MyBetsTab = (typeof MY_BETS_TABS)[number]

export interface MyBetsProps {
  /** The tab shown. */
  tab: MyBetsTab
  /** The member chose a tab. */
  onTabChange: (tab: MyBetsTab) => void
  /** This page of the tab's bets, newest first (the bets call); undefined while it loads. */
  bets?: readonly SportsBet[]
  /** Why the bets could not be loaded, already translated; shown with a retry in their place. */
  error?: string | null
  /** The member pressed retry after an error (no retry button without it). */
  onRetry?: () => void
  /** The book's currency (ISO 4217) and its decimals. */
  currency: string
  decimals: number
  /** The page shown, 1-based, of how many; no page buttons for one page. */
  page?: number
  totalPages?: number
  onPage?: (page: number) => void
  /** Cash-out of an open bet at its offer (BetCard, CashOutControl); none offered without it. */
  onCashOut?: (bet: SportsBet) => Promise<string | null>
}

/**
 * The member's bets in two tabs, open and settled: each bet a card with its legs, stake, risk, potential return and
 * how it stands (held for the in-play delay, open with its cash-out offer, refused, cashed out, won, returned or lost
 * with its payout). Loading, empty
 * and failed states in the tab's panel; pages under it.
 */
export function MyBets({ tab, onTabChange, bets, error, onRetry, currency, decimals, page = 1, totalPages = 1, onPage, onCashOut }: MyBetsProps) {
  const { t, i18n } = useTranslation('sports')
  const baseId = useId()
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const tabId = (name: MyBetsTab) => `${baseId}-tab-${name}`
  const panelId = `${baseId}-panel`
  const labels = { open: t('bets.tab.open'), settled: t('bets.tab.settled') }

  let content
  if (error) content = <ErrorState title={t('bets.errorTitle')} message={error} onRetry={onRetry} compact />
  else if (bets === undefined)
    content = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('bets.loading')}
        </Box>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={160} aria-hidden="true" />
        ))}
      </Box>
    )
  else if (bets.length === 0) content = <EmptyState title={tab === 'open' ? t('bets.emptyOpen') : t('bets.emptySettled')} description={t('bets.emptyHint')} compact />
  else
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="ul" aria-label={labels[tab]} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {bets.map((bet) => (
            <li key={bet.betId}>
              <BetCard bet={bet} money={money} onCashOut={onCashOut} />
            </li>
          ))}
        </Box>
        {onPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination page={page} pageCount={totalPages} onPageChange={onPage} label={t('bets.pages')} />
          </Box>
        ) : null}
      </Box>
    )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: MyBetsTab) => onTabChange(next)}
        aria-label={t('bets.title')}
        variant="fullWidth"
        sx={{ minHeight: 44, borderBottom: 1, borderColor: 'divider' }}
      >
        {MY_BETS_TABS.map((name) => (
          <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId} label={labels[name]} sx={{ minHeight: 44, textTransform: 'none', fontWeight: 700 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {content}
      </Box>
    </Box>
  )
}
