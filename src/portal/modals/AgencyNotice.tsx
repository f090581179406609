import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { AgencyNoticeDialog } from '../../components/content/AgencyNoticeDialog'
import { POPUP_PAGE_SIZE } from '../../contract/coreEndpoints'
import { agencyNoticesOf } from '../stores/AgencyNoticeStore'
import { useRootStore } from '../StoreContext'

/**
 * The agency notice (spec section 2 "Modals"): the agents' notices, opened by the portal after an agent's login or
 * on a page load with an agent's session when some are not dismissed (AgencyNoticeStore). Closing keeps it closed
 * for this session; "don't show again today" keeps the notices it showed closed for the day, for this account.
 */
export default observer(function AgencyNotice() {
  const root = useRootStore()
  const { agencyNotices, modals } = root
  const props = modals.propsOf('agencyNotice')
  // Opened by the agent before the portal read the notices (nothing due yet): read them now.
  useEffect(() => {
    const store = agencyNoticesOf(root)
    if (!store.account) void store.load()
  }, [root])
  return (
    <AgencyNoticeDialog
      open
      notices={agencyNotices?.notices ?? []}
      pageSize={POPUP_PAGE_SIZE}
      offerHideToday={props?.due ?? false}
      onClose={(choice) => (agencyNotices ? agencyNotices.close(choice) : modals.close('agencyNotice'))}
    />
  )
})
