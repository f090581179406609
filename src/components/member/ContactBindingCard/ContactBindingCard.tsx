import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AuthField, FieldWithButton, PasswordField, ServerError } from '../../accounts/fields'
import { SmsCodeButton } from '../../accounts/SmsCodeButton'
import { useAuthForm } from '../../accounts/useAuthForm'
import { FormActions, SavedNote, SecurityForm, afterSubmit, useOpenableForm, type SubmitOutcome } from '../forms'
import { Ltr, SecuritySection } from '../SecuritySection'
import { contactSchema, type ContactKind, type ContactValues } from '../validation'

export interface ContactBindingCardProps {
  /** Which contact: the mobile number or the e-mail address. */
  kind: ContactKind
  /** The bound value, masked by the server; null when none is bound. */
  current: string | null
  /** A request is running (sending the code or binding). */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Start with the form open (stories). */
  initiallyOpen?: boolean
  /** Send a code to the new value (already checked); see SmsCodeButton for what the promise means. */
  onRequestCode: (value: string) => void | false | Promise<unknown>
  /** Bind the new value with its code (and the login password when one is replaced); see SubmitOutcome. */
  onSubmit: (values: ContactValues) => SubmitOutcome
}

/**
 * Bind or change the mobile number or e-mail address: the new value, a code sent to it, and — when one is already
 * bound, a sensitive change — the login password.
 */
export function ContactBindingCard({ kind, current, busy = false, serverError, codeError, initiallyOpen = false, onRequestCode, onSubmit }: ContactBindingCardProps) {
  const { t } = useTranslation('member')
  const replacing = current !== null
  const form = useOpenableForm(initiallyOpen)
  const [codeRequested, setCodeRequested] = useState(false)
  const schema = useMemo(() => contactSchema(kind, replacing), [kind, replacing])
  const context = useMemo(() => ({ codeRequested }), [codeRequested])
  const fields = useAuthForm(schema, { value: '', code: '', password: '' }, context)
  const copy = kind === 'mobile' ? 'contact.mobile' : 'contact.email'

  const restart = () => {
    fields.reset({ value: '', code: '', password: '' })
    setCodeRequested(false)
  }
  const sendCode = () => {
    if (!fields.checkField('value')) return false
    setCodeRequested(true)
    return onRequestCode(String(fields.values.value).trim())
  }
  const submit = () =>
    fields.submit<ContactValues>((values) =>
      afterSubmit(onSubmit(replacing ? values : { value: values.value, code: values.code }), () => {
        restart()
        form.done()
      }),
    )

  return (
    <SecuritySection
      title={t(`${copy}.title`)}
      status={{ label: replacing ? t('common.bound') : t('common.notBound'), on: replacing }}
      testId={`security-${kind}`}
    >
      {current ? (
        <Typography variant="body1">
          <Ltr>{current}</Ltr>
        </Typography>
      ) : null}
      <SavedNote show={form.saved && !form.isOpen}>{t(`${copy}.done`)}</SavedNote>
      {form.isOpen ? (
        <SecurityForm busy={busy} onSubmit={submit} label={t(replacing ? `${copy}.change` : `${copy}.bind`)}>
          <Typography variant="body2" color="text.secondary">
            {t(`${copy}.intro`)}
          </Typography>
          <AuthField
            {...fields.text('value')}
            autoFocus
            type={kind === 'mobile' ? 'tel' : 'email'}
            label={t(`${copy}.newValue`)}
            inputProps={kind === 'mobile' ? { autoComplete: 'tel', inputMode: 'tel', maxLength: 15 } : { autoComplete: 'email', maxLength: 254 }}
          />
          <FieldWithButton button={<SmsCodeButton onSend={sendCode} failureMessage={codeError} disabled={busy} />}>
            <AuthField {...fields.text('code')} label={t('common.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 9 }} />
          </FieldWithButton>
          {replacing ? (
            <PasswordField {...fields.text('password')} label={t('common.password')} helperText={fields.errorText('password') ?? t('common.passwordHelp')} autoComplete="current-password" inputProps={{ maxLength: 128 }} />
          ) : null}
          <ServerError message={serverError} />
          <FormActions
            busy={busy}
            submitLabel={t(`${copy}.submit`)}
            onCancel={() => {
              restart()
              form.cancel()
            }}
          />
        </SecurityForm>
      ) : (
        <Box>
          <Button ref={form.opener} variant="outlined" onClick={form.open}>
            {t(replacing ? `${copy}.change` : `${copy}.bind`)}
          </Button>
        </Box>
      )}
    </SecuritySection>
  )
}
