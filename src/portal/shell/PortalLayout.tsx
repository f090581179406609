import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router-dom'
import { FloatingContacts } from '../../components/layout/FloatingContacts'
import { PageShell } from '../../components/layout/PageShell'
import { useRootStore } from '../StoreContext'
import { useCurrentRoute } from '../routes/currentRoute'
import { chromeOf } from '../routes/routeTable'
import { PortalBottomNav } from './PortalBottomNav'
import { PortalFooter } from './PortalFooter'
import { PortalHeader } from './PortalHeader'
import { useAfterFirstCommit } from './useAfterFirstCommit'
import { lazyWithRetry } from '../chunks/lazyWithRetry'

/**
 * The side menu's code loads on its first opening: it is closed on first paint, so it stays out of the first screen's
 * JavaScript budget (tests/budget).
 */
const PortalSideMenu = lazyWithRetry(() => import('./PortalSideMenu'))

/**
 * One layout for every page route (so the header stays mounted across navigation); the matched route's table
 * entry says which chrome it has (spec section 2) and gives the document title.
 */
export const PortalLayout = observer(function PortalLayout() {
  const { config, ui, modals } = useRootStore()
  const { pathname } = useLocation()
  const { t } = useTranslation('portal')
  const route = useCurrentRoute()
  const chrome = chromeOf(route?.layout ?? 'full', pathname)
  const merchant = config.merchant
  // Home is titled by the merchant's name alone; every other page (not-found and /register too) by its own title.
  const title = route && !route.paths.includes('/') ? t(route.titleKey) : undefined

  useEffect(() => {
    if (!merchant) return
    document.title = title ? `${title} | ${merchant.name}` : merchant.name
  }, [title, merchant])

  const belowTheFoldReady = useAfterFirstCommit()

  // Mounted from the first opening on, so later closings animate and focus returns to the toggle.
  const [sideMenuMounted, setSideMenuMounted] = useState(false)
  useEffect(() => {
    if (ui.sideMenuOpen) setSideMenuMounted(true)
  }, [ui.sideMenuOpen])

  // A page without a side menu must not leave it open from the previous page.
  useEffect(() => {
    if (!chrome.sideMenu) ui.setSideMenuOpen(false)
  }, [chrome.sideMenu, ui])

  return (
    <PageShell
      header={chrome.header ? <PortalHeader /> : undefined}
      sideMenu={chrome.sideMenu && (sideMenuMounted || ui.sideMenuOpen) ? <PortalSideMenu /> : undefined}
      sideMenuVisible={chrome.sideMenu}
      footer={chrome.footer && belowTheFoldReady ? <PortalFooter /> : undefined}
      bottomNav={chrome.header ? <PortalBottomNav /> : undefined}
      floating={
        chrome.floating && belowTheFoldReady ? (
          // The chat room is a modal (shell/ModalHost.tsx): its chunk loads on the launcher's first press.
          <FloatingContacts line={merchant?.contacts.line} qq={merchant?.contacts.qq} onChat={merchant?.chat && (() => modals.open('chat'))} />
        ) : undefined
      }
    >
      <Outlet />
    </PageShell>
  )
})
