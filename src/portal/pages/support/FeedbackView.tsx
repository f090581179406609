import { useEffect, type ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { FeedbackForm } from '../../../components/support/feedback/FeedbackForm'
import { MyFeedbackList } from '../../../components/support/feedback/MyFeedbackList'
import { ErrorState } from '../../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../../components/primitives/LoadingOverlay'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { feedbackOf } from '../../stores/FeedbackStore'

export interface FeedbackViewProps {
  /** The way back to the help topics (a link the help page makes). */
  back: ReactNode
}

/**
 * Feedback and complaints in the help centre (the help pages with `?view=feedback`; docs/feedback.md): the
 * form, and for a member "my feedback" with each ticket's thread. Its own lazy chunk with the feedback store, the calls'
 * table and the `support` strings, so neither the first screen nor the help topics carry them.
 */
export default observer(function FeedbackView({ back }: FeedbackViewProps) {
  const root = useRootStore()
  const store = feedbackOf(root)
  const { t } = useTranslation('support')
  const loggedIn = root.session.isLoggedIn
  useEffect(() => {
    void store.loadSettings()
    if (loggedIn) void store.loadMine(1)
  }, [store, loggedIn])
  const sendError = useServerMessage(store.requests.send.error)
  const settingsError = useServerMessage(store.requests.settings.error)
  const listError = useServerMessage(store.requests.list.error)
  const replyError = useServerMessage(store.requests.reply.error)
  const mine = store.mine
  return (
    <Stack spacing={3} data-testid="feedback-view">
      <Box>
        {back}
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
          {t('feedback.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('feedback.intro')}
        </Typography>
      </Box>
      {store.settings ? (
        <FeedbackForm
          // A new member (a login while the view is open) starts an empty form.
          key={loggedIn ? 'member' : 'guest'}
          settings={store.settings}
          guest={!loggedIn}
          sending={store.requests.send.isLoading}
          error={sendError}
          sent={store.sent}
          onSubmit={(submission) => void store.send(submission)}
          onSendAnother={() => store.startAgain()}
          onLogin={() => root.modals.open('login', { reason: 'feedback' })}
        />
      ) : store.requests.settings.error ? (
        <ErrorState message={settingsError ?? t('feedback.mine.loadError')} onRetry={() => void store.loadSettings()} compact />
      ) : (
        <LoadingOverlay loading minHeight={240}>
          <Box sx={{ minHeight: 240 }} />
        </LoadingOverlay>
      )}
      {loggedIn ? (
        <MyFeedbackList
          tickets={mine?.list ?? (store.requests.list.error ? [] : null)}
          page={store.pageNo}
          totalPages={mine?.totalPages ?? 1}
          error={store.requests.list.error ? (listError ?? t('feedback.mine.loadError')) : null}
          onRetry={() => void store.loadMine()}
          onPage={(page) => void store.loadMine(page)}
          expanded={store.sent?.id ?? mine?.list.find((ticket) => ticket.status === 'answered')?.id}
          reply={store.settings ? {
            minLength: store.settings.minLength, maxLength: store.settings.maxLength,
            sending: store.requests.reply.isLoading ? store.replyingTo : null,
            error: store.requests.reply.error && store.replyingTo !== null ? { ticketId: store.replyingTo, message: replyError ?? '' } : null,
            onSend: (ticketId, content) => store.reply(ticketId, content),
          } : undefined}
        />
      ) : null}
    </Stack>
  )
})
