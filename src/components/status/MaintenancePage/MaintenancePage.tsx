import Button from '@mui/material/Button'
import BuildIcon from '@mui/icons-material/Build'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import { useDateFormat } from '../../content/useDateFormat'
import { StatusPage } from '../StatusPage'

export interface MaintenancePageProps {
  /** When maintenance ends (ISO date-time from the permission call), or null when unknown. */
  endsAt: string | null
  /** Ask the server again (reload). */
  onRefresh(): void
  /** Time zone to show the end time in; the browser's by default. */
  timeZone?: string
}

/** The fallback page while the merchant is in maintenance (spec section 8: maintenance notice with refresh). */
export function MaintenancePage({ endsAt, onRefresh, timeZone }: MaintenancePageProps) {
  const { t } = useTranslation('layout')
  const formatDate = useDateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone })
  return (
    <StatusPage
      icon={<BuildIcon />}
      tone="warning"
      title={t('status.maintenance.title')}
      actions={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRefresh}>
          {t('status.refresh')}
        </Button>
      }
    >
      <p>{t('status.maintenance.message')}</p>
      {endsAt && (
        <p>
          {t('status.maintenance.endsAt')} <time dateTime={endsAt}>{formatDate(endsAt)}</time>
        </p>
      )}
    </StatusPage>
  )
}
