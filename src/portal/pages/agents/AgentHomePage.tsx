import { useEffect, useState, type ReactElement } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { AgentCentreGate } from '../../../components/agents/AgentCentreGate'
import { AgentCentrePanel } from '../../../components/agents/AgentCentrePanel'
import { agentEntriesFor, agentPageOf, agentPagePath, contractEntryFlags, DEFAULT_AGENT_PAGE_KEY, WAGE_PAGE_KINDS, type AgentPageKey, type WagePageKey } from '../../../components/agents/entries'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import type { RoutePageProps } from '../RoutePageProps'
import { AnnouncementsPage, BetsPage, IncomePage, OverviewPage, ProfitLossPage, RegisterPage, TeamManagementPage, TransactionsPage } from './AgentPages'
import type * as ContractPagesModule from './ContractPages'

type ContractPages = typeof ContractPagesModule

/**
 * The contract and wage pages, and the contracts store whose answer lists their entries: a chunk the centre loads
 * when it opens (with the agent's contracts, usually read already at its login), so neither the first screen nor the
 * centre's own chunk carries them. `failed`: it could not load; the centre opens without those entries.
 */
function useContractPages(agent: boolean): { pages: ContractPages | null; failed: boolean } {
  const [state, setState] = useState<{ pages: ContractPages | null; failed: boolean }>({ pages: null, failed: false })
  useEffect(() => {
    if (!agent || state.pages) return
    let current = true
    import('./ContractPages').then(
      (pages) => current && setState({ pages, failed: false }),
      () => current && setState({ pages: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [agent, state.pages])
  return state
}

/**
 * The agent centre (spec section 2), opened on `PATHS.agentHome` with `?page=<key>` (default agentTeamOverview; an unknown key
 * opens the default). Only a real agent sees it: a guest is asked to log in (the login modal), a member is told it
 * is for agents, a trial account that it needs a real account. The centre is rendered once the merchant's feature
 * flags and the agent's contracts are read (or failed), so entries do not appear late; the dividend and salary pages
 * are listed for the kinds the agent holds in force, the offer page when it holds any (contractEntryFlags), and a
 * page not listed opens the default. Closing it returns to the home page.
 */
export default observer(function AgentHomePage(_props: RoutePageProps) {
  const root = useRootStore()
  const { session, config, modals } = root
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const loggedIn = session.isLoggedIn
  const agent = loggedIn && session.isAgent && !session.isTrial
  const contractPages = useContractPages(agent)
  const contracts = agent ? (contractPages.pages?.contractsOf(root) ?? null) : null

  useEffect(() => {
    if (!loggedIn) modals.open('login')
  }, [loggedIn, modals])

  // Read at the agent's login already (agentSession.ts): this joins that read, or asks again after a failure.
  useEffect(() => {
    if (contracts && !contracts.consolidated) void contracts.load()
  }, [contracts])

  if (!loggedIn) return <AgentCentreGate visitor="guest" onLogin={() => modals.open('login')} />
  if (session.isTrial) return <AgentCentreGate visitor="trial" onHome={() => navigate('/')} />
  if (!session.isAgent) return <AgentCentreGate visitor="member" onHome={() => navigate('/')} />

  const flags = config.requests.whitelabel
  if (!flags.loaded && !flags.error) return null
  if (!contractPages.failed && (!contracts || (!contracts.consolidated && !contracts.request.error))) return null

  const entryFlags = contracts?.consolidated ? contractEntryFlags(contracts.statuses) : {}
  const requested = agentPageOf(params.get('page'))
  const page: AgentPageKey = agentEntriesFor(entryFlags).some((entry) => entry.page === requested) ? requested : DEFAULT_AGENT_PAGE_KEY
  const ContractPage = contractPages.pages?.ContractPage
  const wages = (key: WagePageKey) => () => (ContractPage ? <ContractPage page="wages" kind={WAGE_PAGE_KINDS[key]} /> : <></>)

  const pages: Record<AgentPageKey, () => ReactElement> = {
    agentAnnouncement: () => <AnnouncementsPage />,
    agentTeamOverview: () => <OverviewPage onAddAccount={() => navigate(agentPagePath('registerCenter'))} />,
    registerCenter: () => <RegisterPage />,
    downlineManagmentView: () => <TeamManagementPage />,
    personalHistoryCopy: () => <BetsPage />,
    palStatementsAgentCopy: () => <ProfitLossPage />,
    agentRevenueReport: () => <IncomePage />,
    agentDownlineTransactionDetailsCopy: () => <TransactionsPage />,
    agentDividendRecordCopy2: wages('agentDividendRecordCopy2'),
    agentDailyWages2: wages('agentDailyWages2'),
    agentMRDailySalary: wages('agentMRDailySalary'),
    agentHourSalary: wages('agentHourSalary'),
    agentRealTimeSalary: wages('agentRealTimeSalary'),
    agentContractOffer: () => (ContractPage ? <ContractPage page="offer" /> : <></>),
  }

  return (
    <AgentCentrePanel open covered={modals.top !== undefined} page={page} flags={entryFlags} startWithList={!params.has('page')} renderLink={routerLink} onClose={() => navigate('/')}>
      {pages[page]()}
    </AgentCentrePanel>
  )
})
