import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Promotions hall: not built yet; until it is, the route shows its layout and title. */
export default function PromotionsPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-promotions" />
}
