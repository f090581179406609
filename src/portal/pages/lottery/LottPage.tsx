import type { RoutePageProps } from '../RoutePageProps'
import { LotteryList } from './LotteryList'

/** /lott (spec section 2, top navigation): the Vietnamese lottery, drawn daily. */
export default function LottPage(props: RoutePageProps) {
  return <LotteryList {...props} category="LOTT" testId="route-page-lott" />
}
