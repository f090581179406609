import { observer } from 'mobx-react-lite'
import { TrialNoticeDialog } from '../../components/accounts/TrialNoticeDialog'
import { useRootStore } from '../StoreContext'

/** A trial (type 4) account tried something only a real account may do (spec sections 2 and 4). */
export default observer(function TrialNoticeModal() {
  const { modals } = useRootStore()
  return (
    <TrialNoticeDialog
      open
      onRegister={() => {
        modals.close('trialNeedsRealAccount')
        modals.open('register')
      }}
      onClose={() => modals.close('trialNeedsRealAccount')}
    />
  )
})
