import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountdownButton, DEFAULT_COUNTDOWN_SECONDS } from '../../primitives/CountdownButton'
import { CodeSendFailedDialog } from '../CodeSendFailedDialog'

export interface SmsCodeButtonProps {
  /**
   * Sends the code. Return a promise: while it runs the button says "Sending…"; fulfilled starts the countdown
   * (with the seconds it resolves to, e.g. the server's resend delay, else `seconds`); rejected makes the button
   * available again and opens the warning dialog with `failureMessage`. Return nothing to start the countdown at
   * once, or `false` when nothing was sent (the number is not valid yet).
   */
  onSend: () => void | false | Promise<unknown>
  /**
   * Why the last send failed: the server's error code translated by the portal. Shown in the warning dialog a
   * rejected send opens (spec section 8); a generic "not sent" when left out.
   */
  failureMessage?: string | null
  /** Countdown length: 60 s on login and registration; forgot password passes the server's expiry minutes × 60. */
  seconds?: number
  /** Start in the countdown with this many seconds left (a code was sent before). */
  initialCountdown?: number
  /** Disabled for a reason outside the countdown (the whole form is busy). */
  disabled?: boolean
}

/**
 * "Send code" for SMS and email codes: send → sending → countdown → send again; one press per second at most.
 * A failed send opens a warning dialog with the server's message; the button is available again behind it and
 * takes the focus back when the dialog closes.
 */
export function SmsCodeButton({ onSend, failureMessage, seconds = DEFAULT_COUNTDOWN_SECONDS, initialCountdown, disabled }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth')
  const [failed, setFailed] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const countdownLabel = useCallback((left: number) => t('sms.resend', { seconds: left }), [t])
  const started = useCallback((length: number) => t('sms.sent', { seconds: length }), [t])
  const send = () => {
    const result = onSend()
    // The countdown button handles the outcome itself (a rejection makes it available again); this only warns.
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(undefined, () => {
        if (mounted.current) setFailed(true)
      })
    return result
  }
  return (
    <>
      <CountdownButton
        label={t('sms.send')}
        loadingLabel={t('sms.sending')}
        countdownLabel={countdownLabel}
        startedAnnouncement={started}
        readyAnnouncement={t('sms.ready')}
        onClick={send}
        seconds={seconds}
        initialCountdown={initialCountdown}
        disabled={disabled}
      />
      <CodeSendFailedDialog open={failed} message={failureMessage} onClose={() => setFailed(false)} />
    </>
  )
}
