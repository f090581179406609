import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Standalone member-centre help: not built yet; until it is, the route shows its layout and title. */
export default function HelpMcPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-helpmc" />
}
