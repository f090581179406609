import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Game shown in a frame: not built yet; until it is, the route shows its layout and title. */
export default function GameFramePage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-game" />
}
