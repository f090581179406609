import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'

export interface ErrorStateProps {
  /** What went wrong, already translated (e.g. from the error catalogue's message). */
  message: string
  /** Short headline; defaults to `common:state.errorTitle`. */
  title?: string
  /** Offer a retry; called when the person presses it. */
  onRetry?: () => void
  /** Label of the retry button; defaults to `common:retry`. */
  retryLabel?: string
  /** The retry is running: the button is disabled. */
  retrying?: boolean
  /** Less padding, for use inside tables and small panels. */
  compact?: boolean
}

/** A failure with its message and, when it can be retried, a retry button. Announced to screen readers. */
export function ErrorState({ message, title, onRetry, retryLabel, retrying = false, compact = false }: ErrorStateProps) {
  const { t } = useTranslation('common')
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: compact ? 2 : 5, px: 2 }}>
      <Box aria-hidden="true" sx={{ color: 'error.main', lineHeight: 0, '& svg': { fontSize: compact ? 32 : 48 } }}>
        <ErrorOutlineIcon />
      </Box>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title ?? t('state.errorTitle')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {message}
      </Typography>
      {onRetry ? (
        <Button variant="outlined" onClick={onRetry} disabled={retrying} startIcon={<RefreshIcon aria-hidden="true" />} sx={{ mt: 1 }}>
          {retryLabel ?? t('retry')}
        </Button>
      ) : null}
    </Box>
  )
}
