import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import { SplashScreen } from '../../components/status/SplashScreen'
import { useRootStore } from '../StoreContext'
import { lazyWithRetry } from '../chunks/lazyWithRetry'
import { DomainCheckPage } from './DomainCheck'
import PortalRouter from './PortalRouter'
import { TestRegion } from './TestRegion'

/** Rare, so not in the entry chunk. */
const StartFailedPage = lazyWithRetry(() => import('./StartFailedPage'), { fullPage: true })

/** The splash, branded once the merchant config is known. */
const Splash = observer(function Splash() {
  const merchant = useRootStore().config.merchant
  return (
    <TestRegion id="splash-screen">
      <SplashScreen logoUrl={merchant?.brand.logo} brandName={merchant?.name} />
    </TestRegion>
  )
})

/** Favicon from the merchant config. */
function useFavicon(href: string | undefined) {
  useEffect(() => {
    if (!href) return
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    link.href = href
  }, [href])
}

/**
 * What the portal shows for each start phase: the splash until the permission call and the merchant config
 * have answered (no routes yet), the domain-check page for an unknown host, an error with a retry when the
 * start failed otherwise, and then the router.
 */
export const App = observer(function App() {
  const root = useRootStore()
  const merchant = root.config.merchant
  useFavicon(merchant?.brand.favicon)
  useEffect(() => {
    if (merchant) document.title = merchant.name
  }, [merchant])

  switch (root.phase) {
    case 'starting':
      return <Splash />
    case 'domainCheck':
      return (
        <TestRegion id="domain-check-page">
          <DomainCheckPage host={root.host} onRetry={() => void root.start()} />
        </TestRegion>
      )
    case 'failed':
      return <StartFailedPage messageKey={root.startError?.messageKey ?? 'unknownError'} onRetry={() => void root.start()} />
    case 'ready':
      return root.config.siteState ? <PortalRouter siteState={root.config.siteState} /> : null
  }
})
