import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Game category page (slots takes page or vassalage): delivered by a later issue; until then its layout and title (issue 2, section 5). */
export default function CategoryPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-category" />
}
