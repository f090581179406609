import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import type { TeamProfitLoss, TeamProfitLossRow } from '../../../contract/schemas/agents'
import { CsvExportButton, type ReportExport } from '../CsvExportButton'
import { Money, useCount, type MoneyCurrency } from '../format'
import { ReportRangeFilter, type ReportRangeValue } from '../ReportRangeFilter'
import { LineBreadcrumb, ReportFrame, ReportTable, type ReportColumn, type ReportSort } from '../ReportTable'

export type TeamProfitSort = 'account' | 'bets' | 'validBets' | 'wins' | 'bonuses' | 'netProfit'

export interface TeamProfitLossFilter {
  range: ReportRangeValue
  /** Whose line is shown; the agent's own when absent. */
  parent?: string
  sort: TeamProfitSort
  order: 'asc' | 'desc'
}

export interface TeamProfitLossTableProps {
  answer: TeamProfitLoss | null
  loading: boolean
  error: string | null
  onRetry: () => void
  filter: TeamProfitLossFilter
  /** A new range, sort or line: the list starts again from page 1. */
  onFilterChange: (filter: TeamProfitLossFilter) => void
  page: number
  onPageChange: (page: number) => void
  /** Today in the merchant's calendar (`YYYY-MM-DD`). */
  today: string
  currency: MoneyCurrency
  csv?: ReportExport<TeamProfitLossRow>
}

/**
 * User profit and loss: each direct member's play and each sub-agent's whole line in the period (bets, valid bets,
 * wins, bonuses, the net result, rounds), sortable by every figure, with the server's totals over every row as the
 * footer. A sub-agent's row opens its line (the same report one level down), with a breadcrumb back up.
 */
export function TeamProfitLossTable({ answer, loading, error, onRetry, filter, onFilterChange, page, onPageChange, today, currency, csv }: TeamProfitLossTableProps) {
  const { t } = useTranslation('agents')
  const count = useCount()
  const set = (change: Partial<TeamProfitLossFilter>) => onFilterChange({ ...filter, ...change })
  const money = (value: string, signed = false) => <Money value={value} currency={currency} signed={signed} />

  const columns: ReportColumn<TeamProfitLossRow>[] = [
    {
      id: 'account',
      header: t('columns.account'),
      sortable: true,
      card: 'title',
      cell: (row) =>
        row.isLine ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
            <Link component="button" type="button" underline="always" onClick={() => set({ parent: row.account })} aria-label={t('line.open', { account: row.account })} sx={{ fontSize: 'inherit', fontWeight: 'inherit' }}>
              <bdi>{row.account}</bdi>
            </Link>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, fontWeight: 400 }}>
              {t('profitLoss.line')}
            </Box>
          </Box>
        ) : (
          <bdi>{row.account}</bdi>
        ),
    },
    { id: 'bets', header: t('figures.bets'), sortable: true, align: 'end', cell: (row) => money(row.bets) },
    { id: 'validBets', header: t('figures.validBets'), sortable: true, align: 'end', cell: (row) => money(row.validBets) },
    { id: 'wins', header: t('figures.wins'), sortable: true, align: 'end', cell: (row) => money(row.wins) },
    { id: 'bonuses', header: t('figures.bonuses'), sortable: true, align: 'end', cell: (row) => money(row.bonuses) },
    { id: 'netProfit', header: t('figures.netProfit'), sortable: true, align: 'end', cell: (row) => money(row.netProfit, true) },
    { id: 'rounds', header: t('columns.rounds'), align: 'end', cell: (row) => count(row.rounds) },
  ]
  const footer = answer
    ? {
        bets: money(answer.footer.bets),
        validBets: money(answer.footer.validBets),
        wins: money(answer.footer.wins),
        bonuses: money(answer.footer.bonuses),
        netProfit: money(answer.footer.netProfit, true),
        rounds: count(answer.footer.rounds),
      }
    : null
  const sort: ReportSort = { by: filter.sort, order: filter.order }

  return (
    <ReportFrame
      title={t('menu.palStatementsAgentCopy')}
      actions={
        csv ? (
          <CsvExportButton
            {...csv}
            disabled={!answer || answer.totalCount === 0}
            header={[t('columns.account'), t('figures.bets'), t('figures.validBets'), t('figures.wins'), t('figures.bonuses'), t('figures.netProfit'), t('columns.rounds')]}
            record={(row) => [row.account, row.bets, row.validBets, row.wins, row.bonuses, row.netProfit, row.rounds]}
          />
        ) : null
      }
      above={answer ? <LineBreadcrumb path={answer.path} onOpen={(account) => set({ parent: account ?? undefined })} /> : null}
      filters={<ReportRangeFilter value={filter.range} onChange={(range) => set({ range })} today={today} period={answer?.period} />}
    >
      <ReportTable
        caption={t('menu.palStatementsAgentCopy')}
        columns={columns}
        rows={answer?.list ?? (error ? [] : null)}
        rowKey={(row) => row.account}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={t('profitLoss.emptyTitle')}
        emptyHint={t('report.emptyHint')}
        footer={footer}
        sort={sort}
        onSortChange={(next) => set({ sort: next.by as TeamProfitSort, order: next.order })}
        page={page}
        totalPages={answer?.totalPages ?? 0}
        onPageChange={onPageChange}
        minTableWidth={760}
      />
    </ReportFrame>
  )
}
