/**
 * The agent centre's contract and wage pages (spec section 2; docs/contracts.md): the dividend and salary pages (the
 * payouts of a kind, the agent's own contract of it and its history; the real-time salary's window in progress; the
 * manual-release salaries to release), and the upline's page of offers to its direct downline agents.
 *
 * A chunk of its own, which the centre (AgentHomePage) imports when an agent opens it. It must import nothing of the
 * centre's own chunk (src/components/agents but its game types, AgentPages, AgentCentreStore, the entries): the centre's
 * chunk would then export to it, and the first screen's bundle, which imports the centre, would grow to read its page
 * from those exports. The team members call it makes was registered by the centre's store when the centre loaded.
 */
import { useCallback, useEffect, useId } from 'react'
import { observer } from 'mobx-react-lite'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ContractKindName } from '../../../contract/schemas/contracts'
import { contractsOfKind, heldContracts } from '../../../components/contracts/consolidated'
import { ContractOfferView } from '../../../components/contracts/ContractOfferView/ContractOfferView'
import { MrDailySalaryView } from '../../../components/contracts/MrDailySalaryView/MrDailySalaryView'
import { OwnContractPanel } from '../../../components/contracts/OwnContractPanel/OwnContractPanel'
import { RealTimeAccrualCard } from '../../../components/contracts/RealTimeAccrualCard/RealTimeAccrualCard'
import { WageRecordsTable } from '../../../components/contracts/WageRecordsTable/WageRecordsTable'
import { KIND_TITLE_KEYS } from '../../../components/contracts/wageLabels'
import { useServerMessage } from '../../modals/useServerMessage'
import { useRootStore } from '../../StoreContext'
import { contractOfferOf } from '../../stores/contracts/ContractOfferStore'
import { contractsOf } from '../../stores/contracts/ContractsStore'
import { wagesOf } from '../../stores/contracts/WagesStore'

/** The contracts store, for the centre: its answer turns the contract pages' entries on. */
export { contractsOf }

export type ContractPageProps = { page: 'wages'; kind: ContractKindName } | { page: 'offer' }

function useCurrency() {
  const currency = useRootStore().config.merchant?.currency
  return { symbol: currency?.symbol ?? '', decimals: currency?.decimals ?? 2 }
}

/** The agent's own contract of a kind and its history (every wage page shows them). */
const OwnContract = observer(function OwnContract({ kind }: { kind: ContractKindName }) {
  const root = useRootStore()
  const contracts = contractsOf(root)
  const wages = wagesOf(root)
  useEffect(() => {
    void wages.loadHistory(kind)
  }, [wages, kind])
  const error = useServerMessage(contracts.request.error)
  const historyError = useServerMessage(wages.historyRequests[kind].error)
  return (
    <OwnContractPanel
      kind={kind}
      contracts={contracts.consolidated ? contractsOfKind(contracts.consolidated, kind) : null}
      error={error}
      onRetry={() => void contracts.load()}
      onOpenAgreement={() => root.modals.open('agreement')}
      history={wages.history[kind] ?? (wages.historyRequests[kind].error ? [] : null)}
      historyError={historyError}
      onRetryHistory={() => void wages.loadHistory(kind)}
      currency={useCurrency()}
    />
  )
})

/** A kind's payouts, read afresh each time the page opens (a period may have been paid since). */
const Records = observer(function Records({ kind }: { kind: ContractKindName }) {
  const wages = wagesOf(useRootStore())
  const list = wages.records[kind]
  useEffect(() => {
    void list.load()
  }, [list])
  const error = useServerMessage(list.error)
  return <WageRecordsTable kind={kind} answer={list.answer} loading={list.isLoading} error={error} onRetry={() => void list.load()} page={list.page} onPageChange={(page) => void list.setPage(page)} currency={useCurrency()} />
})

