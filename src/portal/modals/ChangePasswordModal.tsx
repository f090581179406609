import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { ChangePasswordDialog } from '../../components/accounts/ChangePasswordDialog'
import { useRootStore } from '../StoreContext'
import { NO_REGISTER_SETTINGS } from './registerSettings'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/**
 * Change password. Forced as a login step (default password, or expired while PWDEXPFORCECHANGE3 is on): it
 * cannot be dismissed, only completed (the login then finishes and the member lands on /) or left by signing out.
 */
export default observer(function ChangePasswordModal() {
  const { config, modals } = useRootStore()
  const { passwordChange } = useAuth()
  const navigate = useNavigate()
  const pending = passwordChange.pending
  const serverError = useServerMessage(passwordChange.request.error)
  return (
    <ChangePasswordDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      forced={pending?.reason}
      oldPasswordKnown={pending?.oldPasswordKnown ?? false}
      busy={passwordChange.request.isLoading}
      serverError={serverError}
      onSubmit={(values) => {
        void passwordChange.submit(values).then((done) => {
          if (done && pending) navigate('/')
        })
      }}
      onClose={() => modals.close('changePassword')}
      onSignOut={() => passwordChange.abandon()}
    />
  )
})
