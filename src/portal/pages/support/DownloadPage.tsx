import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** App download: not built yet; until it is, the route shows its layout and title. */
export default function DownloadPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-down" />
}
