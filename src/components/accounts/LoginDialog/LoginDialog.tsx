import { useId, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { SocialProvider } from '../../../contract/schemas/security'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { Dialog } from '../../primitives/Dialog'
import { Tag } from '../../primitives/Tag'
import { CaptchaField } from '../CaptchaField'
import { AuthField, AuthTabPanel, AuthTabs, FieldWithButton, PasswordField, ServerError, SubmitButton, useTabIds } from '../fields'
import { SmsCodeButton } from '../SmsCodeButton'
import { SOCIAL_ICONS } from '../socialIcons'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type LoginSmsValues, type LoginUsernameValues } from '../validation'

/** Social login providers (spec section 2, the contract's list); the server says which ones this merchant offers. */
export type { SocialProvider }

const SOCIAL_LABEL_KEYS: Record<SocialProvider, string> = {
  google: tKey('auth:login.social.google'),
  facebook: tKey('auth:login.social.facebook'),
  line: tKey('auth:login.social.line'),
}

export type LoginTab = 'username' | 'sms'

export interface LoginUsernameSubmit { username: string; password: string; captcha?: string; remember: boolean }
export interface LoginSmsSubmit { mobile: string; code: string; remember: boolean }

export interface LoginDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The merchant's register settings: the mobile-number rule the login fields are checked with. */
  registerSettings: RegisterSettings
  /** Mobile SMS-code login is on (MOBILEVERCODELOGIN3): shows the SMS tab. */
  smsLoginEnabled?: boolean
  /** The tab shown first. */
  initialTab?: LoginTab
  /** The remembered login name (remember me keeps it for a day; never the password). */
  rememberedUsername?: string
  /** The remembered SMS mobile number. */
  rememberedMobile?: string
  /** Whether remember me starts ticked (it was ticked last time). */
  rememberInitially?: boolean
  /** Social login buttons, only for the providers the server offers (it knows which can run), in this order. */
  socialProviders?: readonly SocialProvider[]
  /**
   * Those of `socialProviders` that run against the server's sandbox identity provider (no real credentials): their
   * buttons are marked as a test sign-in, in their label and their accessible name, and a line says what that means.
   */
  sandboxProviders?: readonly SocialProvider[]
  /**
   * A social login is starting with this provider (the browser then leaves for it): its button shows progress,
   * the other buttons and the form wait.
   */
  socialBusy?: SocialProvider | null
  /**
   * A social login with this provider did not finish (it expired or was used, was cancelled, or the provider
   * failed): the message in `serverError` offers to start it again.
   */
  socialRetry?: SocialProvider | null
  /** The captcha is required (a failed login's error carried the captcha flag): shows it. */
  captchaRequired?: boolean
  /** The captcha image (data URL); leave out while it loads. */
  captchaImage?: string | null
  /** A login request is running: the submit button shows progress and ignores presses. */
  busy?: boolean
  /** The failed login's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Why the last code request failed, translated from its error code by the portal: the warning dialog a failed send opens shows it. */
  codeError?: string | null
  /** Seconds of the SMS code countdown (60 by default). */
  codeSeconds?: number
  /** Log in by username and password. */
  onSubmitUsername: (values: LoginUsernameSubmit) => void
  /** Log in by mobile number and SMS code. */
  onSubmitSms: (values: LoginSmsSubmit) => void
  /** Send an SMS login code to a valid mobile number; see SmsCodeButton for what the promise means. */
  onRequestCode: (mobile: string) => void | Promise<unknown>
  /** Ask for a new captcha image. */
  onRefreshCaptcha?: () => void
  /** Open forgot password. */
  onForgot: () => void
  /** Open registration. */
  onRegister: () => void
  /** Play for free with a trial account (FREEPLAY3); the button shows only when this is given. */
  onFreePlay?: () => void
  /** Log in with a social provider. */
  onSocial?: (provider: SocialProvider) => void
  /** Close (close button, Escape, outside click). */
  onClose: () => void
}

/**
 * The login popup (spec section 2): username and, when enabled, SMS-code tabs; remember me; forgot-password and
 * register links; social buttons (a provider that runs against the server's sandbox is marked as a test sign-in);
 * the captcha once the server asks for it. Field messages come from the register settings' rules (spec section 5).
 * The username and password inputs carry `autocomplete="username"` and `"current-password"`, so the browser's
 * password manager keeps the password — the portal never stores it.
 */
