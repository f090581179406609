import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ContractKindName, WageRecord, WageRecords } from '../../../contract/schemas/contracts'
import { GAME_TYPE_LABEL_KEYS } from '../../agents/gameTypes'
import { Tag } from '../../primitives/Tag'
import { ContractTable, type ContractColumn } from '../ContractTable'
import { Count, Money, Rate, type MoneyCurrency } from '../format'
import { usePeriodParts, type PeriodParts } from '../periodFormat'
import { KIND_NAME_KEYS } from '../labels'
import { PAYOUT_STATUS } from '../wageLabels'

export interface WageRecordsTableProps {
  /** Whose payouts these are: the kind of the page. */
  kind: ContractKindName
  /** The page of payouts shown (`wageRecords`); null before the first answer. */
  answer: WageRecords | null
  /** Another page is on its way: the rows shown dim. */
  loading: boolean
  /** Reading them failed (translated), with a retry. */
  error: string | null
  onRetry: () => void
  page: number
  onPageChange: (page: number) => void
  /** The merchant's currency. */
  currency: MoneyCurrency
}

/** A period: its days, then its times on a line of their own (each kept whole). */
function Period({ parts }: { parts: PeriodParts }) {
  return (
    <>
      <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
        {parts.days}
      </Box>
      {parts.times ? (
        <>
          {' '}
          <Box component="bdi" sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
            {parts.times}
          </Box>
        </>
      ) : null}
    </>
  )
}

/** A profit is green and a loss red, each also signed, so the colour is never the only sign. */
function SignedMoney({ value, currency }: { value: string; currency: MoneyCurrency }) {
  const negative = value.trim().startsWith('-')
  const positive = !negative && Number(value) > 0
  return (
    <Box component="span" sx={{ color: negative ? 'error.main' : positive ? 'success.main' : undefined }}>
      <Money value={value} currency={currency} />
    </Box>
  )
}

/** An amount of one side of a payout (a deficit carried in or out, a stake won or lost): dim when nothing; a dash when absent. */
function SideAmount({ value, currency }: { value: string | undefined; currency: MoneyCurrency }) {
  if (value === undefined) return <>—</>
  return (
    <Box component="span" sx={{ color: Number(value) > 0 ? undefined : 'text.secondary' }}>
      <Money value={value} currency={currency} />
    </Box>
  )
}

/**
 * An agent's wage payouts of one kind, newest period first (`wageRecords`): each period with its game type, the
 * contract display fields the spec names (period bet, period P&L, active members, rate: a percent with two decimals,
 * or an amount), the tier reached, what was paid and its status; above them, everything paid of this kind. A table
 * where there is room, one card per payout on a phone. A dividend with carry-over also shows the deficit each period
 * carried in (taken from its net loss before the rate) and out to the next, with a line that says what that means.
 */
