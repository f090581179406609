import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'

const ErrorToast = lazyWithRetry(() => import('./ErrorToast'))
const PreviousLoginToast = lazyWithRetry(() => import('./PreviousLoginToast'), { namespaces: ['auth'] })

/**
 * Messages outside a form: an error (a failed language update, a forced logout), else the previous login after
 * a login. Their code loads when one is needed.
 */
export const Toast = observer(function Toast() {
  const root = useRootStore()
  if (root.toast) return <ErrorToast />
  return root.auth?.previousLogin ? <PreviousLoginToast /> : null
})
