import Box from '@mui/material/Box'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { useTranslation } from 'react-i18next'
import type { RenderLink } from '../../layout/renderLink'
import { StatusPage } from '../StatusPage'

export interface NotFoundPageProps {
  /** Renders a link (the portal passes its router link). */
  renderLink: RenderLink
  /** False when shown inside the portal's layout (under the header); see StatusPage. */
  fullPage?: boolean
}

/** The page for an unknown path, with a way home. */
export function NotFoundPage({ renderLink, fullPage = true }: NotFoundPageProps) {
  const { t } = useTranslation('layout')
  return (
    <StatusPage
      fullPage={fullPage}
      icon={<SearchOffIcon />}
      title={t('status.notFound.title')}
      actions={
        <Box
          sx={{
            '& a': {
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 40,
              paddingInline: 2.5,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              textDecoration: 'none',
            },
            '& a:hover': { bgcolor: 'primary.dark' },
            '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {renderLink({ to: '/', children: t('status.notFound.home') })}
        </Box>
      }
    >
      <p>{t('status.notFound.message')}</p>
    </StatusPage>
  )
}
