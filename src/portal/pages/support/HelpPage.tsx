import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Help centre: not built yet; until it is, the route shows its layout and title. */
export default function HelpPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-help" />
}
