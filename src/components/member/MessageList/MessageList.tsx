import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined'
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import { useTranslation } from 'react-i18next'
import type { MemberMessage } from '../../../contract/schemas/messages'
import { visuallyHidden } from '../../layout/a11y'
import { formatAmount } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import { useDateTime } from '../format'

export interface MessageListProps {
  /** One page of the member's messages, newest first; `null` while it loads. */
  messages: readonly MemberMessage[] | null
  /** How many of all the member's messages are unread. */
  unread: number
  /** The page shown (1-based) and how many there are. */
  page: number
  totalPages: number
  /** The merchant's currency, for the amounts in the messages. */
  currency: { symbol: string; decimals: number }
  /** The last request's failure, already translated by the portal. */
  error: string | null
  onMarkRead: (id: string) => void
  onMarkAllRead: () => void
  onPage: (page: number) => void
}

/**
 * The member centre's messages (messageV2): what the platform told the member about its money (a deposit credited,
 * a withdrawal paid or refused, money from or back to an agent), newest first, each sentence written in the
 * member's language from the message's kind and values. Unread ones stand out (and say so to a screen reader) and
 * can be marked read one by one or all at once; older pages are a button away. Presentational.
 */
export function MessageList({ messages, unread, page, totalPages, currency, error, onMarkRead, onMarkAllRead, onPage }: MessageListProps) {
  const { t } = useTranslation('member')
  const titleId = useId()

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="message-list" sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Box>
            <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
              {t('messages.title')}
            </Typography>
            {messages !== null ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {unread > 0 ? t('messages.unreadSummary', { count: unread }) : t('messages.allRead')}
              </Typography>
            ) : null}
          </Box>
          {unread > 0 ? (
            <Button variant="outlined" size="small" startIcon={<MarkEmailReadOutlinedIcon aria-hidden="true" />} onClick={onMarkAllRead}>
              {t('messages.markAllRead')}
            </Button>
          ) : null}
        </Stack>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {messages === null ? (
          <>
            <Box role="status" sx={visuallyHidden}>
              {t('messages.loading')}
            </Box>
            <Stack spacing={1} aria-hidden="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={84} />
              ))}
            </Stack>
          </>
        ) : messages.length === 0 ? (
          <Paper variant="outlined" sx={{ backgroundImage: 'none' }}>
            <EmptyState compact icon={<EmailOutlinedIcon />} title={t('messages.empty.title')} description={t('messages.empty.body')} />
          </Paper>
        ) : (
          <Paper variant="outlined" component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, backgroundImage: 'none' }}>
            {messages.map((message, index) => (
              <MessageItem key={message.id} message={message} divided={index > 0} currency={currency} onMarkRead={onMarkRead} />
            ))}
          </Paper>
        )}
        {messages !== null && totalPages > 1 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }} component="nav" aria-label={t('messages.page', { page, pages: totalPages })}>
            <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('messages.previous')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('messages.page', { page, pages: totalPages })}
            </Typography>
            <Button size="small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
              {t('messages.next')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  )
}

function MessageItem({ message, divided, currency, onMarkRead }: {
  message: MemberMessage
  divided: boolean
  currency: MessageListProps['currency']
  onMarkRead: (id: string) => void
}) {
  const { t, i18n } = useTranslation('member')
  const dateTime = useDateTime()
  const money = (value: string | undefined) =>
    value === undefined ? '' : `${currency.symbol}\u00a0${formatAmount(value, i18n.language, currency.decimals) ?? value}`
  const params = { ...message.params, amount: money(message.params.amount) }
  // `deposit.credited` → messages.kinds.deposit.credited.title / .body (the kind's dot is a level of the key).
  const key = `messages.kinds.${message.kind}`
  const unread = !message.read
  const titleId = useId()
  return (
    <Box
      component="li"
      data-testid="message"
      data-read={message.read}
      sx={{
        display: 'flex', gap: 1.5, px: { xs: 2, sm: 2.5 }, py: 1.5, borderTop: divided ? 1 : 0, borderColor: 'divider', minWidth: 0,
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{ mt: 0.75, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'primary.main' : 'transparent' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h4" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {t('messages.unread')}:{' '}
            </Box>
          ) : null}
          {t(`${key}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`${key}.body`, params)}
        </Typography>
        {message.kind === 'withdrawal.rejected' && message.params.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t(`${key}.reason`, { reason: message.params.reason })}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
          {dateTime(message.createdAt)}
        </Typography>
      </Box>
      {unread ? (
        <Box sx={{ alignSelf: 'center' }}>
          <Button size="small" onClick={() => onMarkRead(message.id)} aria-describedby={titleId}>
            {t('messages.markRead')}
          </Button>
        </Box>
      ) : null}
    </Box>
  )
}
