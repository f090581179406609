import { useEffect, useRef } from 'react'
import { observer } from 'mobx-react-lite'
import Snackbar from '@mui/material/Snackbar'
import { useTranslation } from 'react-i18next'
import { PopupBlockedDialog } from '../../components/support/service/PopupBlockedDialog'
import { customerServiceOf } from '../stores/CustomerServiceStore'
import type { ServiceWindow } from '../stores/liveChatWindow'
import { useRootStore } from '../StoreContext'

/** One live-chat click: the window it opened (null when the browser blocked it). A new click is a new object. */
export interface LiveChatRequest {
  popup: ServiceWindow | null
}

/**
 * The live chat after its click (lazy, with the `support` strings): hands the window to the customer-service store,
 * which fills it in, and shows what it leaves: the "allow pop-ups and retry" dialog, whose Retry opens the window in
 * its own click, or the failure's message (the window is closed by then).
 */
export default observer(function CustomerServiceHost({ request }: { request: LiveChatRequest }) {
  const root = useRootStore()
  const store = customerServiceOf(root)
  const { t } = useTranslation('errors')
  // Each click is handled once (a development double effect must not ask twice).
  const handled = useRef<LiveChatRequest | null>(null)
  useEffect(() => {
    if (handled.current === request) return
    handled.current = request
    void store.load(request.popup)
  }, [store, request])
  return (
    <>
      <PopupBlockedDialog open={store.blocked} onRetry={() => void store.open()} onClose={() => store.dismiss()} />
      <Snackbar
        open={store.error !== null}
        autoHideDuration={6000}
        onClose={() => store.dismiss()}
        message={store.error ? t(store.error.messageKey) : ''}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  )
})