/** The real-time salary's window in progress, read every few seconds while the page is open and shown. */
const Accrual = observer(function Accrual() {
  const wages = wagesOf(useRootStore())
  useEffect(() => wages.startLive(), [wages])
  const error = useServerMessage(wages.accrualRequest.error)
  return <RealTimeAccrualCard accrual={wages.accrual} error={error} onRetry={() => void wages.loadAccrual()} currency={useCurrency()} />
})

/** The manual-release salaries: the agent's own, and its direct downlines' waiting for its decision. */
const ManualRelease = observer(function ManualRelease() {
  const wages = wagesOf(useRootStore())
  const { mine, downline } = wages
  useEffect(() => {
    void mine.load()
    void downline.load()
  }, [mine, downline])
  const mineError = useServerMessage(mine.error)
  const downlineError = useServerMessage(downline.error)
  const decideError = useServerMessage(wages.decideRequest.error)
  return (
    <MrDailySalaryView
      scope={wages.mrScope}
      onScopeChange={(scope) => wages.setMrScope(scope)}
      mine={{ answer: mine.answer, loading: mine.isLoading, error: mineError, page: mine.page }}
      downline={{ answer: downline.answer, loading: downline.isLoading, error: downlineError, page: downline.page }}
      onRetry={(scope) => void (scope === 'mine' ? mine : downline).load()}
      onPageChange={(scope, page) => void (scope === 'mine' ? mine : downline).setPage(page)}
      onDecide={(salary, decision) => void wages.decide(salary, decision)}
      deciding={wages.deciding}
      decideError={decideError}
      currency={useCurrency()}
    />
  )
})

/** A dividend or salary page: its heading, the live window (real-time), the payouts (or the releases), the own contract. */
function WagePage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation('agents')
  const titleId = useId()
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t(KIND_TITLE_KEYS[kind])}
      </Typography>
      {kind === 'realTimeSalary' ? <Accrual /> : null}
      {kind === 'mrDailySalary' ? <ManualRelease /> : <Records kind={kind} />}
      <OwnContract kind={kind} />
    </Box>
  )
}

/** The upline's offers to its direct downline agents. */
const OfferPage = observer(function OfferPage() {
  const root = useRootStore()
  const offer = contractOfferOf(root)
  const contracts = contractsOf(root)
  const agents = offer.agents
  useEffect(() => {
    void agents.load()
    void offer.loadContracts()
  }, [agents, offer])
  const onTermsChange = useCallback((body: Parameters<typeof offer.setTerms>[0]) => offer.setTerms(body), [offer])
  const agentsError = useServerMessage(agents.error)
  const contractsError = useServerMessage(offer.contractsRequest.error)
  const previewError = useServerMessage(offer.previewRequest.error)
  const sendError = useServerMessage(offer.offerRequest.error)
  return (
    <ContractOfferView
      search={agents.filter}
      onSearch={(prefix) => void offer.search(prefix)}
      agents={offer.directAgents}
      agentsLoading={agents.isLoading}
      agentsError={agentsError}
      onRetryAgents={() => void agents.load()}
      agentsPage={agents.page}
      agentsTotalPages={agents.totalPages}
      onAgentsPageChange={(page) => void agents.setPage(page)}
      account={offer.account}
      onChoose={(account) => void offer.choose(account)}
      contracts={offer.contracts}
      contractsError={contractsError}
      onRetryContracts={() => void offer.loadContracts()}
      held={contracts.consolidated ? heldContracts(contracts.consolidated) : {}}
      onTermsChange={onTermsChange}
      preview={offer.preview}
      previewLoading={offer.previewLoading}
      previewError={previewError}
      onSend={(body) => void offer.offer(body)}
      sending={offer.offerRequest.isLoading}
      sendError={sendError}
      sent={offer.sent}
      currency={useCurrency()}
    />
  )
})

/** A contract page of the centre. */
export function ContractPage(props: ContractPageProps) {
  return props.page === 'offer' ? <OfferPage /> : <WagePage kind={props.kind} />
}
