import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import GroupOffOutlinedIcon from '@mui/icons-material/GroupOffOutlined'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '../../layout/a11y'
import { AmountText } from '../../primitives/AmountText'
import { EmptyState } from '../../primitives/EmptyState'
import type { DownlineOption } from '../AgentTransferDialog'
import type { TransferCurrency } from '../UplineTransferPanel'
import { holdsMoney } from '../UplineTransferPanel/transferForm'

export interface DownlineFundsListProps {
  /** The agent's downline members with their main wallets (canonical major units); `null` while they load. */
  downlines: readonly DownlineOption[] | null
  /** How many members the downline has in all (the list shows the first page). */
  totalCount?: number
  /** What the agent's main wallet holds (canonical major units); `null` until known. */
  available: string | null
  currency: TransferCurrency
  /** Open the transfer dialog, on `username` when a row's button was pressed. */
  onTransfer: (username?: string) => void
  /** Open the recall dialog, on `username` when a row's button was pressed. */
  onRecall: (username?: string) => void
}

/**
 * An agent's funds towards its downline: what its main wallet holds, "transfer to a member" and "recall from a
 * member" (each opens the agent transfer dialog), and the downline's members with their balances, each row with its
 * own transfer and recall (the dialog opens on that member; recall only when the member holds money). On a phone the
 * rows stack their buttons under the name. Presentational: the page loads the members and opens the dialog.
 */
export function DownlineFundsList({ downlines, totalCount, available, currency, onTransfer, onRecall }: DownlineFundsListProps) {
  const { t } = useTranslation('wallet')
  const titleId = useId()
  const listTitleId = useId()
  const hasMembers = downlines !== null && downlines.length > 0

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="downline-funds" sx={{ minWidth: 0 }}>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('agent.funds.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundImage: 'none', minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('agent.dialog.available')}
              </Typography>
              {available === null ? (
                <Skeleton variant="text" width={140} sx={{ fontSize: '1.5rem' }} />
              ) : (
                <AmountText value={available} currencySymbol={currency.symbol} decimals={currency.decimals} sx={{ fontSize: '1.5rem', fontWeight: 700 }} />
              )}
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" onClick={() => onTransfer()} disabled={!hasMembers}>
                {t('agent.dialog.transferTitle')}
              </Button>
              <Button variant="outlined" onClick={() => onRecall()} disabled={!hasMembers}>
                {t('agent.dialog.recallTitle')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Typography id={listTitleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {t('agent.funds.members')}
          {totalCount !== undefined && downlines !== null ? ` (${totalCount})` : ''}
        </Typography>
        {downlines === null ? (
          <>
            <Box role="status" sx={visuallyHidden}>
              {t('agent.dialog.loading')}
            </Box>
            <Stack spacing={1} aria-hidden="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={64} />
              ))}
            </Stack>
          </>
        ) : downlines.length === 0 ? (
          <Paper variant="outlined" sx={{ backgroundImage: 'none' }}>
            <EmptyState compact icon={<GroupOffOutlinedIcon />} title={t('agent.funds.empty.title')} description={t('agent.funds.empty.body')} />
          </Paper>
        ) : (
          <Paper variant="outlined" component="ul" aria-labelledby={listTitleId} sx={{ listStyle: 'none', m: 0, p: 0, backgroundImage: 'none' }}>
            {downlines.map((member, index) => (
              <DownlineRow key={member.username} member={member} divided={index > 0} currency={currency} onTransfer={onTransfer} onRecall={onRecall} />
            ))}
          </Paper>
        )}
      </Stack>
    </Box>
  )
}

function DownlineRow({ member, divided, currency, onTransfer, onRecall }: {
  member: DownlineOption
  divided: boolean
  currency: TransferCurrency
  onTransfer: (username: string) => void
  onRecall: (username: string) => void
}) {
  const { t } = useTranslation('wallet')
  const holds = holdsMoney(member.balance, currency.decimals)
  return (
    <Box
      component="li"
      data-testid="downline-row"
      sx={{
        display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: { xs: 1, sm: 2 }, px: { xs: 2, sm: 2.5 }, py: 1.5,
        borderTop: divided ? 1 : 0, borderColor: 'divider', minWidth: 0,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.username}</Typography>
        {member.nickname ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.nickname}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ minWidth: { sm: 120 }, textAlign: { sm: 'end' } }}>
        <Typography component="span" sx={visuallyHidden}>
          {t('agent.dialog.downlineBalance')}{' '}
        </Typography>
        <AmountText value={member.balance} currencySymbol={currency.symbol} decimals={currency.decimals} />
      </Box>
      {/* The row's buttons are named by their member: "Transfer" in the group "malee_2024". */}
      <Stack direction="row" spacing={1} role="group" aria-label={member.username}>
        <Button size="small" variant="outlined" onClick={() => onTransfer(member.username)}>
          {t('agent.dialog.transfer')}
        </Button>
        <Button size="small" variant="text" onClick={() => onRecall(member.username)} disabled={!holds}>
          {t('agent.dialog.recall')}
        </Button>
      </Stack>
    </Box>
  )
}
