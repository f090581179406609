/**
 * The chat room widget, connected (docs/chat.md): the `chat` modal (shell/ModalHost.tsx), a lazy chunk the floating
 * launcher (shell/PortalLayout.tsx) loads on its first press, with the chat's strings, calls and store, so the first
 * screen carries none of them (not even the guest rule: a guest's press lands here, which opens the login popup
 * instead of the room, spec section 6). A member who logs out while it is open is asked to log in, and the room's
 * stream stops.
 */
import { useEffect, useRef } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { ChatRoom } from '../../components/chat/ChatRoom'
import { useRootStore } from '../StoreContext'
import { chatOf } from '../stores/ChatStore'
import { useChatStrings } from './chatStrings'

export interface ChatHostProps {
  open: boolean
  onClose(): void
}

export const ChatHost = observer(function ChatHost({ open, onClose }: ChatHostProps) {
  const root = useRootStore()
  const store = chatOf(root)
  const strings = useChatStrings()
  const { t } = useTranslation('chat')
  const member = root.session.isLoggedIn
  // Read when the widget opens, not followed: a member who logs out while it is open sees the guest state instead.
  const now = useRef({ member, onClose })
  now.current = { member, onClose }

  // A guest's press: the login popup, never the room (and nothing of the room is read).
  useEffect(() => {
    if (!open || now.current.member) return
    now.current.onClose()
    root.modals.open('login')
  }, [open, root])

  useEffect(() => {
    if (!open || !member) return
    void store.open()
    return () => store.close()
  }, [open, member, store])

  if (!strings.ready || (open && !member && !store.history.loaded)) return null
  const error = store.sendError
  return (
    <ChatRoom
      open={open}
      onClose={onClose}
      roomName={t(`rooms.${store.room}`, { defaultValue: store.room })}
      state={!member ? 'guest' : store.history.error && !store.history.loaded ? 'error' : store.history.loaded ? 'ready' : 'loading'}
      messages={store.messages}
      hasMore={store.hasMore}
      loadingOlder={store.older.isLoading}
      onLoadOlder={() => void store.loadOlder()}
      onRetry={() => void store.loadLatest()}
      onLogin={() => {
        onClose()
        root.modals.open('login')
      }}
      mode={store.mode}
      mutedUntil={store.mutedUntil === null ? null : new Date(store.mutedUntil)}
      live={store.live}
      draft={store.draft}
      onDraftChange={(text) => store.setDraft(text)}
      onSend={() => void store.send()}
      maxLength={store.maxLength}
      length={store.length}
      canSend={store.canSend}
      sending={store.sending.isLoading}
      sendError={error ? t(error.messageKey, { ns: 'errors', ...(error.value as object | undefined) }) : null}
    />
  )
})

/** The modal the ModalStore opens: the room while it is the top modal; closing it closes the modal. */
export default function ChatModal() {
  const { modals } = useRootStore()
  return <ChatHost open onClose={() => modals.close('chat')} />
}
