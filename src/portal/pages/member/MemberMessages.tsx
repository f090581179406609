import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import { MessageList } from '../../../components/member/MessageList'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { messageStoreOf } from '../../stores/MessageStore'

/** The member centre's messages (messageV2), fed by the message store, with the way to "my feedback" (the help centre's feedback view), where a feedback's answer is read whole. */
export const MessagesPage = observer(function MessagesPage() {
  const root = useRootStore()
  const store = messageStoreOf(root)
  const currency = root.config.merchant?.currency
  useEffect(() => void store.load(1), [store])
  const error = useServerMessage(store.requests.read.error ?? store.requests.list.error)
  const page = store.page
  const { t } = useTranslation('member')
  return (
    <>
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
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={`${PATHS.help}?view=feedback`} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 44, fontWeight: 600 }}>
          <ForumOutlinedIcon fontSize="small" aria-hidden="true" />
          {t('messages.myFeedback')}
        </Link>
      </Box>
    </>
  )
})
