import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'

/** Lottery game page (header only; the route table puts it behind the token gate): until the lottery lands, its title. */
export default function LotteryPage({ route }: RoutePageProps) {
  return <PageTitle titleKey={route.titleKey} testId="route-page-lottery" />
}
