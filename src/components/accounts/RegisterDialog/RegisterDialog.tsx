import { useId, useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Trans, useTranslation } from 'react-i18next'
import type { RegisterField } from '../../../config/constants'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { tKey } from '../../../../locales'
import { Dialog } from '../../primitives/Dialog'
import { CaptchaField } from '../CaptchaField'
import { AuthField, AuthTabPanel, AuthTabs, FieldWithButton, PasswordField, ServerError, SubmitButton, useTabIds } from '../fields'
import { SmsCodeButton } from '../SmsCodeButton'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type AuthValidation, type RegisterFormField, type RegisterMode, type RegisterValues } from '../validation'

/** The label of each registration field. */
export const REGISTER_FIELD_LABEL_KEYS: Record<RegisterField, string> = {
  username: tKey('auth:register.fields.username'),
  password: tKey('auth:register.fields.password'),
  confirmPassword: tKey('auth:register.fields.confirmPassword'),
  payeeName: tKey('auth:register.fields.payeeName'),
  email: tKey('auth:register.fields.email'),
  qqNum: tKey('auth:register.fields.qqNum'),
  mobileNum: tKey('auth:register.fields.mobileNum'),
  recommenderId: tKey('auth:register.fields.recommenderId'),
  captcha: tKey('auth:register.fields.captcha'),
  verificationCode: tKey('auth:register.fields.verificationCode'),
  affiliateCode: tKey('auth:register.fields.affiliateCode'),
  paymentPassword: tKey('auth:register.fields.paymentPassword'),
  line: tKey('auth:register.fields.line'),
  whatsapp: tKey('auth:register.fields.whatsapp'),
  facebook: tKey('auth:register.fields.facebook'),
  wechat: tKey('auth:register.fields.wechat'),
  idNumber: tKey('auth:register.fields.idNumber'),
}

/** The browser's autofill hint of fields that have one. */
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username', email: 'email', mobileNum: 'tel', payeeName: 'name', verificationCode: 'one-time-code',
}

/** What the dialog hands on: the trimmed values of the fields it showed, the agreement, the mode and the affiliate code. */
export type RegisterSubmit = RegisterValues & { mode: RegisterMode }

/** The legal documents the agreement links to. */
export type LegalDocument = 'terms' | 'privacy'

export interface RegisterDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The merchant's register settings: which fields are shown and required, and their rules. */
  registerSettings: RegisterSettings
  /** Registration by username is on (USERNAMEREG3). */
  usernameRegistration?: boolean
  /** Registration by mobile number is on (MOBILENUMREG3). With both on, tabs choose between them. */
  mobileRegistration?: boolean
  /** SMS verification of the mobile number (REGMOBVERF3): a code button and a code field in mobile mode. */
  smsVerification?: boolean
  /** Mobile registration asks for a password (MOBILENUMPASSREG3). */
  mobilePassword?: boolean
  /** The tab shown first when both modes are on. */
  initialMode?: RegisterMode
  /** The affiliate code from the URL: the form does not ask for it and hands it on. */
  affiliateCode?: string
  /** The captcha image (data URL), when the settings show a captcha; leave out while it loads. */
  captchaImage?: string | null
  /** The registration request is running. */
  busy?: boolean
  /** The failed registration's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Seconds of the SMS code countdown (60 by default). */
  codeSeconds?: number
  /** Register with the trimmed values. */
  onSubmit: (values: RegisterSubmit) => void
  /** Send a registration code to a valid mobile number; see SmsCodeButton for what the promise means. */
  onRequestCode?: (mobile: string) => void | false | Promise<unknown>
  /** Ask for a new captcha image (also after a failed registration: the portal does that). */
  onRefreshCaptcha?: () => void
  /** Show the terms of use or the privacy policy. */
  onShowDocument?: (document: LegalDocument) => void
  /** Open login instead. */
  onLogin?: () => void
  /** Close (close button, Escape). A click outside does not close it: a long form is easy to lose. */
  onClose: () => void
}

function initialValues(fields: RegisterFormField[]): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((field) => [field, field === 'agree' ? false : '']))
}

