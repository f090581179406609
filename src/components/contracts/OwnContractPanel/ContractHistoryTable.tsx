import { useTranslation } from 'react-i18next'
import type { ContractEvent } from '../../../contract/schemas/contracts'
import { useDateTime } from '../../member/format'
import { ContractTable, type ContractColumn } from '../ContractTable'
import { EVENT_KEYS } from '../wageLabels'

export interface ContractHistoryTableProps {
  /** Names the table. */
  caption: string
  /** Every step, newest first; null while it is read. */
  events: readonly ContractEvent[] | null
  /** Reading it failed (translated), with a retry. */
  error?: string | null
  onRetry?: () => void
  loading?: boolean
}

/** Who acted: an agent's account (isolated, it may be in another script), the merchant, or the system's own ending. */
function Actor({ by }: { by: string }) {
  const { t } = useTranslation('agents')
  if (by === 'merchant') return <>{t('contracts.pages.history.merchant')}</>
  if (by === 'system') return <>{t('contracts.pages.history.system')}</>
  return <bdi>{by}</bdi>
}

/** A contract's history (`contractHistory`, or a downline's slot): each offer, answer and ending with when and who. */
export function ContractHistoryTable({ caption, events, error = null, onRetry, loading = false }: ContractHistoryTableProps) {
  const { t } = useTranslation('agents')
  const dateTime = useDateTime()
  const columns: ContractColumn<ContractEvent>[] = [
    { id: 'at', header: t('contracts.pages.history.at'), card: 'title', cell: (row) => <bdi>{dateTime(row.at)}</bdi> },
    { id: 'event', header: t('contracts.pages.history.event'), cell: (row) => t(EVENT_KEYS[row.event]) },
    { id: 'by', header: t('contracts.pages.history.by'), cell: (row) => <Actor by={row.by} /> },
    {
      id: 'contract',
      header: t('contracts.pages.history.contract'),
      align: 'end',
      cell: (row) => t('contracts.pages.history.contractVersion', { id: row.contractId, version: row.version }),
    },
  ]
  return (
    <ContractTable
      caption={caption}
      columns={columns}
      rows={events ?? (error ? [] : null)}
      rowKey={(row) => `${row.contractId}:${row.version}:${row.event}:${row.at}`}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={t('contracts.pages.history.emptyTitle')}
      emptyHint={t('contracts.pages.history.emptyHint')}
      minTableWidth={560}
    />
  )
}
