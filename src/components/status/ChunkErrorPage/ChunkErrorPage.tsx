import Button from '@mui/material/Button'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabled'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import { StatusPage } from '../StatusPage'

/** Why a lazy chunk failed (spec section 8: ChunkLoadError type timeout, missing or error). */
export type ChunkErrorType = 'timeout' | 'missing' | 'error'

export interface ChunkErrorPageProps {
  type: ChunkErrorType
  /** Load the chunk again. */
  onRetry(): void
  /** False when shown inside the portal's layout (under the header); see StatusPage. */
  fullPage?: boolean
}

const WORDING = {
  timeout: { Icon: HourglassDisabledIcon, title: tKey('layout:status.chunk.timeoutTitle'), message: tKey('layout:status.chunk.timeoutMessage') },
  missing: { Icon: CloudOffIcon, title: tKey('layout:status.chunk.missingTitle'), message: tKey('layout:status.chunk.missingMessage') },
  error: { Icon: ReportProblemIcon, title: tKey('layout:status.chunk.errorTitle'), message: tKey('layout:status.chunk.errorMessage') },
} as const

/** Shown instead of a blank page when part of the portal could not be loaded. */
export function ChunkErrorPage({ type, onRetry, fullPage = true }: ChunkErrorPageProps) {
  const { t } = useTranslation('layout')
  const { Icon, title, message } = WORDING[type]
  return (
    <StatusPage
      fullPage={fullPage}
      icon={<Icon />}
      tone="warning"
      title={t(title)}
      actions={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('status.retry')}
        </Button>
      }
    >
      <p>{t(message)}</p>
    </StatusPage>
  )
}
