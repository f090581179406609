import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { CockfightFight } from '../../../contract/cockfight'
import { tKey } from '../../../../locales'
import { ARENA_COLOURS } from '../colours'
import { PHASE_NAMES, resultText } from '../names'
import { clockText, countdownOf, type CountdownTarget } from '../terms'

export interface FightStatusProps {
  /** The fight whose slot this is (open, last call, fighting or just resulted). */
  fight: CockfightFight
  /** The fight after it, scheduled. */
  next: CockfightFight
  /** The server's instant of the answer the fight came in: the countdowns count from it. */
  at: string
}

const COUNTDOWN_LABELS = {
  open: tKey('cockfight:fight.countdown.open'),
  lastCall: tKey('cockfight:fight.countdown.lastCall'),
  close: tKey('cockfight:fight.countdown.close'),
} as const satisfies Record<CountdownTarget, string>

/** The phase's colour: betting open in the primary colour, the last call urgent red, the rest neutral. */
const PHASE_TONE = { scheduled: 'text.secondary', open: 'primary.main', lastCall: 'error.main', closed: 'text.secondary', result: 'text.primary' } as const

/**
 * The fight view, as a live arena's overlay shows it (there is no video here): the programme (this fight's number
 * and the next), the phase with a countdown to the last call or to betting's close and a bar running down, and the
 * result once it is declared, in its side's colour. The phase and the result are announced as they change; the
 * countdown is a timer, not a live region (it would talk every second).
 */
export function FightStatus({ fight, next, at }: FightStatusProps) {
  const { t } = useTranslation('cockfight')
  const countdown = countdownOf(fight, at)
  const nextOpens = countdownOf(next, at)
  const resultColour = fight.result ? ARENA_COLOURS[fight.result] : undefined
  return (
    <Box component="section" aria-label={t('fight.status')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: { xs: 1.5, sm: 2 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {t('fight.number', { fight: fight.fight })}
          </Typography>
          <Box component="span" aria-live="polite" data-testid="fight-phase" sx={{ display: 'block', fontWeight: 700, color: PHASE_TONE[fight.phase] }}>
            {t(PHASE_NAMES[fight.phase])}
          </Box>
        </Box>
        {countdown ? (
          <Box
            role="timer"
            aria-label={`${t(COUNTDOWN_LABELS[countdown.target])} ${clockText(countdown.seconds)}`}
            data-testid="fight-countdown"
            sx={{ flexShrink: 0, textAlign: 'end' }}
          >
            <Box component="span" aria-hidden="true" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
              {t(COUNTDOWN_LABELS[countdown.target])}
            </Box>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ display: 'block', fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', color: countdown.target === 'close' ? 'error.main' : 'text.primary' }}
            >
              <bdi dir="ltr">{clockText(countdown.seconds)}</bdi>
            </Box>
          </Box>
        ) : null}
      </Box>
      {countdown && countdown.target !== 'open' ? (
        <LinearProgress
          variant="determinate"
          value={countdown.remaining * 100}
          color={countdown.target === 'close' ? 'error' : 'primary'}
          aria-hidden="true"
          sx={{ height: 6, borderRadius: 3, '& .MuiLinearProgress-bar': { borderRadius: 3 } }}
        />
      ) : null}
      <Box role="status" data-testid="fight-result">
        {fight.phase === 'result' && fight.result ? (
          <Box sx={{ paddingBlock: 1, paddingInline: 1.5, borderRadius: 1.5, bgcolor: resultColour, color: '#ffffff', fontWeight: 800, fontSize: '1.125rem', textAlign: 'center' }}>
            {resultText(t, fight.result, fight.drawKind)}
          </Box>
        ) : null}
      </Box>
      <Typography variant="body2" data-testid="fight-next" sx={{ color: 'text.secondary' }}>
        {t('fight.next', { fight: next.fight })}
        {nextOpens && nextOpens.target === 'open' ? ` · ${t('fight.nextOpens', { time: clockText(nextOpens.seconds) })}` : null}
      </Typography>
    </Box>
  )
}
