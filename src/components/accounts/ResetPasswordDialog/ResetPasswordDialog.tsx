import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { Dialog } from '../../primitives/Dialog'
import { PasswordField, ServerError, SubmitButton } from '../fields'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type ChangePasswordValues } from '../validation'

/** Where the reset stands: choosing the new password, done, or a link that cannot be used (expired, used, cut). */
export type ResetPasswordState = 'form' | 'done' | 'invalidLink'

export interface ResetPasswordDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The merchant's register settings: the password rule. */
  registerSettings: RegisterSettings
  state: ResetPasswordState
  /** The request is running. */
  busy?: boolean
  /** The failed reset's message (a password the rule refuses), translated from its error code by the portal. */
  serverError?: string | null
  /** Set the new password (trimmed values). */
  onSubmit: (values: { password: string; confirmPassword: string }) => void
  /** After a reset, or instead of it: log in. */
  onLogin: () => void
  /** The link cannot be used: ask for a new one (the forgot-password dialog). */
  onRequestNewLink: () => void
  /** Close without resetting. */
  onClose: () => void
}

/**
 * The page a reset link opens (spec section 1, "forgot and reset password"): a new password by the merchant's
 * rule and its confirmation; then a confirmation that every session has ended and a way to log in. A link that
 * has expired or was used says so and offers a new one.
 */
export function ResetPasswordDialog({ open, registerSettings, state, busy = false, serverError, onSubmit, onLogin, onRequestNewLink, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('auth')
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const schema = useMemo(() => validation.changePassword({ oldPasswordKnown: true }), [validation])
  const form = useAuthForm(schema, { password: '', confirmPassword: '' })
  const submit = () => {
    if (!busy && state === 'form') form.submit<ChangePasswordValues>((values) => onSubmit({ password: values.password, confirmPassword: values.confirmPassword }))
  }
  return (
    <Dialog open={open} title={t('resetPassword.title')} onClose={onClose} onSubmit={state === 'form' ? submit : undefined} disableBackdropClose={state === 'form'}>
      {state === 'done' ? (
        <Stack spacing={2}>
          <Alert severity="success" variant="outlined" role="status">
            {t('resetPassword.done')}
          </Alert>
          <Button variant="contained" size="large" onClick={onLogin} autoFocus>
            {t('resetPassword.login')}
          </Button>
        </Stack>
      ) : state === 'invalidLink' ? (
        <Stack spacing={2}>
          <Alert severity="error" variant="outlined" role="alert">
            {t('resetPassword.invalidLink')}
          </Alert>
          <Button variant="contained" size="large" onClick={onRequestNewLink} autoFocus>
            {t('resetPassword.newLink')}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('resetPassword.intro')}
            </Typography>
            <PasswordField {...form.text('password')} label={t('resetPassword.newPassword')} autoComplete="new-password" autoFocus inputProps={{ maxLength: 128 }} />
            <PasswordField {...form.text('confirmPassword')} label={t('resetPassword.confirmPassword')} autoComplete="new-password" inputProps={{ maxLength: 128 }} />
            <ServerError message={serverError} />
            <SubmitButton busy={busy} onClick={submit}>
              {busy ? t('busy') : t('resetPassword.submit')}
            </SubmitButton>
          </Stack>
        </Box>
      )}
    </Dialog>
  )
}
