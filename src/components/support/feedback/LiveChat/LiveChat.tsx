import { useEffect, useId, useRef, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined'
import { useTranslation } from 'react-i18next'
import type { FeedbackEntry } from '../../../../contract/schemas/feedback'
import { visuallyHidden } from '../../../layout/a11y'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { FeedbackComposer } from '../FeedbackComposer'
import { FeedbackThread } from '../FeedbackThread'

export interface LiveChatProps {
  /**
   * `guest`: the login prompt; `loading`: the conversation is being read the first time; `error`: it could not be
   * (with `onRetry`); `ready`: the thread (empty before the first message) and the composer.
   */
  state: 'guest' | 'loading' | 'error' | 'ready'
  /** The conversation, oldest first (empty before the member's first message). */
  entries?: readonly FeedbackEntry[]
  /** The merchant's bounds on a message, in characters. */
  minLength?: number
  maxLength?: number
  /** A message is being sent. */
  sending?: boolean
  /** Why the last message was refused, or why the conversation could not be read, translated. */
  error?: string | null
  onSend?(content: string): Promise<boolean> | boolean
  onRetry?(): void
  /** A guest's way in: opens the login popup. */
  onLogin?(): void
  /** A guest's other way (the guest feedback form, where the merchant takes guests' feedback): a link slot. */
  guestFeedback?: ReactNode
}

/**
 * The portal's own live chat (docs/feedback.md "Live chat"), made to fit the 440×500 window the side menu opens: a
 * member writes to customer service and staff answer in the same conversation, a customer-service feedback ticket.
 * The thread is a log (new answers are read out), kept scrolled to its newest message; the composer stays at the
 * bottom. A guest gets the login prompt. Presentational.
 */
export function LiveChat({ state, entries = [], minLength = 1, maxLength = 1000, sending, error, onSend, onRetry, onLogin, guestFeedback }: LiveChatProps) {
  const { t } = useTranslation('support')
  const titleId = useId()
  const scroller = useRef<HTMLDivElement>(null)
  const last = entries.at(-1)?.id
  useEffect(() => {
    // The newest message in view, as a chat does, when one arrives (and when an error under the composer shrinks the log).
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [last, state, error])
  let body: ReactNode
  if (state === 'guest') {
    body = (
      <Stack spacing={2} sx={{ p: 2, alignItems: 'center', textAlign: 'center', m: 'auto' }}>
        <EmptyState compact icon={<ForumOutlinedIcon />} title={t('liveChat.guestTitle')} description={t('liveChat.guestBody')} />
        <Button variant="contained" onClick={onLogin}>
          {t('feedback.form.login')}
        </Button>
        {guestFeedback}
      </Stack>
    )
  } else if (state === 'loading') {
    body = (
      <Box sx={{ p: 2 }}>
        <Box role="status" sx={visuallyHidden}>
          {t('liveChat.loading')}
        </Box>
        <Stack spacing={1} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      </Box>
    )
  } else if (state === 'error') {
    body = (
      <Box sx={{ p: 2 }}>
        <ErrorState message={error ?? t('liveChat.loadError')} onRetry={onRetry} compact />
      </Box>
    )
  }
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 320, bgcolor: 'background.default' }}>
      <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography id={titleId} component="h1" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('liveChat.title')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('liveChat.intro')}
        </Typography>
      </Box>
      {state === 'ready' ? (
        <>
          <Box ref={scroller} role="log" aria-live="polite" aria-labelledby={titleId} tabIndex={0} sx={{ flex: 1, overflowY: 'auto', p: 2, minHeight: 0 }}>
            {entries.length ? (
              <FeedbackThread entries={entries} />
            ) : (
              <EmptyState compact icon={<ForumOutlinedIcon />} title={t('liveChat.emptyTitle')} description={t('liveChat.emptyBody')} />
            )}
          </Box>
          <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <FeedbackComposer
              label={t('liveChat.message')}
              submitLabel={t('liveChat.send')}
              minLength={minLength}
              maxLength={maxLength}
              sending={sending}
              error={error}
              rows={1}
              onSend={(content) => onSend?.(content) ?? false}
            />
          </Box>
        </>
      ) : (
        <Box sx={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', minHeight: 0 }}>{body}</Box>
      )}
    </Box>
  )
}
