import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { PAGE_MARGIN, PAGE_RANGE, paginationItems } from './paginationItems'

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number
  /** How many pages there are. Nothing renders when there is only one page or none. */
  pageCount: number
  /** Called with the page the person asks for. */
  onPageChange: (page: number) => void
  /** Pages shown around the current one. */
  range?: number
  /** Pages always shown at each end. */
  margin?: number
  /** Accessible name of the navigation landmark; defaults to `common:pagination.label`. */
  label?: string
  /** Disable every button (e.g. while the next page loads). */
  disabled?: boolean
}

/** Page navigation: previous, numbered pages with ellipses (range 3, margin 1), next. */
export function Pagination({ page, pageCount, onPageChange, range = PAGE_RANGE, margin = PAGE_MARGIN, label, disabled = false }: PaginationProps) {
  const { t } = useTranslation('common')
  const theme = useTheme()
  if (pageCount <= 1) return null
  const rtl = theme.direction === 'rtl'
  const PreviousIcon = rtl ? ChevronRightIcon : ChevronLeftIcon
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon

  return (
    <Box component="nav" aria-label={label ?? t('pagination.label')}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <IconButton aria-label={t('pagination.previous')} disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
            <PreviousIcon />
          </IconButton>
        </li>
        {paginationItems(page, pageCount, range, margin).map((item) =>
          item.type === 'ellipsis' ? (
            <Box component="li" key={`ellipsis-${item.position}`} aria-hidden="true" sx={{ minWidth: 32, textAlign: 'center', color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'contained' : 'text'}
                color={item.page === page ? 'primary' : 'inherit'}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item.page })}
                disabled={disabled}
                onClick={() => {
                  if (item.page !== page) onPageChange(item.page)
                }}
                sx={{ minWidth: 40, paddingInline: 1 }}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton aria-label={t('pagination.next')} disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
            <NextIcon />
          </IconButton>
        </li>
      </Box>
    </Box>
  )
}
