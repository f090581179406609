import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RealTimeAccrual } from '../../../contract/schemas/contracts'
import { visuallyHidden } from '../../layout/a11y'
import { formatAmount } from '../../primitives/AmountText'
import { ErrorState } from '../../primitives/ErrorState'
import { Count, Money, type MoneyCurrency } from '../format'
import { isolate, useWindowFormat } from '../periodFormat'

export interface RealTimeAccrualCardProps {
  /** The window in progress (`realTimeAccrual`), read again every few seconds by the page; null before the first answer. */
  accrual: RealTimeAccrual | null
  /** Reading it failed and nothing is shown yet (translated), with a retry. */
  error?: string | null
  onRetry?: () => void
  /** The merchant's currency. */
  currency: MoneyCurrency
  /** The clock the countdown reads, in milliseconds since the epoch (Date.now); stories pass one they move. */
  now?: () => number
}

/** How often the countdown's text changes. */
const TICK_MS = 1000

/** Minutes and seconds left, "4:05" (rounded up, so it never shows 0:00 before the end). */
function minutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** One figure of the window: its label above it. */
function Figure({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant={strong ? 'h5' : 'subtitle1'} sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  )
}

/**
 * The real-time salary of the window in progress: what the agent's part of its team's lottery results comes to so
 * far, the bets and players behind it, and a countdown to the window's end ("paid in 3:25"; then "being paid" until
 * the next window's figures come). The countdown is a timer screen readers do not read out each second; a polite
 * live region says the accrued amount when it changes, and only then.
 */
export function RealTimeAccrualCard({ accrual, error = null, onRetry, currency, now = Date.now }: RealTimeAccrualCardProps) {
  const { t, i18n } = useTranslation('agents')
  const headingId = useId()
  const windowRange = useWindowFormat()
  const [, setTick] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const lastAccrued = useRef<string | null>(null)

  // The countdown's text follows the clock; the figures change only when the page reads them again.
  useEffect(() => {
    if (!accrual) return
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS)
    return () => clearInterval(timer)
  }, [accrual])

  // Said once per change of the amount, never for the first figures (the page says them) nor for the countdown.
  const accrued = accrual?.accrued ?? null
  useEffect(() => {
    if (accrued === null) return
    if (lastAccrued.current !== null && lastAccrued.current !== accrued) {
      const amount = `${currency.symbol} ${formatAmount(accrued, i18n.language, currency.decimals) ?? accrued}`.trim()
      setAnnouncement(t('contracts.pages.realTime.announce', { amount }))
    }
    lastAccrued.current = accrued
  }, [accrued, currency, i18n.language, t])

  let body
  if (!accrual) {
    body = error ? (
      <ErrorState message={error} onRetry={onRetry} compact />
    ) : (
      <Box role="status" sx={{ display: 'grid', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('contracts.pages.realTime.loading')}
        </Box>
        <Skeleton variant="rounded" height={40} width="50%" aria-hidden="true" />
        <Skeleton variant="rounded" height={24} aria-hidden="true" />
      </Box>
    )
  } else {
    const left = Date.parse(accrual.windowEnd) - now()
    body = (
      <>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))', gap: 2 }}>
          <Figure label={t('contracts.pages.realTime.accrued')} strong>
            <Money value={accrual.accrued} currency={currency} />
          </Figure>
          <Figure label={t('contracts.pages.realTime.periodBet')}>
            <Money value={accrual.periodBet} currency={currency} />
          </Figure>
          <Figure label={t('contracts.pages.realTime.players')}>
            <Count value={accrual.players} />
          </Figure>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('contracts.pages.realTime.window', { range: isolate(windowRange(accrual.windowStart, accrual.windowEnd)) })}
          </Typography>
          <Typography role="timer" variant="body2" sx={{ fontWeight: 700 }}>
            {left > 0 ? t('contracts.pages.realTime.paidIn', { time: minutesSeconds(left) }) : t('contracts.pages.realTime.paying')}
          </Typography>
        </Box>
      </>
    )
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, backgroundImage: 'none' }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('contracts.pages.realTime.title')}
      </Typography>
      {body}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Paper>
  )
}
