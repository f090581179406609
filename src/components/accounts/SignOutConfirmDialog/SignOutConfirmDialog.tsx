import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../primitives/ConfirmDialog'

export interface SignOutConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Sign out (the portal clears the session, goes to / and resets the login and agent flags). */
  onConfirm: () => void
  /** Stay signed in. */
  onCancel: () => void
  /** Signing out is running. */
  busy?: boolean
}

/** "Sign out?" before signing out (spec section 4: logout asks for confirmation first). */
export function SignOutConfirmDialog({ open, onConfirm, onCancel, busy = false }: SignOutConfirmDialogProps) {
  const { t } = useTranslation('auth')
  return (
    <ConfirmDialog
      open={open}
      title={t('signOut.title')}
      message={t('signOut.message')}
      confirmLabel={t('signOut.confirm')}
      cancelLabel={t('signOut.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      busy={busy}
    />
  )
}
