import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { LazyImage } from '../../primitives/LazyImage'
import { PATHS } from '../../../config/paths'
import { FOOTER_LOGO_LIMIT, helpTopicPath } from '../navigation'
import type { RenderLink } from '../renderLink'

export interface FooterProps {
  /** Vendors whose logos to show (the footer shows at most 18). */
  vendors: { code: string; name: string; logo: string }[]
  /** Help-centre topics; each links to its topic in the help centre (`helpTopicPath`). `titleKey` is a `layout` translation key. */
  helpTopics: { tag: string; titleKey: string }[]
  /** The merchant's copyright line. */
  copyright: string
  /** Renders a link (the portal passes its router link). */
  renderLink: RenderLink
}

/** The portal's footer (spec section 2 "Footer"): vendor logos, help-topic links, the agent programme and the copyright line. */
export function Footer({ vendors, helpTopics, copyright, renderLink }: FooterProps) {
  const { t } = useTranslation('layout')
  const shown = vendors.slice(0, FOOTER_LOGO_LIMIT)
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        {shown.length > 0 && (
          <Box component="section" aria-labelledby="footer-partners" sx={{ mb: 3 }}>
            <Typography id="footer-partners" component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('footer.partners')}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                // As many columns as fit, each at least 88 px: never wider than the footer at any width.
                gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
                gap: 1.5,
                '& img': { maxWidth: '100%', height: 'auto' },
              }}
            >
              {shown.map((vendor) => (
                <Box component="li" key={vendor.code} sx={{ display: 'flex', justifyContent: 'center', minWidth: 0 }}>
                  <LazyImage src={vendor.logo} alt={vendor.name} width={112} height={40} />
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Box component="nav" aria-label={t('footer.helpLabel')} sx={{ mb: 2 }}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1,
              '& a': { color: 'text.secondary', textDecoration: 'none', fontSize: '0.875rem' },
              '& a:hover, & a:focus-visible': { color: 'primary.main', textDecoration: 'underline' },
            }}
          >
            {helpTopics.map((topic) => (
              <li key={topic.tag}>{renderLink({ to: helpTopicPath(topic.tag), children: t(topic.titleKey) })}</li>
            ))}
            {/* The agent programme, where a prospective agent looks; the route's own title, no new string. */}
            <li>{renderLink({ to: PATHS.join, children: t('portal:routes.join') })}</li>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {copyright}
        </Typography>
      </Container>
    </Box>
  )
}
