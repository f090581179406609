import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { TransactionHistory, TransactionRecord, TransactionType } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import type { DataTableColumn } from '../../primitives/DataTable'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'
import { RecordsList, RecordsSelect } from '../RecordsList'
import { SignedAmount, useRecordTime, type CurrencyDisplay } from './SignedAmount'

/** What the records are filtered by: one type or all, and the period. */
export interface TransactionHistoryFilter {
  type: TransactionType | 'all'
  period: PeriodFilterValue
}

export interface TransactionHistoryViewProps {
  /** The page of records and the totals over the whole filter; null while the first answer is awaited. */
  data: TransactionHistory | null
  /** A request is running (a new page or filter): the records shown are covered (dimmed, `aria-busy`, inert) and paging waits. */
  loading: boolean
  /** The failed request's message, already translated; shown with a retry in place of the records. */
  error: string | null
  /** Called when the member presses retry after an error. */
  onRetry: () => void
  /** The filter the records answer. */
  filter: TransactionHistoryFilter
  /** Called with the whole new filter when the type or period changes (the page then goes back to page 1). */
  onFilterChange: (filter: TransactionHistoryFilter) => void
  /** The page shown, 1-based. */
  page: number
  /** Called with the page the member asks for. */
  onPageChange: (page: number) => void
  /** Names of the vendor wallets by vendor code, for transfers (`main` is the main wallet, named here). */
  walletNames: Record<string, string>
  /** The member's currency: its symbol and decimals. */
  currency: CurrencyDisplay
}

/**
 * The label of each transaction type, in the contract's order (TRANSACTION_TYPES): `satisfies` keeps this table
 * and the contract's types the same set; the schema module itself stays out of the bundle.
 */
export const TRANSACTION_TYPE_LABEL_KEYS = {
  deposit: tKey('wallet:records.types.deposit'),
  withdrawal_request: tKey('wallet:records.types.withdrawal_request'),
  withdrawal_approve: tKey('wallet:records.types.withdrawal_approve'),
  withdrawal_reject: tKey('wallet:records.types.withdrawal_reject'),
  transfer: tKey('wallet:records.types.transfer'),
  bet: tKey('wallet:records.types.bet'),
  win: tKey('wallet:records.types.win'),
  bonus: tKey('wallet:records.types.bonus'),
  wage: tKey('wallet:records.types.wage'),
  trial_credit: tKey('wallet:records.types.trial_credit'),
  agent_transfer: tKey('wallet:records.types.agent_transfer'),
  bet_refund: tKey('wallet:records.types.bet_refund'),
  win_reversal: tKey('wallet:records.types.win_reversal'),
} as const satisfies Record<TransactionType, string>

/** The types the filter offers, in the contract's order. */
const TYPE_OPTIONS = Object.keys(TRANSACTION_TYPE_LABEL_KEYS) as TransactionType[]

/** Below this width (of the view, not the window) the records are cards, so a phone never scrolls sideways. */
const TABLE_MIN_WIDTH = 640

/**
 * The member's account records: a type and a period to filter by, then the records (a table when there is room,
 * stacked cards on a phone) with time, type, amount (+ in green, − out in red; a transfer shows its wallets and
 * the amount moved), balance after and reference, the totals in and out over the whole filter, and pages.
 */
