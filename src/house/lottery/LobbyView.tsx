/** The lottery lobby: every game the merchant runs, each with its round's countdown and its latest result. */
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LotteryGame } from '../../contract/schemas/lottery'
import { LotteryGameCard } from '../../components/lottery/LotteryGameCard'
import type { LotteryApi } from './api'
import { useNow, useRound } from '../../components/lottery/useRound'

export interface LobbyViewProps {
  api: LotteryApi
  games: LotteryGame[]
  onOpen(gameCode: string): void
  /** A member bets; a guest views. */
  member: boolean
}

function LobbyGame({ api, game, now, onOpen, member }: { api: LotteryApi; game: LotteryGame; now: number; onOpen(gameCode: string): void; member: boolean }) {
  const { round, secondsToClose, secondsToDraw } = useRound(api.rounds, game.gameCode, now)
  return (
    <LotteryGameCard
      game={game}
      round={round ?? undefined}
      secondsToClose={secondsToClose}
      secondsToDraw={secondsToDraw}
      onOpen={onOpen}
      actionLabel={member ? 'bet' : 'view'}
    />
  )
}

export function LobbyView({ api, games, onOpen, member }: LobbyViewProps) {
  const { t } = useTranslation('lottery')
  const now = useNow()
  return (
    <Box component="section" aria-labelledby="lottery-lobby-heading">
      <Typography id="lottery-lobby-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('app.games')}
      </Typography>
      {member ? null : (
        <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
          {t('app.guest')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {games.map((game) => (
          <LobbyGame key={game.gameCode} api={api} game={game} now={now} onOpen={onOpen} member={member} />
        ))}
      </Box>
    </Box>
  )
}
