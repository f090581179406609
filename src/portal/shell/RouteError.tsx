import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import { ChunkErrorPage } from '../../components/status/ChunkErrorPage'
import { ErrorState } from '../../components/primitives/ErrorState'
import { isChunkLoadError } from '../chunks/loadChunk'

/**
 * What the routes' error boundary (RouteErrorBoundary) shows: a chunk failure that escaped lazyWithRetry shows
 * ChunkErrorPage, any other render error a message with a reload, never a blank page.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('portal')
  const reload = () => window.location.reload()
  if (isChunkLoadError(error)) return <ChunkErrorPage type={error.type} onRetry={reload} />
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }} data-testid="route-error">
      <ErrorState title={t('routeError.title')} message={t('routeError.message')} onRetry={reload} retryLabel={t('routeError.reload')} />
    </Box>
  )
}
