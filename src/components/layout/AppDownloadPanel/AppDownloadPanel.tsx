import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AndroidIcon from '@mui/icons-material/Android'
import AppleIcon from '@mui/icons-material/Apple'
import { useTranslation } from 'react-i18next'
import { QrCode } from '../../primitives/QrCode'
import { appPlatforms, type AppDownloadPanelProps } from './appPlatforms'

/** QR codes to install the app on iOS and Android (the header's APP tab and the download page). */
export function AppDownloadPanel(props: AppDownloadPanelProps) {
  const { t } = useTranslation('layout')
  const platforms = appPlatforms(props)
  return (
    <Box sx={{ p: 2.5 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('app.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {platforms.length > 0 ? t('app.scanHint') : t('app.unavailable')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'center' }}>
        {platforms.map(({ key, url }) => {
          const name = key === 'ios' ? t('app.ios') : t('app.android')
          return (
            <Stack key={key} component="figure" spacing={1} sx={{ m: 0, alignItems: 'center' }}>
              <QrCode value={url} logoUrl={props.logoUrl} label={t('app.qrLabel', { platform: name })} />
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
                {key === 'ios' ? <AppleIcon fontSize="small" aria-hidden /> : <AndroidIcon fontSize="small" aria-hidden />}
                <Link href={url} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
                  {name}
                </Link>
              </Box>
            </Stack>
          )
        })}
      </Stack>
    </Box>
  )
}
