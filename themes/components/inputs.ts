/** Overrides for things a person presses or types into. */
import type { Components, Theme } from '@mui/material/styles'

export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        textTransform: 'none',
        fontWeight: 700,
        borderRadius: theme.shape.borderRadius,
        minHeight: 40,
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      // 40 px keeps every icon button above the WCAG 2.2 target size minimum with room to spare.
      root: { minWidth: 40, minHeight: 40 },
    },
  },
  MuiTextField: {
    defaultProps: { variant: 'outlined', fullWidth: true },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 0 } },
  },
}
