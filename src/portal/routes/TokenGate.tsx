/**
 * Routes that need a token (spec sections 6 and 8: /lottery and the integral path): without one, an info
 * dialog says "please log in or register first"; confirming (or closing) it goes to /.
 */
import type { ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'

const LoginRequiredDialog = lazyWithRetry(() => import('./LoginRequiredDialog'))

export const TokenGate = observer(function TokenGate({ children }: { children: ReactNode }) {
  const { session } = useRootStore()
  return session.isLoggedIn ? <>{children}</> : <LoginRequiredDialog />
})
