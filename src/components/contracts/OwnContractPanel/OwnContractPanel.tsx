import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ContractEvent, ContractKindName, ContractView } from '../../../contract/schemas/contracts'
import { ErrorState } from '../../primitives/ErrorState'
import { ContractCard } from '../ContractAgreementDialog/ContractCard'
import { isWaiting } from '../consolidated'
import type { MoneyCurrency } from '../format'
import { KIND_NAME_KEYS } from '../labels'
import { ContractHistoryTable } from './ContractHistoryTable'

export interface OwnContractPanelProps {
  /** The kind of the page. */
  kind: ContractKindName
  /** The agent's contracts of this kind (`getConsolidated`): in force and offered; null while they are read. */
  contracts: readonly ContractView[] | null
  /** Reading them failed (translated), with a retry. */
  error?: string | null
  onRetry?: () => void
  /** Opens the contract agreement, where offers are answered and contracts ended. */
  onOpenAgreement?: () => void
  /** The history of the agent's contracts of this kind (`contractHistory`), newest first; null while it is read. */
  history: readonly ContractEvent[] | null
  historyError?: string | null
  onRetryHistory?: () => void
  /** The merchant's currency (thresholds and amount rates). */
  currency: MoneyCurrency
}

/**
 * The agent's own contract of a wage page's kind: each one in force (its terms, who offered it and since when), a
 * note with the way to the agreement when an offer of the kind waits for an answer (answers are given there, never
 * here), and the kind's history: every offer, signature and ending, with who and when.
 */
export function OwnContractPanel({ kind, contracts, error = null, onRetry, onOpenAgreement, history, historyError = null, onRetryHistory, currency }: OwnContractPanelProps) {
  const { t } = useTranslation('agents')
  const headingId = useId()
  const historyId = useId()
  const kindName = t(KIND_NAME_KEYS[kind])
  const inForce = contracts?.filter((contract) => contract.status === 'V') ?? []
  const waiting = contracts?.filter(isWaiting).length ?? 0

  let body
  if (!contracts) {
    body = error ? (
      <ErrorState message={error} onRetry={onRetry} compact />
    ) : (
      <Typography role="status" variant="body2" color="text.secondary">
        {t('contracts.pages.own.loading')}
      </Typography>
    )
  } else {
    body = (
      <>
        {inForce.length === 0 ? <Typography variant="body2">{t('contracts.pages.own.none', { kind: kindName })}</Typography> : null}
        {inForce.map((contract) => (
          <ContractCard key={`${contract.contractId}:${contract.version}`} contract={contract} currency={currency} />
        ))}
        {waiting > 0 ? (
          <Alert
            severity="info"
            action={
              onOpenAgreement ? (
                <Button color="inherit" size="small" onClick={onOpenAgreement} sx={{ whiteSpace: 'nowrap' }}>
                  {t('contracts.pages.own.openAgreement')}
                </Button>
              ) : undefined
            }
            sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { paddingInlineStart: 1 } }}
          >
            {t('contracts.pages.own.waiting', { count: waiting })}
          </Alert>
        ) : null}
      </>
    )
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('contracts.pages.own.title')}
        </Typography>
        {body}
      </Box>
      <Box component="section" aria-labelledby={historyId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <Typography id={historyId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('contracts.pages.history.title')}
        </Typography>
        <ContractHistoryTable caption={t('contracts.pages.history.caption', { kind: kindName })} events={history} error={historyError} onRetry={onRetryHistory} />
      </Box>
    </Box>
  )
}
