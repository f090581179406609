import type { Key, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { Pagination } from '../../primitives/Pagination'

export interface ReportColumn<Row> {
  /** Unique id; also the sort key a sortable column asks for. */
  id: string
  /** Header text (translated). */
  header: string
  /** The cell of a row. */
  cell: (row: Row) => ReactNode
  /** Numbers and amounts align to the end. */
  align?: 'start' | 'end'
  /** The column's header sorts by it. */
  sortable?: boolean
  /** On a phone's card: its heading (`title`), its buttons under the lines (`actions`), left out (`hidden`), or a labelled line (default). */
  card?: 'title' | 'actions' | 'hidden'
}

export type SortOrder = 'asc' | 'desc'

export interface ReportSort {
  by: string
  order: SortOrder
}

export interface ReportTableProps<Row> {
  /** Names the table (its caption) and the list of cards. */
  caption: string
  columns: readonly ReportColumn<Row>[]
  /** The rows of the page shown; null while the first answer is awaited. */
  rows: readonly Row[] | null
  rowKey: (row: Row) => Key
  /** A request is running: the rows shown dim and are busy, paging waits. */
  loading: boolean
  /** The failed request's message, already translated: shown with a retry instead of the rows. */
  error: string | null
  onRetry: () => void
  /** Nothing matches: what the person sees, and what to do about it. */
  emptyTitle: string
  emptyHint: string
  /** The server's totals over every row the filter matches, by column id (the footer row). */
  footer?: Partial<Record<string, ReactNode>> | null
  /** The current sort, when the table sorts. */
  sort?: ReportSort
  /** A sortable header was pressed: the new sort (the same column toggles its order). */
  onSortChange?: (sort: ReportSort) => void
  /** Pages: the page shown (1-based), how many, and the page asked for. */
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** Below this width of the view (not the window) the rows are stacked cards, so a phone never scrolls sideways. */
  minTableWidth?: number
}

const align = (column: { align?: 'start' | 'end' }) => (column.align === 'end' ? 'end' : 'start')

/**
 * A page of an agent report: a table with sortable headers and a totals row when there is room, stacked cards on a
 * phone, pages under it; skeletons while the first page loads, the rows dimmed while another does, an error with a
 * retry, and, when nothing matches, what to do. Totals are the server's footer, never summed here.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  emptyTitle,
  emptyHint,
  footer,
  sort,
  onSortChange,
  page,
  totalPages,
  onPageChange,
  minTableWidth = 640,
}: ReportTableProps<Row>) {
  const { t } = useTranslation('agents')
  const wide = `@container (min-width: ${minTableWidth}px)`

  if (error) return <ErrorState title={t('table.errorTitle')} message={error} onRetry={onRetry} retrying={loading} />
  if (rows === null)
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('table.loading')}
        </Box>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} aria-hidden="true" />
        ))}
      </Box>
    )
  if (rows.length === 0 && !loading) return <EmptyState title={emptyTitle} description={emptyHint} />

  const sortHeader = (column: ReportColumn<Row>) => {
    if (!column.sortable || !onSortChange) return column.header
    const active = sort?.by === column.id
    const order = active ? sort!.order : 'desc'
    return (
      <TableSortLabel active={active} direction={order} onClick={() => onSortChange({ by: column.id, order: active ? (order === 'asc' ? 'desc' : 'asc') : 'desc' })}>
        {column.header}
        {active ? (
          <Box component="span" sx={visuallyHidden}>
            {order === 'asc' ? t('table.sortedAsc') : t('table.sortedDesc')}
          </Box>
        ) : null}
      </TableSortLabel>
    )
  }
  const ariaSort = (column: ReportColumn<Row>) => (column.sortable && sort?.by === column.id ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined)
  const titleColumn = columns.find((column) => column.card === 'title')

  return (
    <Box sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <LoadingOverlay loading={loading} label={t('table.loading')}>
        <Box sx={{ display: 'none', [wide]: { display: 'block' } }}>
          <TableContainer component={Paper} variant="outlined" sx={{ backgroundImage: 'none' }}>
            <Table size="small" aria-busy={loading}>
              <Box component="caption" sx={visuallyHidden}>
                {caption}
              </Box>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.id} scope="col" aria-sort={ariaSort(column)} sx={{ textAlign: align(column), whiteSpace: 'nowrap', fontWeight: 700 }}>
                      {sortHeader(column)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)} hover>
                    {columns.map((column) => (
                      <TableCell key={column.id} sx={{ textAlign: align(column), fontVariantNumeric: 'tabular-nums' }}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
              {footer ? (
                <TableFooter>
                  <TableRow>
                    {columns.map((column, index) => (
                      <TableCell
                        key={column.id}
                        component={index === 0 ? 'th' : 'td'}
                        scope={index === 0 ? 'row' : undefined}
                        sx={{ textAlign: align(column), fontWeight: 700, color: 'text.primary', fontSize: 14, borderTop: 2, borderColor: 'divider', whiteSpace: 'nowrap' }}
                      >
                        {index === 0 ? t('table.totals') : (footer[column.id] ?? null)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              ) : null}
            </Table>
          </TableContainer>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, [wide]: { display: 'none' } }}>
          <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map((row) => (
              <Box component="li" key={rowKey(row)} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', display: 'grid', gap: 0.5 }}>
                {titleColumn ? (
                  <Typography component="div" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {titleColumn.cell(row)}
                  </Typography>
                ) : null}
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
                  {columns
                    .filter((column) => !column.card)
                    .map((column) => (
                      <Box key={column.id} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                          {column.header}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                          {column.cell(row)}
                        </Typography>
                      </Box>
                    ))}
                </Box>
                {columns
                  .filter((column) => column.card === 'actions')
                  .map((column) => (
                    <Box key={column.id} sx={{ pt: 0.5 }}>
                      {column.cell(row)}
                    </Box>
                  ))}
              </Box>
            ))}
          </Box>
          {footer ? (
            <Box role="group" aria-label={t('table.totals')} sx={{ p: 1.5, border: 2, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
              <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('table.totals')}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
                {columns
                  .filter((column) => footer[column.id] !== undefined)
                  .map((column) => (
                    <Box key={column.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                        {column.header}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontWeight: 700 }}>
                        {footer[column.id]}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </Box>
          ) : null}
        </Box>
      </LoadingOverlay>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Pagination page={page} pageCount={totalPages} onPageChange={onPageChange} label={t('table.pages', { caption })} disabled={loading} />
      </Box>
    </Box>
  )
}
