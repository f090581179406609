import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty'
import { useTranslation } from 'react-i18next'

export interface ComingSoonPageProps {
  /** The page's name (its member-centre entry label), shown as its heading. */
  title: string
}

/** A member-centre page that is not open yet: its name and, in the member's language, that it is coming. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  const { t } = useTranslation('member')
  return (
    <Box component="article" data-testid="member-coming-soon" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, py: { xs: 4, sm: 8 }, px: 2 }}>
      <HourglassEmptyIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('comingSoon.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('comingSoon.body')}
      </Typography>
    </Box>
  )
}
