import { useTranslation } from 'react-i18next'
import type { AgentIncome, AgentIncomeDay } from '../../../contract/schemas/agents'
import { CsvExportButton, type ReportExport } from '../CsvExportButton'
import { Money, useDayFormat, type MoneyCurrency } from '../format'
import { ReportRangeFilter, type ReportRangeValue } from '../ReportRangeFilter'
import { ReportFrame, ReportTable, type ReportColumn } from '../ReportTable'

export interface AgentIncomeTableProps {
  answer: AgentIncome | null
  loading: boolean
  error: string | null
  onRetry: () => void
  range: ReportRangeValue
  onRangeChange: (range: ReportRangeValue) => void
  page: number
  onPageChange: (page: number) => void
  today: string
  currency: MoneyCurrency
  csv?: ReportExport<AgentIncomeDay>
}

/** My income: what the agent received as an agent, per day (from its upline, wages and salaries), with the server's totals. */
export function AgentIncomeTable({ answer, loading, error, onRetry, range, onRangeChange, page, onPageChange, today, currency, csv }: AgentIncomeTableProps) {
  const { t } = useTranslation('agents')
  const day = useDayFormat()
  const money = (value: string, strong = false) => <Money value={value} currency={currency} strong={strong} />
  const columns: ReportColumn<AgentIncomeDay>[] = [
    { id: 'day', header: t('columns.day'), card: 'title', cell: (row) => day(row.day) },
    { id: 'fromUpline', header: t('income.fromUpline'), align: 'end', cell: (row) => money(row.fromUpline) },
    { id: 'wages', header: t('income.wages'), align: 'end', cell: (row) => money(row.wages) },
    { id: 'total', header: t('income.total'), align: 'end', cell: (row) => money(row.total, true) },
  ]
  const footer = answer ? { fromUpline: money(answer.footer.fromUpline), wages: money(answer.footer.wages), total: money(answer.footer.total, true) } : null
  return (
    <ReportFrame
      title={t('menu.agentRevenueReport')}
      actions={
        csv ? (
          <CsvExportButton {...csv} disabled={!answer || answer.totalCount === 0} header={[t('columns.day'), t('income.fromUpline'), t('income.wages'), t('income.total')]} record={(row) => [row.day, row.fromUpline, row.wages, row.total]} />
        ) : null
      }
      filters={<ReportRangeFilter value={range} onChange={onRangeChange} today={today} period={answer?.period} />}
    >
      <ReportTable
        caption={t('menu.agentRevenueReport')}
        columns={columns}
        rows={answer?.list ?? (error ? [] : null)}
        rowKey={(row) => row.day}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={t('income.emptyTitle')}
        emptyHint={t('income.emptyHint')}
        footer={footer}
        page={page}
        totalPages={answer?.totalPages ?? 0}
        onPageChange={onPageChange}
        minTableWidth={520}
      />
    </ReportFrame>
  )
}
