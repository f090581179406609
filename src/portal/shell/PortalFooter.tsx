import { observer } from 'mobx-react-lite'
import { Footer } from '../../components/layout/Footer'
import { useRootStore } from '../StoreContext'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** The footer wired to the stores (spec section 2 "Footer"); the component shows at most 18 logos. */
export const PortalFooter = observer(function PortalFooter() {
  const { config } = useRootStore()
  const merchant = config.merchant
  if (!merchant) return null
  return (
    <TestRegion id="portal-footer">
      <Footer vendors={config.footerVendors} helpTopics={merchant.footer.helpTopics} copyright={merchant.footer.copyright} renderLink={routerLink} />
    </TestRegion>
  )
})
