import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../primitives/Dialog'

export interface CodeSendFailedDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Why the code was not sent: the server's error code translated by the portal; a generic "not sent" when left out. */
  message?: string | null
  /** Close it (its button, Enter or Escape); focus goes back to where it was, the send button. */
  onClose: () => void
}

/**
 * The warning a failed SMS or e-mail code request shows (spec section 8): the server's message and one button
 * that closes it. It opens over the form the code was asked for; the send button is available again behind it.
 */
export function CodeSendFailedDialog({ open, message, onClose }: CodeSendFailedDialogProps) {
  const { t } = useTranslation(['auth', 'common'])
  const messageId = useId()
  // Enter here does not also submit the form behind: the Dialog primitive answers only keys pressed inside it.
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('auth:sms.failedTitle')}
      describedBy={messageId}
      onClose={onClose}
      onSubmit={onClose}
      hideCloseButton
      actions={
        // The only way on, so focus starts on it.
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common:ok')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <WarningAmberIcon aria-hidden="true" sx={{ color: 'warning.main', flexShrink: 0 }} />
        <DialogContentText id={messageId}>{message || t('auth:sms.failed')}</DialogContentText>
      </Box>
    </Dialog>
  )
}
