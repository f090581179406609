import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { Dialog } from '../../primitives/Dialog'
import { AuthField, AuthTabPanel, AuthTabs, FieldWithButton, PasswordField, ServerError, SubmitButton, useTabIds } from '../fields'
import { SmsCodeButton } from '../SmsCodeButton'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type ForgotEmailValues, type ForgotPhoneValues } from '../validation'

export type ForgotMethod = 'email' | 'phone'

export interface ForgotPasswordDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The merchant's register settings: the username, email, mobile and password rules. */
  registerSettings: RegisterSettings
  /** Recovery by phone is on (CHNGPASSVERIF3): adds the phone tab. */
  phoneEnabled?: boolean
  /** The tab shown first. */
  initialMethod?: ForgotMethod
  /** The reset link was sent by email: the dialog says so (spec section 8, in_been_out). */
  emailSent?: boolean
  /** Seconds of the code countdown: the server's code expiry minutes × 60 (spec section 4). */
  codeSeconds?: number
  /** A request is running. */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Send the reset link to the account's email. */
  onSubmitEmail: (values: ForgotEmailValues) => void
  /** Set the new password with the SMS code (the portal then logs in with it and goes to /). */
  onSubmitPhone: (values: ForgotPhoneValues) => void
  /** Send a code to a valid mobile number; see SmsCodeButton for what the promise means. */
  onRequestCode?: (mobile: string) => void | false | Promise<unknown>
  /** Close (close button, Escape, the done button after the email was sent). */
  onClose: () => void
}

/** Forgot password (spec section 4): by email (username and email), and by phone (mobile, code, new password) when enabled. */
export function ForgotPasswordDialog({
  open,
  registerSettings,
  phoneEnabled = false,
  initialMethod = 'email',
  emailSent = false,
  codeSeconds,
  busy = false,
  serverError,
  codeError,
  onSubmitEmail,
  onSubmitPhone,
  onRequestCode,
  onClose,
}: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth')
  const ids = useTabIds()
  const [chosen, setChosen] = useState<ForgotMethod>(initialMethod)
  const method: ForgotMethod = phoneEnabled ? chosen : 'email'
  const [codeRequested, setCodeRequested] = useState(false)
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const emailSchema = useMemo(() => validation.forgotEmail(), [validation])
  const phoneSchema = useMemo(() => validation.forgotPhone(), [validation])
  const phoneContext = useMemo(() => ({ codeRequested }), [codeRequested])
  const byEmail = useAuthForm(emailSchema, { username: '', email: '' })
  const byPhone = useAuthForm(phoneSchema, { mobile: '', code: '', password: '' }, phoneContext)

  const submit = () => {
    if (busy || emailSent) return
    if (method === 'email') byEmail.submit<ForgotEmailValues>(onSubmitEmail)
    else byPhone.submit<ForgotPhoneValues>(onSubmitPhone)
  }
  const sendCode = () => {
    if (!byPhone.checkField('mobile')) return false
    setCodeRequested(true)
    return onRequestCode?.(String(byPhone.values.mobile).trim())
  }

  if (emailSent)
    return (
      <Dialog
        open={open}
        title={t('forgot.sentTitle')}
        onClose={onClose}
        onSubmit={onClose}
        actions={
          <Button variant="contained" onClick={onClose} autoFocus>
            {t('common:ok')}
          </Button>
        }
      >
        <Alert severity="success" variant="outlined">
          {t('forgot.sent')}
        </Alert>
      </Dialog>
    )

  return (
    <Dialog open={open} title={t('forgot.title')} onClose={onClose} onSubmit={submit}>
      <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
        {phoneEnabled ? (
          <AuthTabs
            label={t('forgot.tabsLabel')}
            ids={ids}
            value={method}
            onChange={setChosen}
            tabs={[
              { value: 'email', label: t('forgot.tabs.email') },
              { value: 'phone', label: t('forgot.tabs.phone') },
            ]}
          />
        ) : null}
        <Stack spacing={2}>
          <AuthTabPanel value="email" current={method} ids={ids}>
            <Typography variant="body2" color="text.secondary">
              {t('forgot.emailIntro')}
            </Typography>
            <AuthField {...byEmail.text('username')} label={t('forgot.username')} autoFocus={method === 'email'} inputProps={{ autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, maxLength: 64 }} />
            <AuthField {...byEmail.text('email')} type="email" label={t('forgot.email')} inputProps={{ autoComplete: 'email', maxLength: 254 }} />
          </AuthTabPanel>
          {phoneEnabled ? (
            <AuthTabPanel value="phone" current={method} ids={ids}>
              <Typography variant="body2" color="text.secondary">
                {t('forgot.phoneIntro')}
              </Typography>
              <AuthField {...byPhone.text('mobile')} type="tel" label={t('forgot.mobile')} autoFocus={method === 'phone'} inputProps={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 32 }} />
              <FieldWithButton button={<SmsCodeButton onSend={sendCode} failureMessage={codeError} seconds={codeSeconds} disabled={busy} />}>
                <AuthField {...byPhone.text('code')} label={t('forgot.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 16 }} />
              </FieldWithButton>
              <PasswordField {...byPhone.text('password')} label={t('forgot.newPassword')} autoComplete="new-password" inputProps={{ maxLength: 128 }} />
            </AuthTabPanel>
          ) : null}
          <ServerError message={serverError} />
          <SubmitButton busy={busy} onClick={submit}>
            {busy ? t('busy') : method === 'email' ? t('forgot.submitEmail') : t('forgot.submitPhone')}
          </SubmitButton>
        </Stack>
      </Box>
    </Dialog>
  )
}
