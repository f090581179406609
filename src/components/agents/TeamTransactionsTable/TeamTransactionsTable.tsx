import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { tKey } from '../../../../locales'
import type { TeamTransaction, TeamTransactions } from '../../../contract/schemas/agents'
import { RecordsSelect } from '../../money/RecordsList'
import { CsvExportButton, type ReportExport } from '../CsvExportButton'
import { Money, useDateTime, type MoneyCurrency } from '../format'
import { ReportRangeFilter, type ReportRangeValue } from '../ReportRangeFilter'
import { ReportFrame, ReportTable, type ReportColumn } from '../ReportTable'

/** The ledger entry kinds the page filters by (the contract's TEAM_TRANSACTION_TYPES). */
export const TEAM_TRANSACTION_KINDS = ['deposit', 'withdrawal', 'bet', 'win', 'transfer', 'agent_transfer', 'bonus', 'wage'] as const
export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number]

const KIND_LABEL_KEYS = {
  deposit: tKey('agents:transactions.kind.deposit'),
  withdrawal: tKey('agents:transactions.kind.withdrawal'),
  bet: tKey('agents:transactions.kind.bet'),
  win: tKey('agents:transactions.kind.win'),
  transfer: tKey('agents:transactions.kind.transfer'),
  agent_transfer: tKey('agents:transactions.kind.agent_transfer'),
  bonus: tKey('agents:transactions.kind.bonus'),
  wage: tKey('agents:transactions.kind.wage'),
} as const satisfies Record<TeamTransactionKind, string>

export interface TeamTransactionsFilter {
  range: ReportRangeValue
  account: string
  type: TeamTransactionKind | ''
}

export interface TeamTransactionsTableProps {
  answer: TeamTransactions | null
  loading: boolean
  error: string | null
  onRetry: () => void
  filter: TeamTransactionsFilter
  onFilterChange: (filter: TeamTransactionsFilter) => void
  page: number
  onPageChange: (page: number) => void
  today: string
  currency: MoneyCurrency
  csv?: ReportExport<TeamTransaction>
}

/** Downline transactions: every ledger entry of the team's wallets in the period, with the server's credits and debits. */
export function TeamTransactionsTable({ answer, loading, error, onRetry, filter, onFilterChange, page, onPageChange, today, currency, csv }: TeamTransactionsTableProps) {
  const { t } = useTranslation('agents')
  const dateTime = useDateTime()
  const [account, setAccount] = useState(filter.account)
  const set = (change: Partial<TeamTransactionsFilter>) => onFilterChange({ ...filter, ...change })
  const kind = (type: string) => (type in KIND_LABEL_KEYS ? t(KIND_LABEL_KEYS[type as TeamTransactionKind]) : type)
  const columns: ReportColumn<TeamTransaction>[] = [
    { id: 'account', header: t('columns.account'), card: 'title', cell: (row) => <bdi>{row.account}</bdi> },
    { id: 'type', header: t('columns.type'), cell: (row) => kind(row.type) },
    { id: 'amount', header: t('columns.amount'), align: 'end', cell: (row) => <Money value={row.amount} currency={currency} signed /> },
    { id: 'balanceAfter', header: t('columns.balanceAfter'), align: 'end', cell: (row) => <Money value={row.balanceAfter} currency={currency} /> },
    { id: 'at', header: t('columns.time'), cell: (row) => dateTime(row.at) },
  ]
  const footer = answer
    ? {
        amount: (
          <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
            <span>
              {t('transactions.credits')} <Money value={answer.footer.credits} currency={currency} />
            </span>
            <span>
              {t('transactions.debits')} <Money value={answer.footer.debits} currency={currency} />
            </span>
          </Box>
        ),
      }
    : null
  return (
    <ReportFrame
      title={t('menu.agentDownlineTransactionDetailsCopy')}
      actions={
        csv ? (
          <CsvExportButton
            {...csv}
            disabled={!answer || answer.totalCount === 0}
            header={[t('columns.time'), t('columns.account'), t('columns.type'), t('columns.amount'), t('columns.balanceAfter'), t('columns.id')]}
            record={(row) => [row.at, row.account, kind(row.type), row.amount, row.balanceAfter, row.id]}
          />
        ) : null
      }
      filters={
        <>
          <ReportRangeFilter value={filter.range} onChange={(range) => set({ range })} today={today} period={answer?.period} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <Box component="form" role="search" aria-label={t('transactions.searchLabel')} onSubmit={(event) => { event.preventDefault(); set({ account: account.trim() }) }} sx={{ display: 'flex', gap: 1, flex: '1 1 260px' }}>
              <TextField size="small" label={t('columns.account')} value={account} onChange={(event) => setAccount(event.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }} />
              <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
                {t('members.searchButton')}
              </Button>
            </Box>
            <RecordsSelect label={t('columns.type')} value={filter.type} allValue="" allLabel={t('transactions.allKinds')} options={TEAM_TRANSACTION_KINDS.map((type) => ({ value: type, label: kind(type) }))} onChange={(type) => set({ type })} width={{ min: 160, max: 200 }} />
          </Box>
        </>
      }
    >
      <ReportTable
        caption={t('menu.agentDownlineTransactionDetailsCopy')}
        columns={columns}
        rows={answer?.list ?? (error ? [] : null)}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={t('transactions.emptyTitle')}
        emptyHint={t('report.emptyHint')}
        footer={footer}
        page={page}
        totalPages={answer?.totalPages ?? 0}
        onPageChange={onPageChange}
        minTableWidth={640}
      />
    </ReportFrame>
  )
}
