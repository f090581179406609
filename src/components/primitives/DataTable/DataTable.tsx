import type { Key, ReactNode } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../EmptyState'
import { ErrorState } from '../ErrorState'
import { Pagination, type PaginationProps } from '../Pagination'

export interface DataTableColumn<Row> {
  /** Unique id of the column. */
  id: string
  /** Header text (translated). */
  header: ReactNode
  /** The cell of a row. */
  cell: (row: Row) => ReactNode
  /** Alignment; numbers and amounts align to the end. */
  align?: 'start' | 'center' | 'end'
  /** Fixed width (CSS length). */
  width?: number | string
}

export interface DataTableProps<Row> {
  /** Describes the table for assistive technology (a `<caption>`). */
  caption: string
  /** Show the caption as a visible title too. */
  showCaption?: boolean
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[]
  /** The rows of the current page. */
  rows: readonly Row[]
  /** A stable key for a row. */
  rowKey: (row: Row, index: number) => Key
  /** The rows are loading: a spinner row replaces them and the table is `aria-busy`. */
  loading?: boolean
  /** Loading failed: the message replaces the rows. */
  error?: string | null
  /** Offer a retry when `error` is set. */
  onRetry?: () => void
  /** Text when there are no rows; defaults to `common:table.empty`. */
  emptyText?: string
  /** Page navigation under the table. */
  pagination?: Pick<PaginationProps, 'page' | 'pageCount' | 'onPageChange'>
}

const textAlign = { start: 'start', center: 'center', end: 'end' } as const

/** A table of records with loading, empty and error states and optional pagination. */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  onRetry,
  emptyText,
  pagination,
}: DataTableProps<Row>) {
  const { t } = useTranslation('common')

  const fullWidthRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} sx={{ borderBottom: 'none' }}>
        {content}
      </TableCell>
    </TableRow>
  )

  let body: ReactNode
  if (loading) {
    body = fullWidthRow(
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography variant="body2">{t('table.loading')}</Typography>
      </Box>,
    )
  } else if (error) {
    body = fullWidthRow(<ErrorState compact message={error} title={t('table.error')} onRetry={onRetry} />)
  } else if (rows.length === 0) {
    body = fullWidthRow(<EmptyState compact title={emptyText ?? t('table.empty')} />)
  } else {
    body = rows.map((row, index) => (
      <TableRow key={rowKey(row, index)} hover>
        {columns.map((column) => (
          <TableCell key={column.id} sx={{ textAlign: textAlign[column.align ?? 'start'] }}>
            {column.cell(row)}
          </TableCell>
        ))}
      </TableRow>
    ))
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-busy={loading}>
          <Box
            component="caption"
            sx={showCaption ? { captionSide: 'top', textAlign: 'start', fontWeight: 700, color: 'text.primary', p: 2 } : visuallyHidden}
          >
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} scope="col" sx={{ textAlign: textAlign[column.align ?? 'start'], width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      {pagination && !error ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination {...pagination} disabled={loading} />
        </Box>
      ) : null}
    </Box>
  )
}
