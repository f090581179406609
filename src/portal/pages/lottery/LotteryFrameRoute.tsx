import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { GameFrame } from '../../../components/games/frame/GameFrame'
import type { LotteryView } from '../../../contract/lottery'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { LotteryLaunchStore } from '../../stores/LotteryLaunchStore'

const GAME_CODE = /^[a-z][a-z0-9-]{1,31}$/

/**
 * Our lottery app in the header-only layout's full-page frame (/lottery, /vnlottery): the lobby, or a game's betting
 * view when a game is named. The frame is the game frame's (sandboxed, a back control, full screen).
 */
export const LotteryFrameRoute = observer(function LotteryFrameRoute({ testId, titleKey, gameCode }: { testId: string; titleKey: string; gameCode?: string | null }) {
  const root = useRootStore()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [store] = useState(() => new LotteryLaunchStore(root))
  const loggedIn = root.session.isLoggedIn
  const named = gameCode ? (GAME_CODE.test(gameCode) ? gameCode : null) : undefined
  const view: LotteryView = named ? 'betting' : 'lobby'

  useEffect(() => {
    if (named !== null) void store.open(view, named)
    return () => store.leave()
  }, [store, view, named])

  // A guest who logs in from the popup gets the lottery without asking again.
  useEffect(() => {
    if (loggedIn && store.phase === 'needsLogin') void store.retry()
  }, [loggedIn, store])

  const message = useServerMessage(store.phase === 'failed' ? store.error : null)
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  const containerRef = useRef<HTMLDivElement>(null)

  return (
    <GameFrame
      testId={testId}
      containerRef={containerRef}
      state={named === null ? 'notFound' : store.phase}
      title={t(titleKey)}
      url={store.url}
      errorMessage={message}
      onBack={back}
      onRetry={() => void store.retry()}
      onLogin={() => root.modals.open('login', { reason: 'game' })}
      onFullScreen={() => void containerRef.current?.requestFullscreen?.().catch(() => undefined)}
    />
  )
})
