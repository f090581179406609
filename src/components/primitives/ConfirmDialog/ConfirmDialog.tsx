import { useId, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import DialogContentText from '@mui/material/DialogContentText'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../Dialog'

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The question; defaults to `common:confirmDialog.title`. */
  title?: ReactNode
  /** What will happen if the person confirms. */
  message: ReactNode
  /** Label of the confirm button; defaults to `common:confirm`. */
  confirmLabel?: string
  /** Label of the cancel button; defaults to `common:cancel`. */
  cancelLabel?: string
  /** Called on confirm (button or Enter). */
  onConfirm: () => void
  /** Called on cancel (button, close button, Escape or a click outside). */
  onCancel: () => void
  /** The action destroys or ends something (sign out, delete): the confirm button is drawn in the error colour. */
  destructive?: boolean
  /** The confirmed action is running: buttons are disabled and the confirm button shows progress. */
  busy?: boolean
}

/** A yes/no question before an action, on the Dialog base (Enter confirms, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const messageId = useId()
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title ?? t('confirmDialog.title')}
      describedBy={messageId}
      onClose={() => {
        if (!busy) onCancel()
      }}
      onSubmit={busy ? undefined : onConfirm}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy} color="inherit">
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText id={messageId} component="div">
        {message}
      </DialogContentText>
    </Dialog>
  )
}
