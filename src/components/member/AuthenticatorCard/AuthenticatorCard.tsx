import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AuthenticatorSetup } from '../../../contract/schemas/security'
import { AuthField, PasswordField, ServerError } from '../../accounts/fields'
import { useAuthForm } from '../../accounts/useAuthForm'
import { QrCode } from '../../primitives/QrCode'
import { FormActions, SavedNote, SecurityForm, afterSubmit, useOpenableForm, type SubmitOutcome } from '../forms'
import { Ltr, SecuritySection } from '../SecuritySection'
import { disableAuthenticatorSchema, totpSchema, type DisableAuthenticatorValues, type TotpValues } from '../validation'

export interface AuthenticatorCardProps {
  /** The authenticator is on. */
  enabled: boolean
  /** A setup begun and not confirmed yet: its otpauth URI (drawn as a QR code) and key. */
  setup?: AuthenticatorSetup | null
  /** A request is running. */
  busy?: boolean
  /** The failed request's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Start with the turn-off form open (stories). */
  initiallyDisabling?: boolean
  /** Begin a setup: the portal asks the server for a new key and passes it back as `setup`. */
  onBegin: () => void
  /** Turn it on with a current code from the app; see SubmitOutcome. */
  onConfirm: (values: TotpValues) => SubmitOutcome
  /** Leave the setup without turning it on. */
  onCancelSetup: () => void
  /** Turn it off with the login password and a current code; see SubmitOutcome. */
  onDisable: (values: DisableAuthenticatorValues) => SubmitOutcome
}

/** The key in groups of four, as authenticator apps show keys (easier to type; the app ignores the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Two-factor codes from an authenticator app (TOTP): set up (a QR code of the otpauth URI and the key for typing
 * in, then a code to confirm), and turn off with the login password and a current code.
 */
export function AuthenticatorCard({ enabled, setup, busy = false, serverError, initiallyDisabling = false, onBegin, onConfirm, onCancelSetup, onDisable }: AuthenticatorCardProps) {
  const { t } = useTranslation('member')
  const turnOff = useOpenableForm(initiallyDisabling)
  const confirmSchema = useMemo(() => totpSchema(), [])
  const disableSchema = useMemo(() => disableAuthenticatorSchema(), [])
  const confirm = useAuthForm(confirmSchema, { code: '' })
  const disable = useAuthForm(disableSchema, { password: '', code: '' })

  const status = { label: enabled ? t('common.on') : t('common.off'), on: enabled }

  if (enabled)
    return (
      <SecuritySection title={t('authenticator.title')} status={status} testId="security-authenticator">
        <Typography variant="body2">{t('authenticator.enabled')}</Typography>
        {turnOff.isOpen ? (
          <SecurityForm
            busy={busy}
            label={t('authenticator.submitDisable')}
            onSubmit={() =>
              disable.submit<DisableAuthenticatorValues>((values) =>
                afterSubmit(onDisable(values), () => {
                  disable.reset({ password: '', code: '' })
                  turnOff.done()
                }),
              )
            }
          >
            <Typography variant="body2" color="text.secondary">
              {t('authenticator.disableIntro')}
            </Typography>
            <PasswordField {...disable.text('password')} autoFocus label={t('common.password')} autoComplete="current-password" inputProps={{ maxLength: 128 }} />
            <AuthField {...disable.text('code')} label={t('authenticator.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }} />
            <ServerError message={serverError} />
            <FormActions
              busy={busy}
              submitLabel={t('authenticator.submitDisable')}
              onCancel={() => {
                disable.reset({ password: '', code: '' })
                turnOff.cancel()
              }}
            />
          </SecurityForm>
        ) : (
          <Box>
            <Button ref={turnOff.opener} variant="outlined" color="error" onClick={turnOff.open}>
              {t('authenticator.disable')}
            </Button>
          </Box>
        )}
      </SecuritySection>
    )

  return (
    <SecuritySection title={t('authenticator.title')} status={status} intro={t('authenticator.intro')} testId="security-authenticator">
      <SavedNote show={turnOff.saved}>{t('authenticator.disabled')}</SavedNote>
      {setup ? (
        <SecurityForm busy={busy} label={t('authenticator.begin')} onSubmit={() => confirm.submit<TotpValues>((values) => afterSubmit(onConfirm(values), () => confirm.reset({ code: '' })))}>
          <Typography variant="body2">{t('authenticator.scan')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <QrCode value={setup.uri} label={t('authenticator.qrLabel')} size={160} margin={12} />
            <Box component="dl" sx={{ minWidth: 0, flex: '1 1 200px', m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('authenticator.secret')}
              </Typography>
              <Typography component="dd" variant="body1" data-testid="authenticator-secret" sx={{ m: 0, fontWeight: 700, letterSpacing: '0.08em', overflowWrap: 'anywhere', userSelect: 'all' }}>
                <Ltr>{grouped(setup.secret)}</Ltr>
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {setup.issuer} · <Ltr>{setup.label}</Ltr>
              </Typography>
            </Box>
          </Box>
          <AuthField {...confirm.text('code')} autoFocus label={t('authenticator.code')} inputProps={{ autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 }} />
          <ServerError message={serverError} />
          <FormActions
            busy={busy}
            submitLabel={t('authenticator.confirm')}
            onCancel={() => {
              confirm.reset({ code: '' })
              onCancelSetup()
            }}
          />
        </SecurityForm>
      ) : (
        <>
          <ServerError message={serverError} />
          <Box>
            <Button
              variant="outlined"
              onClick={busy ? undefined : onBegin}
              aria-disabled={busy || undefined}
              startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            >
              {t('authenticator.begin')}
            </Button>
          </Box>
        </>
      )}
    </SecuritySection>
  )
}
