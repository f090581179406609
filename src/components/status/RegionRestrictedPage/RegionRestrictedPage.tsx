import PublicOffIcon from '@mui/icons-material/PublicOff'
import { useTranslation } from 'react-i18next'
import { useLocaleTag } from '../../layout/useLocaleTag'
import { StatusPage } from '../StatusPage'

export interface RegionRestrictedPageProps {
  /** The visitor's ISO country code as the server saw it, when known. */
  country?: string | null
}

/** The country's name in the current language (e.g. "Singapore", "สิงคโปร์"), or the code when unknown. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The fallback page when the service is not offered in the visitor's region. */
export function RegionRestrictedPage({ country }: RegionRestrictedPageProps) {
  const { t } = useTranslation('layout')
  const locale = useLocaleTag()
  return (
    <StatusPage icon={<PublicOffIcon />} tone="warning" title={t('status.region.title')}>
      <p>{t('status.region.message')}</p>
      {country && <p>{t('status.region.country', { country: countryName(country, locale) })}</p>}
    </StatusPage>
  )
}
