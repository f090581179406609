import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AuthField, FieldWithButton, PasswordField, ServerError } from '../../accounts/fields'
import { SmsCodeButton } from '../../accounts/SmsCodeButton'
import { useAuthForm } from '../../accounts/useAuthForm'
import { FormActions, SavedNote, SecurityForm, afterSubmit, useOpenableForm, type SubmitOutcome } from '../forms'
import { SecuritySection } from '../SecuritySection'
import {
  DEFAULT_PAYMENT_PASSWORD_RULE,
  changePaymentSchema,
  resetPaymentSchema,
  setPaymentSchema,
  type ChangePaymentValues,
  type PaymentPasswordRule,
  type ResetPaymentValues,
  type SetPaymentValues,
} from '../validation'

export type PaymentPasswordMode = 'set' | 'change' | 'reset'

export interface PaymentPasswordCardProps {
  /** A payment password is set: offer change and reset instead of set. */
  isSet: boolean
  /** A mobile number is bound (the reset code goes to it). */
  mobileBound: boolean
  /** The merchant's payment password rule (its register settings); six digits when it sets none. */
  rule?: PaymentPasswordRule
  /** A request is running. */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Start with this form open (stories). */
  initialMode?: PaymentPasswordMode
  /** Set the first payment password, confirmed with the login password; see SubmitOutcome. */
  onSet: (values: SetPaymentValues) => SubmitOutcome
  /** Change it with the current one; see SubmitOutcome. */
  onChange: (values: ChangePaymentValues) => SubmitOutcome
  /** Send the reset code to the bound mobile; see SmsCodeButton for what the promise means. */
  onRequestCode: () => void | false | Promise<unknown>
  /** Reset it with the SMS code; see SubmitOutcome. */
  onReset: (values: ResetPaymentValues) => SubmitOutcome
}

const EMPTY = { password: '', oldPaymentPassword: '', verificationCode: '', paymentPassword: '', confirmPaymentPassword: '' }

/** The payment password (withdrawals and transfers): set it, change it, or reset it with a code sent by SMS. */
export function PaymentPasswordCard(props: PaymentPasswordCardProps) {
  const { isSet, mobileBound, rule = DEFAULT_PAYMENT_PASSWORD_RULE, busy = false, serverError, codeError, initialMode, onSet, onChange, onRequestCode, onReset } = props
  const { t } = useTranslation('member')
  const form = useOpenableForm(initialMode !== undefined)
  const [mode, setMode] = useState<PaymentPasswordMode>(initialMode ?? (isSet ? 'change' : 'set'))
  const [codeRequested, setCodeRequested] = useState(false)
  const schema = useMemo(() => (mode === 'set' ? setPaymentSchema(rule) : mode === 'change' ? changePaymentSchema(rule) : resetPaymentSchema(rule)), [mode, rule])
  const context = useMemo(() => ({ codeRequested }), [codeRequested])
  const fields = useAuthForm(schema, EMPTY, context)
  const digits = /\[0-9\]/.test(rule.pattern)
  const passwordInput = { maxLength: rule.maxLength, ...(digits ? { inputMode: 'numeric' } : {}) }

  const restart = () => {
    fields.reset(EMPTY)
    setCodeRequested(false)
  }
  const openMode = (next: PaymentPasswordMode) => () => {
    restart()
    setMode(next)
    form.open()
  }
  const saved = () => {
    restart()
    form.done()
  }
  const submit = () => {
    if (mode === 'set') fields.submit<SetPaymentValues>((v) => afterSubmit(onSet({ password: v.password, paymentPassword: v.paymentPassword, confirmPaymentPassword: v.confirmPaymentPassword }), saved))
    else if (mode === 'change')
      fields.submit<ChangePaymentValues>((v) => afterSubmit(onChange({ oldPaymentPassword: v.oldPaymentPassword, paymentPassword: v.paymentPassword, confirmPaymentPassword: v.confirmPaymentPassword }), saved))
    else fields.submit<ResetPaymentValues>((v) => afterSubmit(onReset({ verificationCode: v.verificationCode, paymentPassword: v.paymentPassword, confirmPaymentPassword: v.confirmPaymentPassword }), saved))
  }
  const sendCode = () => {
    setCodeRequested(true)
    return onRequestCode()
  }
  const submitLabel = mode === 'set' ? t('payment.submitSet') : mode === 'change' ? t('payment.submitChange') : t('payment.submitReset')

  return (
    <SecuritySection title={t('payment.title')} status={{ label: isSet ? t('common.on') : t('common.off'), on: isSet }} intro={t('payment.intro')} testId="security-payment">
      <SavedNote show={form.saved && !form.isOpen}>{t('payment.done')}</SavedNote>
      {form.isOpen ? (
        <SecurityForm busy={busy} onSubmit={submit} label={submitLabel}>
          {mode === 'set' ? (
            <PasswordField {...fields.text('password')} autoFocus label={t('common.password')} helperText={fields.errorText('password') ?? t('common.passwordHelp')} autoComplete="current-password" inputProps={{ maxLength: 128 }} />
          ) : null}
          {mode === 'change' ? <PasswordField {...fields.text('oldPaymentPassword')} autoFocus label={t('payment.old')} autoComplete="off" inputProps={passwordInput} /> : null}
          {mode === 'reset' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('payment.resetIntro')}
              </Typography>
              <FieldWithButton button={<SmsCodeButton onSend={sendCode} failureMessage={codeError} disabled={busy} />}>
                <AuthField {...fields.text('verificationCode')} autoFocus label={t('common.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 9 }} />
              </FieldWithButton>
            </>
          ) : null}
          <PasswordField {...fields.text('paymentPassword')} label={mode === 'set' ? t('payment.new') : t('payment.newAgain')} autoComplete="new-password" inputProps={passwordInput} />
          <PasswordField {...fields.text('confirmPaymentPassword')} label={t('payment.confirm')} autoComplete="new-password" inputProps={passwordInput} />
          <ServerError message={serverError} />
          <FormActions
            busy={busy}
            submitLabel={submitLabel}
            onCancel={() => {
              restart()
              form.cancel()
            }}
          />
        </SecurityForm>
      ) : isSet ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* Focus returns to the button the form was opened from; after setting it, to "change". */}
          <Button ref={mode === 'reset' ? undefined : form.opener} variant="outlined" onClick={openMode('change')}>
            {t('payment.change')}
          </Button>
          {mobileBound ? (
            <Button ref={mode === 'reset' ? form.opener : undefined} variant="text" onClick={openMode('reset')}>
              {t('payment.reset')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('payment.resetNeedsMobile')}
            </Typography>
          )}
        </Box>
      ) : (
        <Box>
          <Button ref={form.opener} variant="outlined" onClick={openMode('set')}>
            {t('payment.set')}
          </Button>
        </Box>
      )}
    </SecuritySection>
  )
}
