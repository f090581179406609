import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '../StatusPage'

export interface DomainCheckPageProps {
  /** The host the visitor came to, which no merchant serves. */
  host: string
  /** Try the check again. */
  onRetry(): void
}

/** "Invalid URL, please contact customer service" (spec section 8, errorCode domain_check_failed), with a retry. */
export function DomainCheckPage({ host, onRetry }: DomainCheckPageProps) {
  const { t } = useTranslation('layout')
  return (
    <StatusPage
      icon={<LinkOffIcon />}
      tone="error"
      title={t('status.domainCheck.title')}
      actions={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('status.retry')}
        </Button>
      }
    >
      <p>{t('status.domainCheck.message')}</p>
      <p>
        {t('status.domainCheck.host')}{' '}
        <Box component="bdi" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: 'text.primary' }}>
          {host}
        </Box>
      </p>
    </StatusPage>
  )
}
