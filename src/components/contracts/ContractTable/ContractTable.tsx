import type { Key, ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { LoadingOverlay } from '../../primitives/LoadingOverlay'
import { Pagination } from '../../primitives/Pagination'

export interface ContractColumn<Row> {
  /** Unique id of the column. */
  id: string
  /** Its heading (translated). */
  header: string
  /** The cell of a row. */
  cell: (row: Row) => ReactNode
  /** Figures align to the end. */
  align?: 'start' | 'end'
  /** The table's cell keeps to one line (a date, a short word in a narrow column); a card's line wraps all the same. */
  nowrap?: boolean
  /**
   * Shown only in the table (two figures set in one cell, so the table keeps to the page's width) or only on the
   * cards (the same figures, each on its own labelled line).
   */
  only?: 'table' | 'cards'
  /** On a phone's card: its heading (`title`), its buttons under the lines (`actions`), or a labelled line (default). */
  card?: 'title' | 'actions'
}

export interface ContractTableProps<Row> {
  /** Names the table (its caption) and the list of cards. */
  caption: string
  columns: readonly ContractColumn<Row>[]
  /** The rows shown; null while the first answer is awaited. */
  rows: readonly Row[] | null
  rowKey: (row: Row) => Key
  /** A request is running: the rows shown dim and are busy, paging waits. */
  loading?: boolean
  /** The failed request's message, translated: shown with a retry instead of the rows. */
  error?: string | null
  onRetry?: () => void
  /** Nothing to show: what the person sees, and what it means. */
  emptyTitle: string
  emptyHint: string
  /** Pages, when the rows are paged: the page shown (1-based), how many, and the page asked for. */
  page?: number
  totalPages?: number
  onPageChange?: (page: number) => void
  /** Below this width of the table's box (not the window) the rows are cards, so a phone never scrolls sideways. */
  minTableWidth?: number
}

const textAlign = (column: { align?: 'start' | 'end' }) => (column.align === 'end' ? 'end' : 'start')

/**
 * The rows of a contract page (wage records, manual-release salaries, a contract's history): a table with a caption
 * and column headings where its box is wide enough, else one card per row with its figures labelled, so a phone
 * never scrolls sideways; skeletons before the first answer, the rows dimmed while another comes, an error with a
 * retry, and a line saying what would show here when nothing does.
 *
 * The agent centre's ReportTable does the same for the team reports, but it lives in the centre's own chunk, which the
 * first screen's bundle names: the contract pages are a chunk of their own and must not import from it (the entry would
 * then reach into the centre's chunk for its default export, and grow).
 */
export function ContractTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  onRetry,
  emptyTitle,
  emptyHint,
  page = 1,
  totalPages = 0,
  onPageChange,
  minTableWidth = 640,
}: ContractTableProps<Row>) {
  const { t } = useTranslation('agents')
  const wide = `@container (min-width: ${minTableWidth}px)`

  if (error) return <ErrorState title={t('contracts.pages.table.errorTitle')} message={error} onRetry={onRetry} retrying={loading} compact />
  if (rows === null)
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('contracts.pages.table.loading')}
        </Box>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={44} aria-hidden="true" />
        ))}
      </Box>
    )
  if (rows.length === 0 && !loading) return <EmptyState title={emptyTitle} description={emptyHint} compact />

  const tableColumns = columns.filter((column) => column.only !== 'cards')
  const cardColumns = columns.filter((column) => column.only !== 'table')
  const title = cardColumns.find((column) => column.card === 'title')
  const lines = cardColumns.filter((column) => !column.card)
  const actions = cardColumns.filter((column) => column.card === 'actions')

  return (
    <Box sx={{ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <LoadingOverlay loading={loading} label={t('contracts.pages.table.loading')}>
        <Box sx={{ display: 'none', [wide]: { display: 'block' } }}>
          <TableContainer component={Paper} variant="outlined" sx={{ backgroundImage: 'none' }}>
            <Table size="small" aria-busy={loading}>
              <Box component="caption" sx={visuallyHidden}>
                {caption}
              </Box>
              <TableHead>
                <TableRow>
                  {tableColumns.map((column) => (
                    <TableCell key={column.id} scope="col" sx={{ textAlign: textAlign(column), fontWeight: 700 }}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {tableColumns.map((column) => (
                      <TableCell key={column.id} sx={{ textAlign: textAlign(column), fontVariantNumeric: 'tabular-nums', whiteSpace: column.nowrap ? 'nowrap' : undefined }}>
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
        <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, [wide]: { display: 'none' } }}>
          {rows.map((row) => (
            <Box component="li" key={rowKey(row)} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', display: 'grid', gap: 0.5 }}>
              {title ? (
                <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {title.cell(row)}
                </Typography>
              ) : null}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
                {lines.map((column) => (
                  <Box key={column.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {actions.map((column) => (
                <Box key={column.id} sx={{ pt: 0.5 }}>
                  {column.cell(row)}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </LoadingOverlay>
      {onPageChange && totalPages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination page={page} pageCount={totalPages} onPageChange={onPageChange} label={t('contracts.pages.table.pages', { caption })} disabled={loading} />
        </Box>
      ) : null}
    </Box>
  )
}