export function WageRecordsTable({ kind, answer, loading, error, onRetry, page, onPageChange, currency }: WageRecordsTableProps) {
  const { t } = useTranslation('agents')
  const periodParts = usePeriodParts()
  const kindName = t(KIND_NAME_KEYS[kind])
  const tierOf = (row: WageRecord) => (row.tier > 0 ? <Count value={row.tier} /> : t('contracts.pages.records.noTier'))
  const rateOf = (row: WageRecord) => <Rate rateType={row.rateType} rate={row.rate} currency={currency} />
  const statusOf = (row: WageRecord) => (
    <Tag tone={PAYOUT_STATUS[row.status].tone} variant={row.status === 'pending' ? 'filled' : 'outlined'}>
      {t(PAYOUT_STATUS[row.status].key)}
    </Tag>
  )
  const carries = kind === 'dividend' && (answer?.list.some((row) => row.carriedIn !== undefined) ?? false)
  // The carried amounts after the P&L they adjust: one column in the table (in over out), a line each on a card.
  const carried: ContractColumn<WageRecord>[] = carries
    ? [
        { id: 'carriedIn', header: t('contracts.pages.records.carriedIn'), align: 'end', only: 'cards', cell: (row) => <SideAmount value={row.carriedIn} currency={currency} /> },
        { id: 'carriedOut', header: t('contracts.pages.records.carriedOut'), align: 'end', only: 'cards', cell: (row) => <SideAmount value={row.carriedOut} currency={currency} /> },
        {
          id: 'carried',
          header: t('contracts.pages.records.carried'),
          align: 'end',
          only: 'table',
          cell: (row) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                <SideAmount value={row.carriedIn} currency={currency} />
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <SideAmount value={row.carriedOut} currency={currency} />
              </Box>
            </>
          ),
        },
      ]
    : []
  // A real-time payout's stakes by side (its explanation): one column in the table (won over lost), a line each on a card.
  const explained = kind === 'realTimeSalary' && (answer?.list.some((row) => row.realTime !== undefined) ?? false)
  const stakes: ContractColumn<WageRecord>[] = explained
    ? [
        { id: 'wonStake', header: t('contracts.pages.records.wonStake'), align: 'end', only: 'cards', cell: (row) => <SideAmount value={row.realTime?.wonStake} currency={currency} /> },
        { id: 'lostStake', header: t('contracts.pages.records.lostStake'), align: 'end', only: 'cards', cell: (row) => <SideAmount value={row.realTime?.lostStake} currency={currency} /> },
        {
          id: 'stakes',
          header: t('contracts.pages.records.stakes'),
          align: 'end',
          only: 'table',
          cell: (row) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                <SideAmount value={row.realTime?.wonStake} currency={currency} />
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <SideAmount value={row.realTime?.lostStake} currency={currency} />
              </Box>
            </>
          ),
        },
      ]
    : []
  // Seven columns in the table (the tier with its rate, the amount with its status), nine lines on a card; with
  // carry-over or a real-time payout's stakes eight and eleven.
  const columns: ContractColumn<WageRecord>[] = [
    { id: 'period', header: t('contracts.pages.records.period'), card: 'title', cell: (row) => <Period parts={periodParts(row.periodStart, row.periodEnd)} /> },
    { id: 'gameType', header: t('contracts.pages.records.gameType'), cell: (row) => t(GAME_TYPE_LABEL_KEYS[row.gameType]) },
    { id: 'periodBet', header: t('contracts.pages.records.periodBet'), align: 'end', cell: (row) => <Money value={row.periodBet} currency={currency} /> },
    { id: 'periodProfitLoss', header: t('contracts.pages.records.periodProfitLoss'), align: 'end', cell: (row) => <SignedMoney value={row.periodProfitLoss} currency={currency} /> },
    ...carried,
    ...stakes,
    { id: 'activeMembers', header: t('contracts.pages.records.activeMembers'), align: 'end', cell: (row) => <Count value={row.activeMembers} /> },
    { id: 'tier', header: t('contracts.pages.records.tier'), align: 'end', only: 'cards', cell: (row) => tierOf(row) },
    { id: 'rate', header: t('contracts.pages.records.rate'), align: 'end', only: 'cards', cell: (row) => rateOf(row) },
    { id: 'tierRate', header: t('contracts.pages.records.tierRate'), align: 'end', only: 'table', nowrap: true, cell: (row) => <>{tierOf(row)} · {rateOf(row)}</> },
    { id: 'amount', header: t('contracts.pages.records.amount'), align: 'end', only: 'cards', cell: (row) => <Money value={row.amount} currency={currency} /> },
    { id: 'status', header: t('contracts.pages.records.status'), only: 'cards', cell: statusOf },
    {
      id: 'amountStatus',
      header: t('contracts.pages.records.amountStatus'),
      align: 'end',
      only: 'table',
      cell: (row) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            <Money value={row.amount} currency={currency} />
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {statusOf(row)}
          </Box>
        </>
      ),
    },
  ]
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('contracts.pages.records.title')}
        </Typography>
        {answer && answer.totalCount > 0 ? (
          <Typography component="p" variant="body2">
            <bdi>{t('contracts.pages.records.total')}</bdi>{' '}
            <Box component="strong" sx={{ fontWeight: 700 }}>
              <Money value={answer.total} currency={currency} />
            </Box>
          </Typography>
        ) : null}
      </Box>
      {carries || explained ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t(carries ? 'contracts.pages.records.carriedHint' : 'contracts.pages.records.realTimeHint')}
        </Typography>
      ) : null}
      {/* With the carried amounts' column, the table's cells are narrower at their sides, so its eight columns keep to the agent centre's width. */}
      <Box sx={carries || explained ? { minWidth: 0, '& .MuiTableCell-root': { paddingInline: 1 } } : { minWidth: 0 }}>
        <ContractTable
          caption={t('contracts.pages.records.caption', { kind: kindName })}
          columns={columns}
          rows={answer?.list ?? (error ? [] : null)}
          rowKey={(row) => row.id}
          loading={loading}
          error={error}
          onRetry={onRetry}
          emptyTitle={t('contracts.pages.records.emptyTitle')}
          emptyHint={t('contracts.pages.records.emptyHint')}
          page={page}
          totalPages={answer?.totalPages ?? 0}
          onPageChange={onPageChange}
          minTableWidth={carries ? 860 : 820}
        />
      </Box>
    </Box>
  )
}
