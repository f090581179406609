import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Help centre: delivered by a later issue; until then its layout and title (issue 2, section 5). */
export default function HelpPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-help" />
}
