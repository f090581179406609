import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined'
import CallReceivedIcon from '@mui/icons-material/CallReceived'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import SendOutlinedIcon from '@mui/icons-material/SendOutlined'
import { useTranslation } from 'react-i18next'
import type { TeamMember, TeamMembers } from '../../../contract/schemas/agents'
import { RecordsSelect } from '../../money/RecordsList'
import { Dialog } from '../../primitives/Dialog'
import { Tag } from '../../primitives/Tag'
import { CsvExportButton, type ReportExport } from '../CsvExportButton'
import { Money, useCount, useDateTime, type MoneyCurrency } from '../format'
import { LineBreadcrumb, ReportFrame, ReportTable, type ReportColumn, type ReportSort } from '../ReportTable'

export type TeamMemberSort = 'account' | 'regDate' | 'lastLogin' | 'balance'

/** What the team management list is filtered by (the contract's query, as the form holds it). */
export interface TeamMembersFilter {
  /** Whose direct line is shown; the agent's own when absent. */
  parent?: string
  /** An account prefix (searches the whole team below `parent`). */
  account: string
  type: '' | 'member' | 'agent'
  status: '' | 'active' | 'locked' | 'disabled'
  minBalance: string
  maxBalance: string
  lastLoginDays: '' | '0' | '1' | '7' | '30' | '90'
  sort: TeamMemberSort
  order: 'asc' | 'desc'
}

export const EMPTY_TEAM_MEMBERS_FILTER: TeamMembersFilter = { account: '', type: '', status: '', minBalance: '', maxBalance: '', lastLoginDays: '', sort: 'regDate', order: 'desc' }

export interface TeamMembersTableProps {
  /** The server's page; null while the first answer is awaited. */
  answer: TeamMembers | null
  loading: boolean
  /** The failed request's message, already translated. */
  error: string | null
  onRetry: () => void
  filter: TeamMembersFilter
  /** A new filter (search, selects, sort, a line opened or left): the list starts again from page 1. */
  onFilterChange: (filter: TeamMembersFilter) => void
  page: number
  onPageChange: (page: number) => void
  currency: MoneyCurrency
  /** Send money to a member (opens the transfer dialog on it). */
  onTransfer: (account: string) => void
  /** Take money back from a member (opens the recall dialog on it). */
  onRecall: (account: string) => void
  /** The CSV export of every page of the filter. */
  csv?: ReportExport<TeamMember>
}

const BALANCE = /^\d{0,12}(\.\d{0,8})?$/

/**
 * Team management: the agent's members and sub-agents. Search by account prefix (the whole team), filter by type,
 * status, balance and last login, sort by the headers; each row has its details, transfer and recall (recall only
 * when the member holds money) and, for a sub-agent, "open line" to list its own members, with a breadcrumb back up.
 */
