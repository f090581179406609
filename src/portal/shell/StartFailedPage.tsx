import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/primitives/ErrorState'

/** The start sequence failed for a reason other than an unknown host (network, server error): say so, retry. */
export default function StartFailedPage({ messageKey, onRetry }: { messageKey: string; onRetry(): void }) {
  const { t } = useTranslation('errors')
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }} data-testid="start-failed">
      <ErrorState message={t(messageKey)} onRetry={onRetry} />
    </Box>
  )
}
