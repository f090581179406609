import Box from '@mui/material/Box'
import ClickAwayListener from '@mui/material/ClickAwayListener'
import Paper from '@mui/material/Paper'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useTranslation } from 'react-i18next'
import type { GameMenu } from '../../../contract'
import { CATEGORY_LABEL_KEYS } from '../categoryIcons'
import { CATEGORY_PATHS, dropdownVendors, isActivePath, vendorPath } from '../navigation'
import type { RenderLink } from '../renderLink'
import { Tag } from '../../primitives/Tag'
import { navItemSx, navPanelSx, panelLinkSx } from './navItemStyles'
import { useDisclosure } from './useDisclosure'

export interface CategoryNavItemProps {
  category: GameMenu
  activePath: string
  renderLink: RenderLink
}

/**
 * A category tab: a link to the category page and a button that shows its vendors (at most 11; slots add
 * "more" past 11). Mouse users get the list on hover; keyboard users open it with the button.
 */
export function CategoryNavItem({ category, activePath, renderLink }: CategoryNavItemProps) {
  const { t } = useTranslation('layout')
  const disclosure = useDisclosure()
  const key = category.gameGroupCode
  const path = CATEGORY_PATHS[key]
  const name = t(CATEGORY_LABEL_KEYS[key])
  const { shown, more } = dropdownVendors(key, category.gameMenus)

  return (
    <ClickAwayListener onClickAway={disclosure.close}>
    <Box component="li" sx={navItemSx} {...disclosure.itemProps} {...disclosure.hoverProps}>
      {renderLink({ to: path, children: name, 'aria-current': isActivePath(path, activePath) ? 'page' : undefined })}
      <Box
        component="button"
        type="button"
        className="nav-button"
        aria-label={t('header.showVendors', { category: name })}
        onClick={disclosure.toggle}
        {...disclosure.buttonProps}
        sx={{ paddingInline: '2px !important', marginInlineStart: -0.75 }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transition: 'transform 150ms', transform: disclosure.open ? 'rotate(180deg)' : 'none' }}
        />
      </Box>
      <Paper elevation={8} {...disclosure.panelProps} sx={navPanelSx(disclosure.flipped ? 'end' : 'start')}>
        {disclosure.contentsDrawn ? (
          <>
            {/* On a phone the list is a sheet at the bottom of the screen: it says whose vendors it lists. */}
            <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, paddingInline: 2.5, pt: 2, fontWeight: 700, color: 'text.secondary', fontSize: '0.875rem' }}>
              {t('header.vendorsOf', { category: name })}
            </Box>
            <Box
              component="ul"
              aria-label={t('header.vendorsOf', { category: name })}
              sx={{ listStyle: 'none', m: 0, p: 1, ...panelLinkSx }}
            >
              {shown.map((vendor) => (
                <li key={vendor.vendorCode}>
                  {renderLink({
                    to: vendorPath(key, vendor.vendorCode),
                    children: (
                      <>
                        <Box component="span" sx={{ flexGrow: 1 }}>
                          {vendor.labelName}
                        </Box>
                        {vendor.maintenance ? (
                          <Tag>{t('header.vendorMaintenance')}</Tag>
                        ) : vendor.isHot === 1 ? (
                          <Tag tone="error" variant="filled">
                            {t('header.hot')}
                          </Tag>
                        ) : null}
                      </>
                    ),
                  })}
                </li>
              ))}
              {more && (
                <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
                  {renderLink({ to: path, children: t('header.moreVendors', { category: name }) })}
                </Box>
              )}
            </Box>
          </>
        ) : null}
      </Paper>
    </Box>
    </ClickAwayListener>
  )
}
