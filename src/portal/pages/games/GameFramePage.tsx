import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { GameFrame } from '../../../components/games/frame/GameFrame'
import { PopularGamesSuggestion } from '../../../components/games/lobby/PopularGamesSuggestion'
import { routerLink } from '../../shell/routerLink'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { GameLaunchStore } from '../../stores/GameLaunchStore'
import { PATHS } from '../../../config/paths'
import type { RoutePageProps } from '../RoutePageProps'

/**
 * /game?nodeId=… (spec section 2: the game in a frame, header only): launches the game and shows it in a sandboxed
 * frame with a back control and full screen. /seamless is the same page. Leaving it recalls a transfer-wallet
 * vendor's balance to main.
 */
export const GameFrameRoute = observer(function GameFrameRoute({ testId }: { testId: string }) {
  const root = useRootStore()
  const { t } = useTranslation('games')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const nodeId = params.get('nodeId') ?? ''
  const vassalage = params.get('vassalage') ?? undefined
  const [store] = useState(() => new GameLaunchStore(root))
  const loggedIn = root.session.isLoggedIn

  useEffect(() => {
    if (/^[1-9][0-9]{0,18}$/.test(nodeId)) void store.launch(nodeId, { vassalage })
    return () => void store.leave()
  }, [store, nodeId, vassalage])

  // A guest who logs in from the popup gets the game without asking again.
  useEffect(() => {
    if (loggedIn && store.phase === 'needsLogin') void store.retry()
  }, [loggedIn, store])

  const message = useServerMessage(store.phase === 'failed' ? store.error : null)
  const deposit = store.error?.recovery === 'openDeposit' ? () => navigate(`${PATHS.member}?page=depositv2`) : undefined
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  const containerRef = useRef<HTMLDivElement>(null)

  return (
    <GameFrame
      testId={testId}
      containerRef={containerRef}
      state={/^[1-9][0-9]{0,18}$/.test(nodeId) ? store.phase : 'notFound'}
      title={store.content?.gameName ?? t('frame.title')}
      url={store.content?.game_url ?? null}
      errorMessage={message}
      maintenanceUntil={store.maintenanceUntil}
      suggestions={<PopularGamesSuggestion games={store.suggestions} imageHosts={root.config.status?.imageCDNs} renderLink={routerLink} />}
      onBack={back}
      onRetry={() => void store.retry()}
      onLogin={() => root.modals.open('login', { reason: 'game' })}
      onDeposit={deposit}
      onFullScreen={() => void containerRef.current?.requestFullscreen?.().catch(() => undefined)}
    />
  )
})

export default function GameFramePage(_props: RoutePageProps) {
  return <GameFrameRoute testId="route-page-game" />
}
