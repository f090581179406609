/** Overrides for tables, chips and tooltips. */
import type { Components, Theme } from '@mui/material/styles'

export const dataDisplay: Components<Theme> = {
  MuiTableCell: {
    styleOverrides: {
      head: { fontWeight: 700, whiteSpace: 'nowrap' },
      root: { textAlign: 'start' },
    },
  },
  MuiChip: {
    styleOverrides: { label: { fontWeight: 700 } },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
}
