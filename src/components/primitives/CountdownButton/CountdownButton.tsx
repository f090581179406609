import { useCallback, useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { visuallyHidden } from '@mui/utils'
import { monotonicNow } from '../timeSource'

/** The spec's SMS countdown (section 9). */
export const DEFAULT_COUNTDOWN_SECONDS = 60
/** At most one click per second (spec section 9). */
export const CLICK_INTERVAL_MS = 1000

export type CountdownState = 'available' | 'loading' | 'countdown'

export interface CountdownButtonProps {
  /** What the button says when it can be pressed ("Send code"). */
  label: string
  /** What it says while the request runs ("Sending…"). */
  loadingLabel: string
  /** What it says during the countdown, given the seconds left ("Resend in 42 s"). */
  countdownLabel: (seconds: number) => string
  /** Said once to screen readers when the countdown starts, given its length. */
  startedAnnouncement: (seconds: number) => string
  /** Said to screen readers when the button is available again. */
  readyAnnouncement: string
  /**
   * The action. Return nothing to start the countdown at once; return a promise to show the loading state until
   * it settles: fulfilled starts the countdown (with the number it resolves to as seconds, if any), rejected
   * makes the button available again (the caller shows why). Return `false` when nothing was done (e.g. the
   * mobile number is not valid yet): the button stays available and the click does not count.
   */
  onClick: () => void | false | Promise<unknown>
  /** Length of the countdown in seconds when the action does not say. */
  seconds?: number
  /** Start in the countdown (e.g. a code was sent before the dialog was reopened), with this many seconds left. */
  initialCountdown?: number
  /** Disabled for a reason outside the countdown. */
  disabled?: boolean
  /** MUI button variant. */
  variant?: ButtonProps['variant']
  /** MUI button size. */
  size?: ButtonProps['size']
}

/**
 * A button that runs an action and then waits a countdown before it can run again: available → loading →
 * countdown → available (spec section 4, "SMS code button"). Clicks closer than a second apart are ignored.
 * The countdown is announced politely when it starts and when it ends, not every second.
 */
export function CountdownButton({
  label,
  loadingLabel,
  countdownLabel,
  startedAnnouncement,
  readyAnnouncement,
  onClick,
  seconds = DEFAULT_COUNTDOWN_SECONDS,
  initialCountdown,
  disabled = false,
  variant = 'outlined',
  size = 'medium',
}: CountdownButtonProps) {
  const [state, setState] = useState<CountdownState>(initialCountdown ? 'countdown' : 'available')
  const [left, setLeft] = useState(initialCountdown ?? 0)
  const [announcement, setAnnouncement] = useState('')
  const endsAt = useRef(initialCountdown ? monotonicNow() + initialCountdown * 1000 : 0)
  const lastClick = useRef(-Infinity)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const start = useCallback(
    (length: number) => {
      const whole = Math.max(1, Math.round(length))
      endsAt.current = monotonicNow() + whole * 1000
      setLeft(whole)
      setState('countdown')
      setAnnouncement(startedAnnouncement(whole))
    },
    [startedAnnouncement],
  )

  useEffect(() => {
    if (state !== 'countdown') return
    const timer = setInterval(() => {
      const remaining = Math.ceil((endsAt.current - monotonicNow()) / 1000)
      if (remaining <= 0) {
        setState('available')
        setLeft(0)
        setAnnouncement(readyAnnouncement)
      } else setLeft(remaining)
    }, 250)
    return () => clearInterval(timer)
  }, [state, readyAnnouncement])

  const handleClick = () => {
    const now = monotonicNow()
    if (state !== 'available' || now - lastClick.current < CLICK_INTERVAL_MS) return
    lastClick.current = now
    const result = onClick()
    if (result === false) {
      lastClick.current = -Infinity
      return
    }
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      start(seconds)
      return
    }
    setState('loading')
    setAnnouncement('')
    ;(result as Promise<unknown>).then(
      (value) => {
        if (mounted.current) start(typeof value === 'number' && value > 0 ? value : seconds)
      },
      () => {
        if (mounted.current) setState('available')
      },
    )
  }

  const text = state === 'loading' ? loadingLabel : state === 'countdown' ? countdownLabel(left) : label
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={handleClick}
        disabled={disabled || state === 'countdown'}
        aria-disabled={state === 'loading' || undefined}
        aria-busy={state === 'loading' || undefined}
        startIcon={state === 'loading' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, minHeight: 40, fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Button>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  )
}
