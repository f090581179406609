import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { needsMember, SHORTCUT_PATHS } from '../../components/layout/navigation'
import { SideMenu } from '../../components/layout/SideMenu'
import { ThemeToggle } from '../../components/layout/ThemeToggle'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { openLiveChatWindow } from '../stores/liveChatWindow'
import { useRootStore } from '../StoreContext'
import type { LiveChatRequest } from './CustomerServiceHost'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** The live chat's call, decoding and dialogs load after its first click (the window is already open by then). */
const CustomerServiceHost = lazyWithRetry(() => import('./CustomerServiceHost'), { namespaces: ['support'] })

/** The side menu wired to the stores (spec section 2 "Side menu"); sign-out confirmation is built in. */
const PortalSideMenu = observer(function PortalSideMenu() {
  const root = useRootStore()
  const { config, session, ui, modals } = root
  const navigate = useNavigate()
  const [liveChat, setLiveChat] = useState<LiveChatRequest | null>(null)
  return (
    <TestRegion id="portal-side-menu">
    <SideMenu
      open={ui.sideMenuOpen}
      onClose={() => ui.setSideMenuOpen(false)}
      loggedIn={session.isLoggedIn}
      referralEnabled={config.isEnabled('REFERRAL')}
      // What shows the header's agent button; the menu lists it only on phones, where the header hides it.
      agentCentre={session.isLoggedIn && session.isAgent}
      customerService={config.merchant?.customerService ?? []}
      onLiveChat={() => {
        // Opened in the click itself, before anything loads or is asked: a window opened later is blocked.
        setLiveChat({ popup: openLiveChatWindow() })
        ui.setSideMenuOpen(false)
      }}
      onHelp={() => {
        ui.setSideMenuOpen(false)
        // After the drawer has given the focus back to its toggle, so the modal's closing returns it there.
        requestAnimationFrame(() => modals.open('helpCentre'))
      }}
      languages={root.selectableLanguages}
      language={ui.language}
      onLanguageChange={(code) => void root.changeLanguage(code)}
      themeControl={ui.canToggleTheme ? <ThemeToggle mode={ui.themeMode} modes={ui.themeModes} onToggle={() => ui.toggleThemeMode()} /> : undefined}
      renderLink={routerLink}
      onNavigate={(target, event) => {
        ui.setSideMenuOpen(false)
        // Member pages need a token: logged out, the login modal opens instead and the link is not followed.
        if (needsMember(SHORTCUT_PATHS[target]) && !session.isLoggedIn) {
          event.preventDefault()
          modals.open('login')
        }
      }}
      onSignOut={() => {
        root.signOut()
        navigate(SHORTCUT_PATHS.home)
      }}
    />
    {liveChat ? <CustomerServiceHost request={liveChat} /> : null}
    </TestRegion>
  )
})

/** Lazy: the drawer, its list and the sign-out confirmation load when the menu is first opened. */
export default PortalSideMenu
