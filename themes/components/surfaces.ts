/** Overrides for paper, cards and app bars. */
import type { Components, Theme } from '@mui/material/styles'

export const surfaces: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      // MUI lightens dark-mode paper with a white overlay per elevation; the palette already sets the paper
      // colour (and checks contrast against it), so the overlay is off.
      root: { backgroundImage: 'none' },
    },
  },
  MuiCard: {
    styleOverrides: { root: ({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 1.5 }) },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'default' },
    styleOverrides: {
      root: ({ theme }) => ({ borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}` }),
    },
  },
}
