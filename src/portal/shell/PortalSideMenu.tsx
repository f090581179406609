import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { SideMenu, type SideMenuTarget } from '../../components/layout/SideMenu'
import { ThemeToggle } from '../../components/layout/ThemeToggle'
import { useRootStore } from '../StoreContext'
import { TestRegion } from './TestRegion'

/** Where each side-menu entry goes; member pages need a token (else the login modal opens). */
const TARGETS: Record<SideMenuTarget, { to: string; needsLogin: boolean }> = {
  deposit: { to: '/member?page=depositv2', needsLogin: true },
  withdraw: { to: '/member?page=withdraw', needsLogin: true },
  promotions: { to: '/promotions', needsLogin: false },
  referral: { to: '/member?page=referral', needsLogin: true },
  rewardCenter: { to: '/member?page=rewardCenter', needsLogin: true },
  appDownload: { to: '/down', needsLogin: false },
}

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
      customerService={config.merchant?.customerService ?? []}
      languages={root.selectableLanguages}
      language={ui.language}
      onLanguageChange={(code) => void root.changeLanguage(code)}
      themeControl={ui.canToggleTheme ? <ThemeToggle mode={ui.themeMode} modes={ui.themeModes} onToggle={() => ui.toggleThemeMode()} /> : undefined}
      onNavigate={(target) => {
        ui.setSideMenuOpen(false)
        const { to, needsLogin } = TARGETS[target]
        if (needsLogin && !session.isLoggedIn) modals.open('login')
        else navigate(to)
      }}
      onSignOut={() => {
        root.signOut()
        navigate('/')
      }}
    />
    </TestRegion>
  )
})

/** Lazy: the drawer, its list and the sign-out confirmation load when the menu is first opened. */
export default PortalSideMenu
