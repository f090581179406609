import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '../../../contract/schemas/chat'
import { Dialog } from '../../primitives/Dialog'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { ChatComposer } from '../ChatComposer'
import { ChatMessageList } from '../ChatMessageList'

export interface ChatRoomProps {
  open: boolean
  /** Close (the close button, Escape): focus goes back to the launcher. */
  onClose(): void
  /** The room's name, translated. */
  roomName: string
  /** `guest`: nobody is logged in (the portal opens the login popup instead; the widget says why if it stays open). */
  state: 'loading' | 'error' | 'ready' | 'guest'
  messages: readonly ChatMessage[]
  hasMore?: boolean
  loadingOlder?: boolean
  onLoadOlder?(): void
  onRetry?(): void
  onLogin?(): void
  /** What the member may do: write, only read (a trial account), or wait (muted until `mutedUntil`). */
  mode: 'write' | 'readOnly' | 'muted'
  mutedUntil?: Date | null
  /** The room's stream is open; when not, a notice says new messages wait for the connection. */
  live?: boolean
  draft: string
  onDraftChange(text: string): void
  onSend(): void
  maxLength: number
  length: number
  canSend: boolean
  sending?: boolean
  /** Why the last send was refused, translated. */
  sendError?: string | null
  /** Today, for the day separators. */
  now?: Date
}

/**
 * The chat room widget (spec section 2 "a chat room widget"; docs/chat.md): the room's messages and a composer, in a
 * dialog beside the floating contacts on a desktop and a full-screen sheet on a phone. A trial account reads only, a
 * muted member sees until when, a guest is asked to log in. Escape and the close button close it; focus returns to
 * the launcher that opened it.
 */
export function ChatRoom(props: ChatRoomProps) {
  const { open, onClose, roomName, state, mode, mutedUntil, live = true, now } = props
  const { t } = useTranslation('chat')
  const locale = useLocaleTag()
  const title = `${t('title')} · ${roomName}`
  const footer =
    state !== 'ready' ? null : mode === 'readOnly' ? (
      <Alert severity="info" sx={{ width: '100%' }}>{t('readOnly')}</Alert>
    ) : mode === 'muted' ? (
      <Alert severity="warning" sx={{ width: '100%' }}>
        {t('muted', { time: mutedUntil ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(mutedUntil) : '' })}
      </Alert>
    ) : (
      <ChatComposer
        value={props.draft}
        onChange={props.onDraftChange}
        onSend={props.onSend}
        maxLength={props.maxLength}
        length={props.length}
        canSend={props.canSend}
        sending={props.sending}
        error={props.sendError}
        autoFocus
      />
    )
  return (
    <Dialog open={open} title={title} onClose={() => onClose()} closeLabel={t('close')} width={440} actions={footer}>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 200px)', sm: 'min(60vh, 480px)' }, minHeight: 240 }} data-testid="chat-room">
        {state === 'loading' ? (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }} role="status" aria-label={t('loading')}>
            <CircularProgress />
          </Box>
        ) : state === 'error' ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => props.onRetry?.()}>{t('common:retry')}</Button>}>
            {t('loadFailed')}
          </Alert>
        ) : state === 'guest' ? (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', gap: 2 }}>
            <Box>
              <Box component="p">{t('guest')}</Box>
              <Button variant="contained" onClick={() => props.onLogin?.()}>{t('login')}</Button>
            </Box>
          </Box>
        ) : (
          <>
            {live ? null : <Alert severity="info" sx={{ mb: 1 }}>{t('reconnecting')}</Alert>}
            <ChatMessageList messages={props.messages} hasMore={props.hasMore} loadingOlder={props.loadingOlder} onLoadOlder={props.onLoadOlder} now={now} />
          </>
        )}
      </Box>
    </Dialog>
  )
}
