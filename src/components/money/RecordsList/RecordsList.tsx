import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '../../layout/a11y'
import { DataTable, type DataTableColumn } from '../../primitives/DataTable'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { Pagination } from '../../primitives/Pagination'
import { PeriodFilter } from '../PeriodFilter/PeriodFilter'
import type { PeriodFilterValue } from '../PeriodFilter/periodRange'

/** From this width (of the view) a filter select keeps its own size beside the others instead of spanning the view. */
const ROOMY = '@container (min-width: 480px)'

/** The words of a records list, already translated. */
export interface RecordsListText {
  /** The heading (an `h3`), which names the section and captions the table. */
  title: string
  /** The name of the filters' group. */
  filters: string
  /** The name of the list of cards shown on a phone (the table's caption when left out). */
  list?: string
  /** Said while the first page loads, and while a new one does (over the rows shown). */
  loading: string
  /** The headline of a failed request (its message is `error`). */
  errorTitle: string
  /** Nothing matches the filter: the headline, and a hint under it. */
  empty: string
  emptyHint: string
  /** The name of the pages' navigation. */
  pages: string
}

/** The totals of every record the filter matches (the server sums them, not this page). */
export interface RecordsTotals {
  /** Their heading ("Totals"), which names the group. */
  label: string
  /** How many records match, in words ("12 rounds"). */
  count: string
  /** The figures: a term and its value each. */
  figures: readonly (readonly [string, ReactNode])[]
}

/** A page of records as the paged endpoints answer it. */
export interface RecordsPage<Row> {
  list: readonly Row[]
  totalPages: number
}

/** A record of a page. */
type RowOf<Page extends RecordsPage<unknown>> = Page['list'][number]

export interface RecordsListProps<Page extends RecordsPage<unknown>> {
  /** The words: heading, names, loading, error, empty and paging. */
  text: RecordsListText
  /** The filters before the period, each a `RecordsSelect` (a type, a category, a vendor). */
  filters?: ReactNode
  /** The period the records cover. */
  period: PeriodFilterValue
  /** Called with the new period when the member changes it. */
  onPeriodChange: (period: PeriodFilterValue) => void
  /** The page of records; null while the first answer is awaited (skeletons). */
  data: Page | null
  /** A request is running (a new page or filter): the records shown are covered (dimmed, `aria-busy`, inert) and paging waits. */
  loading: boolean
  /** The failed request's message, already translated; shown with a retry in place of the records. */
  error: string | null
  /** Called when the member presses retry after an error. */
  onRetry: () => void
  /** The page shown, 1-based. */
  page: number
  /** Called with the page the member asks for. */
  onPageChange: (page: number) => void
  /** The table's columns, when there is room for them. */
  columns: DataTableColumn<RowOf<Page>>[]
  /** A record's key, stable across pages. */
  rowKey: (row: RowOf<Page>) => string | number
  /** A record as a card's content, on a phone: a two-column grid (the main line and its figure, then the rest). */
  renderCard: (row: RowOf<Page>) => ReactNode
  /** The totals over the whole filter, under the records. */
  totals: (data: Page) => RecordsTotals
  /** Below this width (of the view, not the window) the records are cards, so a phone never scrolls sideways. */
  tableMinWidth: number
  /**
   * Each record opens something (a button stretched over its row or card): rows and cards are the positioned box
   * the button covers, and a card is tinted under the pointer.
   */
  openable?: boolean
  /** After the records: a dialog they open. */
  children?: ReactNode
}

/**
 * A paged list of records (account records, betting records, reports): a heading, filters and a period, then the
 * records (a table when there is room, stacked cards on a phone), the totals over the whole filter, and pages; while
 * the first page loads, skeletons; a failed request, with a retry; nothing matching, said so with a hint.
 */
export function RecordsList<Page extends RecordsPage<unknown>>(props: RecordsListProps<Page>) {
  const { text, filters, period, onPeriodChange, data, loading, error, onRetry, page, onPageChange, columns, rowKey, renderCard, totals, tableMinWidth, openable, children } = props
  const titleId = useId()
  const wide = `@container (min-width: ${tableMinWidth}px)`

  let body: ReactNode
  if (error) {
    body = <ErrorState title={text.errorTitle} message={error} onRetry={onRetry} retrying={loading} />
  } else if (!data) {
    body = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {text.loading}
        </Box>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={52} aria-hidden="true" />
        ))}
      </Box>
    )
  } else if (data.list.length === 0) {
    body = <EmptyState title={text.empty} description={text.emptyHint} />
  } else {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <LoadingOverlay loading={loading} label={text.loading}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'none', [wide]: { display: 'block' }, ...(openable ? { '& tbody tr': { position: 'relative' } } : {}) }}>
              <DataTable caption={text.title} columns={columns} rows={data.list} rowKey={rowKey} />
            </Box>
            <Box component="ul" aria-label={text.list ?? text.title} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, [wide]: { display: 'none' } }}>
              {data.list.map((row) => (
                <Box
                  component="li"
                  key={rowKey(row)}
                  sx={{
                    ...(openable ? { position: 'relative' } : {}),
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 1fr) auto',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                    ...(openable ? { '&:hover': { bgcolor: 'action.hover' } } : {}),
                  }}
                >
                  {renderCard(row)}
                </Box>
              ))}
            </Box>
            <Totals {...totals(data)} />
          </Box>
        </LoadingOverlay>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination page={page} pageCount={data.totalPages} onPageChange={onPageChange} label={text.pages} disabled={loading} />
        </Box>
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Box role="group" aria-label={text.filters} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        {filters}
        <Box sx={{ flex: '999 1 320px', minWidth: 0, pt: 0.25 }}>
          <PeriodFilter value={period} onChange={onPeriodChange} />
        </Box>
      </Box>
      {body}
      {children}
    </Box>
  )
}

/** The count of records and the totals over the whole filter, as a named group. */
function Totals({ label, count, figures }: RecordsTotals) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 3, rowGap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
          {label}
        </Box>{' '}
        · <span>{count}</span>
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0 }}>
        {figures.map(([term, value]) => (
          <Box key={term} sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
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

export interface RecordsSelectProps<Value extends string> {
  /** The field's label. */
  label: string
  /** The value chosen; `allValue` for every one. */
  value: Value
  /** The value that stands for every option (`''` or `'all'`), offered first. */
  allValue: Value
  /** The "every one" option's words ("All categories"). */
  allLabel: string
  /** The options, in order: a value and its words each. */
  options: readonly { value: Value; label: string }[]
  /** Called with the value chosen. */
  onChange: (value: Value) => void
  /** Its narrowest width (it grows to share the row), and the widest it gets once the view has room. */
  width: { min: number; max: number }
}

/** A filter of a records list: a small select of one option or all of them. */
export function RecordsSelect<Value extends string>({ label, value, allValue, allLabel, options, onChange, width }: RecordsSelectProps<Value>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      sx={{ flex: `1 1 ${width.min}px`, [ROOMY]: { maxWidth: width.max } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={allValue}>{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
