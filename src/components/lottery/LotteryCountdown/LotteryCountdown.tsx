import Box from '@mui/material/Box'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

export interface LotteryCountdownProps {
  /** The public number of the round counted down to (an interval game's n, a daily game's draw date YYYYMMDD). */
  roundNo: string
  /** The round takes bets: the countdown is to its close; otherwise to its draw. */
  bettingOpen: boolean
  /** Whole seconds until betting closes (0 once closed). The parent ticks it. */
  secondsToClose: number
  /** Whole seconds until the draw. The parent ticks it. */
  secondsToDraw: number
}

/** What the countdown counts to: the close of betting, the draw, or nothing (the draw is under way). */
export type LotteryCountdownPhase = 'closing' | 'drawing' | 'drawn'

/** Which phase a round is in: taking bets, waiting for its draw, or at its draw (0 s). */
export function countdownPhase({ bettingOpen, secondsToClose, secondsToDraw }: Omit<LotteryCountdownProps, 'roundNo'>): LotteryCountdownPhase {
  if (bettingOpen && secondsToClose > 0) return 'closing'
  return secondsToDraw > 0 ? 'drawing' : 'drawn'
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Seconds as a clock: "04:32" under an hour, "5:04:32" from an hour on (a daily game's countdown). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`
}

/**
 * A round's countdown: its number, and "closes in 04:32" while it takes bets, "drawing in 00:08" after it closes,
 * "drawing…" at its draw. One timer (not a live region: it would talk every second) whose name says all of it in
 * words; the digits are tabular, so they do not jitter as they tick, and always read left to right.
 */
export function LotteryCountdown({ roundNo, bettingOpen, secondsToClose, secondsToDraw }: LotteryCountdownProps) {
  const { t } = useTranslation('lottery')
  const phase = countdownPhase({ bettingOpen, secondsToClose, secondsToDraw })
  const seconds = Math.max(0, Math.floor(phase === 'closing' ? secondsToClose : secondsToDraw))
  const spoken = spokenDuration(seconds, t)
  const label =
    phase === 'closing'
      ? t('countdown.closesLabel', { roundNo, time: spoken })
      : phase === 'drawing'
        ? t('countdown.drawsLabel', { roundNo, time: spoken })
        : t('countdown.drawingLabel', { roundNo })
  const accent = phase === 'closing' ? 'primary.main' : phase === 'drawing' ? 'warning.main' : 'text.secondary'
  return (
    <Box
      role="timer"
      aria-label={label}
      data-phase={phase}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.5,
        minWidth: 0,
        paddingBlock: 1,
        paddingInline: 1.5,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        // The phase's colour as a bar along the start edge (the words say the phase; the colour only repeats it).
        '&::before': { content: '""', position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: 4, bgcolor: accent },
      }}
    >
      <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
          {t('countdown.round')}
        </Box>
        <Box component="span" sx={{ typography: 'subtitle2', fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {roundNo}
        </Box>
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0, marginInlineStart: 'auto', textAlign: 'end' }}>
        {phase === 'drawn' ? null : (
          <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {phase === 'closing' ? t('countdown.closesIn') : t('countdown.drawsIn')}
          </Box>
        )}
        {phase === 'drawn' ? (
          <Box component="span" sx={{ fontSize: '1.25rem', lineHeight: 1.4, fontWeight: 700 }}>
            {t('countdown.drawing')}
          </Box>
        ) : (
          <Box component="bdi" dir="ltr" sx={{ fontSize: '1.25rem', lineHeight: 1.4, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatClock(seconds)}
          </Box>
        )}
      </Box>
    </Box>
  )
}

/** Seconds in words for the timer's name: "4 minutes 32 seconds", "1 hour 5 minutes 0 seconds", "8 seconds". */
function spokenDuration(seconds: number, t: TFunction<'lottery'>): string {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  const parts: string[] = []
  if (hours > 0) parts.push(t('countdown.hours', { count: hours }))
  if (hours > 0 || minutes > 0) parts.push(t('countdown.minutes', { count: minutes }))
  parts.push(t('countdown.seconds', { count: rest }))
  return parts.join(' ')
}
