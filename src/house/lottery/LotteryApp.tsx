/**
 * Our lottery app (the frame's lottery view, a lazy chunk): the lobby (every game with its countdown and latest
 * result) and a game's betting view (bet type, numbers, stake, slip and confirm; the results with each round's
 * verification; the member's orders). A guest (no session) can look, never bet. Built from the component library's
 * lottery components; the app holds the state and talks to the server (LOTTERY_CALLS).
 */
import { useCallback, useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { LotteryAppSession } from '../../contract/lottery'
import type { LotteryGame } from '../../contract/schemas/lottery'
import { HouseBar } from '../../components/games/house/HouseBar'
import { ErrorState } from '../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../components/primitives/LoadingOverlay'
import { errorCodeOf } from '../api'
import type { LotteryAddress } from './address'
import type { LotteryApi } from './api'
import { BettingView } from './BettingView'
import { LobbyView } from './LobbyView'
import { lotteryErrorKey } from './messages'

export interface LotteryAppProps {
  api: LotteryApi
  address: LotteryAddress
}

type Loaded = { status: 'loading' } | { status: 'failed'; code: string } | { status: 'ready'; session: LotteryAppSession; games: LotteryGame[] }

export function LotteryApp({ api, address }: LotteryAppProps) {
  const { t } = useTranslation('lottery')
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [gameCode, setGameCode] = useState<string | undefined>(address.view === 'betting' ? address.gameCode : undefined)
  const [balance, setBalance] = useState<string | null>(null)
  const flip = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined

  useEffect(() => {
    let current = true
    Promise.all([api.session(), api.games()])
      .then(([session, games]) => {
        if (!current) return
        setBalance(session.balance)
        setLoaded({ status: 'ready', session, games: games.list })
      })
      .catch((caught: unknown) => current && setLoaded({ status: 'failed', code: errorCodeOf(caught) }))
    return () => {
      current = false
    }
  }, [api, attempt])

  const refreshBalance = useCallback(() => {
    api.session().then((session) => setBalance(session.balance)).catch(() => undefined)
  }, [api])

  if (loaded.status === 'loading') return <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}><Box sx={{ width: '100%' }}><LoadingOverlay loading label={t('app.loading')} minHeight={160} /></Box></Box>
  if (loaded.status === 'failed') {
    return (
      <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2 }}>
        <ErrorState title={t('app.errorTitle')} message={t(lotteryErrorKey(loaded.code))} retryLabel={t('app.retry')} onRetry={loaded.code === 'house.session.invalid' ? undefined : () => setAttempt((n) => n + 1)} />
      </Box>
    )
  }
  const { session, games } = loaded
  const game = gameCode ? games.find((candidate) => candidate.gameCode === gameCode) : undefined
  const member = session.username !== null

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <HouseBar
        name={game ? game.name : t('app.title')}
        balance={member ? (balance ?? undefined) : undefined}
        currency={session.currency.code}
        decimals={session.currency.decimals}
        actions={
          game ? (
            <Button size="small" variant="outlined" color="inherit" startIcon={<ArrowBackIcon sx={flip} />} onClick={() => setGameCode(undefined)}>
              {t('app.lobby')}
            </Button>
          ) : null
        }
      />
      <Box component="main" sx={{ flex: '1 1 auto', width: '100%', maxWidth: 1100, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, minWidth: 0 }}>
        {game ? (
          <BettingView key={game.gameCode} api={api} game={game} session={session} balance={balance} onBalance={setBalance} onDrawn={refreshBalance} language={address.language} />
        ) : gameCode ? (
          <ErrorState title={t('app.errorTitle')} message={t('errors:lotteryGameNotFound')} retryLabel={t('app.lobby')} onRetry={() => setGameCode(undefined)} />
        ) : (
          <LobbyView api={api} games={games} onOpen={setGameCode} member={member} />
        )}
      </Box>
    </Box>
  )
}
