import type { RoutePageProps } from '../RoutePageProps'
import { GameFrameRoute } from './GameFramePage'

/** /seamless: a seamless-wallet game in a frame, header only; the same launch and frame as /game. */
export default function SeamlessPage(_props: RoutePageProps) {
  return <GameFrameRoute testId="route-page-seamless" />
}
