import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { CategoryKey } from '../../../config/constants'
import type { BetRound, BettingRecord as BettingRecordPage } from '../../../contract/schemas/games'
import { visuallyHidden } from '../../layout/a11y'
import { DataTable, type DataTableColumn } from '../../primitives/DataTable'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { Pagination } from '../../primitives/Pagination'
import { PeriodFilter } from '../../wallet/PeriodFilter/PeriodFilter'
import type { PeriodFilterValue } from '../../wallet/PeriodFilter/periodRange'
import { SignedAmount, useRecordTime, type CurrencyDisplay } from '../../wallet/TransactionHistoryView/SignedAmount'
import { Profit, RoundDetailDialog } from './RoundDetailDialog'
import { RoundStatus } from '../RoundStatus'

/** What the rounds are filtered by: a category (`''` for all), a vendor of it (`''` for all), and the period. */
export interface BettingRecordFilter {
  category: CategoryKey | ''
  vendor: string
  period: PeriodFilterValue
}

/** A category the member can filter by: its key and its name in the member's language. */
export interface BettingRecordCategory {
  key: CategoryKey
  label: string
}

/** A vendor the member can filter by: its code and its name. */
export interface BettingRecordVendor {
  code: string
  name: string
}

export interface BettingRecordProps {
  /** The page of rounds and the totals over the whole filter; null while the first answer is awaited. */
  data: BettingRecordPage | null
  /** A request is running (a new page or filter): the rounds shown are covered (dimmed, `aria-busy`, inert) and paging waits. */
  loading: boolean
  /** The failed request's message, already translated; shown with a retry in place of the rounds. */
  error: string | null
  /** Called when the member presses retry after an error. */
  onRetry: () => void
  /** The filter the rounds answer. */
  filter: BettingRecordFilter
  /**
   * Called with the whole new filter when the category, vendor or period changes (the page then goes back to
   * page 1). A new category comes with every vendor (`vendor: ''`), since the vendors offered are that category's.
   */
  onFilterChange: (filter: BettingRecordFilter) => void
  /** The merchant's game categories that have vendors, in the header's order. */
  categories: readonly BettingRecordCategory[]
  /** The vendors offered: the chosen category's, or every vendor when all categories are shown. */
  vendors: readonly BettingRecordVendor[]
  /** The page shown, 1-based. */
  page: number
  /** Called with the page the member asks for. */
  onPageChange: (page: number) => void
  /** The member's currency: its symbol and decimals. */
  currency: CurrencyDisplay
}

/** Below this width (of the view, not the window) the rounds are cards, so a phone never scrolls sideways. */
const TABLE_MIN_WIDTH = 720
const WIDE = `@container (min-width: ${TABLE_MIN_WIDTH}px)`
/** From this width the selects keep their own size beside each other instead of spanning the view. */
const ROOMY = '@container (min-width: 480px)'

/**
 * A round's button, stretched over its whole row or card (the row or card is the thing clicked), with the focus
 * ring drawn around all of it.
 */
const stretchedButton = {
  font: 'inherit',
  textAlign: 'start',
  justifyContent: 'flex-start',
  color: 'inherit',
  fontWeight: 600,
  overflowWrap: 'anywhere',
  position: 'static',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1, cursor: 'pointer' },
  '&.Mui-focusVisible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&:hover': { textDecoration: 'underline' },
} as const

/**
 * The member's betting record: a category, a vendor and a period to filter by; the rounds (a table when there is
 * room, stacked cards on a phone) with time, game, vendor, bet, win, profit (+ ahead in green, − behind in red,
 * and said in words) and status; the totals of every round the filter matches; pages. Clicking a round, or Enter
 * on it, opens its detail in a dialog; closing it puts focus back on the round.
 */
