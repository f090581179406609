import { use, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { LoginDialog } from '../../components/accounts/LoginDialog'
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
  const { login } = useAuth()
  // Suspends (the popup is drawn in a transition, so nothing is shown meanwhile) until the providers are known.
  use(login.socialProviders.ready())
  // What remember me kept, read once when the popup opens (the form starts from it).
  const [remembered] = useState(() => login.remembered)
  useEffect(() => login.open(), [login])
  const serverError = useServerMessage(login.request.error)
  const codeError = useServerMessage(login.smsCode.error)
  return (
    <LoginDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      smsLoginEnabled={config.isEnabled('MOBILEVERCODELOGIN3')}
      rememberedUsername={remembered?.username}
      rememberedMobile={remembered?.mobile}
      rememberInitially={remembered !== null}
      captchaRequired={login.captchaRequired}
      captchaImage={login.captcha.image}
      busy={login.request.isLoading && login.socialPending === null}
      serverError={serverError}
      socialProviders={login.socialProviders.offered}
      sandboxProviders={login.socialProviders.sandbox}
      socialBusy={login.socialPending}
      socialRetry={login.socialRetry}
      onSocial={(provider) => void login.withSocial(provider)}
      codeError={codeError}
      onSubmitUsername={(values) => void login.byUsername(values)}
      onSubmitSms={(values) => void login.bySms(values)}
      onRequestCode={(mobile) => login.sendSmsCode(mobile)}
      onRefreshCaptcha={() => void login.captcha.refresh()}
      onForgot={() => {
        login.close()
        modals.open('forgotPassword')
      }}
      onRegister={() => {
        login.close()
        modals.open('register')
      }}
      onFreePlay={config.isEnabled('FREEPLAY3') ? () => void login.freePlay() : undefined}
      onClose={() => login.close()}
    />
  )
})
