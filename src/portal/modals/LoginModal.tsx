import { use, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { LoginDialog } from '../../components/auth/LoginDialog'
import { useRootStore } from '../StoreContext'
import { NO_REGISTER_SETTINGS } from './registerSettings'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/**
 * The login popup (spec section 2): username and, with MOBILEVERCODELOGIN3, SMS tabs; remember me (the login
 * name and SMS mobile for a day); the captcha once a failure flagged it; forgot and register links; a button per
 * social provider the server offers (asked when the popup first opens, and answered before it is drawn, so the
 * buttons do not arrive under the visitor's eyes and move the popup), saying which are test sign-ins (the server's
 * sandbox), and why a social login did not finish.
 */
export default observer(function LoginModal() {
  const { config, modals } = useRootStore()
  const auth = useAuth()
  // Suspends (the popup is drawn in a transition, so nothing is shown meanwhile) until the providers are known.
  use(auth.socialProvidersReady())
  // What remember me kept, read once when the popup opens (the form starts from it).
  const [remembered] = useState(() => auth.remembered)
  useEffect(() => auth.openLogin(), [auth])
  const serverError = useServerMessage(auth.login.error)
  const codeError = useServerMessage(auth.codeError)
  return (
    <LoginDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      smsLoginEnabled={config.isEnabled('MOBILEVERCODELOGIN3')}
      rememberedUsername={remembered?.username}
      rememberedMobile={remembered?.mobile}
      rememberInitially={remembered !== null}
      captchaRequired={auth.captchaRequired}
      captchaImage={auth.loginCaptcha.image}
      busy={auth.login.isLoading && auth.socialPending === null}
      serverError={serverError}
      socialProviders={auth.socialProviders}
      sandboxProviders={auth.sandboxSocialProviders}
      socialBusy={auth.socialPending}
      socialRetry={auth.socialRetry}
      onSocial={(provider) => void auth.loginWithSocial(provider)}
      codeError={codeError}
      onSubmitUsername={(values) => void auth.loginByUsername(values)}
      onSubmitSms={(values) => void auth.loginBySms(values)}
      onRequestCode={(mobile) => auth.sendLoginCode(mobile)}
      onRefreshCaptcha={() => void auth.loginCaptcha.refresh()}
      onForgot={() => {
        auth.closeLogin()
        modals.open('forgotPassword')
      }}
      onRegister={() => {
        auth.closeLogin()
        modals.open('register')
      }}
      onFreePlay={config.isEnabled('FREEPLAY3') ? () => void auth.loginFreePlay() : undefined}
      onClose={() => auth.closeLogin()}
    />
  )
})
