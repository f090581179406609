import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { Trans, useTranslation } from 'react-i18next'
import { useDateFormat } from '../../content/useDateFormat'

export interface LastLoginToastProps {
  /** Whether it is shown. */
  open: boolean
  /** When the member logged in before this login (ISO time). */
  lastLoginAt: string
  /** From where (an IP address), when the server knows. */
  lastLoginIp: string | null
  /** Dismissed: its close button, Escape, or after a while. */
  onClose: () => void
}

/**
 * After a login, the member's previous login: when and from where, so a login that was not theirs stands out.
 * It does not take focus; it stays 10 s (long enough to read an address) and closes with its button or Escape.
 */
export function LastLoginToast({ open, lastLoginAt, lastLoginIp, onClose }: LastLoginToastProps) {
  const { t } = useTranslation('auth')
  const formatDate = useDateFormat()
  return (
    <Snackbar
      open={open}
      autoHideDuration={10_000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose()
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="info" variant="filled" onClose={onClose} closeText={t('lastLogin.close')} sx={{ width: '100%' }} data-testid="last-login">
        {/* The time and the address are isolated (bdi): a right-to-left sentence does not reorder their digits. */}
        <Trans
          i18nKey={lastLoginIp ? 'auth:lastLogin.atFrom' : 'auth:lastLogin.at'}
          values={{ time: formatDate(lastLoginAt), ip: lastLoginIp ?? '' }}
          components={{ time: <bdi />, ip: <bdi /> }}
        />
      </Alert>
    </Snackbar>
  )
}
