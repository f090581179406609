import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export interface ReportFrameProps {
  /** The report's heading (an `h3`), which also names the section. */
  title: string
  /** Its filters (a range, selects, a search), in a labelled group. */
  filters?: ReactNode
  /** Buttons beside the heading (the CSV export). */
  actions?: ReactNode
  /** Above the filters (the line's breadcrumb). */
  above?: ReactNode
  children: ReactNode
}

/** A report of the agent centre: its heading with its buttons, the line it is of, its filters, then the rows. */
export function ReportFrame({ title, filters, actions, above, children }: ReportFrameProps) {
  const { t } = useTranslation('agents')
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {above}
      {filters ? (
        <Box role="group" aria-label={t('table.filters')} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
          {filters}
        </Box>
      ) : null}
      {children}
    </Box>
  )
}

export interface LineBreadcrumbProps {
  /** From the agent down to the line shown (the agent first), as the server answered it. */
  path: readonly string[]
  /** A step was chosen: its account, or null for the agent's own line (the first step). */
  onOpen: (account: string | null) => void
}

/** Whose line a report shows, from the agent down; every step but the last goes back up to it. */
export function LineBreadcrumb({ path, onOpen }: LineBreadcrumbProps) {
  const { t } = useTranslation('agents')
  if (path.length <= 1) return null
  return (
    <Breadcrumbs aria-label={t('line.breadcrumb')} sx={{ '& ol': { rowGap: 0.5 } }}>
      {path.map((account, index) =>
        index === path.length - 1 ? (
          <Typography key={account} aria-current="page" sx={{ fontWeight: 700, color: 'text.primary' }}>
            <bdi>{account}</bdi>
          </Typography>
        ) : (
          <Link key={account} component="button" type="button" underline="hover" onClick={() => onOpen(index === 0 ? null : account)} sx={{ fontSize: 'inherit', minHeight: 24 }}>
            {index === 0 ? t('line.mine') : <bdi>{account}</bdi>}
          </Link>
        ),
      )}
    </Breadcrumbs>
  )
}
