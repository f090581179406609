import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ResetPasswordDialog, type ResetPasswordState } from '../../components/accounts/ResetPasswordDialog'
import { useRootStore } from '../StoreContext'
import { NO_REGISTER_SETTINGS } from './registerSettings'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/**
 * /resetPassword?token=…, the page an emailed reset link opens: the new password is set with the link's token;
 * then the member logs in (the login popup), or, when the link cannot be used (asked as the page opens, and again
 * by the server on submit), asks for a new one (forgot password). Leaving takes the token out of the address (home replaces the page in history).
 */
export default observer(function ResetPasswordModal() {
  const { config, modals } = useRootStore()
  const { passwordRecovery: recovery } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<ResetPasswordState>(token ? 'form' : 'invalidLink')
  // A used or expired link says so at once, before a new password is typed for nothing.
  useEffect(() => {
    if (!token) return
    let current = true
    void recovery.checkResetLink(token).then((valid) => {
      if (current && valid === false) setState((shown) => (shown === 'form' ? 'invalidLink' : shown))
    })
    return () => {
      current = false
    }
  }, [recovery, token])
  const serverError = useServerMessage(state === 'form' ? recovery.linkReset.error : null)
  const leaveFor = (next?: 'login' | 'forgotPassword') => {
    recovery.linkReset.cancel()
    modals.close('resetPassword')
    navigate('/', { replace: true })
    if (next) modals.open(next)
  }
  return (
    <ResetPasswordDialog
      open
      state={state}
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      busy={recovery.linkReset.isLoading}
      serverError={serverError}
      onSubmit={(values) => {
        void recovery.resetByLink(token, values).then((outcome) => {
          // A session this browser holds for the same member has ended with the others: its next call is refused
          // and the portal signs it out then (another member's session, if that is what it holds, goes on).
          if (outcome !== 'failed') setState(outcome)
        })
      }}
      onLogin={() => leaveFor('login')}
      onRequestNewLink={() => leaveFor('forgotPassword')}
      onClose={() => leaveFor()}
    />
  )
})
