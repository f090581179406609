import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { RegisterDialog } from '../../components/accounts/RegisterDialog'
import { helpTopicPath } from '../../components/layout/navigation'
import { useRootStore } from '../StoreContext'
import { NO_REGISTER_SETTINGS } from './registerSettings'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/** Where the visitor came from: the affiliate code and referral code of the address (spec sections 3 and 5). */
function fromAddress(): { affiliateCode?: string; referralCode?: string } {
  const query = new URLSearchParams(window.location.search)
  const affiliateCode = query.get('affiliateCode')?.trim() || undefined
  const referralCode = query.get('referralCode')?.trim() || undefined
  return { affiliateCode, referralCode }
}

/**
 * Registration (spec section 2 "Register"): tabs only when both username (USERNAMEREG3) and mobile
 * (MOBILENUMREG3) registration are on; the SMS code with REGMOBVERF3; the new member is logged in at once.
 */
export default observer(function RegisterModal() {
  const { config, modals } = useRootStore()
  const { registration } = useAuth()
  useEffect(() => registration.open(), [registration])
  const serverError = useServerMessage(registration.request.error)
  const codeError = useServerMessage(registration.smsCode.error)
  const { affiliateCode, referralCode } = fromAddress()
  return (
    <RegisterDialog
      open
      registerSettings={config.registerSettings ?? NO_REGISTER_SETTINGS}
      usernameRegistration={config.isEnabled('USERNAMEREG3')}
      mobileRegistration={config.isEnabled('MOBILENUMREG3')}
      smsVerification={config.isEnabled('REGMOBVERF3')}
      mobilePassword={config.isEnabled('MOBILENUMPASSREG3')}
      affiliateCode={affiliateCode}
      captchaImage={registration.captcha.image}
      busy={registration.request.isLoading}
      serverError={serverError}
      codeError={codeError}
      onSubmit={(values) =>
        void registration.submit(values, { url: window.location.href, host: window.location.hostname, referralCode })
      }
      onRequestCode={(mobile) => registration.sendSmsCode(mobile)}
      onRefreshCaptcha={() => void registration.captcha.refresh()}
      // The terms and the privacy policy open in a tab of their own: the form stays as it was filled in.
      onShowDocument={(document) => window.open(helpTopicPath(document), '_blank', 'noopener')}
      onLogin={() => {
        registration.close()
        modals.open('login')
      }}
      onClose={() => registration.close()}
    />
  )
})
