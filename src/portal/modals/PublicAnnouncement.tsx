import { observer } from 'mobx-react-lite'
import { AnnouncementModal } from '../../components/content/AnnouncementModal'

/** Called before the popup opens by itself: see `prepareAnnouncementModal`. */
export { prepareAnnouncementModal as preparePublicAnnouncement } from '../../components/content/AnnouncementModal'
import { POPUP_PAGE_SIZE } from '../../contract/coreEndpoints'
import { useRootStore } from '../StoreContext'

/**
 * The public announcement popup (spec sections 2 and 4): popup notices, 8 per page; closing stores
 * publicityClose in session storage so it does not reopen in this session.
 */
export default observer(function PublicAnnouncement() {
  const { notices, modals } = useRootStore()
  return (
    <AnnouncementModal
      open
      notices={notices.popup}
      pageSize={POPUP_PAGE_SIZE}
      onClose={() => {
        notices.closePopup()
        modals.close('announcement')
      }}
    />
  )
})
