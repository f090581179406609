/**
 * Renders the top of the ModalStore stack. Each modal is a lazy chunk (the first page carries none of them).
 * Modals without an entry here change the stack and show nothing.
 *
 * A modal is drawn in a React transition: a MobX change renders synchronously (mobx-react-lite subscribes with
 * useSyncExternalStore), so the store's top is copied into state under startTransition and the modal's tree is
 * rendered in slices of a few milliseconds instead of one long task (the announcement popup opens during the
 * page's start, when a long task delays everything else).
 *
 * It also keeps the session alive while it is used: a key or pointer press marks activity, and so does a game frame
 * holding the focus, which the session's heartbeat turns into a `touch` (SessionStore); an unused tab reaches the
 * server's idle timeout.
 */
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'
import type { ModalName } from '../stores/ModalStore'

/** How often a focused game frame counts as activity (well within the heartbeat's interval). */
const FRAME_ACTIVITY_CHECK_MS = 30_000

/** The account dialogs read the auth strings, which load with them. */
const AUTH = { namespaces: ['auth'] } as const

const MODALS: Partial<Record<ModalName, ComponentType>> = {
  announcement: lazyWithRetry(() => import('../modals/PublicAnnouncement')),
  agencyNotice: lazyWithRetry(() => import('../modals/AgencyNotice'), AUTH),
  // The agreement's strings are the agents' namespace's (agents:contracts., and the game types' names).
  agreement: lazyWithRetry(() => import('../modals/ContractAgreement'), { namespaces: ['agents'] }),
  login: lazyWithRetry(() => import('../modals/LoginModal'), AUTH),
  register: lazyWithRetry(() => import('../modals/RegisterModal'), AUTH),
  forgotPassword: lazyWithRetry(() => import('../modals/ForgotPasswordModal'), AUTH),
  changePassword: lazyWithRetry(() => import('../modals/ChangePasswordModal'), AUTH),
  loginVerification: lazyWithRetry(() => import('../modals/LoginVerificationModal'), AUTH),
  trialNeedsRealAccount: lazyWithRetry(() => import('../modals/TrialNoticeModal'), AUTH),
  confirmSignOut: lazyWithRetry(() => import('../modals/SignOutModal'), AUTH),
  resetPassword: lazyWithRetry(() => import('../modals/ResetPasswordModal'), AUTH),
  helpCentre: lazyWithRetry(() => import('../modals/HelpCentreModal'), { namespaces: ['help'] }),
  chat: lazyWithRetry(() => import('../chat/ChatHost')),
}

export const ModalHost = observer(function ModalHost() {
  const { modals, session } = useRootStore()
  useEffect(() => {
    const active = () => session.noteActivity()
    window.addEventListener('pointerdown', active, { passive: true })
    window.addEventListener('keydown', active, { passive: true })
    // Presses inside a game's frame never reach this window, but playing is using the portal: a game or lottery
    // session ends with the portal session that minted it, so a frame that has the focus of a visible page keeps the
    // session alive too.
    const playing = window.setInterval(() => {
      if (document.visibilityState === 'visible' && document.activeElement instanceof HTMLIFrameElement) active()
    }, FRAME_ACTIVITY_CHECK_MS)
    return () => {
      window.removeEventListener('pointerdown', active)
      window.removeEventListener('keydown', active)
      window.clearInterval(playing)
    }
  }, [session])
  const name = modals.top?.name
  const [shown, setShown] = useState(name)
  useEffect(() => {
    startTransition(() => setShown(name))
  }, [name])
  const Modal = shown && shown === name ? MODALS[shown] : undefined
  return Modal ? <Modal key={shown} /> : null
})
