import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { ForgotPasswordDialog } from '../../components/auth/ForgotPasswordDialog'
import { useRootStore } from '../StoreContext'
import { NO_REGISTER_SETTINGS } from './registerSettings'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/**
 * Forgot password (spec section 4): a reset link by email, and with CHNGPASSVERIF3 a new password set with an SMS
 * code, after which the member is logged in and lands on /.
 */
export default observer(function ForgotPasswordModal() {
  const { config } = useRootStore()
  const auth = useAuth()
  const navigate = useNavigate()
  const [codeSeconds, setCodeSeconds] = useState<number | undefined>(undefined)
  useEffect(() => auth.openForgot(), [auth])
  const serverError = useServerMessage(auth.forgot.error)
  const codeError = useServerMessage(auth.codeError)
  return (
    <ForgotPasswordDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      phoneEnabled={config.isEnabled('CHNGPASSVERIF3')}
      emailSent={auth.resetLinkSent}
      codeSeconds={codeSeconds}
      busy={auth.forgot.isLoading}
      serverError={serverError}
      codeError={codeError}
      onSubmitEmail={(values) => void auth.sendResetLink(values)}
      onSubmitPhone={(values) => {
        void auth.resetByPhone(values).then((loggedIn) => {
          if (loggedIn) navigate('/')
        })
      }}
      onRequestCode={(mobile) =>
        auth.sendForgotCode(mobile).then((seconds) => {
          setCodeSeconds(seconds)
          return seconds
        })
      }
      onClose={() => auth.closeForgot()}
    />
  )
})