interface ModeFormProps {
  mode: RegisterMode
  validation: AuthValidation
  fields: RegisterFormField[]
  form: ReturnType<typeof useAuthForm<Record<string, string | boolean>>>
  captchaImage?: string | null
  codeSeconds?: number
  codeError?: string | null
  busy: boolean
  autoFocus: boolean
  onSendCode: () => void | false | Promise<unknown>
  onRefreshCaptcha?: () => void
  onShowDocument?: (document: LegalDocument) => void
}

/** The fields of one mode, in the order the settings give. */
function ModeFields({ mode, validation, fields, form, captchaImage, codeSeconds, codeError, busy, autoFocus, onSendCode, onRefreshCaptcha, onShowDocument }: ModeFormProps) {
  const { t } = useTranslation('auth')
  const agreeHelpId = useId()
  const label = (field: RegisterField, required: boolean) => (required ? t(REGISTER_FIELD_LABEL_KEYS[field]) : t('register.optional', { label: t(REGISTER_FIELD_LABEL_KEYS[field]) }))
  const isRequired = (field: RegisterField) => {
    if (['username', 'password', 'confirmPassword', 'verificationCode', 'captcha', 'paymentPassword'].includes(field)) return true
    if (field === 'mobileNum') return mode === 'mobile' || validation.settings.fields.find((s) => s.field === field)?.required === true
    return validation.settings.fields.find((s) => s.field === field)?.required === true
  }
  const nodes: ReactNode[] = []
  fields.forEach((field, index) => {
    const first = autoFocus && index === 0
    if (field === 'agree') {
      const error = form.errorText('agree')
      nodes.push(
        <FormControl key="agree" error={Boolean(error)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.values.agree === true}
                onChange={(event) => form.set('agree', event.target.checked)}
                slotProps={{ input: { ref: form.focusRef('agree'), 'aria-describedby': error ? agreeHelpId : undefined, 'aria-invalid': error ? true : undefined } as object }}
              />
            }
            label={
              <Typography variant="body2" component="span">
                <Trans
                  i18nKey="auth:register.agree"
                  components={{
                    terms: <Link component="button" type="button" variant="body2" onClick={() => onShowDocument?.('terms')} sx={{ verticalAlign: 'baseline', minHeight: 24 }} />,
                    privacy: <Link component="button" type="button" variant="body2" onClick={() => onShowDocument?.('privacy')} sx={{ verticalAlign: 'baseline', minHeight: 24 }} />,
                  }}
                />
              </Typography>
            }
          />
          {error ? <FormHelperText id={agreeHelpId}>{error}</FormHelperText> : null}
        </FormControl>,
      )
      return
    }
    const rule = validation.rule(field)
    const numeric = rule.rule === 'DIGITS' || rule.rule === 'PHONE'
    const common = { ...form.text(field), label: label(field, isRequired(field)), autoFocus: first }
    if (field === 'password' || field === 'confirmPassword') nodes.push(<PasswordField key={field} {...common} autoComplete="new-password" inputProps={{ maxLength: 128 }} />)
    else if (field === 'paymentPassword') nodes.push(<PasswordField key={field} {...common} autoComplete="off" inputProps={{ inputMode: numeric ? 'numeric' : undefined, maxLength: 64 }} />)
    else if (field === 'captcha') nodes.push(<CaptchaField key={field} {...form.text('captcha')} image={captchaImage} onRefresh={() => onRefreshCaptcha?.()} />)
    else if (field === 'verificationCode')
      nodes.push(
        <FieldWithButton key={field} button={<SmsCodeButton onSend={onSendCode} failureMessage={codeError} seconds={codeSeconds} disabled={busy} />}>
          <AuthField {...common} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 16 }} />
        </FieldWithButton>,
      )
    else
      nodes.push(
        <AuthField
          key={field}
          {...common}
          type={field === 'email' ? 'email' : field === 'mobileNum' ? 'tel' : 'text'}
          inputProps={{
            autoComplete: AUTOCOMPLETE[field] ?? 'off',
            inputMode: field === 'mobileNum' ? 'tel' : numeric ? 'numeric' : undefined,
            autoCapitalize: field === 'payeeName' ? 'words' : 'none',
            spellCheck: false,
            maxLength: Math.max(rule.maxLength, 1) + 16,
          }}
        />,
      )
  })
  return <>{nodes}</>
}

