import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { LoginVerificationDialog } from '../../components/accounts/LoginVerificationDialog'
import { useRootStore } from '../StoreContext'
import { useAuth } from './useAuth'
import { useServerMessage } from './useServerMessage'

/** The new-IP step of a login (spec sections 4 and 5): prove it is you with one of the methods the server allows. */
export default observer(function LoginVerificationModal() {
  const { config, modals } = useRootStore()
  const { verification } = useAuth().login
  const step = verification.step
  const serverError = useServerMessage(verification.request.error)
  const codeError = useServerMessage(verification.code.error)
  // Nothing to verify (the step ended elsewhere): the modal leaves the stack.
  useEffect(() => {
    if (!step) modals.close('loginVerification')
  }, [step, modals])
  if (!step) return null
  return (
    <LoginVerificationDialog
      open
      kind="newIp"
      methods={step.methods}
      targets={step.targets}
      registerSettings={config.registerSettings ?? undefined}
      busy={verification.request.isLoading}
      serverError={serverError}
      codeError={codeError}
      onRequestCode={(method) => verification.sendCode(method)}
      onSubmit={(values) => void verification.verify(values)}
      onClose={() => verification.cancel()}
    />
  )
})
