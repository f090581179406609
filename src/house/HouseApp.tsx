/**
 * The house frame's app: loads the session (HOUSE_CALLS.session), says it is loading or why it failed (with a retry
 * where one can help), then loads the screen of the session's game type as a chunk of its own. Game types without
 * a screen yet say the game opens soon.
 */
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import { useTranslation } from 'react-i18next'
import type { HouseGameType, HouseSession } from '../contract/house'
import { errorMessageKey, isRetryable } from '../components/games/house/errors'
import { EmptyState } from '../components/primitives/EmptyState'
import { ErrorState } from '../components/primitives/ErrorState'
import { LoadingOverlay } from '../components/primitives/LoadingOverlay'
import { errorCodeOf, type HouseApi, type HouseGameApi } from './api'

export interface GameScreenProps {
  session: HouseSession
  api: HouseGameApi
}

type ScreenModule = { default: ComponentType<GameScreenProps> }

/**
 * Each game type's screen, a lazy chunk. Slots and dice need the session's rules; the shared tables (baccarat,
 * crash) have none in the session: their rounds and payouts come with the table's own state.
 */
export const GAME_SCREENS: Partial<Record<HouseGameType, { load: () => Promise<ScreenModule>; ready: (session: HouseSession) => boolean }>> = {
  slots: { load: () => import('./games/SlotsGame'), ready: (session) => Boolean(session.slots) },
  dice: { load: () => import('./games/DiceGame'), ready: (session) => Boolean(session.dice) },
  baccarat: { load: () => import('./games/BaccaratGame'), ready: () => true },
  crash: { load: () => import('./games/CrashGame'), ready: () => true },
}

export interface HouseAppProps {
  /** The house API for the frame's session token. */
  api: HouseApi
  /** The game id from the frame's path: a session for another game is refused as an invalid session. */
  gameId?: string
  /** The screens this build has, by game type (default GAME_SCREENS); a game type without one opens soon. */
  screens?: typeof GAME_SCREENS
}

type State =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | { status: 'soon'; session: HouseSession }
  | { status: 'ready'; session: HouseSession; Screen: ComponentType<GameScreenProps> }

function Centre({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'background.default' }}>{children}</Box>
}

export function HouseApp({ api, gameId, screens = GAME_SCREENS }: HouseAppProps) {
  const { t } = useTranslation('house')
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  const open = useCallback(async (): Promise<State> => {
    try {
      const session = await api.session()
      if (gameId && session.game.gameId !== gameId) return { status: 'failed', code: 'house.session.invalid' }
      const screen = screens[session.game.gameType]
      if (!screen) return { status: 'soon', session }
      if (!screen.ready(session)) return { status: 'failed', code: 'request.invalid' }
      const module = await screen.load()
      return { status: 'ready', session, Screen: module.default }
    } catch (error) {
      return { status: 'failed', code: errorCodeOf(error) }
    }
  }, [api, gameId, screens])

  useEffect(() => {
    let current = true
    open().then((next) => {
      if (current) setState(next)
    })
    return () => {
      current = false
    }
  }, [open, attempt])

  useEffect(() => {
    if (state.status === 'ready' || state.status === 'soon') document.title = state.session.game.name
  }, [state])

  switch (state.status) {
    case 'loading':
      return (
        <Centre>
          <LoadingOverlay loading label={t('app.loading')} minHeight={160} />
        </Centre>
      )
    case 'failed':
      return (
        <Centre>
          <ErrorState
            title={t('app.errorTitle')}
            message={t(errorMessageKey(state.code))}
            retryLabel={t('app.retry')}
            onRetry={
              isRetryable(state.code)
                ? () => {
                    setState({ status: 'loading' })
                    setAttempt((n) => n + 1)
                  }
                : undefined
            }
          />
        </Centre>
      )
    case 'soon':
      return (
        <Centre>
          <EmptyState icon={<HourglassEmptyIcon />} title={t('app.soonTitle')} description={t('app.soon', { name: state.session.game.name })} />
        </Centre>
      )
    case 'ready':
      return <state.Screen session={state.session} api={api} />
  }
}