export function TransactionHistoryView({ data, loading, error, onRetry, filter, onFilterChange, page, onPageChange, walletNames, currency }: TransactionHistoryViewProps) {
  const { t } = useTranslation('wallet')
  const recordTime = useRecordTime()
  const rtl = useTheme().direction === 'rtl'

  const walletName = (code: string) => (code === 'main' ? t('records.mainWallet') : (walletNames[code] ?? code))
  const typeName = (record: TransactionRecord) => t(TRANSACTION_TYPE_LABEL_KEYS[record.type])
  /** A transfer's wallets; the arrow points the way the page reads, from the first wallet named to the second. */
  const route = (record: TransactionRecord): ReactNode => {
    const moved = record.transferred
    if (!moved) return null
    const names = { from: walletName(moved.from), to: walletName(moved.to) }
    return (
      <>
        <span aria-hidden="true">
          <bdi>{names.from}</bdi> {rtl ? '\u2190' : '\u2192'} <bdi>{names.to}</bdi>
        </span>
        <Box component="span" sx={visuallyHidden}>
          {t('records.transferRouteSpoken', names)}
        </Box>
      </>
    )
  }
  const typeCell = (record: TransactionRecord): ReactNode =>
    record.transferred ? (
      <>
        {typeName(record)}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere' }}>
          {route(record)}
        </Box>
      </>
    ) : (
      typeName(record)
    )
  const amount = (record: TransactionRecord) =>
    record.transferred ? <SignedAmount value={record.transferred.amount} currency={currency} tone="plain" /> : <SignedAmount value={record.amount} currency={currency} />
  const balanceAfter = (record: TransactionRecord) => <SignedAmount value={record.balanceAfter} currency={currency} tone="plain" />
  const reference = (record: TransactionRecord) =>
    record.reference ? (
      <Box component="bdi" sx={{ overflowWrap: 'anywhere' }}>
        {record.reference}
      </Box>
    ) : (
      <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {t('records.noReference')}
        </Box>
      </>
    )
  const time = (record: TransactionRecord) => {
    const { date, time: clock } = recordTime(record.createdAt)
    return (
      <Box component="time" dateTime={record.createdAt} sx={{ whiteSpace: 'nowrap' }}>
        {date}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {clock}
        </Box>
      </Box>
    )
  }

  const columns: DataTableColumn<TransactionRecord>[] = [
    { id: 'time', header: t('records.columns.time'), cell: time },
    { id: 'type', header: t('records.columns.type'), cell: typeCell },
    { id: 'amount', header: t('records.columns.amount'), align: 'end', cell: amount },
    { id: 'balanceAfter', header: t('records.columns.balanceAfter'), align: 'end', cell: balanceAfter },
    { id: 'reference', header: t('records.columns.reference'), cell: reference, width: '22%' },
  ]

  return (
    <RecordsList
      text={{
        title: t('records.title'),
        filters: t('records.filters'),
        loading: t('records.loading'),
        errorTitle: t('records.errorTitle'),
        empty: t('records.empty'),
        emptyHint: t('records.emptyHint'),
        pages: t('records.pages'),
      }}
      filters={
        <RecordsSelect
          label={t('records.typeLabel')}
          value={filter.type}
          allValue="all"
          allLabel={t('records.allTypes')}
          options={TYPE_OPTIONS.map((type) => ({ value: type, label: t(TRANSACTION_TYPE_LABEL_KEYS[type]) }))}
          onChange={(type) => onFilterChange({ ...filter, type })}
          width={{ min: 200, max: 280 }}
        />
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
      rowKey={(record) => record.id}
      renderCard={(record) => (
        <>
          <Typography component="span" variant="body1" sx={{ fontWeight: 600, minWidth: 0 }}>
            {typeName(record)}
          </Typography>
          <Typography component="span" variant="body1" sx={{ fontWeight: 700, textAlign: 'end' }}>
            {amount(record)}
          </Typography>
          {record.transferred ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
              {route(record)}
            </Typography>
          ) : null}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
            {time(record)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', textAlign: 'end' }}>
            {t('records.columns.balanceAfter')} {balanceAfter(record)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
            {t('records.columns.reference')} {reference(record)}
          </Typography>
        </>
      )}
      totals={(history: TransactionHistory) => ({
        label: t('records.totals'),
        count: t('records.count', { count: history.totalCount }),
        figures: [
          [t('records.totalIn'), <SignedAmount key="in" value={history.footer.totalIn} currency={currency} tone="in" />],
          [t('records.totalOut'), <SignedAmount key="out" value={history.footer.totalOut} currency={currency} tone="out" />],
        ],
      })}
      tableMinWidth={TABLE_MIN_WIDTH}
    />
  )
}