export function BettingRecord({ data, loading, error, onRetry, filter, onFilterChange, categories, vendors, page, onPageChange, currency }: BettingRecordProps) {
  const { t } = useTranslation('member')
  const titleId = useId()
  const recordTime = useRecordTime()
  const [openRound, setOpenRound] = useState<BetRound | null>(null)

  const time = (round: BetRound) => {
    const { date, time: clock } = recordTime(round.createdAt)
    return (
      <Box component="time" dateTime={round.createdAt} sx={{ whiteSpace: 'nowrap' }}>
        {date}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {clock}
        </Box>
      </Box>
    )
  }
  const openLabel = (round: BetRound) => {
    const { date, time: clock } = recordTime(round.createdAt)
    return t('bettingRecord.openRound', { game: round.gameName, time: `${date} ${clock}` })
  }
  const gameButton = (round: BetRound) => (
    <ButtonBase aria-label={openLabel(round)} aria-haspopup="dialog" onClick={() => setOpenRound(round)} sx={stretchedButton}>
      <bdi>{round.gameName}</bdi>
    </ButtonBase>
  )
  const amount = (value: string) => <SignedAmount value={value} currency={currency} tone="plain" />

  const columns: DataTableColumn<BetRound>[] = [
    { id: 'time', header: t('bettingRecord.columns.time'), cell: time },
    { id: 'game', header: t('bettingRecord.columns.game'), cell: gameButton },
    { id: 'vendor', header: t('bettingRecord.columns.vendor'), cell: (round) => <bdi>{round.vendorName}</bdi> },
    { id: 'bet', header: t('bettingRecord.columns.bet'), align: 'end', cell: (round) => amount(round.bet) },
    { id: 'win', header: t('bettingRecord.columns.win'), align: 'end', cell: (round) => amount(round.win) },
    { id: 'profit', header: t('bettingRecord.columns.profit'), align: 'end', cell: (round) => <Profit value={round.profit} currency={currency} /> },
    { id: 'status', header: t('bettingRecord.columns.status'), cell: (round) => <RoundStatus round={round} /> },
  ]

  let body: ReactNode
  if (error) {
    body = <ErrorState title={t('bettingRecord.errorTitle')} message={error} onRetry={onRetry} retrying={loading} />
  } else if (!data) {
    body = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('bettingRecord.loading')}
        </Box>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={52} aria-hidden="true" />
        ))}
      </Box>
    )
  } else if (data.list.length === 0) {
    body = <EmptyState title={t('bettingRecord.empty')} description={t('bettingRecord.emptyHint')} />
  } else {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LoadingOverlay loading={loading} label={t('bettingRecord.loading')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'none', [WIDE]: { display: 'block' }, '& tbody tr': { position: 'relative' } }}>
              <DataTable caption={t('bettingRecord.title')} columns={columns} rows={data.list} rowKey={(round) => round.id} />
            </Box>
            <Box component="ul" aria-label={t('bettingRecord.list')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, [WIDE]: { display: 'none' } }}>
              {data.list.map((round) => (
                <Box
                  component="li"
                  key={round.id}
                  sx={{
                    position: 'relative',
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 1fr) auto',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography component="span" variant="body1" sx={{ minWidth: 0 }}>
                    {gameButton(round)}
                  </Typography>
                  <Typography component="span" variant="body1" sx={{ fontWeight: 700, textAlign: 'end' }}>
                    <Profit value={round.profit} currency={currency} />
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
                    <bdi>{round.vendorName}</bdi>
                  </Typography>
                  <Box sx={{ textAlign: 'end' }}>
                    <RoundStatus round={round} />
                  </Box>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1' }}>
                    {time(round)}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                    <span>
                      {t('bettingRecord.columns.bet')} {amount(round.bet)}
                    </span>
                    <span>
                      {t('bettingRecord.columns.win')} {amount(round.win)}
                    </span>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Totals data={data} currency={currency} />
          </Box>
        </LoadingOverlay>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination page={page} pageCount={data.totalPages} onPageChange={onPageChange} label={t('bettingRecord.pages')} disabled={loading} />
        </Box>
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('bettingRecord.title')}
      </Typography>
      <Box role="group" aria-label={t('bettingRecord.filters')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('bettingRecord.category')}
          value={filter.category}
          onChange={(event) => onFilterChange({ ...filter, category: event.target.value as BettingRecordFilter['category'], vendor: '' })}
          sx={{ flex: '1 1 160px', [ROOMY]: { maxWidth: 240 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('bettingRecord.allCategories')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.key} value={category.key}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('bettingRecord.vendor')}
          value={vendors.some((vendor) => vendor.code === filter.vendor) ? filter.vendor : ''}
          onChange={(event) => onFilterChange({ ...filter, vendor: event.target.value })}
          sx={{ flex: '1 1 160px', [ROOMY]: { maxWidth: 240 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('bettingRecord.allVendors')}</MenuItem>
          {vendors.map((vendor) => (
            <MenuItem key={vendor.code} value={vendor.code}>
              {vendor.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '999 1 320px', minWidth: 0, pt: 0.25 }}>
          <PeriodFilter value={filter.period} onChange={(period) => onFilterChange({ ...filter, period })} />
        </Box>
      </Box>
      {body}
      <RoundDetailDialog round={openRound} onClose={() => setOpenRound(null)} currency={currency} />
    </Box>
  )
}

/** The totals of every round the filter matches (the server sums them, not this page): bet, win, profit, rounds. */
function Totals({ data, currency }: { data: BettingRecordPage; currency: CurrencyDisplay }) {
  const { t } = useTranslation('member')
  const figure = { display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 } as const
  const figures: [string, ReactNode][] = [
    [t('bettingRecord.totalBet'), <SignedAmount key="bet" value={data.totals.bet} currency={currency} tone="plain" />],
    [t('bettingRecord.totalWin'), <SignedAmount key="win" value={data.totals.win} currency={currency} tone="plain" />],
    [t('bettingRecord.totalProfit'), <Profit key="profit" value={data.totals.profit} currency={currency} />],
  ]
  return (
    <Box
      role="group"
      aria-label={t('bettingRecord.totals')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 3, rowGap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
          {t('bettingRecord.totals')}
        </Box>{' '}
        · <span>{t('bettingRecord.count', { count: data.totals.rounds })}</span>
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
        {figures.map(([term, value]) => (
          <Box key={term} sx={figure}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
