import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'
import type { SportsBet } from '../../../contract/sportsbook'
import { monotonicNow } from '../../primitives/timeSource'
import { errorText } from '../names'

export interface SlipAnswersProps {
  /** What the book answered for each bet of the last placement. */
  bets: readonly SportsBet[]
  money: (amount: string) => string
}

/**
 * The last placement's bets as the book answered them: an in-play bet held for its delay (a countdown to its
 * answer), accepted (its ticket, what it risks and could return), or refused after its delay with the reason.
 * Accepted and held bets are said politely; a refusal as an alert.
 */
export function SlipAnswers({ bets, money }: SlipAnswersProps) {
  const { t } = useTranslation('sports')
  return (
    <Box component="ul" aria-label={t('slip.answers')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {bets.map((bet) => (
        <li key={bet.betId}>
          {bet.status === 'pending' ? (
            <Alert severity="info" variant="outlined" role="status" icon={<CircularProgress size={18} color="inherit" aria-hidden="true" />}>
              <Box sx={{ fontWeight: 700 }}>{t('slip.pending')}</Box>
              {bet.acceptAt ? <PendingCountdown key={bet.acceptAt} placedAt={bet.placedAt} acceptAt={bet.acceptAt} /> : null}
            </Alert>
          ) : bet.status === 'rejected' ? (
            <Alert severity="error" variant="outlined" role="alert">
              <Box sx={{ fontWeight: 700 }}>{t('slip.rejected')}</Box>
              {errorText(t, bet.rejectedFor ?? '')}
            </Alert>
          ) : (
            <Alert severity="success" variant="outlined" role="status">
              <Box sx={{ fontWeight: 700 }}>{t('slip.accepted')}</Box>
              <Box>{t('slip.ticket', { betId: bet.betId })}</Box>
              <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('slip.riskToWin', { risk: money(bet.risk), toWin: money(bet.toWin) })}
              </Box>
            </Alert>
          )}
        </li>
      ))}
    </Box>
  )
}

/** How often the countdown reads the clock: its seconds change on time without a render per frame. */
const TICK_MS = 250

/**
 * The seconds until a held bet's answer: the delay the book gave (acceptAt less placedAt, both the server's clock, so
 * a device whose clock is off still counts right), run down on the components' monotonic clock from when it showed.
 * A timer, not a live region: it would talk every second.
 */
function PendingCountdown({ placedAt, acceptAt }: { placedAt: string; acceptAt: string }) {
  const { t } = useTranslation('sports')
  const [start] = useState(() => monotonicNow())
  const delay = Math.max(0, Date.parse(acceptAt) - Date.parse(placedAt))
  const [now, setNow] = useState(start)
  useEffect(() => {
    const timer = setInterval(() => setNow(monotonicNow()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const seconds = Math.max(0, Math.ceil((delay - (now - start)) / 1000))
  return (
    <Box role="timer" aria-label={t('slip.pendingLeft', { count: seconds })} data-testid="pending-seconds" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {seconds > 0 ? t('slip.pendingLeft', { count: seconds }) : t('slip.pendingAnswer')}
    </Box>
  )
}
