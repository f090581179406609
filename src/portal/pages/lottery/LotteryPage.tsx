import type { RoutePageProps } from '../RoutePageProps'
import { LotteryFrameRoute } from './LotteryFrameRoute'

/** /lottery (spec section 2): the lottery's lobby, header only; the route needs a token (TokenGate). */
export default function LotteryPage({ route }: RoutePageProps) {
  return <LotteryFrameRoute titleKey={route.titleKey} testId="route-page-lottery" />
}
