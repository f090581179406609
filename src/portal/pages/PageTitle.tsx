import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The route's translated title as the page's <h1> (pages whose content is not built yet show only this). */
export function PageTitle({ titleKey, children, testId }: { titleKey: string; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('portal')
  return (
    <Container component="section" sx={{ paddingBlock: 4 }} data-testid={testId ?? 'route-page'}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t(titleKey)}
      </Typography>
      {children}
    </Container>
  )
}
