import { observer } from 'mobx-react-lite'
import { useLocation, useNavigate } from 'react-router-dom'
import { Header, type HeaderSession } from '../../components/layout/Header'
import { LanguageSelect } from '../../components/layout/LanguageSelect'
import { SHORTCUT_PATHS } from '../../components/layout/navigation'
import { ThemeToggle } from '../../components/layout/ThemeToggle'
import { useRootStore } from '../StoreContext'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** The header wired to the stores (spec section 2 "Header"). */
export const PortalHeader = observer(function PortalHeader() {
  const root = useRootStore()
  const { config, session, ui, modals } = root
  const location = useLocation()
  const navigate = useNavigate()
  const merchant = config.merchant
  if (!merchant) return null

  const headerSession: HeaderSession = session.isLoggedIn
    ? {
        state: 'loggedIn',
        isAgent: session.isAgent,
        isTrial: session.isTrial,
        currencySymbol: merchant.currency.symbol,
        // Unknown ("balance updating") until the ledger answers; a refresh shows it updating again.
        balance: root.wallet?.sumBalance ?? undefined,
        balanceHidden: ui.balanceHidden,
        balanceLoading: root.wallet?.request.isLoading ?? true,
        unread: root.wallet?.unread ?? undefined,
      }
    : { state: 'loggedOut' }

  return (
    <TestRegion id="portal-header">
    <Header
      brandName={merchant.name}
      logoUrl={merchant.brand.logo}
      qrLogoUrl={merchant.brand.favicon}
      categories={config.categories}
      navOrder={config.navOrder}
      activePath={location.pathname + location.search}
      renderLink={routerLink}
      appDownload={config.appDownload}
      session={headerSession}
      sideMenuOpen={ui.sideMenuOpen}
      onToggleSideMenu={() => ui.toggleSideMenu()}
      onLogin={() => modals.open('login')}
      onRegister={() => modals.open('register')}
      onRefreshBalance={() => void root.wallet?.refresh()}
      onToggleBalanceHidden={() => ui.toggleBalanceHidden()}
      onOpenMemberCentre={() => navigate(SHORTCUT_PATHS.memberCentre)}
      // A trial account is told a real account is needed (spec sections 2 and 4) instead of going to deposit.
      onDeposit={() => (session.isTrial ? modals.open('trialNeedsRealAccount') : navigate(SHORTCUT_PATHS.deposit))}
      onOpenAgentCentre={() => navigate(SHORTCUT_PATHS.agentCentre)}
      endSlot={
        <>
          <span data-testid="language-select">
            <LanguageSelect languages={root.selectableLanguages} value={ui.language} onChange={(code) => void root.changeLanguage(code)} />
          </span>
          {ui.canToggleTheme ? (
            <span data-testid="theme-toggle">
              <ThemeToggle mode={ui.themeMode} modes={ui.themeModes} onToggle={() => ui.toggleThemeMode()} />
            </span>
          ) : null}
        </>
      }
    />
    </TestRegion>
  )
})
