import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { LotteryDraw, LotteryGame, LotteryRound } from '../../../contract/schemas/lottery'
import { visuallyHidden } from '../../layout/a11y'
import { LotteryCountdown } from '../LotteryCountdown'
import { lastDrawOf } from '../draws'

export interface LotteryGameCardProps {
  /** The game as the games call answers it (its name already in the player's language). */
  game: LotteryGame
  /** The game's current round; `undefined` while it loads (a skeleton), `null` when there is none to show. */
  round?: LotteryRound | null
  /** Seconds until the current round closes, as the parent ticks them; default the round's `closesInSeconds`. */
  secondsToClose?: number
  /** Seconds until the current round draws, as the parent ticks them; default the round's `drawsInSeconds`. */
  secondsToDraw?: number
  /** The game's latest draw; default the round's `last` (`lastDrawOf`). `null`: no draw yet. */
  lastDraw?: LotteryDraw | null
  /** Called with the game's code when the player presses the card's button. */
  onOpen: (gameCode: string) => void
  /** The button's words: "Bet now" (default) or "View" (a guest, or betting is closed). */
  actionLabel?: 'bet' | 'view'
}

/** "every 1 minute", "every 5 minutes", "every 2 hours", "daily at 18:15 (UTC+7)". */
export function scheduleText(schedule: LotteryGame['schedule'], t: TFunction<'lottery'>): string {
  if (schedule.kind === 'daily') return t('schedule.daily', { time: schedule.drawTime, zone: utcOffsetText(schedule.utcOffsetMinutes) })
  const every = schedule.everySeconds
  if (every % 3600 === 0) return t('schedule.everyHours', { count: every / 3600 })
  if (every % 60 === 0) return t('schedule.everyMinutes', { count: every / 60 })
  return t('schedule.everySeconds', { count: every })
}

/** A zone as minutes from UTC: 420 → "UTC+7", 330 → "UTC+5:30", −180 → "UTC−3", 0 → "UTC". */
export function utcOffsetText(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const sign = minutes < 0 ? '\u2212' : '+'
  const whole = Math.abs(minutes)
  const rest = whole % 60
  return `UTC${sign}${Math.floor(whole / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/**
 * A lottery game in the lobby: its name (the card's heading), how often it draws, the current round's countdown,
 * the last draw's round and special prize, and one button that opens the game.
 */
export function LotteryGameCard({ game, round, secondsToClose, secondsToDraw, lastDraw, onOpen, actionLabel = 'bet' }: LotteryGameCardProps) {
  const { t } = useTranslation('lottery')
  const headingId = useId()
  const loading = round === undefined
  const last = lastDraw !== undefined ? lastDraw : round ? lastDrawOf(game, round) : null
  const action = actionLabel === 'bet' ? t('card.bet') : t('card.view')

  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, height: '100%', p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
        {/* The name is the merchant's data, in any script: isolated, it lays itself out in its own direction. */}
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <bdi>{game.name}</bdi>
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {scheduleText(game.schedule, t)}
        </Typography>
      </Box>

      {loading ? (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('card.loading')}
          </Box>
          <Skeleton variant="rounded" height={60} aria-hidden="true" />
          <Skeleton variant="rounded" height={44} aria-hidden="true" />
        </Box>
      ) : round === null ? (
        <Typography component="p" variant="body2" sx={{ paddingBlock: 1, color: 'text.secondary' }}>
          {t('card.noRound')}
        </Typography>
      ) : (
        <LotteryCountdown
          roundNo={round.current.roundNo}
          bettingOpen={round.bettingOpen}
          secondsToClose={secondsToClose ?? round.closesInSeconds}
          secondsToDraw={secondsToDraw ?? round.drawsInSeconds}
        />
      )}

      {loading ? null : (
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {last ? (
            <>
              <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('card.lastDraw')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                  {t('card.round', { roundNo: last.roundNo })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', marginInlineStart: 'auto', textAlign: 'end' }}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('tier.special')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', lineHeight: 1.3, fontWeight: 700, letterSpacing: '0.08em', color: 'error.main', fontVariantNumeric: 'tabular-nums' }}>
                  {last.special}
                </Typography>
              </Box>
            </>
          ) : (
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {t('card.lastDraw')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {t('card.noDraw')}
              </Typography>
            </Box>
          )}
        </Box>
      )}

      <Button
        variant={actionLabel === 'bet' ? 'contained' : 'outlined'}
        fullWidth
        aria-label={t('card.actionLabel', { action, name: game.name })}
        onClick={() => onOpen(game.gameCode)}
        sx={{ mt: 'auto' }}
      >
        {action}
      </Button>
    </Box>
  )
}
