import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { SecurityOverview } from '../../../contract/schemas/security'
import { useDateTime } from '../format'
import { Ltr, SecuritySection } from '../SecuritySection'

export interface SecurityProfileCardProps {
  /** Who the member is (the security overview's own fields). */
  overview: Pick<SecurityOverview, 'account' | 'nickname' | 'regDate' | 'clubLabel' | 'lastLoginAt' | 'lastLoginIp' | 'previousLoginAt' | 'previousLoginIp'>
}

/**
 * The member's profile at the top of the security centre: nickname, account, registration date, club and rank,
 * this login and the one before it (so a member notices a login that was not theirs).
 */
export function SecurityProfileCard({ overview }: SecurityProfileCardProps) {
  const { t } = useTranslation('member')
  const dateTime = useDateTime()
  const login = (at: string | null, ip: string | null) =>
    at ? (
      <>
        {dateTime(at)}
        {ip ? (
          <>
            {' · '}
            <Ltr>{ip}</Ltr>
          </>
        ) : null}
      </>
    ) : null
  const club = overview.clubLabel.labelName ? `${overview.clubLabel.labelName} · ${t('profile.rank', { level: overview.clubLabel.rankLevel })}` : t('profile.noClub')
  const rows: { label: string; value: ReactNode; testId?: string }[] = [
    { label: t('profile.nickname'), value: overview.nickname ?? t('profile.noNickname') },
    { label: t('profile.account'), value: <Ltr>{overview.account}</Ltr>, testId: 'profile-account' },
    { label: t('profile.regDate'), value: dateTime(overview.regDate) },
    { label: t('profile.club'), value: club },
    { label: t('profile.lastLogin'), value: login(overview.lastLoginAt, overview.lastLoginIp) ?? '—' },
    { label: t('profile.previousLogin'), value: login(overview.previousLoginAt, overview.previousLoginIp) ?? t('profile.noPrevious') },
  ]
  return (
    <SecuritySection title={t('profile.title')} testId="security-profile">
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={row.testId}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SecuritySection>
  )
}
