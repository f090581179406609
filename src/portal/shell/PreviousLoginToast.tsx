import { observer } from 'mobx-react-lite'
import { LastLoginToast } from '../../components/accounts/LastLoginToast'
import { useRootStore } from '../StoreContext'

/** The member's previous login, after a login (the account flows keep it until it is dismissed: AuthFlows.previousLogin). */
export default observer(function PreviousLoginToast() {
  const auth = useRootStore().auth
  const previous = auth?.previousLogin
  if (!auth || !previous) return null
  return <LastLoginToast open lastLoginAt={previous.at} lastLoginIp={previous.ip} onClose={() => auth.dismissPreviousLogin()} />
})
