import { useId } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined'
import { useTranslation } from 'react-i18next'
import type { FeedbackStatus } from '../../../../contract/feedbackEndpoints'
import type { FeedbackTicket } from '../../../../contract/schemas/feedback'
import { visuallyHidden } from '../../../layout/a11y'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { FeedbackComposer } from '../FeedbackComposer'
import { FeedbackThread } from '../FeedbackThread'

export interface MyFeedbackListProps {
  /** The member's tickets on this page, newest first; null while they load. */
  tickets: readonly FeedbackTicket[] | null
  /** The page shown (1-based) and how many there are. */
  page: number
  totalPages: number
  /** Why they could not be read, translated; with `onRetry`, a retry button. */
  error?: string | null
  onRetry?(): void
  onPage(page: number): void
  /** The ticket opened first (the newest answered one, or the one just sent). */
  expanded?: number
  /**
   * A reply box under each open or answered ticket's thread, with the merchant's bounds; its send resolves true when
   * the server took the reply. Without it the list only reads.
   */
  reply?: {
    minLength: number
    maxLength: number
    /** The ticket a reply is being sent to. */
    sending?: number | null
    /** The last refused reply: its ticket and why, translated. */
    error?: { ticketId: number; message: string } | null
    onSend(ticketId: number, content: string): Promise<boolean> | boolean
  }
}

const STATUS_COLOUR: Record<FeedbackStatus, 'warning' | 'success' | 'default'> = { open: 'warning', answered: 'success', closed: 'default' }

/**
 * "My feedback": the member's tickets, newest first, each with its question type, number, status and date; opening
 * one shows its thread, the member's messages and the staff answers, oldest first, and (with `reply`) a box to write
 * again on an open or answered ticket. Presentational.
 */
export function MyFeedbackList({ tickets, page, totalPages, error, onRetry, onPage, expanded, reply }: MyFeedbackListProps) {
  const { t } = useTranslation('support')
  const titleId = useId()
  let body
  if (error) body = <ErrorState message={error} onRetry={onRetry} compact />
  else if (tickets === null) {
    body = (
      <>
        <Box role="status" sx={visuallyHidden}>
          {t('feedback.mine.loading')}
        </Box>
        <Stack spacing={1} aria-hidden="true">
          {[0, 1].map((row) => (
            <Skeleton key={row} variant="rounded" height={64} />
          ))}
        </Stack>
      </>
    )
  } else if (tickets.length === 0) {
    body = <EmptyState compact icon={<ForumOutlinedIcon />} title={t('feedback.mine.emptyTitle')} description={t('feedback.mine.emptyBody')} />
  } else {
    body = (
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tickets.map((ticket) => (
          <Box component="li" key={ticket.id} data-testid="feedback-ticket">
            <TicketItem ticket={ticket} defaultExpanded={ticket.id === expanded} reply={reply} />
          </Box>
        ))}
      </Box>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('feedback.mine.title')}
      </Typography>
      {body}
      {tickets !== null && totalPages > 1 ? (
        <Stack direction="row" spacing={1} component="nav" aria-label={t('feedback.mine.page', { page, pages: totalPages })} sx={{ alignItems: 'center', justifyContent: 'center', mt: 1.5 }}>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('feedback.mine.previous')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('feedback.mine.page', { page, pages: totalPages })}
          </Typography>
          <Button size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('feedback.mine.next')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  )
}

function TicketItem({ ticket, defaultExpanded, reply }: { ticket: FeedbackTicket; defaultExpanded: boolean; reply: MyFeedbackListProps['reply'] }) {
  const { t } = useTranslation('support')
  const summaryId = useId()
  const first = ticket.thread[0]
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" sx={{ backgroundImage: 'none', '&:not(:last-child)': { borderBottom: 0 } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-thread`} sx={{ minHeight: 56, '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t(`feedback.types.${ticket.questionType}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('feedback.mine.ticket', { id: ticket.id })}
            </Typography>
            <Chip size="small" color={STATUS_COLOUR[ticket.status]} variant={ticket.status === 'closed' ? 'outlined' : 'filled'} label={t(`feedback.mine.status.${ticket.status}`)} />
          </Stack>
          {first ? (
            // Words a person wrote, in any language: their own direction, whatever the page's.
            <Typography variant="body2" color="text.secondary" noWrap dir="auto" sx={{ mt: 0.25 }}>
              {first.content}
            </Typography>
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-thread`} sx={{ pt: 0 }}>
        <FeedbackThread entries={ticket.thread} />
        {ticket.imageCount > 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('feedback.mine.images', { count: ticket.imageCount })}
          </Typography>
        ) : null}
        {reply && ticket.status === 'closed' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('feedback.reply.closed')}
          </Typography>
        ) : reply ? (
          <Box sx={{ mt: 1.5 }}>
            <FeedbackComposer
              label={t('feedback.reply.label')}
              submitLabel={t('feedback.reply.submit')}
              minLength={reply.minLength}
              maxLength={reply.maxLength}
              sending={reply.sending === ticket.id}
              error={reply.error?.ticketId === ticket.id ? reply.error.message : null}
              onSend={(content) => reply.onSend(ticket.id, content)}
            />
          </Box>
        ) : null}
      </AccordionDetails>
    </Accordion>
  )
}
