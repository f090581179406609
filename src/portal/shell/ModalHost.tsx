/**
 * Renders the top of the ModalStore stack. Each modal is a lazy chunk (issue 2 budget). Modals delivered by
 * later issues (login, register, forgot/change password, ...) have no entry yet: opening them changes the stack
 * and shows nothing until their issue adds a line here.
 */
import type { ComponentType } from 'react'
import { observer } from 'mobx-react-lite'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { useRootStore } from '../StoreContext'
import type { ModalName } from '../stores/ModalStore'

const MODALS: Partial<Record<ModalName, ComponentType>> = {
  announcement: lazyWithRetry(() => import('../modals/PublicAnnouncement')),
}

export const ModalHost = observer(function ModalHost() {
  const { modals } = useRootStore()
  const top = modals.top
  const Modal = top ? MODALS[top.name] : undefined
  return Modal ? <Modal key={top?.name} /> : null
})
