import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Hot games: not built yet; until it is, the route shows its layout and title. */
export default function HotPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-hot" />
}
