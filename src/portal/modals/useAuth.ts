import { use } from 'react'
import { useRootStore } from '../StoreContext'
import type { AuthFlows } from '../stores/accounts/AuthFlows'

/**
 * The account flows for an account modal (`useAuth().login`, `.registration`, `.passwordChange`,
 * `.passwordRecovery`). Their code comes with the first account modal, not the first page: until it is there the
 * modal suspends (its lazy chunk's Suspense shows the loading state).
 */
export function useAuth(): AuthFlows {
  const root = useRootStore()
  return root.auth ?? use(root.loadAuth())
}
