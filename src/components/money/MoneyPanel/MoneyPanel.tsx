import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ServerError } from '../../accounts/fields'
import { visuallyHidden } from '../../layout/a11y'

export interface MoneyPanelProps {
  /** The panel's heading (an `h3`): the page's name, "Withdraw", "Deposit". */
  title: string
  /** The heading's id, when a part inside is named by it (a form labelled by the panel's heading); made up otherwise. */
  titleId?: string
  /** Beside the heading, at its end: a refresh button. */
  action?: ReactNode
  /**
   * What a polite live region says: what is loading, or the state the panel is in; `null` says nothing, but keeps
   * the region there, so the next change of state is heard. Left out (`undefined`), there is no region (a panel
   * whose only news once loaded is a `notice`, itself a status).
   */
  status?: ReactNode
  /** The last request's failure, already translated; shown in an alert above the panel's content. */
  error: string | null
  /** Between the alert and the content: a note on what the last request did ("Sent ฿ 100.00 to agent01"). */
  notice?: ReactNode
  /** `data-testid` of the section, for the portal's end-to-end tests. */
  testId?: string
  /** The content, in an outlined card: the form, its skeleton (`PanelSkeleton`), or the state of what is under way. */
  children: ReactNode
}

/**
 * The frame of a member-centre money page (deposit, withdraw, transfer to upline): its heading with an optional
 * action, a live region for state changes, the last failure, and an outlined card holding the page's content.
 */
export function MoneyPanel({ title, titleId, action, status, error, notice, testId, children }: MoneyPanelProps) {
  const madeId = useId()
  const id = titleId ?? madeId
  const heading = (
    <Typography id={id} component="h3" variant="h5" sx={{ fontWeight: 700, flexGrow: action ? 1 : undefined }}>
      {title}
    </Typography>
  )
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId} sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        {action ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {heading}
            {action}
          </Box>
        ) : (
          heading
        )}
        {status === undefined ? null : (
          <Box role="status" sx={visuallyHidden}>
            {status}
          </Box>
        )}
        <ServerError message={error} />
        {notice}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none', minWidth: 0 }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  )
}
