import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'

const ErrorToast = lazyWithRetry(() => import('./ErrorToast'))

/** Errors outside a form (a failed language update, a forced logout); the snackbar's code loads when needed. */
export const Toast = observer(function Toast() {
  const root = useRootStore()
  return root.toast ? <ErrorToast /> : null
})
