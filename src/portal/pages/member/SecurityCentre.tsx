import { useEffect } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { ActiveSessionsCard } from '../../../components/member/ActiveSessionsCard'
import { AuthenticatorCard } from '../../../components/member/AuthenticatorCard'
import { BankAccountsCard } from '../../../components/member/BankAccountsCard'
import { ContactBindingCard } from '../../../components/member/ContactBindingCard'
import { PaymentPasswordCard } from '../../../components/member/PaymentPasswordCard'
import { ProfileFieldsForm } from '../../../components/member/ProfileFieldsForm'
import { SecurityProfileCard } from '../../../components/member/SecurityProfileCard'
import { SocialBindingsCard } from '../../../components/member/SocialBindingsCard'
import { paymentPasswordRuleOf } from '../../../components/member/validation'
import { ErrorState } from '../../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../../components/primitives/LoadingOverlay'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { securityStoreOf } from '../../stores/SecurityStore'

/** The security centre (member page securityCenter): the security components fed by the SecurityStore. */
export const SecurityCentre = observer(function SecurityCentre() {
  const root = useRootStore()
  const { t } = useTranslation('member')
  const security = securityStoreOf(root)
  const token = root.session.token
  useEffect(() => {
    void security.load()
    // A bind the member started here came back from the provider (after the load above has claimed the session).
    const bindResult = root.takeSocialBindResult()
    if (bindResult) security.showBindResult(bindResult)
  }, [root, security, token])

  const r = security.requests
  const loadError = useServerMessage(r.overview.error)
  const profileError = useServerMessage(r.profile.error)
  const mobileError = useServerMessage(r.mobile.error)
  const mobileCodeError = useServerMessage(r.mobileCode.error)
  const emailError = useServerMessage(r.email.error)
  const emailCodeError = useServerMessage(r.emailCode.error)
  const bankError = useServerMessage(r.bankAccount.error)
  const paymentError = useServerMessage(r.paymentPassword.error)
  const paymentCodeError = useServerMessage(r.paymentCode.error)
  const authenticatorError = useServerMessage(r.authenticator.error)
  const sessionsError = useServerMessage(r.signOutOthers.error ?? r.sessions.error)
  const socialError = useServerMessage(r.socialBind.error)

  const overview = security.loaded ? security.overview : null
  if (!overview) {
    if (r.overview.error && !r.overview.isLoading)
      return <ErrorState title={t('security.loadFailed')} message={loadError ?? ''} onRetry={() => void security.load()} retryLabel={t('common.retry')} />
    return <LoadingOverlay loading label={t('common.loading')} minHeight={240} />
  }

  const bound = overview.bound
  return (
    <Stack spacing={2} data-testid="security-centre">
      <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
        {t('security.title')}
      </Typography>
      <SecurityProfileCard overview={overview} />
      <ContactBindingCard
        kind="mobile"
        current={bound.mobile}
        busy={r.mobile.isLoading}
        serverError={mobileError}
        codeError={mobileCodeError}
        onRequestCode={(mobile) => security.sendMobileCode(mobile)}
        onSubmit={(values) => security.bindMobile(values)}
      />
      <ContactBindingCard
        kind="email"
        current={bound.email}
        busy={r.email.isLoading}
        serverError={emailError}
        codeError={emailCodeError}
        onRequestCode={(email) => security.sendEmailCode(email)}
        onSubmit={(values) => security.bindEmail(values)}
      />
      <BankAccountsCard accounts={security.bankAccounts} max={security.bankAccountMax || bound.maxBankAccounts} busy={r.bankAccount.isLoading} serverError={bankError} onAdd={(values) => security.addBankAccount(values)} />
      <PaymentPasswordCard
        isSet={bound.paymentPassword}
        mobileBound={bound.mobile !== null}
        rule={paymentPasswordRuleOf(root.config.registerSettings ?? undefined)}
        busy={r.paymentPassword.isLoading}
        serverError={paymentError}
        codeError={paymentCodeError}
        onSet={(values) => security.setPaymentPassword(values)}
        onChange={(values) => security.changePaymentPassword(values)}
        onRequestCode={() => security.sendPaymentCode()}
        onReset={(values) => security.resetPaymentPassword(values)}
      />
      <AuthenticatorCard
        enabled={bound.authenticator}
        setup={security.authenticatorSetup}
        busy={r.authenticator.isLoading}
        serverError={authenticatorError}
        onBegin={() => void security.beginAuthenticator()}
        onCancelSetup={() => security.cancelAuthenticator()}
        onConfirm={({ code }) => security.confirmAuthenticator(code)}
        onDisable={(values) => security.disableAuthenticator(values)}
      />
      <SocialBindingsCard
        bindings={bound.social}
        providers={security.socialProviders}
        sandboxProviders={security.sandboxProviders}
        bindNeedsRealAccount={!security.socialBindAllowed}
        busyProvider={security.bindingProvider}
        justBound={security.justBound}
        serverError={socialError}
        onBind={(provider) => void security.startSocialBind(provider)}
      />
      <ProfileFieldsForm profile={overview.profile} busy={r.profile.isLoading} serverError={profileError} onSubmit={(values) => security.updateProfile(values)} />
      <ActiveSessionsCard sessions={security.sessions} busy={r.signOutOthers.isLoading} signedOut={security.signedOut} serverError={sessionsError} onSignOutOthers={() => void security.signOutOthers()} />
    </Stack>
  )
})
