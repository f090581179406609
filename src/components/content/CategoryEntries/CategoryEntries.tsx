import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { GameMenu } from '../../../contract'
import { CATEGORY_ICONS, CATEGORY_LABEL_KEYS } from '../../layout/categoryIcons'
import { CATEGORY_PATHS } from '../../layout/navigation'
import type { RenderLink } from '../../layout/renderLink'

export interface CategoryEntriesProps {
  /** Categories with vendors (game_menus), in the order to show them. */
  categories: GameMenu[]
  /** Renders a link (the portal passes its router link). */
  renderLink: RenderLink
}

/** The home page's grid of category cards: icon, name and vendor count, each linking to its category page. */
export function CategoryEntries({ categories, renderLink }: CategoryEntriesProps) {
  const { t } = useTranslation('layout')
  const shown = categories.filter((category) => category.gameMenus.length > 0)
  if (shown.length === 0) return null
  return (
    <Box component="nav" aria-label={t('categories.label')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(auto-fill, minmax(180px, 1fr))' },
          gap: 2,
          '& a': {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            height: '100%',
            paddingBlock: 2.5,
            paddingInline: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            textDecoration: 'none',
            textAlign: 'center',
            transition: 'border-color 150ms, transform 150ms',
          },
          '& a:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
          '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {shown.map((category) => {
          const key = category.gameGroupCode
          const Icon = CATEGORY_ICONS[key]
          return (
            <li key={key}>
              {renderLink({
                to: CATEGORY_PATHS[key],
                children: (
                  <>
                    <Box
                      component="span"
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 56,
                        height: 56,
                        borderRadius: '50%',
                        bgcolor: 'action.selected',
                        color: 'primary.main',
                      }}
                    >
                      <Icon fontSize="large" aria-hidden />
                    </Box>
                    <Box component="span" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                      {t(CATEGORY_LABEL_KEYS[key])}
                    </Box>
                    {/*
                      Isolated, in the direction of its own words: a count in a left-to-right language (Thai, or
                      the English fallback of an Arabic page) keeps "5 providers" rather than becoming "providers 5".
                    */}
                    <Box component="bdi" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                      {t('categories.vendorCount', { count: category.gameMenus.length })}
                    </Box>
                  </>
                ),
              })}
            </li>
          )
        })}
      </Box>
    </Box>
  )
}