export function TeamMembersTable({ answer, loading, error, onRetry, filter, onFilterChange, page, onPageChange, currency, onTransfer, onRecall, csv }: TeamMembersTableProps) {
  const { t } = useTranslation('agents')
  const dateTime = useDateTime()
  const count = useCount()
  const [search, setSearch] = useState({ account: filter.account, minBalance: filter.minBalance, maxBalance: filter.maxBalance })
  const [details, setDetails] = useState<TeamMember | null>(null)
  const set = (change: Partial<TeamMembersFilter>) => onFilterChange({ ...filter, ...change })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    set({ account: search.account.trim(), minBalance: search.minBalance, maxBalance: search.maxBalance })
  }
  const typeLabel = (member: TeamMember) => (member.isAgent ? t('members.typeAgent') : t('members.typeMember'))
  const statusLabel = (status: string) => (status === 'active' || status === 'locked' || status === 'disabled' ? t(`members.status.${status}`) : status)
  const lastLogin = (member: TeamMember) => (member.lastLoginAt ? dateTime(member.lastLoginAt) : t('members.neverLoggedIn'))
  const holdsMoney = (member: TeamMember) => Number(member.balance) > 0

  const columns: ReportColumn<TeamMember>[] = [
    { id: 'account', header: t('columns.account'), sortable: true, card: 'title', cell: (m) => <bdi>{m.account}</bdi> },
    { id: 'type', header: t('columns.type'), cell: typeLabel },
    { id: 'status', header: t('columns.status'), cell: (m) => (m.status === 'active' ? statusLabel(m.status) : <Tag tone="warning">{statusLabel(m.status)}</Tag>) },
    { id: 'regDate', header: t('columns.regDate'), sortable: true, cell: (m) => dateTime(m.regDate) },
    { id: 'lastLogin', header: t('columns.lastLogin'), sortable: true, cell: lastLogin },
    { id: 'balance', header: t('columns.balance'), sortable: true, align: 'end', cell: (m) => <Money value={m.balance} currency={currency} /> },
    { id: 'directCount', header: t('columns.directCount'), align: 'end', cell: (m) => count(m.directCount) },
    {
      id: 'actions',
      header: t('columns.actions'),
      card: 'actions',
      cell: (m) => (
        <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5, justifyContent: 'flex-start' }}>
          <IconButton size="small" aria-label={t('members.details', { account: m.account })} title={t('members.detailsShort')} onClick={() => setDetails(m)}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('members.transfer', { account: m.account })} title={t('members.transferShort')} onClick={() => onTransfer(m.account)}>
            <SendOutlinedIcon fontSize="small" />
          </IconButton>
          {holdsMoney(m) ? (
            <IconButton size="small" aria-label={t('members.recall', { account: m.account })} title={t('members.recallShort')} onClick={() => onRecall(m.account)}>
              <CallReceivedIcon fontSize="small" />
            </IconButton>
          ) : null}
          {m.isAgent ? (
            <IconButton size="small" aria-label={t('line.open', { account: m.account })} title={t('line.openShort')} onClick={() => set({ parent: m.account, account: '' })}>
              <AccountTreeOutlinedIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Box>
      ),
    },
  ]

  const sort: ReportSort = { by: filter.sort, order: filter.order }
  const badBalance = (value: string) => value !== '' && !BALANCE.test(value)

  return (
    <ReportFrame
      title={t('menu.downlineManagmentView')}
      actions={
        csv ? (
          <CsvExportButton
            fetchRows={csv.fetchRows}
            busy={csv.busy}
            disabled={!answer || answer.totalCount === 0}
            fileName={csv.fileName}
            header={[t('columns.account'), t('columns.type'), t('columns.status'), t('columns.regDate'), t('columns.lastLogin'), t('columns.balance'), t('columns.directCount'), t('columns.upline')]}
            record={(m) => [m.account, typeLabel(m), statusLabel(m.status), m.regDate, m.lastLoginAt ?? '', m.balance, m.directCount, m.upline ?? '']}
          />
        ) : null
      }
      above={answer ? <LineBreadcrumb path={answer.path} onOpen={(account) => set({ parent: account ?? undefined, account: '' })} /> : null}
      filters={
        <>
          <Box component="form" role="search" aria-label={t('members.searchLabel')} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('members.search')}
              helperText={t('members.searchHint')}
              value={search.account}
              onChange={(event) => setSearch({ ...search, account: event.target.value })}
              sx={{ flex: '1 1 200px' }}
              slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'off' } }}
            />
            <TextField
              size="small"
              label={t('members.minBalance')}
              value={search.minBalance}
              error={badBalance(search.minBalance)}
              onChange={(event) => setSearch({ ...search, minBalance: event.target.value })}
              sx={{ flex: '1 1 120px' }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              size="small"
              label={t('members.maxBalance')}
              value={search.maxBalance}
              error={badBalance(search.maxBalance)}
              onChange={(event) => setSearch({ ...search, maxBalance: event.target.value })}
              sx={{ flex: '1 1 120px' }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="contained" disabled={badBalance(search.minBalance) || badBalance(search.maxBalance)} sx={{ minHeight: 40 }}>
              {t('members.searchButton')}
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <RecordsSelect label={t('columns.type')} value={filter.type} allValue="" allLabel={t('members.allTypes')} options={[{ value: 'member', label: t('members.typeMember') }, { value: 'agent', label: t('members.typeAgent') }]} onChange={(type) => set({ type })} width={{ min: 140, max: 180 }} />
            <RecordsSelect
              label={t('columns.status')}
              value={filter.status}
              allValue=""
              allLabel={t('members.allStatuses')}
              options={(['active', 'locked', 'disabled'] as const).map((status) => ({ value: status, label: t(`members.status.${status}`) }))}
              onChange={(status) => set({ status })}
              width={{ min: 140, max: 180 }}
            />
            <RecordsSelect
              label={t('columns.lastLogin')}
              value={filter.lastLoginDays}
              allValue=""
              allLabel={t('members.anyLogin')}
              options={(['1', '7', '30', '90', '0'] as const).map((days) => ({ value: days, label: days === '0' ? t('members.neverLoggedIn') : t('members.loginWithin', { count: Number(days) }) }))}
              onChange={(lastLoginDays) => set({ lastLoginDays })}
              width={{ min: 160, max: 200 }}
            />
          </Box>
        </>
      }
    >
      {answer && answer.list.length > 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <bdi>{t('members.summary', { count: answer.totalCount })}</bdi> · <bdi>{t('members.totalBalance')}</bdi> <Money value={answer.footer.balance} currency={currency} strong />
        </Typography>
      ) : null}
      <ReportTable
        caption={t('menu.downlineManagmentView')}
        columns={columns}
        rows={answer?.list ?? (error ? [] : null)}
        rowKey={(m) => m.account}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={filter.account || filter.type || filter.status || filter.lastLoginDays || filter.minBalance || filter.maxBalance ? t('members.noMatch') : t('members.emptyTitle')}
        emptyHint={filter.account || filter.type || filter.status || filter.lastLoginDays || filter.minBalance || filter.maxBalance ? t('members.noMatchHint') : t('members.emptyHint')}
        sort={sort}
        onSortChange={(next) => set({ sort: next.by as TeamMemberSort, order: next.order })}
        page={page}
        totalPages={answer?.totalPages ?? 0}
        onPageChange={onPageChange}
        minTableWidth={820}
      />
      <Dialog open={details !== null} title={t('members.detailsTitle', { account: details?.account ?? '' })} onClose={() => setDetails(null)}>
        {details ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
            {(
              [
                [t('columns.account'), <bdi key="a">{details.account}</bdi>],
                [t('columns.nickname'), details.nickname ?? '—'],
                [t('columns.type'), typeLabel(details)],
                [t('columns.status'), statusLabel(details.status)],
                [t('columns.upline'), details.upline ? <bdi key="u">{details.upline}</bdi> : '—'],
                [t('columns.depth'), count(details.depth)],
                [t('columns.regDate'), dateTime(details.regDate)],
                [t('columns.lastLogin'), lastLogin(details)],
                [t('columns.balance'), <Money key="b" value={details.balance} currency={currency} />],
                [t('columns.directCount'), count(details.directCount)],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Dialog>
    </ReportFrame>
  )
}
