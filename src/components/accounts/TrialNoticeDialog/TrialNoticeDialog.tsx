import { useId } from 'react'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../primitives/Dialog'

export interface TrialNoticeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Open registration (the portal closes this notice first). */
  onRegister: () => void
  /** Close and keep playing the trial. */
  onClose: () => void
}

/**
 * Tells a trial (type 4) account that a real one is needed (spec section 2 "Modals"; `in_need_true_account`):
 * shown when a trial player tries to deposit, withdraw or open the agent centre.
 */
export function TrialNoticeDialog({ open, onRegister, onClose }: TrialNoticeDialogProps) {
  const { t } = useTranslation('auth')
  const messageId = useId()
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('trial.title')}
      describedBy={messageId}
      onClose={onClose}
      onSubmit={onRegister}
      actions={
        <>
          <Button color="inherit" onClick={onClose}>
            {t('trial.close')}
          </Button>
          <Button variant="contained" onClick={onRegister}>
            {t('trial.register')}
          </Button>
        </>
      }
    >
      <DialogContentText id={messageId}>{t('trial.message')}</DialogContentText>
    </Dialog>
  )
}
