import { useMemo, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PopularGamesSuggestion } from '../../../components/games/lobby/PopularGamesSuggestion'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import { GameLaunchStore } from '../../stores/GameLaunchStore'
import type { RoutePageProps } from '../RoutePageProps'
import { LaunchFrame } from './LaunchFrame'

const NODE_ID = /^[1-9][0-9]{0,18}$/
/** A book's event id (contract/schemas/sportsbook.ts EventId); anything else is not passed on. */
const EVENT_ID = /^[a-z0-9-]{1,64}$/

/**
 * /game?nodeId=… (spec section 2: the game in a frame, header only; `&event=` opens a book at that match), on the
 * shared launch frame: the game named by
 * its node, titled with the game's name once launched, and popular games while its vendor is in maintenance.
 * /seamless is the same page. Leaving it recalls a transfer-wallet vendor's balance to main.
 */
export const GameFrameRoute = observer(function GameFrameRoute({ testId }: { testId: string }) {
  const root = useRootStore()
  const { t } = useTranslation('games')
  const [params] = useSearchParams()
  const nodeId = params.get('nodeId') ?? ''
  const vassalage = params.get('vassalage') ?? undefined
  const rawEvent = params.get('event') ?? ''
  const event = EVENT_ID.test(rawEvent) ? rawEvent : undefined
  const [store] = useState(() => new GameLaunchStore(root))
  const asked = useMemo(() => (NODE_ID.test(nodeId) ? { nodeId, ...(vassalage ? { vassalage } : {}), ...(event ? { event } : {}) } : null), [nodeId, vassalage, event])

  return (
    <LaunchFrame
      testId={testId}
      store={store}
      asked={asked}
      title={store.content?.gameName ?? t('frame.title')}
      suggestions={<PopularGamesSuggestion games={store.suggestions} imageHosts={root.config.status?.imageCDNs} renderLink={routerLink} />}
    />
  )
})

export default function GameFramePage(_props: RoutePageProps) {
  return <GameFrameRoute testId="route-page-game" />
}
