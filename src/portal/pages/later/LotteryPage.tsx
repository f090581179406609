import type { RoutePageProps } from '../RoutePageProps'
import { PageTitle } from '../PageTitle'
import { TokenGate } from '../../routes/TokenGate'

/** Lottery game page (header only, needs a token): delivered by a later issue; until then its title. */
export default function LotteryPage({ route }: RoutePageProps) {
  return (
    <TokenGate>
      <PageTitle titleKey={route.titleKey} testId="route-page-lottery" />
    </TokenGate>
  )
}
