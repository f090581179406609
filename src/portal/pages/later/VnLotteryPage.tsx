import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Vietnamese lottery frame (query gameCode selects betting mode): delivered by a later issue; until then its layout and title (issue 2, section 5). */
export default function VnLotteryPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-vnlottery" />
}
