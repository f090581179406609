import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

export interface SecuritySectionProps {
  /** The section's heading (an <h4> under the page's <h3>). */
  title: string
  /** A short state beside the heading: bound or not, on or off. */
  status?: { label: string; on: boolean }
  /** A line under the heading saying what the section is for. */
  intro?: ReactNode
  children?: ReactNode
  /** `data-testid`, for the end-to-end tests. */
  testId?: string
}

/** One card of the security centre: a labelled region with its heading, an optional state chip and its content. */
export function SecuritySection({ title, status, intro, children, testId }: SecuritySectionProps) {
  const headingId = useId()
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none' }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h4" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          {status ? <Chip size="small" label={status.label} color={status.on ? 'success' : 'default'} variant={status.on ? 'filled' : 'outlined'} /> : null}
        </Box>
        {intro ? (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        ) : null}
        {children}
      </Stack>
    </Paper>
  )
}

/** A value that reads left to right whatever the page's direction (numbers, addresses, masked contacts). */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
      {children}
    </Box>
  )
}
