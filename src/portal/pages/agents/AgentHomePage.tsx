import { useEffect, type ReactElement } from 'react'
import { observer } from 'mobx-react-lite'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { AgentCentreGate } from '../../../components/agents/AgentCentreGate'
import { AgentCentrePanel } from '../../../components/agents/AgentCentrePanel'
import { agentPageOf, agentPagePath, type AgentPageKey } from '../../../components/agents/entries'
import { routerLink } from '../../shell/routerLink'
import { useRootStore } from '../../StoreContext'
import type { RoutePageProps } from '../RoutePageProps'
import { AnnouncementsPage, BetsPage, IncomePage, OverviewPage, ProfitLossPage, RegisterPage, TeamManagementPage, TransactionsPage } from './AgentPages'

/**
 * The agent centre (spec section 2), opened on `PATHS.agentHome` with `?page=<key>` (default agentTeamOverview; an unknown key
 * opens the default). Only a real agent sees it: a guest is asked to log in (the login modal), a member is told it
 * is for agents, a trial account that it needs a real account. The centre is rendered once the merchant's feature
 * flags are loaded, so entries do not appear late; closing it returns to the home page.
 */
export default observer(function AgentHomePage(_props: RoutePageProps) {
  const root = useRootStore()
  const { session, config, modals } = root
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const page = agentPageOf(params.get('page'))
  const loggedIn = session.isLoggedIn

  useEffect(() => {
    if (!loggedIn) modals.open('login')
  }, [loggedIn, modals])

  if (!loggedIn) return <AgentCentreGate visitor="guest" onLogin={() => modals.open('login')} />
  if (session.isTrial) return <AgentCentreGate visitor="trial" onHome={() => navigate('/')} />
  if (!session.isAgent) return <AgentCentreGate visitor="member" onHome={() => navigate('/')} />

  const flags = config.requests.whitelabel
  if (!flags.loaded && !flags.error) return null

  const pages: Record<AgentPageKey, () => ReactElement> = {
    agentAnnouncement: () => <AnnouncementsPage />,
    agentTeamOverview: () => <OverviewPage onAddAccount={() => navigate(agentPagePath('registerCenter'))} />,
    registerCenter: () => <RegisterPage />,
    downlineManagmentView: () => <TeamManagementPage />,
    personalHistoryCopy: () => <BetsPage />,
    palStatementsAgentCopy: () => <ProfitLossPage />,
    agentRevenueReport: () => <IncomePage />,
    agentDownlineTransactionDetailsCopy: () => <TransactionsPage />,
  }

  return (
    <AgentCentrePanel open covered={modals.top !== undefined} page={page} startWithList={!params.has('page')} renderLink={routerLink} onClose={() => navigate('/')}>
      {pages[page]()}
    </AgentCentrePanel>
  )
})
