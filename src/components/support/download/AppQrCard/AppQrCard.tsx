import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AndroidIcon from '@mui/icons-material/Android'
import AppleIcon from '@mui/icons-material/Apple'
import DownloadIcon from '@mui/icons-material/Download'
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications'
import { useTranslation } from 'react-i18next'
import { QrCode } from '../../../primitives/QrCode'

/** The app downloads a merchant may publish (its config's `appDownload`, the domain routes' resources). */
export const APP_PLATFORMS = ['ios', 'iosMobileConfig', 'android'] as const
export type AppPlatform = (typeof APP_PLATFORMS)[number]

export interface AppQrCardProps {
  /** Which download this is. */
  platform: AppPlatform
  /** The download link the code encodes and the button opens. */
  url: string
  /** The brand's logo, drawn in the middle of the code (a bundled or generated image of the merchant's). */
  logoUrl?: string
}

const ICONS = { ios: AppleIcon, iosMobileConfig: SettingsApplicationsIcon, android: AndroidIcon } as const

/**
 * One app download: its QR code at the spec's defaults (200 px, a 20 px white quiet zone, black on white, error
 * correction M, the brand's logo at 0.2), scannable in both themes, and the same link as a button for a visitor
 * already on the phone.
 */
export function AppQrCard({ platform, url, logoUrl }: AppQrCardProps) {
  const { t } = useTranslation('support')
  const Icon = ICONS[platform]
  const name = t(`download.platform.${platform}`)
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: 280, maxWidth: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'stretch' }}>
        <Icon aria-hidden />
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
      </Stack>
      <QrCode value={url} logoUrl={logoUrl} label={t('download.qr.label', { platform: name })} />
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ alignSelf: 'stretch', minHeight: '3em' }}>
        {t(`download.platformNote.${platform}`)}
      </Typography>
      <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer" startIcon={<DownloadIcon />} fullWidth>
        {t('download.qr.download', { platform: name })}
      </Button>
    </Paper>
  )
}
