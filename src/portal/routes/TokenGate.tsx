/**
 * Routes that need a token (spec sections 6 and 8: /lottery and the integral path): without one, an info
 * dialog says "please log in or register first"; confirming (or closing) it goes to /.
 */
import { useId, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { observer } from 'mobx-react-lite'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Dialog } from '../../components/primitives/Dialog'
import { useRootStore } from '../StoreContext'

export const TokenGate = observer(function TokenGate({ children }: { children: ReactNode }) {
  const { session } = useRootStore()
  const navigate = useNavigate()
  const { t } = useTranslation('portal')
  const messageId = useId()
  if (session.isLoggedIn) return <>{children}</>
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
})
