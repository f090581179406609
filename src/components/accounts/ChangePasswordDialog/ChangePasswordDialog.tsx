import { useId, useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { RegisterSettings } from '../../../contract/schemas/system'
import { Dialog } from '../../primitives/Dialog'
import { PasswordField, ServerError, SubmitButton } from '../fields'
import { useAuthForm } from '../useAuthForm'
import { buildAuthValidation, type ChangePasswordValues } from '../validation'

/** Why the change is forced: the account still has the default password, or the password expired (PWDEXPFORCECHANGE3). */
export type ForcedPasswordChange = 'default' | 'expired'

export interface ChangePasswordDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The merchant's register settings: the password rule. */
  registerSettings: RegisterSettings
  /**
   * The change is forced before the login completes (spec section 4): no close button, Escape and outside
   * clicks do nothing, and the dialog says why.
   */
  forced?: ForcedPasswordChange
  /** The current password is known (it was just typed at login): the form does not ask for it again. */
  oldPasswordKnown?: boolean
  /** The request is running. */
  busy?: boolean
  /** The failed change's message, translated from its error code by the portal. */
  serverError?: string | null
  /** Change the password (trimmed values; `oldPassword` only when asked for). */
  onSubmit: (values: ChangePasswordValues) => void
  /** Close (not offered when forced). */
  onClose?: () => void
  /** When forced, a way out: sign out instead of changing. */
  onSignOut?: () => void
}

/** Change password: the current one (unless known), a new one by the password rule, and its confirmation. */
export function ChangePasswordDialog({ open, registerSettings, forced, oldPasswordKnown = false, busy = false, serverError, onSubmit, onClose, onSignOut }: ChangePasswordDialogProps) {
  const { t } = useTranslation('auth')
  const explanationId = useId()
  const validation = useMemo(() => buildAuthValidation(registerSettings), [registerSettings])
  const schema = useMemo(() => validation.changePassword({ oldPasswordKnown }), [validation, oldPasswordKnown])
  const form = useAuthForm(schema, { oldPassword: '', password: '', confirmPassword: '' })
  const submit = () => {
    if (!busy) form.submit<ChangePasswordValues>((values) => onSubmit(oldPasswordKnown ? { password: values.password, confirmPassword: values.confirmPassword } : values))
  }
  return (
    <Dialog
      open={open}
      title={t('changePassword.title')}
      onClose={() => {
        if (!forced) onClose?.()
      }}
      onSubmit={submit}
      hideCloseButton={Boolean(forced)}
      disableBackdropClose={Boolean(forced)}
      describedBy={forced ? explanationId : undefined}
    >
      <Box component="form" noValidate aria-busy={busy || undefined} onSubmit={(event) => { event.preventDefault(); submit() }}>
        <Stack spacing={2}>
          {forced ? (
            <Alert id={explanationId} severity="warning" variant="outlined">
              {forced === 'default' ? t('changePassword.forcedDefault') : t('changePassword.forcedExpired')}
            </Alert>
          ) : null}
          {oldPasswordKnown ? null : (
            <PasswordField {...form.text('oldPassword')} label={t('changePassword.oldPassword')} autoComplete="current-password" autoFocus inputProps={{ maxLength: 128 }} />
          )}
          <PasswordField {...form.text('password')} label={t('changePassword.newPassword')} autoComplete="new-password" autoFocus={oldPasswordKnown} inputProps={{ maxLength: 128 }} />
          <PasswordField {...form.text('confirmPassword')} label={t('changePassword.confirmPassword')} autoComplete="new-password" inputProps={{ maxLength: 128 }} />
          <ServerError message={serverError} />
          <SubmitButton busy={busy} onClick={submit}>
            {busy ? t('busy') : t('changePassword.submit')}
          </SubmitButton>
          {forced && onSignOut ? (
            <Button color="inherit" onClick={onSignOut} disabled={busy}>
              {t('changePassword.signOut')}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Dialog>
  )
}
