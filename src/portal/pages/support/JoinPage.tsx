import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Join page: not built yet; until it is, the route shows its layout and title. */
export default function JoinPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-join" />
}
