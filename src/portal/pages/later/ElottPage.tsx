import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Electronic lottery: not built yet; until it is, the route shows its layout and title. */
export default function ElottPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-elott" />
}
