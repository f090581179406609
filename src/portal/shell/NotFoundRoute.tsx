import { NotFoundPage } from '../routes/statusPages'
import { routerLink } from './routerLink'
import { TestRegion } from './TestRegion'

/** Unknown paths: the not-found page inside the portal layout (header and footer stay). */
export function NotFoundRoute() {
  return (
    <TestRegion id="not-found-page">
      <NotFoundPage renderLink={routerLink} fullPage={false} />
    </TestRegion>
  )
}
