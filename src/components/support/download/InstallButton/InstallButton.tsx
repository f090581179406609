import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import InstallMobileIcon from '@mui/icons-material/InstallMobile'
import IosShareIcon from '@mui/icons-material/IosShare'
import { useTranslation } from 'react-i18next'

/**
 * Where installing the web app stands: the browser offered it (`available`, its dialog open: `installing`), it was
 * installed or this is the installed app (`installed`), the visitor said no (`dismissed`), an iPhone or iPad (only
 * Safari's Share menu installs there: `ios`), or a browser that made no offer (`unavailable`).
 */
export type InstallState = 'available' | 'installing' | 'installed' | 'dismissed' | 'ios' | 'unavailable'

export interface InstallButtonProps {
  state: InstallState
  /** The brand's name, on the button and in the messages. */
  brandName: string
  /** Opens the browser's install dialog (only called in `available` and `dismissed` with an offer). */
  onInstall: () => void
  /** Whether the browser's offer can still be used after a dismissal (Chromium gives a new one later). */
  canRetry?: boolean
}

/** The "Install" button where the browser offers it (`beforeinstallprompt`), and what to do where it does not. */
export function InstallButton({ state, brandName, onInstall, canRetry = false }: InstallButtonProps) {
  const { t } = useTranslation('support')
  const button = (
    <Button variant="contained" size="large" startIcon={<InstallMobileIcon />} onClick={onInstall} disabled={state === 'installing'} sx={{ alignSelf: 'flex-start' }}>
      {state === 'installing' ? t('download.install.installing') : t('download.install.button', { brand: brandName })}
    </Button>
  )
  return (
    <Stack spacing={1.5} data-install-state={state}>
      <Typography variant="body1">{t('download.install.lead')}</Typography>
      {state === 'available' || state === 'installing' ? button : null}
      {state === 'installed' ? (
        <Alert severity="success" role="status">
          {t('download.install.installed', { brand: brandName })}
        </Alert>
      ) : null}
      {state === 'dismissed' ? (
        <>
          <Alert severity="info" role="status">
            {t('download.install.dismissed')}
          </Alert>
          {canRetry ? button : null}
        </>
      ) : null}
      {state === 'ios' ? (
        <Alert severity="info" icon={<IosShareIcon />}>
          {t('download.install.ios')}
        </Alert>
      ) : null}
      {state === 'unavailable' ? <Alert severity="info">{t('download.install.unavailable')}</Alert> : null}
    </Stack>
  )
}
