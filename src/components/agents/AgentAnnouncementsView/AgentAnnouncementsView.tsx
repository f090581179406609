import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../contract/schemas/content'
import { AnnouncementBrowser } from '../../content/AnnouncementModal'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'

export interface AgentAnnouncementsViewProps {
  /** The agents' notices (the agency notices), in any order; null while they load. */
  notices: readonly Notice[] | null
  error: string | null
  onRetry: () => void
}

/** Newest first, by when each notice starts (the server's order breaks ties). */
export function newestFirst(notices: readonly Notice[]): Notice[] {
  return notices.map((notice, index) => ({ notice, index })).sort((a, b) => b.notice.startAt.localeCompare(a.notice.startAt) || a.index - b.index).map(({ notice }) => notice)
}

/**
 * The announcement page: every agency notice, newest first, browsed as the agency notice modal shows them (the
 * titles, and the chosen one's sanitised HTML).
 */
export function AgentAnnouncementsView({ notices, error, onRetry }: AgentAnnouncementsViewProps) {
  const { t } = useTranslation('agents')
  let body
  if (error) body = <ErrorState title={t('table.errorTitle')} message={error} onRetry={onRetry} />
  else if (!notices)
    body = (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('table.loading')}
        </Box>
        <Skeleton variant="rounded" height={240} aria-hidden="true" />
      </Box>
    )
  else if (notices.length === 0) body = <EmptyState title={t('announcements.emptyTitle')} description={t('announcements.emptyHint')} />
  else body = <AnnouncementBrowser notices={newestFirst(notices)} listLabel={t('announcements.listLabel')} />
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t('menu.agentAnnouncement')}
      </Typography>
      {body}
    </Box>
  )
}
