import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export interface LoadingOverlayProps {
  /** Whether the content underneath is busy. */
  loading: boolean
  /** What is happening, e.g. "Loading records"; defaults to `common:loading`. */
  label?: string
  /** The content the overlay covers; it stays visible (dimmed) and is marked busy while loading. */
  children?: ReactNode
  /** Minimum height of the area in px, so an empty area still shows the spinner. */
  minHeight?: number
}

/**
 * Covers content while it loads: the content is `aria-busy` and cannot be clicked, and a status message says
 * what is happening (read out politely once).
 */
export function LoadingOverlay({ loading, label, children, minHeight = 0 }: LoadingOverlayProps) {
  const { t } = useTranslation('common')
  return (
    <Box sx={{ position: 'relative', minHeight }} aria-busy={loading}>
      <Box inert={loading} sx={{ opacity: loading ? 0.4 : 1 }}>
        {children}
      </Box>
      {loading ? (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
          }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography variant="body2" sx={{ fontWeight: 700, bgcolor: 'background.paper', color: 'text.primary', px: 1.5, py: 0.5, borderRadius: 1 }}>
            {label ?? t('loading')}
          </Typography>
        </Box>
      ) : null}
    </Box>
  )
}
