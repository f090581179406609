import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { needsMember, SHORTCUT_PATHS } from '../../components/layout/navigation'
import { SideMenu } from '../../components/layout/SideMenu'
import { ThemeToggle } from '../../components/layout/ThemeToggle'
import { useRootStore } from '../StoreContext'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** The side menu wired to the stores (spec section 2 "Side menu"); sign-out confirmation is built in. */
const PortalSideMenu = observer(function PortalSideMenu() {
  const root = useRootStore()
  const { config, session, ui, modals } = root
  const navigate = useNavigate()
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
    </TestRegion>
  )
})

/** Lazy: the drawer, its list and the sign-out confirmation load when the menu is first opened. */
export default PortalSideMenu
