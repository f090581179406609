import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import { useTranslation } from 'react-i18next'

export type TableTone = 'open' | 'closed' | 'result'

export interface TableCountdownProps {
  /** What the table is doing ("Place your bets", "Dealing"). */
  label: string
  /** The round's number, shown small beside the label. */
  roundNo?: number
  /** Whole seconds left of the phase; leave out for a phase that shows no countdown. */
  seconds?: number
  /** The part of the phase still to come, 0–1 (the bar under the label). */
  remaining?: number
  /** Open for betting (the primary colour), closed (neutral), showing a result (success). */
  tone?: TableTone
  /** The table's stream broke: the round shown may be behind until it is back. */
  reconnecting?: boolean
  /** Still waiting for the table's first round. */
  connecting?: boolean
}

/**
 * A shared table's phase: what is happening, the seconds left (a timer, not a live region: it would talk every
 * second) and a bar running down, and a warning while the table's stream is reconnecting.
 */
export function TableCountdown({ label, roundNo, seconds, remaining, tone = 'open', reconnecting = false, connecting = false }: TableCountdownProps) {
  const { t } = useTranslation('house')
  // The last seconds of betting in red, ring and bar alike: the warning amber was hard to tell from an open table's gold.
  const urgent = tone === 'open' && seconds !== undefined && seconds <= 3
  const colour = urgent ? 'error' : tone === 'open' ? 'primary' : tone === 'result' ? 'success' : 'inherit'
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {reconnecting || connecting ? (
        <Alert severity={reconnecting ? 'warning' : 'info'} icon={<CircularProgress size={18} color="inherit" aria-hidden="true" />} sx={{ py: 0, alignItems: 'center' }}>
          {reconnecting ? t('table.reconnecting') : t('table.connecting')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Box component="span" data-testid="table-phase" sx={{ display: 'block', fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.3 }}>
            {label}
          </Box>
          {roundNo !== undefined ? (
            <Box component="span" data-testid="table-round" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {t('table.round', { roundNo })}
            </Box>
          ) : null}
        </Box>
        {seconds !== undefined ? (
          <Box
            role="timer"
            aria-label={t('table.secondsLeft', { count: seconds })}
            data-testid="table-seconds"
            sx={{
              flexShrink: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 44,
              height: 44,
              borderRadius: '50%',
              border: 3,
              borderColor: urgent ? 'error.main' : tone === 'open' ? 'primary.main' : 'divider',
              fontWeight: 700,
              fontSize: '1.125rem',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {seconds}
          </Box>
        ) : null}
      </Box>
      {remaining !== undefined ? (
        <LinearProgress
          variant="determinate"
          value={Math.max(0, Math.min(1, remaining)) * 100}
          color={colour}
          aria-hidden="true"
          sx={{ height: 6, borderRadius: 3, '& .MuiLinearProgress-bar': { borderRadius: 3, transition: 'transform 0.25s linear' } }}
        />
      ) : null}
    </Box>
  )
}
