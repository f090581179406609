import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AppQrCard, APP_PLATFORMS, type AppPlatform } from '../AppQrCard'
import { DomainList, type DomainEntry } from '../DomainList'
import { InstallButton, type InstallState } from '../InstallButton'
import { InstallGuide, type GuideTab } from '../InstallGuide'

export interface DownloadCentreProps {
  /** The app download links by platform (the merchant's `appDownload`, overridden by the domain routes' resources). */
  links: Partial<Record<AppPlatform, string>>
  /** The brand's logo for the middle of the codes. */
  logoUrl?: string
  /** The brand's name (the install button). */
  brandName: string
  /** Where installing the web app stands. */
  installState: InstallState
  /** Whether a new install offer can be used after a dismissal. */
  canRetry?: boolean
  /** Opens the browser's install dialog. */
  onInstall: () => void
  /** The guide shown first: the visitor's platform. */
  initialTab?: GuideTab
  /** The merchant's web addresses as timed from this device, fastest first (none: the section is left out). */
  domains?: readonly DomainEntry[]
}

/**
 * The app download page's content (/down): the app's QR codes with their links, the web app's install, the
 * installation guides with pictures, and the merchant's web addresses timed from the visitor's device.
 */
export function DownloadCentre({ links, logoUrl, brandName, installState, canRetry, onInstall, initialTab, domains = [] }: DownloadCentreProps) {
  const { t } = useTranslation('support')
  const platforms = APP_PLATFORMS.filter((platform) => links[platform])
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, mt: 2 }}>
      <Typography variant="body1" color="text.secondary">
        {t('download.intro')}
      </Typography>
      <Box component="section" aria-labelledby="download-qr-heading">
        <Typography id="download-qr-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('download.qr.heading')}
        </Typography>
        {platforms.length > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('download.qr.hint')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: { xs: 'center', sm: 'flex-start' } }}>
              {platforms.map((platform) => (
                <AppQrCard key={platform} platform={platform} url={links[platform]!} logoUrl={logoUrl} />
              ))}
            </Box>
          </>
        ) : (
          <Alert severity="info">{t('download.qr.none')}</Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="download-install-heading">
        <Typography id="download-install-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('download.install.heading')}
        </Typography>
        <InstallButton state={installState} brandName={brandName} onInstall={onInstall} canRetry={canRetry} />
      </Box>
      <Box component="section" aria-labelledby="download-guide-heading">
        <Typography id="download-guide-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {t('download.guide.heading')}
        </Typography>
        <InstallGuide initialTab={initialTab} />
      </Box>
      {domains.length > 0 ? (
        <Box component="section" aria-labelledby="download-domains-heading">
          <Typography id="download-domains-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {t('download.domains.heading')}
          </Typography>
          <DomainList domains={domains} />
        </Box>
      ) : null}
    </Box>
  )
}
