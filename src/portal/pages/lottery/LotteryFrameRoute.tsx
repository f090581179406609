import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRootStore } from '../../StoreContext'
import { LotteryLaunchStore, type LotteryAsked } from '../../stores/LotteryLaunchStore'
import { LaunchFrame } from '../games/LaunchFrame'

const GAME_CODE = /^[a-z][a-z0-9-]{1,31}$/

/**
 * Our lottery app in the header-only layout's full-page frame (/lottery, /vnlottery), on the shared launch frame:
 * the lobby, or a game's betting view when a game is named (a malformed name is "not found").
 */
export function LotteryFrameRoute({ testId, titleKey, gameCode }: { testId: string; titleKey: string; gameCode?: string | null }) {
  const root = useRootStore()
  const { t } = useTranslation()
  const [store] = useState(() => new LotteryLaunchStore(root))
  const asked = useMemo<LotteryAsked | null>(() => {
    if (!gameCode) return { view: 'lobby' }
    return GAME_CODE.test(gameCode) ? { view: 'betting', gameCode } : null
  }, [gameCode])

  return <LaunchFrame testId={testId} store={store} asked={asked} title={t(titleKey)} />
}
