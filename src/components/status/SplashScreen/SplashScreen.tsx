import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

export interface SplashScreenProps {
  /** The merchant's logo, shown above the spinner when known. */
  logoUrl?: string
  /** The merchant's name: the logo's text alternative. */
  brandName?: string
}

/**
 * What shows while the portal asks the server for its permissions (spec section 4 "Start"): a busy region that
 * screen readers announce as loading.
 */
export function SplashScreen({ logoUrl, brandName }: SplashScreenProps) {
  const { t } = useTranslation('layout')
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      {logoUrl && <Box component="img" src={logoUrl} alt={brandName ?? ''} sx={{ height: 48, width: 'auto' }} />}
      <CircularProgress aria-label={t('status.splash.loading')} />
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('status.splash.loading')}
      </Box>
    </Box>
  )
}
