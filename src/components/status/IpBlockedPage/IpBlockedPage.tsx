import Box from '@mui/material/Box'
import BlockIcon from '@mui/icons-material/Block'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '../StatusPage'

export interface IpBlockedPageProps {
  /** The visitor's IP address as the server saw it (to quote to customer service). */
  ip: string
}

/** "Access restricted" (spec section 8): the visitor's address is on the merchant's blocklist. */
export function IpBlockedPage({ ip }: IpBlockedPageProps) {
  const { t } = useTranslation('layout')
  return (
    <StatusPage icon={<BlockIcon />} tone="error" title={t('status.ipBlocked.title')}>
      <p>{t('status.ipBlocked.message')}</p>
      <p>
        {t('status.ipBlocked.yourIp')}{' '}
        <Box component="bdi" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: 'text.primary' }}>
          {ip}
        </Box>
      </p>
    </StatusPage>
  )
}
