import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Points mall: not built yet; until it is, the route shows its layout and title. */
export default function PointMallPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-pointMall" />
}
