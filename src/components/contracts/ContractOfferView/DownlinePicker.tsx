import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { TeamMember } from '../../../contract/schemas/agents'
import { visuallyHidden } from '../../layout/a11y'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Pagination } from '../../primitives/Pagination'

export interface DownlinePickerProps {
  /** The account prefix searched (empty: every direct downline agent). */
  search: string
  onSearch: (prefix: string) => void
  /** The direct downline agents of the page shown; null before the first answer. */
  agents: readonly TeamMember[] | null
  loading?: boolean
  error?: string | null
  onRetry?: () => void
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** The agent chosen, whose contracts show below. */
  chosen: string | null
  onChoose: (account: string) => void
}

/**
 * The direct downline agents an upline may offer terms to (the team members call, agents only), searched by the start
 * of their account; each is a button, the chosen one pressed. Only direct agents are listed: an offer to anyone else
 * is refused (`contract.not.direct`).
 */
export function DownlinePicker({ search, onSearch, agents, loading = false, error = null, onRetry, page, totalPages, onPageChange, chosen, onChoose }: DownlinePickerProps) {
  const { t } = useTranslation('agents')
  const listId = useId()
  const [typed, setTyped] = useState(search)

  let list
  if (error) list = <ErrorState message={error} onRetry={onRetry} retrying={loading} compact />
  else if (!agents)
    list = (
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('contracts.pages.table.loading')}
        </Box>
        {[0, 1, 2].map((each) => (
          <Skeleton key={each} variant="rounded" width={140} height={52} aria-hidden="true" />
        ))}
      </Box>
    )
  else if (agents.length === 0) list = <EmptyState title={t('contracts.pages.offer.agentsEmptyTitle')} description={t('contracts.pages.offer.agentsEmptyHint')} compact />
  else
    list = (
      <Box component="ul" aria-labelledby={listId} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, opacity: loading ? 0.6 : 1 }}>
        {agents.map((agent) => {
          const pressed = agent.account === chosen
          return (
            <li key={agent.account}>
              <Button
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => onChoose(agent.account)}
                sx={{ flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', minWidth: 120, maxWidth: '100%', py: 0.75 }}
              >
                <Box component="bdi" sx={{ fontWeight: 700, overflowWrap: 'anywhere', textAlign: 'start' }}>
                  {agent.account}
                </Box>
                <Typography component="span" variant="caption">
                  {t('contracts.pages.offer.directCount', { count: agent.directCount })}
                </Typography>
              </Button>
            </li>
          )
        })}
      </Box>
    )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('contracts.pages.offer.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(typed.trim())
        }}
        sx={{ display: 'flex', gap: 1, maxWidth: 420 }}
      >
        <TextField size="small" label={t('contracts.pages.offer.search')} value={typed} onChange={(event) => setTyped(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }} />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          {t('contracts.pages.offer.searchButton')}
        </Button>
      </Box>
      <Typography id={listId} variant="body2" color="text.secondary">
        {t('contracts.pages.offer.agentsLabel')}
      </Typography>
      {list}
      {totalPages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination page={page} pageCount={totalPages} onPageChange={onPageChange} label={t('contracts.pages.table.pages', { caption: t('contracts.pages.offer.agentsLabel') })} disabled={loading} />
        </Box>
      ) : null}
    </Box>
  )
}
