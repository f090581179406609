import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import LinkIcon from '@mui/icons-material/Link'
import { useTranslation } from 'react-i18next'
import type { SocialBinding } from '../../../contract/schemas/security'
import { useDateTime } from '../format'
import { Ltr, SecuritySection } from '../SecuritySection'

export interface SocialBindingsCardProps {
  /** The linked social accounts (names masked by the server). */
  bindings: readonly SocialBinding[]
}

/** Linked social accounts, read only: once confirmed one can be neither changed nor unlinked (spec section 5). */
export function SocialBindingsCard({ bindings }: SocialBindingsCardProps) {
  const { t } = useTranslation('member')
  const dateTime = useDateTime()
  return (
    <SecuritySection title={t('social.title')} intro={t('social.note')} testId="security-social">
      {bindings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('social.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('social.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {bindings.map((binding) => (
            <Box component="li" key={binding.provider} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <LinkIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {t(`social.provider.${binding.provider}`)}
              </Typography>
              {binding.displayName ? (
                <Typography variant="body2" color="text.secondary">
                  <Ltr>{binding.displayName}</Ltr>
                </Typography>
              ) : null}
              <Chip
                size="small"
                variant="outlined"
                label={binding.confirmedAt ? t('social.confirmed', { time: dateTime(binding.confirmedAt) }) : t('social.pending')}
                color={binding.confirmedAt ? 'success' : 'default'}
              />
            </Box>
          ))}
        </Box>
      )}
    </SecuritySection>
  )
}
