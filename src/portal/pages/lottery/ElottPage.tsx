import type { RoutePageProps } from '../RoutePageProps'
import { LotteryList } from './LotteryList'

/** /elott (spec section 2): the electronic lottery, drawn every few minutes. */
export default function ElottPage(props: RoutePageProps) {
  return <LotteryList {...props} category="ELOTT" testId="route-page-elott" />
}
