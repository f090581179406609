import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Vietnamese lottery frame (query gameCode selects betting mode): not built yet; until it is, the route shows its layout and title. */
export default function VnLotteryPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-vnlottery" />
}
