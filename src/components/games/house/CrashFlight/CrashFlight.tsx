import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { Trans, useTranslation } from 'react-i18next'
import type { TablePhase } from '../../../../contract/house'
import { CRASH_START, crashElapsedAt, crashText } from '../crash'
import { CRASH_GROWTH_PER_MS } from '../../../../contract/house'

export interface CrashFlightProps {
  phase: TablePhase
  /** Hundredths: the multiplier now while in flight, the crash point once crashed. */
  multiplier: number
  /** How far into the flight, in ms (the curve's length); worked out from the crash point once crashed. */
  elapsedMs?: number
  /** Betting: whole seconds until take-off. */
  secondsLeft?: number
  /** The member cashed out (or was cashed out automatically) at this multiplier, in hundredths. */
  cashedOutAt?: number
  /** The member's automatic cash-out target, drawn as a line while it is ahead. */
  autoCashOut?: number
}

const WIDTH = 100
const HEIGHT = 56
/** The least span of the axes: 10 s and 2.00×, so an early flight does not fill the box at once. */
const MIN_SPAN_MS = 10_000
const MIN_TOP = 2

/**
 * The flight: the multiplier large in the middle (climbing while in flight, red where it crashed), the curve it has
 * drawn so far, a line at the member's auto cash-out target, and a mark where the member cashed out. Before take-off
 * it counts down. The curve is decoration: the words say it all.
 */
export function CrashFlight({ phase, multiplier, elapsedMs, secondsLeft, cashedOutAt, autoCashOut }: CrashFlightProps) {
  const { t, i18n } = useTranslation('house')
  const theme = useTheme()
  const palette = (theme.vars ?? theme).palette
  const crashed = phase === 'result'
  const flying = phase === 'running'
  const elapsed = crashed ? crashElapsedAt(multiplier) : flying ? (elapsedMs ?? 0) : 0
  const spanMs = Math.max(MIN_SPAN_MS, elapsed * 1.1)
  const top = Math.max(MIN_TOP, (multiplier / 100) * 1.15, autoCashOut && !cashedOutAt ? (autoCashOut / 100) * 1.1 : 0)
  const x = (ms: number) => (ms / spanMs) * WIDTH
  const y = (value: number) => HEIGHT - ((value - 1) / (top - 1)) * (HEIGHT - 4)
  const steps = 48
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const ms = (elapsed * i) / steps
    const value = i === steps ? multiplier / 100 : Math.exp(CRASH_GROWTH_PER_MS * ms)
    return `${x(ms).toFixed(2)},${y(value).toFixed(2)}`
  })
  const line = crashed ? palette.error.main : cashedOutAt ? palette.success.main : palette.primary.main
  const tone = crashed ? 'error.main' : cashedOutAt ? 'success.main' : phase === 'betting' ? 'text.secondary' : 'text.primary'

  return (
    <Box
      data-phase={phase}
      sx={{
        position: 'relative',
        width: '100%',
        height: { xs: 200, sm: 280 },
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="svg" aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
        {[1.5, 2, 5, 10, 50, 100].filter((mark) => mark < top).map((mark) => (
          <line key={mark} x1={0} x2={WIDTH} y1={y(mark)} y2={y(mark)} stroke="currentColor" strokeOpacity={0.12} strokeWidth={0.3} vectorEffect="non-scaling-stroke" />
        ))}
        {autoCashOut && !cashedOutAt && !crashed ? (
          <line x1={0} x2={WIDTH} y1={y(autoCashOut / 100)} y2={y(autoCashOut / 100)} stroke={palette.success.main} strokeDasharray="2 2" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        ) : null}
        {elapsed > 0 ? (
          <>
            <polygon points={`0,${HEIGHT} ${points.join(' ')} ${x(elapsed).toFixed(2)},${HEIGHT}`} fill={alpha(crashed ? '#e53935' : '#f0b429', 0.18)} />
            <polyline points={points.join(' ')} fill="none" stroke={line} strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </>
        ) : null}
      </Box>
      {/* The cash-out point, drawn over the stretched chart so it stays round. */}
      {cashedOutAt && elapsed > 0 ? (
        <Box
          aria-hidden="true"
          data-testid="crash-cash-out-point"
          // Physical left, as the chart's own coordinates (an inline style: the right-to-left stylesheet leaves it be).
          style={{
            left: `${(x(Math.min(elapsed, crashElapsedAt(cashedOutAt))) / WIDTH) * 100}%`,
            top: `${(y(cashedOutAt / 100) / HEIGHT) * 100}%`,
            transform: 'translate(-50%, -50%)',
          }}
          sx={{
            position: 'absolute',
            // Over the multiplier's badge, which may sit where the point is.
            zIndex: 1,
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: 'success.main',
            border: '2px solid #ffffff',
          }}
        />
      ) : null}
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 0.5, px: 2, textAlign: 'center' }}>
        {phase === 'betting' && secondsLeft === undefined ? null : phase === 'betting' ? (
          <>
            <Box component="span" sx={{ fontWeight: 700, color: 'text.secondary' }}>
              {t('crash.takeOffIn')}
            </Box>
            <Box component="span" data-testid="crash-countdown" sx={{ fontWeight: 800, fontSize: { xs: '2.75rem', sm: '3.5rem' }, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
              {t('crash.seconds', { count: secondsLeft })}
            </Box>
          </>
        ) : (
          <>
            {crashed ? (
              <Box component="span" sx={{ fontWeight: 700, color: 'error.main', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
                {t('crash.crashed')}
              </Box>
            ) : null}
            <Box
              component="span"
              data-testid="crash-multiplier"
              sx={{ fontWeight: 800, fontSize: { xs: '3rem', sm: '4rem' }, lineHeight: 1.05, fontVariantNumeric: 'tabular-nums', color: tone }}
            >
              <bdi>{crashText(Math.max(CRASH_START, multiplier), i18n.language)}</bdi>
            </Box>
          </>
        )}
        {cashedOutAt ? (
          <Box
            component="span"
            data-testid="crash-cashed-out"
            sx={{ mt: 0.5, px: 1.5, py: 0.25, borderRadius: 999, fontWeight: 700, fontSize: '0.875rem', color: '#ffffff', bgcolor: '#2e7d32' }}
          >
            <Trans t={t} i18nKey="crash.cashedOutAt" values={{ multiplier: crashText(cashedOutAt, i18n.language) }} components={{ bdi: <bdi /> }} />
          </Box>
        ) : null}
      </Box>
    </Box>
  )
}
