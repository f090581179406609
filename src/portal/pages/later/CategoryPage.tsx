import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Game category page (slots takes page or vassalage): not built yet; until it is, the route shows its layout and title. */
export default function CategoryPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-category" />
}
