import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Tag } from '../../../primitives/Tag'

export interface DomainEntry {
  /** The domain's name. */
  domain: string
  /** Its address (scheme, domain, port). */
  url: string
  /** Time (ms) it took to answer from this device; null when it did not answer; undefined while measuring. */
  ms?: number | null
  /** Whether this page was opened on it. */
  current: boolean
}

export interface DomainListProps {
  /** The merchant's domains, fastest first (pages/support/domainProbe.ts ranks them). */
  domains: readonly DomainEntry[]
}

/**
 * The merchant's web addresses as timed from the visitor's device, fastest first: the one to bookmark when an
 * address is slow or blocked on their network.
 */
export function DomainList({ domains }: DomainListProps) {
  const { t } = useTranslation('support')
  const fastest = domains.find((entry) => typeof entry.ms === 'number')
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('download.domains.lead')}
      </Typography>
      <Box component="ul" aria-label={t('download.domains.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxWidth: 560 }}>
        {domains.map((entry) => (
          <Box
            component="li"
            key={entry.domain}
            data-domain={entry.domain}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Link href={entry.url} underline="hover" sx={{ fontWeight: 700, overflowWrap: 'anywhere', direction: 'ltr' }}>
              {entry.domain}
            </Link>
            {entry === fastest ? <Tag variant="filled">{t('download.domains.fastest')}</Tag> : null}
            {entry.current ? <Tag>{t('download.domains.current')}</Tag> : null}
            <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }} aria-live="polite">
              {entry.ms === undefined ? t('download.domains.measuring') : entry.ms === null ? t('download.domains.unreachable') : t('download.domains.ms', { ms: entry.ms })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
