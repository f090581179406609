import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { LiveChat } from '../../../components/support/feedback/LiveChat'
import { PATHS } from '../../../config/paths'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { feedbackOf } from '../../stores/FeedbackStore'
import type { RoutePageProps } from '../RoutePageProps'

/**
 * How often the open window asks for staff answers. The member's event stream announces only the unread count and is
 * opened by the wallet in the full shell, which this bare window does not have; a small read every 10 s while the
 * window is open and shown (and at once when it gets the focus back) is cheap, well inside the call's rate limit, and
 * stops when the window is closed or hidden.
 */
export const LIVE_CHAT_POLL_MS = 10_000

/**
 * The portal's own live chat (/livechat; docs/feedback.md "Live chat"), the page the demo merchants' customer-service
 * window opens at 440×500: no header, footer or side menu (the `bare` layout). A member's conversation is its newest
 * customer-service feedback ticket that is not closed, which staff answer with the operators' API and which shows in
 * "my feedback" too. Its own lazy chunk with the feedback store and the `support` strings.
 */
export default observer(function LiveChatPage(_props: RoutePageProps) {
  const root = useRootStore()
  const store = feedbackOf(root)
  const { t } = useTranslation('support')
  const loggedIn = root.session.isLoggedIn
  useEffect(() => {
    void store.loadSettings()
    if (!loggedIn) return
    void store.loadChat()
    const poll = () => {
      if (document.visibilityState === 'visible') void store.loadChat()
    }
    const timer = window.setInterval(poll, LIVE_CHAT_POLL_MS)
    window.addEventListener('focus', poll)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', poll)
    }
  }, [store, loggedIn])
  const sendError = useServerMessage(store.requests.chatSend.error)
  const loadError = useServerMessage(store.requests.chat.error)
  const settings = store.settings
  const state = !loggedIn
    ? 'guest'
    : store.chatRead && settings
      ? 'ready'
      : store.requests.chat.error || store.requests.settings.error
        ? 'error'
        : 'loading'
  return (
    // The whole window (440×500 as the side menu opens it), the composer at its bottom.
    <Box sx={{ height: '100dvh' }} data-testid="route-page-liveChat">
      <LiveChat
        state={state}
        entries={store.chat?.thread ?? []}
        minLength={settings?.minLength}
        maxLength={settings?.maxLength}
        sending={store.requests.chatSend.isLoading}
        error={state === 'error' ? loadError : sendError}
        onSend={(content) => store.sendChat(content)}
        onRetry={() => {
          void store.loadSettings()
          void store.loadChat()
        }}
        onLogin={() => root.modals.open('login', { reason: 'feedback' })}
        guestFeedback={
          settings?.guests ? (
            // Spelled as the member centre's messages link spells it: importing the help page's constant would load that page's chunk here.
            <Link component={RouterLink} to={`${PATHS.help}?view=feedback`}>
              {t('liveChat.guestFeedback')}
            </Link>
          ) : null
        }
      />
    </Box>
  )
})
