import { useId } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../primitives/Dialog'

export interface PopupBlockedDialogProps {
  /** Whether the dialog is shown (the browser blocked the live chat's window). */
  open: boolean
  /**
   * Try again: called from the Retry button's click, so the portal can open the window in that click (a new gesture
   * the browser lets through once pop-ups are allowed).
   */
  onRetry(): void
  /** Close without retrying (the button, Escape, a click outside). */
  onClose(): void
}

/**
 * "Popup blocked, allow and retry" (spec section 8) for the live chat's window: what happened, how to allow pop-ups,
 * and a Retry that opens the window from its own click. An alert dialog: it interrupts what the visitor asked for.
 */
export function PopupBlockedDialog({ open, onRetry, onClose }: PopupBlockedDialogProps) {
  const { t } = useTranslation('support')
  const messageId = useId()
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('service.blocked.title')}
      describedBy={messageId}
      onClose={() => onClose()}
      closeLabel={t('service.blocked.close')}
      actions={
        <>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('service.blocked.close')}
          </Button>
          <Button variant="contained" onClick={onRetry}>
            {t('service.blocked.retry')}
          </Button>
        </>
      }
    >
      <Typography id={messageId} variant="body2">
        {t('service.blocked.message')}
      </Typography>
    </Dialog>
  )
}
