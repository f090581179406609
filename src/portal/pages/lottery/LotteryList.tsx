import { useEffect, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '../../../config/paths'
import type { LotteryGame } from '../../../contract/schemas/lottery'
import { LotteryGameCard } from '../../../components/lottery/LotteryGameCard'
import { useNow, useRound, type RoundSource } from '../../../components/lottery/useRound'
import { EmptyState } from '../../../components/primitives/EmptyState'
import { ErrorState } from '../../../components/primitives/ErrorState'
import { LoadingOverlay } from '../../../components/primitives/LoadingOverlay'
import { toApiError, type ApiError } from '../../api/ApiError'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { PageTitle } from '../PageTitle'
import type { RoutePageProps } from '../RoutePageProps'
import { registerErrors } from '../../../contract/errors'
import { LOTTERY_ERRORS } from '../../../contract/lotteryErrors'

// The lottery's codes (a game the merchant does not run) come with the lottery pages.
registerErrors(LOTTERY_ERRORS)

function ListedGame({ source, game, now, onOpen }: { source: RoundSource; game: LotteryGame; now: number; onOpen(gameCode: string): void }) {
  const { round, secondsToClose, secondsToDraw } = useRound(source, game.gameCode, now)
  return (
    <LotteryGameCard
      game={game}
      round={round ?? undefined}
      secondsToClose={secondsToClose}
      secondsToDraw={secondsToDraw}
      onOpen={onOpen}
      actionLabel="bet"
    />
  )
}

/**
 * The lottery pages of the top navigation: /elott (the electronic games, drawn every few minutes) and /lott (the
 * Vietnamese games, drawn daily). Each game with its countdown and latest result; betting opens the game in the
 * lottery frame (/vnlottery?gameCode=…), which asks a guest to log in.
 */
export function LotteryList({ route, category, testId }: RoutePageProps & { category: LotteryGame['category']; testId: string }) {
  const root = useRootStore()
  const { t } = useTranslation('lottery')
  const navigate = useNavigate()
  const now = useNow()
  const [games, setGames] = useState<LotteryGame[] | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const [attempt, setAttempt] = useState(0)
  const language = root.language()
  const source = useMemo<RoundSource>(() => ({ read: (gameCode) => root.api.call('lotteryRound', { query: { gameCode } }), errorCode: (caught) => toApiError(caught).code }), [root])

  useEffect(() => {
    const controller = new AbortController()
    setError(null)
    root.api
      .call('lotteryGames', { signal: controller.signal })
      .then(({ list }) => setGames(list.filter((game) => game.category === category)))
      .catch((caught: unknown) => !controller.signal.aborted && setError(toApiError(caught)))
    return () => controller.abort()
  }, [root, category, language, attempt])
  const message = useServerMessage(error)

  const open = (gameCode: string) => navigate(`${PATHS.vnlottery}?gameCode=${encodeURIComponent(gameCode)}`)

  return (
    <PageTitle titleKey={route.titleKey} testId={testId}>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{t(`page.intro.${category}`)}</Typography>
      {error ? (
        <ErrorState message={message ?? ''} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !games ? (
        <LoadingOverlay loading minHeight={200} />
      ) : games.length === 0 ? (
        <EmptyState title={t('page.emptyTitle')} description={t('page.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {games.map((game) => (
            <ListedGame key={game.gameCode} source={source} game={game} now={now} onOpen={open} />
          ))}
        </Box>
      )}
    </PageTitle>
  )
}
