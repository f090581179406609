import { use } from 'react'
import { useRootStore } from '../StoreContext'
import type { AuthStore } from '../stores/AuthStore'

/**
 * The account-flow store for an account modal. Its code comes with the first account modal, not the first page:
 * until it is there the modal suspends (its lazy chunk's Suspense shows the loading state).
 */
export function useAuth(): AuthStore {
  const root = useRootStore()
  return root.auth ?? use(root.loadAuth())
}
