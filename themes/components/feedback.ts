/** Overrides for dialogs, alerts, progress and snackbars. */
import type { Components, Theme } from '@mui/material/styles'

export const feedback: Components<Theme> = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({ borderRadius: Number(theme.shape.borderRadius) * 1.5 }),
    },
  },
  MuiDialogTitle: {
    styleOverrides: {
      root: ({ theme }) => ({ ...theme.typography.h6, fontWeight: 700, paddingInlineEnd: theme.spacing(7) }),
    },
  },
  MuiDialogActions: {
    styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(1.5, 3, 2.5), gap: theme.spacing(1) }) },
  },
  MuiAlert: {
    styleOverrides: { root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }) },
  },
  MuiSnackbar: {
    defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
  },
}
