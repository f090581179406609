import { Fragment, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { LotteryBetTypeCode, LotteryOrder, LotteryOrders } from '../../../contract/schemas/lottery'
import { useDateFormat } from '../../content/useDateFormat'
import { formatMoney } from '../../games/house/money'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Pagination } from '../../primitives/Pagination'
import { signOf } from '../../money/TransactionHistoryView/SignedAmount'

/** Each bet type's name (the bet type picker shows the same). */
export const BET_TYPE_NAMES = {
  lo: tKey('lottery:betType.lo.name'),
  de: tKey('lottery:betType.de.name'),
  '3cang': tKey('lottery:betType.3cang.name'),
  xien2: tKey('lottery:betType.xien2.name'),
  xien3: tKey('lottery:betType.xien3.name'),
  xien4: tKey('lottery:betType.xien4.name'),
  head: tKey('lottery:betType.head.name'),
  tail: tKey('lottery:betType.tail.name'),
} as const satisfies Record<LotteryBetTypeCode, string>

/** How an order stands: its round not settled yet, settled with a win, or settled without one. */
export type LotteryOrderOutcome = 'open' | 'won' | 'lost'

export function orderOutcome(order: Pick<LotteryOrder, 'status' | 'winAmount'>, decimals: number): LotteryOrderOutcome {
  if (order.status === 'open') return 'open'
  return order.winAmount !== null && signOf(order.winAmount, decimals) === 1 ? 'won' : 'lost'
}

export interface LotteryOrderListProps {
  /** This page of the member's orders; `undefined` while it loads. */
  orders?: LotteryOrder[]
  /** Why the orders could not be loaded, already translated; shown with a retry in place of the list. */
  error?: string | null
  /** Called when the member presses retry after an error (no retry button without it). */
  onRetry?: () => void
  /** The totals over every order the filter matches (not only this page); left out, no totals are shown. */
  footer?: LotteryOrders['footer']
  /** The page shown, 1-based. */
  page: number
  /** How many pages there are (no page buttons for one). */
  totalPages: number
  /** Called with the page the member asks for. */
  onPage: (page: number) => void
  /** The member's currency code (ISO 4217, e.g. THB): amounts show its symbol. */
  currency: string
  /** The currency's decimals (2 for baht). */
  decimals: number
}

const MINUS = '\u2212'

/**
 * The member's lottery bets, newest first as the server pages them: each a card with the game, round, bet type,
 * numbers, stake, when it was placed, and how it stands (waiting for the draw, won with the amount, lost) in words
 * and an icon; the totals over all pages; pages. Loading, empty and failed states in its place.
 */
export function LotteryOrderList({ orders, error, onRetry, footer, page, totalPages, onPage, currency, decimals }: LotteryOrderListProps) {
  const { t, i18n } = useTranslation('lottery')
  const formatDate = useDateFormat()
  const money = (amount: string) => formatMoney(amount, currency, i18n.language, decimals)

  if (error) return <ErrorState title={t('orders.errorTitle')} message={error} onRetry={onRetry} />
  if (orders === undefined) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('orders.loading')}
        </Box>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={128} aria-hidden="true" />
        ))}
      </Box>
    )
  }
  if (orders.length === 0) return <EmptyState title={t('orders.empty')} description={t('orders.emptyHint')} />

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box component="ul" aria-label={t('orders.list')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {orders.map((order) => {
          const outcome = orderOutcome(order, decimals)
          return (
            <Box
              component="li"
              key={order.orderId}
              sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', columnGap: 1.5, rowGap: 0.5 }}>
                <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
                  <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    <bdi>{order.gameName}</bdi>
                  </Typography>
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {t('orders.round', { roundNo: order.roundNo })} · {t(BET_TYPE_NAMES[order.betType])}
                  </Typography>
                </Box>
                <OutcomeBadge outcome={outcome}>
                  {outcome === 'won' ? t('orders.status.won', { amount: money(order.winAmount ?? '0') }) : outcome === 'lost' ? t('orders.status.lost') : t('orders.status.open')}
                </OutcomeBadge>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('orders.numbers')}
                </Typography>
                <span>
                  {order.numbers.map((number, index) => (
                    <Fragment key={index}>
                      {index > 0 ? ' ' : null}
                      <Box
                        component="span"
                        sx={{ display: 'inline-block', minWidth: 32, marginInlineEnd: 0.5, paddingInline: 0.75, border: 1, borderColor: 'divider', borderRadius: 0.5, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {number}
                      </Box>
                    </Fragment>
                  ))}
                </span>
              </Box>
              <Typography component="p" variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, color: 'text.secondary' }}>
                <span>
                  {t('orders.stake')}{' '}
                  <Box component="bdi" sx={{ color: 'text.primary', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {money(order.amount)}
                  </Box>
                </span>
                <span>
                  {t('orders.placed')} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </span>
              </Typography>
            </Box>
          )
        })}
      </Box>
      {footer ? (
        <Box role="group" aria-label={t('orders.totals')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('orders.totals')}
          </Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
            <Figure term={t('orders.totalStake')} strong>
              <bdi>{money(footer.amount)}</bdi>
            </Figure>
            <Figure term={t('orders.totalWon')} strong>
              <bdi>{money(footer.winAmount)}</bdi>
            </Figure>
            <Figure term={t('orders.profit')} strong>
              <SignedMoney amount={footer.profit} decimals={decimals} format={money} />
            </Figure>
          </Box>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Pagination page={page} pageCount={totalPages} onPageChange={onPage} label={t('orders.pages')} />
      </Box>
    </Box>
  )
}

function Figure({ term, strong = false, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" variant={strong ? 'subtitle1' : 'body2'} sx={{ m: 0, fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** A profit with its sign written out (+ ahead, − behind), and the gain or loss colour on top of it. */
function SignedMoney({ amount, decimals, format }: { amount: string; decimals: number; format: (amount: string) => string }) {
  const sign = signOf(amount, decimals)
  const magnitude = amount.trim().replace(/^[-+]/, '')
  const text = `${sign === 1 ? '+' : sign === -1 ? MINUS : ''}${format(magnitude)}`
  return (
    <Box component="bdi" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap', color: sign === 1 ? 'success.main' : sign === -1 ? 'error.main' : 'inherit' }}>
      {text}
    </Box>
  )
}

const OUTCOME_STYLE = {
  open: { icon: HourglassEmptyIcon, color: 'warning.main' },
  won: { icon: EmojiEventsOutlinedIcon, color: 'success.main' },
  lost: { icon: RemoveCircleOutlineIcon, color: 'text.secondary' },
} as const

/** How an order stands: an icon and words, in the outcome's colour (never the colour alone). */
function OutcomeBadge({ outcome, children }: { outcome: LotteryOrderOutcome; children: ReactNode }) {
  const { icon: Icon, color } = OUTCOME_STYLE[outcome]
  return (
    <Box
      component="span"
      data-outcome={outcome}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0, paddingInline: 1, paddingBlock: 0.25, border: 1, borderColor: 'currentColor', borderRadius: 3, color, typography: 'body2', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      {children}
    </Box>
  )
}
