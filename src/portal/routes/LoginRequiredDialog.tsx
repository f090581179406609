/**
 * The dialog of a route that needs a token, shown to a visitor without one (spec sections 6 and 8): "please log
 * in or register first"; confirming or closing it goes to /. A chunk of its own: the dialog's machinery (MUI's
 * Modal, focus trap, transitions) is not part of the first screen.
 */
import { useId } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Dialog } from '../../components/primitives/Dialog'

export default function LoginRequiredDialog() {
  const navigate = useNavigate()
  const { t } = useTranslation('portal')
  const messageId = useId()
  const leave = () => navigate('/', { replace: true })
  return (
    <Dialog
      open
      role="alertdialog"
      title={t('loginRequired.title')}
      describedBy={messageId}
      onClose={leave}
      onSubmit={leave}
      actions={
        <Button variant="contained" onClick={leave} data-testid="login-required-confirm">
          {t('loginRequired.confirm')}
        </Button>
      }
    >
      <Typography id={messageId}>{t('loginRequired.message')}</Typography>
    </Dialog>
  )
}
