import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { CountdownButton, DEFAULT_COUNTDOWN_SECONDS } from '../../primitives/CountdownButton'

export interface SmsCodeButtonProps {
  /**
   * Sends the code. Return a promise: while it runs the button says "Sending…"; fulfilled starts the countdown
   * (with the seconds it resolves to, e.g. the server's resend delay, else `seconds`); rejected makes the button
   * available again (the portal shows the server's message). Return nothing to start the countdown at once, or
   * `false` when nothing was sent (the number is not valid yet).
   */
  onSend: () => void | false | Promise<unknown>
  /** Countdown length: 60 s on login and registration; forgot password passes the server's expiry minutes × 60. */
  seconds?: number
  /** Start in the countdown with this many seconds left (a code was sent before). */
  initialCountdown?: number
  /** Disabled for a reason outside the countdown (the whole form is busy). */
  disabled?: boolean
}

/** "Send code" for SMS and email codes: send → sending → countdown → send again; one press per second at most. */
export function SmsCodeButton({ onSend, seconds = DEFAULT_COUNTDOWN_SECONDS, initialCountdown, disabled }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth')
  const countdownLabel = useCallback((left: number) => t('sms.resend', { seconds: left }), [t])
  const started = useCallback((length: number) => t('sms.sent', { seconds: length }), [t])
  return (
    <CountdownButton
      label={t('sms.send')}
      loadingLabel={t('sms.sending')}
      countdownLabel={countdownLabel}
      startedAnnouncement={started}
      readyAnnouncement={t('sms.ready')}
      onClick={onSend}
      seconds={seconds}
      initialCountdown={initialCountdown}
      disabled={disabled}
    />
  )
}