export function LoginDialog({
  open,
  registerSettings,
  smsLoginEnabled = false,
  initialTab = 'username',
  rememberedUsername = '',
  rememberedMobile = '',
  rememberInitially = false,
  socialProviders = [],
  sandboxProviders = [],
  socialBusy = null,
  socialRetry = null,
  captchaRequired = false,
  captchaImage,
  busy = false,
  serverError,
  codeError,
  codeSeconds,
  onSubmitUsername,
  onSubmitSms,
  onRequestCode,
  onRefreshCaptcha,
  onForgot,
  onRegister,
  onFreePlay,
  onSocial,
  onClose,
}: LoginDialogProps) {
  const { t } = useTranslation('auth')
  const ids = useTabIds()
  const sandboxNoteId = useId()
  const anySandbox = socialProviders.some((provider) => sandboxProviders.includes(provider))
  const [tab, setTab] = useState<LoginTab>(smsLoginEnabled ? initialTab : 'username')
  const [remember, setRemember] = useState(rememberInitially)
  const [codeRequested, setCodeRequested] = useState(false)
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const usernameSchema = useMemo(() => validation.loginUsername({ captchaShown: captchaRequired }), [validation, captchaRequired])
  const smsSchema = useMemo(() => validation.loginSms(), [validation])
  const smsContext = useMemo(() => ({ codeRequested }), [codeRequested])
  const byUsername = useAuthForm(usernameSchema, { username: rememberedUsername, password: '', captcha: '' })
  const bySms = useAuthForm(smsSchema, { mobile: rememberedMobile, code: '' }, smsContext)
  const current = smsLoginEnabled ? tab : 'username'
  // While a social login starts, the browser is about to leave: nothing else is sent.
  const waiting = busy || socialBusy !== null

  const submit = () => {
    if (waiting) return
    if (current === 'username') byUsername.submit<LoginUsernameValues>((values) => onSubmitUsername({ ...values, captcha: captchaRequired ? values.captcha : undefined, remember }))
    else bySms.submit<LoginSmsValues>((values) => onSubmitSms({ ...values, remember }))
  }

  const sendCode = () => {
    if (!bySms.checkField('mobile')) return false
    setCodeRequested(true)
    return onRequestCode(String(bySms.values.mobile).trim())
  }

  return (
    <Dialog open={open} title={t('login.title')} onClose={onClose} onSubmit={submit}>
      <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
        {smsLoginEnabled ? (
          <AuthTabs
            label={t('login.tabsLabel')}
            ids={ids}
            value={current}
            onChange={setTab}
            tabs={[
              { value: 'username', label: t('login.tabs.username') },
              { value: 'sms', label: t('login.tabs.sms') },
            ]}
          />
        ) : null}
        <Stack spacing={2}>
          <AuthTabPanel value="username" current={current} ids={ids}>
            <AuthField
              {...byUsername.text('username')}
              label={t('login.username')}
              autoFocus={current === 'username'}
              inputProps={{ autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, maxLength: 64 }}
            />
            <PasswordField {...byUsername.text('password')} label={t('login.password')} autoComplete="current-password" inputProps={{ maxLength: 128 }} />
            {captchaRequired ? (
              <CaptchaField
                {...byUsername.text('captcha')}
                image={captchaImage}
                onRefresh={() => onRefreshCaptcha?.()}
              />
            ) : null}
          </AuthTabPanel>
          {smsLoginEnabled ? (
            <AuthTabPanel value="sms" current={current} ids={ids}>
              <AuthField
                {...bySms.text('mobile')}
                label={t('login.mobile')}
                type="tel"
                autoFocus={current === 'sms'}
                inputProps={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 32 }}
              />
              <FieldWithButton button={<SmsCodeButton onSend={sendCode} failureMessage={codeError} seconds={codeSeconds} />}>
                <AuthField {...bySms.text('code')} label={t('login.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 16 }} />
              </FieldWithButton>
            </AuthTabPanel>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <FormControlLabel control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />} label={t('login.remember')} />
            <Link component="button" type="button" variant="body2" onClick={onForgot} sx={{ minHeight: 24 }}>
              {t('login.forgot')}
            </Link>
          </Box>
          <ServerError
            message={serverError}
            action={
              socialRetry && onSocial ? (
                <Button variant="outlined" color="inherit" size="small" onClick={() => onSocial(socialRetry)} disabled={waiting}>
                  {t('login.socialRetry', { provider: t(SOCIAL_LABEL_KEYS[socialRetry]) })}
                </Button>
              ) : undefined
            }
          />
          <SubmitButton busy={busy} onClick={submit}>
            {busy ? t('busy') : t('login.submit')}
          </SubmitButton>
          {onFreePlay ? (
            <Button variant="outlined" size="large" onClick={onFreePlay} disabled={waiting}>
              {t('login.freePlay')}
            </Button>
          ) : null}
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('login.noAccount')}{' '}
            <Link component="button" type="button" variant="body2" onClick={onRegister} sx={{ minHeight: 24, verticalAlign: 'baseline' }}>
              {t('login.register')}
            </Link>
          </Typography>
          {socialProviders.length ? (
            <>
              <Divider>
                <Typography variant="body2" color="text.secondary">
                  {t('login.socialLabel')}
                </Typography>
              </Divider>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
                {socialProviders.map((provider) => {
                  const Icon = SOCIAL_ICONS[provider]
                  // The provider on its way keeps focus and says it is busy; the others are disabled meanwhile.
                  const starting = socialBusy === provider
                  const name = t(SOCIAL_LABEL_KEYS[provider])
                  const sandbox = sandboxProviders.includes(provider)
                  return (
                    <Button
                      key={provider}
                      variant="outlined"
                      color="inherit"
                      startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Icon aria-hidden="true" />}
                      aria-label={sandbox ? t('login.socialButtonSandbox', { provider: name, tag: t('login.socialSandboxTag') }) : t('login.socialButton', { provider: name })}
                      aria-describedby={sandbox ? sandboxNoteId : undefined}
                      aria-busy={starting || undefined}
                      aria-disabled={starting || undefined}
                      onClick={waiting ? undefined : () => onSocial?.(provider)}
                      disabled={waiting && !starting}
                    >
                      {name}
                      {sandbox ? (
                        <>
                          {/* A space, so the visible text ("LINE Test") reads as in the accessible name. */}{' '}
                          <Box component="span" sx={{ display: 'inline-flex', ml: 1 }}>
                            <Tag tone="warning" variant="filled">{t('login.socialSandboxTag')}</Tag>
                          </Box>
                        </>
                      ) : null}
                    </Button>
                  )
                })}
              </Stack>
              {anySandbox ? (
                <Typography id={sandboxNoteId} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                  {t('login.socialSandboxNote')}
                </Typography>
              ) : null}
            </>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  )
}
