import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined'
import { useTranslation } from 'react-i18next'

export interface EmptyStateProps {
  /** Short headline; defaults to `common:state.emptyTitle`. */
  title?: string
  /** A sentence saying why it is empty or what to do. */
  description?: ReactNode
  /** An icon above the text (decorative); defaults to an empty tray. */
  icon?: ReactNode
  /** A call to action, e.g. a button to make the first deposit. */
  action?: ReactNode
  /** Less padding, for use inside tables and small panels. */
  compact?: boolean
}

/** Shown where a list or page has nothing to show yet. */
export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  const { t } = useTranslation('common')
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: compact ? 2 : 5, px: 2 }}>
      <Box aria-hidden="true" sx={{ color: 'text.secondary', lineHeight: 0, '& svg': { fontSize: compact ? 32 : 48 } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title ?? t('state.emptyTitle')}
      </Typography>
      {description ? (
        <Typography component="div" variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  )
}
