import { observer } from 'mobx-react-lite'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { DownloadCentre } from '../../../components/support/download/DownloadCentre'
import type { InstallState } from '../../../components/support/download/InstallButton'
import type { GuideTab } from '../../../components/support/download/InstallGuide'
import { installOffer, isInstalled, onInstallChange, promptInstall, watchInstallOffer } from '../../pwa/register'
import { useRootStore } from '../../StoreContext'
import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'
import { ChunkLoading } from '../../chunks/ChunkLoading'
import { lazyWithRetry } from '../../chunks/lazyWithRetry'
import { domainsOf, probeDomain, rankDomains, type MeasuredDomain } from './domainProbe'

/** An iPhone or iPad (iPadOS presents itself as a Mac with a touch screen). */
function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
}

/** The guide the visitor most likely needs first. */
function guideFor(): GuideTab {
  if (isAppleMobile()) return 'ios'
  if (/Android/.test(navigator.userAgent)) return 'android'
  return 'home'
}

/**
 * App download (/down; spec sections 1 and 2): the app's QR codes from the domain routes' resources (else the
 * merchant's `appDownload`) with the brand's logo, the installable web app's Install button where the browser offers
 * it (`beforeinstallprompt`, caught by pwa/register.ts) or Safari's "Add to Home Screen" where it cannot, the
 * installation guides, and the merchant's web addresses timed from this device, fastest first (domainProbe.ts).
 */
const DownloadBody = observer(function DownloadBody() {
  const { config } = useRootStore()
  const offer = useSyncExternalStore(onInstallChange, installOffer, () => null)
  const installed = useSyncExternalStore(onInstallChange, isInstalled, () => false)
  const [outcome, setOutcome] = useState<'installing' | 'dismissed' | null>(null)
  const [initialTab] = useState(guideFor)
  // The boot starts listening when idle; a visitor who opens /down first must not miss the browser's offer.
  useEffect(() => watchInstallOffer(), [])

  // The merchant's domains, timed from this device once the page is drawn (all at once, each within the timeout).
  const domainRoute = config.domainRoute
  const favicon = config.merchant?.brand.favicon
  const [domains, setDomains] = useState<MeasuredDomain[]>([])
  useEffect(() => {
    const listed = domainsOf(domainRoute, window.location)
    setDomains(listed)
    // Only a path on the domain itself can be timed there (a CDN's favicon says nothing about the domain).
    if (!favicon?.startsWith('/')) return
    let live = true
    for (const entry of listed) {
      void probeDomain(entry.url, favicon).then((ms) => {
        if (live) setDomains((current) => rankDomains(current.map((d) => (d.domain === entry.domain ? { ...d, ms } : d))))
      })
    }
    return () => {
      live = false
    }
  }, [domainRoute, favicon])

  const state: InstallState = installed
    ? 'installed'
    : outcome === 'installing'
      ? 'installing'
      : outcome === 'dismissed'
        ? 'dismissed'
        : offer
          ? 'available'
          : isAppleMobile()
            ? 'ios'
            : 'unavailable'

  const install = async () => {
    setOutcome('installing')
    const result = await promptInstall().catch(() => 'dismissed' as const)
    // Accepted: the browser installs it and says so (`appinstalled`), which shows the installed message.
    setOutcome(result === 'accepted' ? 'installing' : 'dismissed')
  }

  return (
    <DownloadCentre
      links={config.appDownload}
      logoUrl={config.merchant?.brand.favicon}
      brandName={config.merchant?.name ?? ''}
      installState={state}
      canRetry={offer !== null}
      onInstall={() => void install()}
      initialTab={initialTab}
      domains={domains}
    />
  )
})

/** The page's strings (`support`) load with its chunk, not from the route table the first screen carries. */
const DownloadStrings = lazyWithRetry(async () => ({ default: DownloadBody }), { namespaces: ['support'], fallback: <ChunkLoading /> })

export default function DownloadPage({ route }: RoutePageProps) {
  return (
    <PageTitle titleKey={route.titleKey} testId="route-page-down">
      <DownloadStrings />
    </PageTitle>
  )
}
