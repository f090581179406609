import { useId } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { CockfightBet, CockfightBetStatus } from '../../../contract/cockfight'
import { formatMoney } from '../../games/house/money'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { ARENA_COLOURS } from '../colours'
import { OUTCOME_NAMES, selectionName } from '../names'
import { withMinus } from '../../sports/prices'

export const ARENA_BETS_TABS = ['open', 'settled'] as const satisfies readonly CockfightBetStatus[]
export type ArenaBetsTab = (typeof ARENA_BETS_TABS)[number]

export interface ArenaBetsProps {
  /** The tab shown. */
  tab: ArenaBetsTab
  onTabChange: (tab: ArenaBetsTab) => void
  /** The tab's bets, newest first; undefined while they load. */
  bets?: readonly CockfightBet[]
  /** Why the bets could not be loaded, already translated; shown with a retry in their place. */
  error?: string | null
  onRetry?: () => void
  /** The arena's currency (ISO 4217) and its decimals. */
  currency: string
  decimals: number
}

const sideColour = (bet: CockfightBet) => ARENA_COLOURS[bet.selection === 'meron' || bet.selection === 'wala' ? bet.selection : 'draw']

/** One bet: its fight and bet, what it staked and risked, its price or pool, and how it stands (with its payout once settled). */
function ArenaBetCard({ bet, money }: { bet: CockfightBet; money: (amount: string) => string }) {
  const { t } = useTranslation('cockfight')
  const won = bet.result === 'won'
  const standing =
    bet.status === 'open'
      ? t('bets.status.open')
      : bet.result === 'won'
        ? t('bets.result.won', { amount: money(bet.payout ?? '0') })
        : bet.result === 'returned'
          ? t('bets.result.returned', { amount: money(bet.payout ?? '0') })
          : t('bets.result.lost')
  return (
    <Box
      component="article"
      aria-label={t('bets.card', { fight: bet.fight, selection: selectionName(t, bet.selection) })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', borderInlineStart: `6px solid ${sideColour(bet)}`, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ fontWeight: 800, flexGrow: 1, minWidth: 0 }}>{selectionName(t, bet.selection)}</Box>
        <Box component="span" data-testid="bet-standing" sx={{ fontWeight: 700, fontSize: '0.875rem', color: won ? 'success.main' : bet.status === 'open' ? 'info.main' : 'text.secondary' }}>
          {standing}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('fight.number', { fight: bet.fight })} · {t(bet.mode === 'pool' ? 'bets.mode.pool' : 'bets.mode.fixed')}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25, fontSize: '0.875rem', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
      >
        {bet.quote !== null ? (
          <>
            <dt>{t('bets.price')}</dt>
            <dd><bdi dir="ltr">{withMinus(bet.quote)}</bdi></dd>
          </>
        ) : null}
        <dt>{bet.risk !== bet.stake ? t('bets.toWin') : t('bets.stake')}</dt>
        <dd><bdi>{money(bet.stake)}</bdi></dd>
        {bet.risk !== bet.stake ? (
          <>
            <dt>{t('bets.risk')}</dt>
            <dd><bdi>{money(bet.risk)}</bdi></dd>
          </>
        ) : null}
        {bet.status === 'open' ? (
          <>
            <dt>{t('bets.potentialReturn')}</dt>
            <dd>{bet.potentialReturn === null ? t('bets.poolReturn') : <bdi>{money(bet.potentialReturn)}</bdi>}</dd>
          </>
        ) : (
          <>
            <dt>{t('bets.outcomeLabel')}</dt>
            <dd>{bet.outcome ? t(OUTCOME_NAMES[bet.outcome]) : '–'}</dd>
            <dt>{t('bets.payout')}</dt>
            <Box component="dd" sx={{ color: won ? 'success.main' : undefined }}><bdi>{money(bet.payout ?? '0')}</bdi></Box>
          </>
        )}
      </Box>
    </Box>
  )
}

/**
 * The member's arena bets in two tabs, open and settled: each a card in its side's colour with the fight, the bet,
 * the stake (or at a negative Malay price what it wins, and its risk), the price or "the pool's at the close", and,
 * settled, its outcome (won, lost, refunded on a draw, refunded as cancelled) and payout. Loading, empty and failed
 * states in the tab's panel.
 */
export function ArenaBets({ tab, onTabChange, bets, error, onRetry, currency, decimals }: ArenaBetsProps) {
  const { t, i18n } = useTranslation('cockfight')
  const baseId = useId()
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)
  const tabId = (name: ArenaBetsTab) => `${baseId}-tab-${name}`
  const panelId = `${baseId}-panel`
  const labels = { open: t('bets.tab.open'), settled: t('bets.tab.settled') }

  let content
  if (error) content = <ErrorState title={t('bets.errorTitle')} message={error} onRetry={onRetry} compact />
  else if (bets === undefined)
    content = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>{t('bets.loading')}</Box>
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={120} aria-hidden="true" />
        ))}
      </Box>
    )
  else if (bets.length === 0) content = <EmptyState title={tab === 'open' ? t('bets.emptyOpen') : t('bets.emptySettled')} description={t('bets.emptyHint')} compact />
  else
    content = (
      <Box component="ul" aria-label={labels[tab]} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {bets.map((bet) => (
          <li key={bet.betId}>
            <ArenaBetCard bet={bet} money={money} />
          </li>
        ))}
      </Box>
    )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Tabs value={tab} onChange={(_event, next: ArenaBetsTab) => onTabChange(next)} aria-label={t('bets.title')} variant="fullWidth" sx={{ minHeight: 44, borderBottom: 1, borderColor: 'divider' }}>
        {ARENA_BETS_TABS.map((name) => (
          <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId} label={labels[name]} sx={{ minHeight: 44, textTransform: 'none', fontWeight: 700 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {content}
      </Box>
    </Box>
  )
}
