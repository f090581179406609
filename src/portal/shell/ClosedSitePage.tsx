import { observer } from 'mobx-react-lite'
import { useRootStore } from '../StoreContext'
import type { SiteState } from '../stores/ConfigStore'
import { IpBlockedPage, MaintenancePage, RegionRestrictedPage } from '../routes/statusPages'
import { TestRegion } from './TestRegion'

/** The catch-all page of a closed site (spec section 2): maintenance, region restriction or IP block. */
export const ClosedSitePage = observer(function ClosedSitePage({ state }: { state: Exclude<SiteState, 'open'> }) {
  const { config } = useRootStore()
  const status = config.status
  switch (state) {
    case 'maintenance':
      return (
        <TestRegion id="maintenance-page">
          <MaintenancePage endsAt={status?.maintenance.endsAt ?? null} onRefresh={() => window.location.reload()} />
        </TestRegion>
      )
    case 'regionRestricted':
      return (
        <TestRegion id="region-restricted-page">
          <RegionRestrictedPage country={status?.country ?? null} />
        </TestRegion>
      )
    case 'ipBlocked':
      return (
        <TestRegion id="ip-blocked-page">
          <IpBlockedPage ip={status?.ip ?? ''} />
        </TestRegion>
      )
  }
})
