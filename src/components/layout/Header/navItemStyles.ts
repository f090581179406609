import type { SxProps, Theme } from '@mui/material/styles'
import { BOTTOM_NAV_HEIGHT } from '../BottomNav/BottomNav'

/** Looks of a top-navigation entry. Links come from the `renderLink` slot, so they are styled from the item. */
export const navItemSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  '& > a, & > button.nav-button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    height: 48,
    paddingInline: 1.25,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    font: 'inherit',
    fontSize: '0.9375rem',
    fontWeight: 700,
    color: 'text.primary',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: 1,
    transition: theme.transitions.create(['color', 'box-shadow']),
  },
  '& > a:hover, & > button.nav-button:hover, & > button.nav-button[aria-expanded="true"]': { color: 'primary.main' },
  '& > a[aria-current="page"]': {
    color: 'primary.main',
    boxShadow: `inset 0 -3px 0 ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
    borderRadius: 0,
  },
  '& > a:focus-visible, & > button:focus-visible': {
    outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
    outlineOffset: -2,
  },
})

/**
 * The floating panel under a navigation entry (vendor dropdown, app download). Below `md` the navigation strip
 * scrolls sideways, which would clip a panel inside it: there the panel is a bottom sheet instead, fixed above the
 * phone's bottom bar, the width of the screen and scrolling on its own, so every vendor is reachable by touch and
 * keyboard whatever the header's height.
 */
export const navPanelSx = (align: 'start' | 'end', minWidth = 240) => (theme: Theme) => ({
  position: 'absolute',
  top: '100%',
  ...(align === 'start' ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
  zIndex: theme.zIndex.appBar + 1,
  minWidth,
  mt: 0.5,
  '&[hidden]': { display: 'none' },
  [theme.breakpoints.down('md')]: {
    position: 'fixed',
    top: 'auto',
    insetInline: 0,
    bottom: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
    minWidth: 0,
    maxHeight: `calc(100dvh - ${BOTTOM_NAV_HEIGHT + 120}px)`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    mt: 0,
    borderStartStartRadius: 16,
    borderStartEndRadius: 16,
    borderEndStartRadius: 0,
    borderEndEndRadius: 0,
    borderTop: 1,
    borderColor: 'divider',
  },
})

/** Links inside a dropdown panel. */
export const panelLinkSx = {
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    paddingInline: 1.5,
    paddingBlock: 1,
    borderRadius: 1,
    color: 'text.primary',
    textDecoration: 'none',
    fontSize: '0.9375rem',
  },
  '& a:hover, & a:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
}
