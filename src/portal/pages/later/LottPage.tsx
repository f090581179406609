import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Lottery (top navigation): not built yet; until it is, the route shows its layout and title. */
export default function LottPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-lott" />
}
