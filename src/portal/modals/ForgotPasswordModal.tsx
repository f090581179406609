import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { ForgotPasswordDialog } from '../../components/accounts/ForgotPasswordDialog'
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
  const { passwordRecovery: recovery } = useAuth()
  const navigate = useNavigate()
  const [codeSeconds, setCodeSeconds] = useState<number | undefined>(undefined)
  useEffect(() => recovery.open(), [recovery])
  const serverError = useServerMessage(recovery.forgot.error)
  const codeError = useServerMessage(recovery.smsCode.error)
  return (
    <ForgotPasswordDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      phoneEnabled={config.isEnabled('CHNGPASSVERIF3')}
      emailSent={recovery.resetLinkSent}
      codeSeconds={codeSeconds}
      busy={recovery.forgot.isLoading}
      serverError={serverError}
      codeError={codeError}
      onSubmitEmail={(values) => void recovery.sendResetLink(values)}
      onSubmitPhone={(values) => {
        void recovery.resetByPhone(values).then((loggedIn) => {
          if (loggedIn) navigate('/')
        })
      }}
      onRequestCode={(mobile) =>
        recovery.sendSmsCode(mobile).then((seconds) => {
          setCodeSeconds(seconds)
          return seconds
        })
      }
      onClose={() => recovery.close()}
    />
  )
})
