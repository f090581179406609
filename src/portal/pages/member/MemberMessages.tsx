import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { MessageList } from '../../../components/member/MessageList'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { messageStoreOf } from '../../stores/MessageStore'

/** The member centre's messages (messageV2), fed by the message store. */
export const MessagesPage = observer(function MessagesPage() {
  const root = useRootStore()
  const store = messageStoreOf(root)
  const currency = root.config.merchant?.currency
  useEffect(() => void store.load(1), [store])
  const error = useServerMessage(store.requests.read.error ?? store.requests.list.error)
  const page = store.page
  return (
    <MessageList
      messages={page?.list ?? (store.requests.list.error ? [] : null)}
      unread={page?.unread ?? 0}
      page={store.pageNo}
      totalPages={page?.totalPages ?? 1}
      currency={{ symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }}
      error={error}
      onMarkRead={(id) => void store.markRead(id)}
      onMarkAllRead={() => void store.markAllRead()}
      onPage={(pageNo) => void store.load(pageNo)}
    />
  )
})
