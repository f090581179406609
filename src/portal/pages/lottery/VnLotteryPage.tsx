import { useSearchParams } from 'react-router-dom'
import type { RoutePageProps } from '../RoutePageProps'
import { LotteryFrameRoute } from './LotteryFrameRoute'

/** /vnlottery (spec section 2): the header and the lottery in a full-page frame; `?gameCode=` opens that game's betting view instead of the lobby. */
export default function VnLotteryPage({ route }: RoutePageProps) {
  const [params] = useSearchParams()
  return <LotteryFrameRoute titleKey={route.titleKey} testId="route-page-vnlottery" gameCode={params.get('gameCode')} />
}
