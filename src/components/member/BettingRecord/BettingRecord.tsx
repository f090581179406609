import { useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { CategoryKey } from '../../../config/constants'
import type { BetRound, BettingRecord as BettingRecordPage } from '../../../contract/schemas/games'
import type { DataTableColumn } from '../../primitives/DataTable'
import type { PeriodFilterValue } from '../../money/PeriodFilter/periodRange'
import { RecordsList, RecordsSelect } from '../../money/RecordsList'
import { SignedAmount, useRecordTime, type CurrencyDisplay } from '../../money/TransactionHistoryView/SignedAmount'
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
/** The selects' narrowest width (they grow to share the row), and the widest they get once the view has room. */
const SELECT_WIDTH = { min: 160, max: 240 }

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

  return (
    <RecordsList
      text={{
        title: t('bettingRecord.title'),
        filters: t('bettingRecord.filters'),
        list: t('bettingRecord.list'),
        loading: t('bettingRecord.loading'),
        errorTitle: t('bettingRecord.errorTitle'),
        empty: t('bettingRecord.empty'),
        emptyHint: t('bettingRecord.emptyHint'),
        pages: t('bettingRecord.pages'),
      }}
      filters={
        <>
          <RecordsSelect
            label={t('bettingRecord.category')}
            value={filter.category}
            allValue=""
            allLabel={t('bettingRecord.allCategories')}
            options={categories.map((category) => ({ value: category.key, label: category.label }))}
            onChange={(category) => onFilterChange({ ...filter, category, vendor: '' })}
            width={SELECT_WIDTH}
          />
          <RecordsSelect
            label={t('bettingRecord.vendor')}
            value={vendors.some((vendor) => vendor.code === filter.vendor) ? filter.vendor : ''}
            allValue=""
            allLabel={t('bettingRecord.allVendors')}
            options={vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
            onChange={(vendor) => onFilterChange({ ...filter, vendor })}
            width={SELECT_WIDTH}
          />
        </>
      }
      period={filter.period}
      onPeriodChange={(period) => onFilterChange({ ...filter, period })}
      data={data}
      loading={loading}
      error={error}
      onRetry={onRetry}
      page={page}
      onPageChange={onPageChange}
      columns={columns}
      rowKey={(round) => round.id}
      openable
      renderCard={(round) => (
        <>
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
        </>
      )}
      totals={(answer: BettingRecordPage) => ({
        label: t('bettingRecord.totals'),
        count: t('bettingRecord.count', { count: answer.totals.rounds }),
        figures: [
          [t('bettingRecord.totalBet'), <SignedAmount key="bet" value={answer.totals.bet} currency={currency} tone="plain" />],
          [t('bettingRecord.totalWin'), <SignedAmount key="win" value={answer.totals.win} currency={currency} tone="plain" />],
          [t('bettingRecord.totalProfit'), <Profit key="profit" value={answer.totals.profit} currency={currency} />],
        ],
      })}
      tableMinWidth={TABLE_MIN_WIDTH}
    >
      <RoundDetailDialog round={openRound} onClose={() => setOpenRound(null)} currency={currency} />
    </RecordsList>
  )
}
