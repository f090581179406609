import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import CircularProgress from '@mui/material/CircularProgress'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useTranslation } from 'react-i18next'
import { useCount } from '../format'
import { toCsv, type CsvCell } from './csv'

export interface CsvExportButtonProps<Row> {
  /** Fetches the rows: the page's store asks for every page of the current filter (null when that failed). */
  fetchRows: () => Promise<readonly Row[] | null>
  /** The header row (translated). */
  header: readonly string[]
  /** A row's cells, in the header's order (amounts as the server sent them). */
  record: (row: Row) => readonly CsvCell[]
  /** The file's name, without `.csv`. */
  fileName: string
  /** The store is fetching the pages: the button waits and says so. */
  busy?: boolean
  /** Nothing to export (no rows match). */
  disabled?: boolean
  /** Saves the file (stories and tests replace it); defaults to a download through an object URL. */
  save?: (csv: string, fileName: string) => void
  /** The last file was cut at this many rows (the export's limit): said beside the button. */
  truncatedAt?: number
}

/** Downloads text as a `.csv` file through an object URL. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${fileName}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * "Export CSV" of a report: the rows of every page the current filter matches (the store fetches them), written as
 * a CSV with a byte order mark so Excel opens Thai text (see `toCsv`). While the pages come, the button shows progress.
 */
export function CsvExportButton<Row>({ fetchRows, header, record, fileName, busy = false, disabled = false, save = downloadCsv, truncatedAt }: CsvExportButtonProps<Row>) {
  const { t } = useTranslation('agents')
  const count = useCount()
  const button = (
    <Button
      variant="outlined"
      size="small"
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadOutlinedIcon aria-hidden="true" />}
      onClick={async () => {
        const rows = await fetchRows()
        if (rows !== null) save(toCsv(header, rows.map(record)), fileName)
      }}
    >
      {busy ? t('csv.exporting') : t('csv.export')}
    </Button>
  )
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap' }}>
      {button}
      {/* Always there, empty until an export is cut, so a screen reader hears the sentence when it appears (a live
          region without the status role: a report's own loading status is the one `status` of its page). */}
      <Typography aria-live="polite" aria-atomic="true" data-testid="csv-truncated" variant="caption" color="text.secondary" sx={{ '&:not(:empty)': { marginInlineStart: 1 } }}>
        {truncatedAt !== undefined && !busy ? t('csv.truncated', { rows: count(truncatedAt) }) : ''}
      </Typography>
    </Box>
  )
}

/** What a report needs to offer its CSV: the page's store fetches the rows, and says when it is busy doing so. */
export interface ReportExport<Row> {
  fetchRows: () => Promise<readonly Row[] | null>
  busy: boolean
  /** The file's name, without `.csv`. */
  fileName: string
  /** The last file was cut at this many rows. */
  truncatedAt?: number
}
