/** Overrides for tabs, menus and links. */
import type { Components, Theme } from '@mui/material/styles'

export const navigation: Components<Theme> = {
  MuiTab: {
    styleOverrides: {
      root: { textTransform: 'none', fontWeight: 700, minHeight: 48 },
    },
  },
  MuiTabs: {
    styleOverrides: { root: { minHeight: 48 } },
  },
  MuiLink: {
    // Links inside text must be told apart by more than colour (WCAG 1.4.1); underline them always.
    defaultProps: { underline: 'always' },
  },
  MuiMenuItem: {
    styleOverrides: { root: { minHeight: 40 } },
  },
}
