import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { TransactionHistory, TransactionRecord, TransactionType } from '../../../contract/schemas/money'
import { visuallyHidden } from '../../layout/a11y'
import { DataTable, type DataTableColumn } from '../../primitives/DataTable'
import { EmptyState } from '../../primitives/EmptyState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { ErrorState } from '../../primitives/ErrorState'
import { Pagination } from '../../primitives/Pagination'
import { PeriodFilter } from '../PeriodFilter/PeriodFilter'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'
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
} as const satisfies Record<TransactionType, string>

/** The types the filter offers, in the contract's order. */
const TYPE_OPTIONS = Object.keys(TRANSACTION_TYPE_LABEL_KEYS) as TransactionType[]

/** Below this width (of the view, not the window) the records are cards, so a phone never scrolls sideways. */
const TABLE_MIN_WIDTH = 640
const WIDE = `@container (min-width: ${TABLE_MIN_WIDTH}px)`
/** From this width the type select keeps its own size beside the periods instead of spanning the view. */
const ROOMY = '@container (min-width: 480px)'

/**
 * The member's account records: a type and a period to filter by, then the records (a table when there is room,
 * stacked cards on a phone) with time, type, amount (+ in green, − out in red; a transfer shows its wallets and
 * the amount moved), balance after and reference, the totals in and out over the whole filter, and pages.
 */
export function TransactionHistoryView({ data, loading, error, onRetry, filter, onFilterChange, page, onPageChange, walletNames, currency }: TransactionHistoryViewProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
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

  let body: ReactNode
  if (error) {
    body = <ErrorState title={t('records.errorTitle')} message={error} onRetry={onRetry} retrying={loading} />
  } else if (!data) {
    body = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('records.loading')}
        </Box>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={52} aria-hidden="true" />
        ))}
      </Box>
    )
  } else if (data.list.length === 0) {
    body = <EmptyState title={t('records.empty')} description={t('records.emptyHint')} />
  } else {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LoadingOverlay loading={loading} label={t('records.loading')}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'none', [WIDE]: { display: 'block' } }}>
              <DataTable caption={t('records.title')} columns={columns} rows={data.list} rowKey={(record) => record.id} />
            </Box>
            <Box component="ul" aria-label={t('records.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, [WIDE]: { display: 'none' } }}>
              {data.list.map((record) => (
                <Box
                  component="li"
                  key={record.id}
                  sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1.5, rowGap: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
                >
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
                </Box>
              ))}
            </Box>
            <Totals data={data} currency={currency} />
          </Box>
        </LoadingOverlay>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination page={page} pageCount={data.totalPages} onPageChange={onPageChange} label={t('records.pages')} disabled={loading} />
        </Box>
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('records.title')}
      </Typography>
      <Box role="group" aria-label={t('records.filters')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('records.typeLabel')}
          value={filter.type}
          onChange={(event) => onFilterChange({ ...filter, type: event.target.value as TransactionHistoryFilter['type'] })}
          sx={{ flex: '1 1 200px', [ROOMY]: { maxWidth: 280 } }}
        >
          <MenuItem value="all">{t('records.allTypes')}</MenuItem>
          {TYPE_OPTIONS.map((type) => (
            <MenuItem key={type} value={type}>
              {t(TRANSACTION_TYPE_LABEL_KEYS[type])}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '999 1 320px', minWidth: 0, pt: 0.25 }}>
          <PeriodFilter value={filter.period} onChange={(period) => onFilterChange({ ...filter, period })} />
        </Box>
      </Box>
      {body}
    </Box>
  )
}

/** The count of records and the totals in and out over the whole filter (the server sums them, not this page). */
function Totals({ data, currency }: { data: TransactionHistory; currency: CurrencyDisplay }) {
  const { t } = useTranslation('wallet')
  const figure = { display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 } as const
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 3, rowGap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
          {t('records.totals')}
        </Box>{' '}
        · <span>{t('records.count', { count: data.totalCount })}</span>
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
        <Box sx={figure}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('records.totalIn')}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
            <SignedAmount value={data.footer.totalIn} currency={currency} tone="in" />
          </Typography>
        </Box>
        <Box sx={figure}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('records.totalOut')}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
            <SignedAmount value={data.footer.totalOut} currency={currency} tone="out" />
          </Typography>
        </Box>
      </Box>
    </Box>
  )
}