/**
 * Registration (spec section 2 "Register", section 5 rules): tabs for username and mobile registration only when
 * both are on; the fields the merchant's settings show, required as they say; the SMS code button with mobile
 * verification; the captcha when shown; agreement to the terms and privacy policy.
 */
export function RegisterDialog({
  open,
  registerSettings,
  usernameRegistration = true,
  mobileRegistration = false,
  smsVerification = false,
  mobilePassword = false,
  initialMode,
  affiliateCode,
  captchaImage,
  busy = false,
  serverError,
  codeError,
  codeSeconds,
  onSubmit,
  onRequestCode,
  onRefreshCaptcha,
  onShowDocument,
  onLogin,
  onClose,
}: RegisterDialogProps) {
  const { t } = useTranslation('auth')
  const ids = useTabIds()
  const modes: RegisterMode[] = [...(usernameRegistration || !mobileRegistration ? (['username'] as const) : []), ...(mobileRegistration ? (['mobile'] as const) : [])]
  const [chosen, setChosen] = useState<RegisterMode>(initialMode && modes.includes(initialMode) ? initialMode : modes[0]!)
  const mode = modes.includes(chosen) ? chosen : modes[0]!
  const [codeRequested, setCodeRequested] = useState(false)
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const options = { smsVerification, mobilePassword, affiliateFromUrl: Boolean(affiliateCode) }
  const usernameFields = validation.registerFields({ mode: 'username', ...options })
  const mobileFields = validation.registerFields({ mode: 'mobile', ...options })
  const usernameSchema = useMemo(() => validation.register({ mode: 'username', smsVerification, mobilePassword, affiliateFromUrl: Boolean(affiliateCode) }), [validation, smsVerification, mobilePassword, affiliateCode])
  const mobileSchema = useMemo(() => validation.register({ mode: 'mobile', smsVerification, mobilePassword, affiliateFromUrl: Boolean(affiliateCode) }), [validation, smsVerification, mobilePassword, affiliateCode])
  const mobileContext = useMemo(() => ({ codeRequested }), [codeRequested])
  const byUsername = useAuthForm(usernameSchema, initialValues(usernameFields))
  const byMobile = useAuthForm(mobileSchema, initialValues(mobileFields), mobileContext)

  const submit = () => {
    if (busy) return
    const form = mode === 'username' ? byUsername : byMobile
    form.submit<RegisterValues>((values) => onSubmit({ ...values, ...(affiliateCode ? { affiliateCode } : {}), mode }))
  }

  const sendCode = () => {
    if (!byMobile.checkField('mobileNum')) return false
    setCodeRequested(true)
    return onRequestCode?.(String(byMobile.values.mobileNum).trim())
  }

  const shared = { validation, captchaImage, codeSeconds, codeError, busy, onSendCode: sendCode, onRefreshCaptcha, onShowDocument }
  return (
    <Dialog open={open} title={t('register.title')} onClose={onClose} onSubmit={submit} disableBackdropClose>
      <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
        {modes.length > 1 ? (
          <AuthTabs
            label={t('register.tabsLabel')}
            ids={ids}
            value={mode}
            onChange={setChosen}
            tabs={[
              { value: 'username', label: t('register.tabs.username') },
              { value: 'mobile', label: t('register.tabs.mobile') },
            ]}
          />
        ) : null}
        <Stack spacing={2}>
          {modes.includes('username') ? (
            <AuthTabPanel value="username" current={mode} ids={ids}>
              <ModeFields mode="username" fields={usernameFields} form={byUsername} autoFocus={mode === 'username'} {...shared} />
            </AuthTabPanel>
          ) : null}
          {modes.includes('mobile') ? (
            <AuthTabPanel value="mobile" current={mode} ids={ids}>
              <ModeFields mode="mobile" fields={mobileFields} form={byMobile} autoFocus={mode === 'mobile'} {...shared} />
            </AuthTabPanel>
          ) : null}
          <ServerError message={serverError} />
          <SubmitButton busy={busy} onClick={submit}>
            {busy ? t('busy') : t('register.submit')}
          </SubmitButton>
          {onLogin ? (
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {t('register.haveAccount')}{' '}
              <Link component="button" type="button" variant="body2" onClick={onLogin} sx={{ minHeight: 24, verticalAlign: 'baseline' }}>
                {t('register.login')}
              </Link>
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  )
}
