import { useEffect, useRef, type ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate } from 'react-router-dom'
import { GameFrame } from '../../../components/games/frame/GameFrame'
import { PATHS } from '../../../config/paths'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import type { LaunchStore } from '../../stores/LaunchStore'

export interface LaunchFrameProps<Asked> {
  testId: string
  /** The kind's launch store (one per page). */
  store: LaunchStore<Asked, unknown>
  /**
   * What to launch, from the address; null when the address names nothing launchable (the frame says "not found").
   * Keep it stable between renders (useMemo): a new value launches again.
   */
  asked: Asked | null
  /** The frame's accessible title and the bar's heading. */
  title: string
  /** What to play instead while the vendor is in maintenance. */
  suggestions?: ReactNode
}

/**
 * The one frame page of every launch (the game at /game and /seamless, the lottery at /lottery and /vnlottery),
 * header only: launches what the address asks when the page opens or the address changes, and leaves it when the
 * page closes; a guest who logs in from the popup gets the launch without asking again. The frame is sandboxed,
 * with a back control and full screen; a failure shows the server's message, with the deposit page when a deposit
 * mends it (too little money to play).
 */
export const LaunchFrame = observer(function LaunchFrame<Asked>({ testId, store, asked, title, suggestions }: LaunchFrameProps<Asked>) {
  const root = useRootStore()
  const navigate = useNavigate()
  const loggedIn = root.session.isLoggedIn

  useEffect(() => {
    if (asked !== null) void store.start(asked)
    return () => void store.leave()
  }, [store, asked])

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
      state={asked === null ? 'notFound' : store.phase}
      title={title}
      url={store.url}
      errorMessage={message}
      maintenanceUntil={store.maintenanceUntil}
      suggestions={suggestions}
      onBack={back}
      onRetry={() => void store.retry()}
      onLogin={() => root.modals.open('login', { reason: 'game' })}
      onDeposit={deposit}
      onFullScreen={() => void containerRef.current?.requestFullscreen?.().catch(() => undefined)}
    />
  )
  // observer() drops the type parameter; the cast gives it back, so `asked` must be what the store launches.
}) as <Asked>(props: LaunchFrameProps<Asked>) => ReactNode
