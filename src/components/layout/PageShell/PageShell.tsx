import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { BOTTOM_NAV_HEIGHT } from '../BottomNav/BottomNav'
import { FooterHoldContext, useFooterHolds } from './footerHold'

export interface PageShellProps {
  /** The header (usually `<Header>`); omitted on pages without one. */
  header?: ReactNode
  /** The side menu (usually `<SideMenu>`); rendered only when `sideMenuVisible`. */
  sideMenu?: ReactNode
  /**
   * The footer (usually `<Footer>`); omitted on header-only pages. Drawn only while no part of the page holds it
   * (`useFooterHold`): a page whose content is still arriving keeps it back, so it never moves on screen.
   */
  footer?: ReactNode
  /** The phone's bottom bar (usually `<BottomNav>`, hidden from `md` up); the page keeps room for it below. */
  bottomNav?: ReactNode
  /** Floating elements that sit above the page (contact buttons). */
  floating?: ReactNode
  /** Game pages (/seamless, /lottert, /vnlottery, /sealottery) hide the side menu. Default true. */
  sideMenuVisible?: boolean
  /** The page. */
  children?: ReactNode
}

/** The id of the page's main region, the skip link's target. */
export const MAIN_ID = 'main'

/**
 * The frame of every page: a skip link to the content, the header, the side menu, `<main id="main">`, the
 * footer and, on phones, the bottom bar. The footer starts below the first screen, even on a short page.
 */
export function PageShell({ header, sideMenu, footer, bottomNav, floating, sideMenuVisible = true, children }: PageShellProps) {
  const { t } = useTranslation('layout')
  const [held, hold] = useFooterHolds()
  return (
    <FooterHoldContext.Provider value={hold}>
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          // The bottom bar is fixed: below `md` the end of the page (the footer) scrolls up from under it.
          paddingBottom: bottomNav ? { xs: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`, md: 0 } : undefined,
        }}
      >
        <Box
          component="a"
          href={`#${MAIN_ID}`}
          sx={{
            position: 'absolute',
            insetInlineStart: 8,
            top: 8,
            zIndex: (theme) => theme.zIndex.tooltip + 1,
            paddingInline: 2,
            paddingBlock: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            textDecoration: 'none',
            transform: 'translateY(-200%)',
            '&:focus': { transform: 'none' },
          }}
        >
          {t('shell.skipToContent')}
        </Box>
        {header}
        {sideMenuVisible && sideMenu}
        {/* At least a screen tall, so the footer is never on the first screen: a page's content arriving there
            (a list replacing its skeleton, a section after its chunk) cannot move it while it is in view. */}
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
          {children}
        </Box>
        {held ? null : footer}
        {bottomNav}
        {floating}
      </Box>
    </FooterHoldContext.Provider>
  )
}
