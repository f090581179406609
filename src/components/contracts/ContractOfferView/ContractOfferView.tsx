import { useId } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { TeamMember } from '../../../contract/schemas/agents'
import type { ContractPreview, DownlineContracts, OfferContractBody } from '../../../contract/schemas/contracts'
import type { MoneyCurrency } from '../format'
import { isolate } from '../periodFormat'
import { DownlinePicker } from './DownlinePicker'
import { DownlineSlots } from './DownlineSlots'
import { OfferForm, type HeldContracts } from './OfferForm'

export interface ContractOfferViewProps {
  /** The account prefix the agents are searched by. */
  search: string
  onSearch: (prefix: string) => void
  /** The direct downline agents of the page shown; null before the first answer. */
  agents: readonly TeamMember[] | null
  agentsLoading?: boolean
  agentsError?: string | null
  onRetryAgents?: () => void
  agentsPage: number
  agentsTotalPages: number
  onAgentsPageChange: (page: number) => void
  /** The downline agent chosen. */
  account: string | null
  onChoose: (account: string) => void
  /** The chosen agent's contracts (`downlineContracts`); null while they are read. */
  contracts: DownlineContracts | null
  contractsError?: string | null
  onRetryContracts?: () => void
  /** The agent's own contracts in force: what it may offer, each the ceiling of its offer. */
  held: HeldContracts
  /** The offer form's terms changed (null: they do not keep the rules yet). */
  onTermsChange: (body: OfferContractBody | null) => void
  preview: ContractPreview | null
  previewLoading?: boolean
  previewError?: string | null
  onSend: (body: OfferContractBody) => void
  sending?: boolean
  sendError?: string | null
  sent?: boolean
  currency: MoneyCurrency
}

/**
 * The upline's page of offers (spec sections 1, 3): choose a direct downline agent, see its contracts per kind and
 * game type (in force, waiting, the history) beside the agent's own terms, and offer it terms, checked as they are
 * typed and previewed on the line's real figures. The downline answers in its agreement.
 */
export function ContractOfferView(props: ContractOfferViewProps) {
  const { t } = useTranslation('agents')
  const titleId = useId()
  const pickerId = useId()
  const slotsId = useId()
  const { account, contracts } = props
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Box>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {t('menu.agentContractOffer')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('contracts.pages.offer.intro')}
        </Typography>
      </Box>
      <Box component="section" aria-labelledby={pickerId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <Typography id={pickerId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('contracts.pages.offer.chooseTitle')}
        </Typography>
        <DownlinePicker
          search={props.search}
          onSearch={props.onSearch}
          agents={props.agents}
          loading={props.agentsLoading}
          error={props.agentsError}
          onRetry={props.onRetryAgents}
          page={props.agentsPage}
          totalPages={props.agentsTotalPages}
          onPageChange={props.onAgentsPageChange}
          chosen={account}
          onChoose={props.onChoose}
        />
      </Box>
      {account ? (
        <>
          <Box component="section" aria-labelledby={slotsId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
            <Typography id={slotsId} component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('contracts.pages.offer.slotsTitle', { account: isolate(account) })}
            </Typography>
            <DownlineSlots contracts={contracts} error={props.contractsError} onRetry={props.onRetryContracts} currency={props.currency} />
          </Box>
          {contracts ? (
            <OfferForm
              key={account}
              account={account}
              held={props.held}
              slots={contracts.slots}
              currency={props.currency}
              onTermsChange={props.onTermsChange}
              preview={props.preview}
              previewLoading={props.previewLoading}
              previewError={props.previewError}
              onSend={props.onSend}
              sending={props.sending}
              sendError={props.sendError}
              sent={props.sent}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  )
}
