import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

export interface StatusPageProps {
  /** A brand-neutral illustration (an MUI icon); decorative. */
  icon: ReactNode
  /** The page's heading (an `<h1>`: these pages replace the whole portal). */
  title: string
  /** What happened and what the person can do. */
  children?: ReactNode
  /** Buttons or links (retry, refresh, home). */
  actions?: ReactNode
  /** Accent of the illustration. */
  tone?: 'primary' | 'warning' | 'error' | 'info'
  /**
   * True (default): the page is the whole document: a `<main id="main">` filling the viewport. False: a section
   * inside the portal's own `<main>` (e.g. not-found under the header).
   */
  fullPage?: boolean
}

/** The frame shared by the full-page states: centred illustration, heading, text and actions. */
export function StatusPage({ icon, title, children, actions, tone = 'primary', fullPage = true }: StatusPageProps) {
  return (
    <Box
      component={fullPage ? 'main' : 'section'}
      id={fullPage ? 'main' : undefined}
      sx={{
        minHeight: fullPage ? '100vh' : 480,
        display: 'grid',
        placeItems: 'center',
        paddingInline: 3,
        paddingBlock: 6,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 120,
            height: 120,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            border: 2,
            borderColor: `${tone}.main`,
            color: `${tone}.main`,
            '& svg': { fontSize: 64 },
          }}
        >
          {icon}
        </Box>
        <Typography component="h1" variant="h3">
          {title}
        </Typography>
        {children && (
          <Box sx={{ color: 'text.secondary', fontSize: '1rem', lineHeight: 1.6, '& p': { m: 0 } }}>{children}</Box>
        )}
        {actions && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
