import type { SxProps, Theme } from '@mui/material/styles'

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

/** The floating panel under a navigation entry (vendor dropdown, app download). */
export const navPanelSx = (align: 'start' | 'end', minWidth = 240) => ({
  position: 'absolute',
  top: '100%',
  ...(align === 'start' ? { insetInlineStart: 0 } : { insetInlineEnd: 0 }),
  zIndex: (theme: Theme) => theme.zIndex.appBar + 1,
  minWidth,
  mt: 0.5,
  '&[hidden]': { display: 'none' },
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
