import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Lottery (top navigation): delivered by a later issue; until then its layout and title (issue 2, section 5). */
export default function LottPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-lott" />
}
