import { useId, useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import CampaignIcon from '@mui/icons-material/Campaign'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../contract'
import { Dialog } from '../../primitives/Dialog'
import { EmptyState } from '../../primitives/EmptyState'
import { Pagination } from '../../primitives/Pagination'
import { noticeLanguage } from '../noticeLanguage'
import { sanitizeHtml } from '../sanitizeHtml'
import { prepareDateFormat, useDateFormat } from '../useDateFormat'

/** Notices per page of the list (spec section 9: popup 8 per page). */
export const ANNOUNCEMENT_PAGE_SIZE = 8

export interface AnnouncementModalProps {
  /** Whether the modal is shown. Each opening starts on page 1 with the first notice selected. */
  open: boolean
  /** The popup notices (type PU), newest first as the server sends them. */
  notices: Notice[]
  /** Close (close button, Escape, click outside); the portal records publicityClose. */
  onClose(): void
  /** Titles per page of the list. */
  pageSize?: number
}

/**
 * The public announcement (spec section 2 "Modals"): titles on the left, 8 per page with pagination under them,
 * the selected notice's sanitised HTML on the right. The titles are a vertical tab list (arrow keys move; the
 * WAI-ARIA tabs pattern with manual activation), built on ButtonBase rather than MUI's Tabs, whose scrolling and
 * indicator code the first screen would otherwise download with the popup.
 */
export function AnnouncementModal({ open, notices, onClose, pageSize = ANNOUNCEMENT_PAGE_SIZE }: AnnouncementModalProps) {
  const { t } = useTranslation('layout')
  return (
    <Dialog open={open} onClose={() => onClose()} title={t('announcement.title')} width={920}>
      {/* Mounted only while open, so every opening starts again on page 1 with the first notice. */}
      {notices.length === 0 ? (
        <EmptyState icon={<CampaignIcon />} title={t('announcement.emptyTitle')} description={t('announcement.emptyText')} compact />
      ) : (
        <AnnouncementBrowser notices={notices} pageSize={pageSize} />
      )}
    </Dialog>
  )
}

/** How the list dates its notices. */
const NOTICE_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

/**
 * Does ahead of time, in the caller's task, the one costly step of drawing the announcement in `locale` (a BCP 47
 * tag): the language's date formatter. A popup that opens by itself calls this first, so its own task stays short.
 */
export function prepareAnnouncementModal(locale: string): void {
  prepareDateFormat(locale, NOTICE_DATE_FORMAT)
}

export interface AnnouncementBrowserProps {
  /** The notices, in the order the server sends them; the first is selected. */
  notices: Notice[]
  /** Titles per page of the list. */
  pageSize?: number
  /** Accessible name of the list of titles; defaults to the announcement's (`layout:announcement.listLabel`). */
  listLabel?: string
}

/**
 * The body of the announcement, and of every modal that shows notices the same way (the agents' agency notice):
 * the paged list of titles and the selected notice's sanitised HTML.
 */
export function AnnouncementBrowser({ notices, pageSize = ANNOUNCEMENT_PAGE_SIZE, listLabel }: AnnouncementBrowserProps) {
  const { t } = useTranslation('layout')
  const formatDate = useDateFormat(NOTICE_DATE_FORMAT)
  const baseId = useId()
  const pageCount = Math.max(1, Math.ceil(notices.length / pageSize))
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | undefined>(notices[0]?.id)

  const currentPage = Math.min(page, pageCount)
  const pageNotices = notices.slice((currentPage - 1) * pageSize, currentPage * pageSize)
  // The selection always lies on the page shown (notices may change while the modal is open).
  const selected = pageNotices.find((notice) => notice.id === selectedId) ?? pageNotices[0]
  const tabId = (id: number) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`

  /** Up and Down (Home, End) move focus along the titles; Enter, Space or a click selects one. */
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
    const current = tabs.indexOf(document.activeElement as HTMLElement)
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (next === undefined || current < 0) return
    event.preventDefault()
    tabs[(next + tabs.length) % tabs.length]?.focus()
  }

  const changePage = (next: number) => {
    setPage(next)
    setSelectedId(notices[(next - 1) * pageSize]?.id)
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        gap: 2.5,
        minHeight: { md: 440 },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <Box
          role="tablist"
          aria-orientation="vertical"
          aria-label={listLabel ?? t('announcement.listLabel')}
          onKeyDown={moveFocus}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, paddingInlineEnd: { md: 1.5 }, borderInlineEnd: { md: 1 }, borderColor: { md: 'divider' } }}
        >
          {pageNotices.map((notice) => {
            const isSelected = notice.id === selected?.id
            return (
              <ButtonBase
                key={notice.id}
                role="tab"
                id={tabId(notice.id)}
                aria-controls={panelId}
                aria-selected={isSelected}
                // One tab stop for the list: the selected title; the arrow keys move between titles.
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelectedId(notice.id)}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  justifyContent: 'center',
                  minHeight: 56,
                  paddingInline: 1.5,
                  paddingBlock: 1,
                  borderRadius: 1,
                  textAlign: 'start',
                  typography: 'body2',
                  color: 'text.secondary',
                  '&:hover': { bgcolor: 'action.hover' },
                  // The selected title is text on the brand colour: contrastText is chosen for 4.5:1 or more on it,
                  // in both schemes and for any brand (a tinted background under primary-coloured text was not).
                  '&[aria-selected="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                }}
              >
                <Box component="span" {...noticeLanguage(notice)} sx={{ fontWeight: 700, color: isSelected ? 'inherit' : 'text.primary' }}>
                  {notice.title}
                </Box>
                <Box component="span" sx={{ fontSize: '0.75rem' }}>
                  {formatDate(notice.startAt)}
                </Box>
              </ButtonBase>
            )
          })}
        </Box>
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'center' }}>
          <Pagination page={currentPage} pageCount={pageCount} onPageChange={changePage} label={t('announcement.pagesLabel')} />
        </Box>
      </Box>
      {selected && (
        <Box
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(selected.id)}
          tabIndex={0}
          // Focusable so keyboard users can scroll a long notice; the theme's focus ring shows where focus is.
          sx={{ minWidth: 0, overflowY: 'auto', maxHeight: { md: 520 }, paddingInlineEnd: 1, borderRadius: 1 }}
        >
          <Typography component="h3" variant="h5" sx={{ mb: 0.5 }} {...noticeLanguage(selected)}>
            {selected.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <time dateTime={selected.startAt}>{formatDate(selected.startAt)}</time>
          </Typography>
          <Box
            {...noticeLanguage(selected)}
            sx={{
              lineHeight: 1.7,
              overflowWrap: 'anywhere',
              '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
              '& a': { color: 'primary.main' },
              '& p': { mt: 0, mb: 1.5 },
            }}
            // Operator HTML, cleaned by DOMPurify (scripts, handlers, javascript: URLs and forms removed).
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(selected.content) }}
          />
        </Box>
      )}
    </Box>
  )
}
