import { observer } from 'mobx-react-lite'
import { SignOutConfirmDialog } from '../../components/accounts/SignOutConfirmDialog'
import { useRootStore } from '../StoreContext'

/**
 * Sign out asks first (spec section 4); confirming clears session storage and the login and agent flags, and the
 * shell returns to / (AppFrame).
 */
export default observer(function SignOutModal() {
  const root = useRootStore()
  return <SignOutConfirmDialog open onConfirm={() => root.signOut()} onCancel={() => root.modals.close('confirmSignOut')} />
})
