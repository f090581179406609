import { useEffect, useRef } from 'react'
import { observer } from 'mobx-react-lite'
import { Outlet, useNavigate } from 'react-router-dom'
import { useRootStore } from '../StoreContext'
import { ModalHost } from './ModalHost'
import { ScrollManager } from './ScrollManager'
import { Toast } from './Toast'

/** Around every route: scrolling, the modal stack, the toast, and "logging out returns to /" (spec section 2). */
export const AppFrame = observer(function AppFrame() {
  const { session } = useRootStore()
  const navigate = useNavigate()
  const wasLoggedIn = useRef(session.isLoggedIn)
  useEffect(() => {
    if (wasLoggedIn.current && !session.isLoggedIn) navigate('/')
    wasLoggedIn.current = session.isLoggedIn
  }, [session.isLoggedIn, navigate])
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ModalHost />
      <Toast />
    </>
  )
})
