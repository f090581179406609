/**
 * Renders the top of the ModalStore stack. Each modal is a lazy chunk (the first page carries none of them).
 * Modals without an entry here change the stack and show nothing.
 *
 * It also keeps the session alive while it is used: a key or pointer press marks activity, which the session's
 * heartbeat turns into a `touch` (SessionStore); an unused tab reaches the server's idle timeout.
 */
import { useEffect, type ComponentType } from 'react'
import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'
import type { ModalName } from '../stores/ModalStore'

const MODALS: Partial<Record<ModalName, ComponentType>> = {
  announcement: lazyWithRetry(() => import('../modals/PublicAnnouncement')),
  login: lazyWithRetry(() => import('../modals/LoginModal')),
  register: lazyWithRetry(() => import('../modals/RegisterModal')),
  forgotPassword: lazyWithRetry(() => import('../modals/ForgotPasswordModal')),
  changePassword: lazyWithRetry(() => import('../modals/ChangePasswordModal')),
  loginVerification: lazyWithRetry(() => import('../modals/LoginVerificationModal')),
  trialNeedsRealAccount: lazyWithRetry(() => import('../modals/TrialNoticeModal')),
  confirmSignOut: lazyWithRetry(() => import('../modals/SignOutModal')),
  resetPassword: lazyWithRetry(() => import('../modals/ResetPasswordModal')),
}

export const ModalHost = observer(function ModalHost() {
  const { modals, session } = useRootStore()
  useEffect(() => {
    const active = () => session.noteActivity()
    window.addEventListener('pointerdown', active, { passive: true })
    window.addEventListener('keydown', active, { passive: true })
    return () => {
      window.removeEventListener('pointerdown', active)
      window.removeEventListener('keydown', active)
    }
  }, [session])
  const top = modals.top
  const Modal = top ? MODALS[top.name] : undefined
  return Modal ? <Modal key={top?.name} /> : null
})
