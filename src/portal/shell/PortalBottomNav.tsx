import { observer } from 'mobx-react-lite'
import { useLocation } from 'react-router-dom'
import { BottomNav } from '../../components/layout/BottomNav'
import { useRootStore } from '../StoreContext'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** The phone's bottom bar wired to the stores: member pages open the login modal for a visitor. */
export const PortalBottomNav = observer(function PortalBottomNav() {
  const root = useRootStore()
  const { session, ui, modals } = root
  const location = useLocation()
  return (
    <TestRegion id="portal-bottom-nav">
      <BottomNav
        activePath={location.pathname + location.search}
        renderLink={routerLink}
        loggedIn={session.isLoggedIn}
        onLogin={() => modals.open('login')}
        sideMenuOpen={ui.sideMenuOpen}
        onToggleSideMenu={() => ui.toggleSideMenu()}
        unread={root.wallet?.unread ?? undefined}
      />
    </TestRegion>
  )
})
