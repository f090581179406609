import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Seamless game page: delivered by a later issue; until then its layout and title (issue 2, section 5). */
export default function SeamlessPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-seamless" />
}
