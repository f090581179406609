import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import { rangeQuery, type ReportRangeValue } from '../../../components/agents/ReportRangeFilter/reportRange'
import type { TeamBetsFilter } from '../../../components/agents/TeamBetsTable/TeamBetsTable'
import { EMPTY_TEAM_MEMBERS_FILTER, type TeamMembersFilter } from '../../../components/agents/TeamMembersTable/TeamMembersTable'
import type { TeamProfitLossFilter } from '../../../components/agents/TeamProfitLossTable/TeamProfitLossTable'
import type { TeamTransactionsFilter } from '../../../components/agents/TeamTransactionsTable/TeamTransactionsTable'
import type {
  AgentIncome,
  AgentIncomeQuery,
  CreateDownlineBody,
  CreatedDownline,
  CreateInviteLinkBody,
  InviteLink,
  TeamBets,
  TeamBetsQuery,
  TeamMembers,
  TeamMembersQuery,
  TeamOverview,
  TeamProfitLoss,
  TeamProfitLossQuery,
  TeamTransactions,
  TeamTransactionsQuery,
} from '../../../contract/schemas/agents'
import { AGENT_ENDPOINTS } from '../../../contract/agentEndpoints'
import { AGENT_ERRORS } from '../../../contract/agentErrors'
import { registerErrors } from '../../../contract/errors'
import { MONEY_ERRORS } from '../../../contract/moneyErrors'
import type { ApiClient } from '../../api/client'
import { registerEndpoints } from '../../api/endpointTable'
import { PagedList, type PagedAnswer } from '../PagedList'
import { RequestState } from '../RequestState'
import type { SessionStore } from '../accounts/SessionStore'

// The agent centre's calls and error codes (its own, and the transfers' money codes) come with this chunk, not
// with the first screen's.
registerEndpoints(AGENT_ENDPOINTS)
registerErrors(AGENT_ERRORS)
registerErrors(MONEY_ERRORS)

/** Rows per page of every report shown. */
export const AGENT_REPORT_PAGE_SIZE = 20
/** A CSV export asks for pages of this size (the contract's largest)... */
export const EXPORT_PAGE_SIZE = 100
/** ...and at most this many of them (5,000 rows): a larger export is cut there, and says so (`exportTruncated`). */
export const EXPORT_MAX_PAGES = 50

/** What the agent centre needs from the root: the API, and whose session it is. */
export interface AgentCentreHost {
  api: ApiClient
  session: SessionStore
}

/** The period every report opens with. */
export const DEFAULT_RANGE: ReportRangeValue = { range: 'thisMonth' }

const paging = (page: number, pageSize: number) => ({ pageNo: String(page), pageSize: String(pageSize) })

/** The contract's query of a team members filter (empty fields left out). */
export function membersQuery(filter: TeamMembersFilter, page: number, pageSize: number): TeamMembersQuery {
  return {
    ...(filter.parent ? { parent: filter.parent } : {}),
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.minBalance ? { minBalance: filter.minBalance } : {}),
    ...(filter.maxBalance ? { maxBalance: filter.maxBalance } : {}),
    ...(filter.lastLoginDays ? { lastLoginDays: filter.lastLoginDays } : {}),
    sort: filter.sort,
    order: filter.order,
    ...paging(page, pageSize),
  }
}

function profitLossQuery(filter: TeamProfitLossFilter, page: number, pageSize: number): TeamProfitLossQuery | null {
  const range = rangeQuery(filter.range)
  if (!range) return null
  return { ...range, ...(filter.parent ? { parent: filter.parent } : {}), sort: filter.sort, order: filter.order, ...paging(page, pageSize) }
}

function betsQuery(filter: TeamBetsFilter, page: number, pageSize: number): TeamBetsQuery | null {
  const range = rangeQuery(filter.range)
  if (!range) return null
  return { ...range, ...(filter.account ? { account: filter.account } : {}), ...(filter.gameType ? { gameType: filter.gameType } : {}), ...paging(page, pageSize) }
}

function transactionsQuery(filter: TeamTransactionsFilter, page: number, pageSize: number): TeamTransactionsQuery | null {
  const range = rangeQuery(filter.range)
  if (!range) return null
  return { ...range, ...(filter.account ? { account: filter.account } : {}), ...(filter.type ? { type: filter.type } : {}), ...paging(page, pageSize) }
}

function incomeQuery(filter: ReportRangeValue, page: number, pageSize: number): AgentIncomeQuery | null {
  const range = rangeQuery(filter)
  return range ? { ...range, ...paging(page, pageSize) } : null
}

/** A report of the centre: its paged list, and how to ask for any page of a filter (the CSV export's pages). */
interface Report<Filter, Query, Answer extends PagedAnswer> {
  list: PagedList<Filter, Query, Answer>
  query: (filter: Filter, page: number, pageSize: number) => Query | null
  fetch: (query: Query, signal?: AbortSignal) => Promise<Answer>
}

export type ReportName = 'members' | 'profitLoss' | 'bets' | 'transactions' | 'income'

/**
 * The agent centre (spec section 2): the team overview for a range, the paged reports (team members, profit and
 * loss, bets, transactions, the agent's income; each a PagedList keyed by its query and the account), the
 * accounts the agent creates and its invite links, and the CSV export of any report (every page of its filter, up
 * to EXPORT_MAX_PAGES pages of EXPORT_PAGE_SIZE). Every figure is the server's; nothing is summed here. Another
 * account's session (or none) forgets everything shown. Made when the centre first opens (agentCentreOf), so the
 * first screen never carries it.
 */
export class AgentCentreStore {
  overviewRange: ReportRangeValue = DEFAULT_RANGE
  overview: TeamOverview | null = null
  readonly overviewRequest = new RequestState()

  readonly members: PagedList<TeamMembersFilter, TeamMembersQuery, TeamMembers>
  readonly profitLoss: PagedList<TeamProfitLossFilter, TeamProfitLossQuery, TeamProfitLoss>
  readonly bets: PagedList<TeamBetsFilter, TeamBetsQuery, TeamBets>
  readonly transactions: PagedList<TeamTransactionsFilter, TeamTransactionsQuery, TeamTransactions>
  readonly income: PagedList<ReportRangeValue, AgentIncomeQuery, AgentIncome>

  inviteLinks: InviteLink[] | null = null
  readonly inviteLinksRequest = new RequestState()
  readonly createLinkRequest = new RequestState()
  readonly deleteLinkRequest = new RequestState()
  deletingLink: string | null = null

  created: CreatedDownline | null = null
  readonly createRequest = new RequestState()

  /** The report whose CSV is being fetched, if any. */
  exporting: ReportName | null = null
  /** The last export stopped at EXPORT_MAX_PAGES pages: the file holds the first rows only. */
  exportTruncated = false
  /** The report of the last export (whose page says when it was cut). */
  lastExport: ReportName | null = null
  readonly exportRequest = new RequestState()

  private readonly reports: Record<ReportName, Report<never, never, PagedAnswer>>

  constructor(private readonly root: AgentCentreHost) {
    const context = () => root.session.account ?? ''
    const report = <Filter, Query, Answer extends PagedAnswer>(
      filter: Filter,
      query: Report<Filter, Query, Answer>['query'],
      fetch: Report<Filter, Query, Answer>['fetch'],
    ): Report<Filter, Query, Answer> => ({ list: new PagedList({ filter, pageSize: AGENT_REPORT_PAGE_SIZE, query, fetch: (q, signal) => fetch(q, signal), context }), query, fetch })

    const members = report<TeamMembersFilter, TeamMembersQuery, TeamMembers>(EMPTY_TEAM_MEMBERS_FILTER, membersQuery, (query, signal) => root.api.call('agentTeamMembers', { query, signal }))
    const profitLoss = report<TeamProfitLossFilter, TeamProfitLossQuery, TeamProfitLoss>({ range: DEFAULT_RANGE, sort: 'netProfit', order: 'desc' }, profitLossQuery, (query, signal) =>
      root.api.call('agentTeamProfitLoss', { query, signal }),
    )
    const bets = report<TeamBetsFilter, TeamBetsQuery, TeamBets>({ range: DEFAULT_RANGE, account: '', gameType: '' }, betsQuery, (query, signal) => root.api.call('agentTeamBets', { query, signal }))
    const transactions = report<TeamTransactionsFilter, TeamTransactionsQuery, TeamTransactions>({ range: DEFAULT_RANGE, account: '', type: '' }, transactionsQuery, (query, signal) =>
      root.api.call('agentTeamTransactions', { query, signal }),
    )
    const income = report<ReportRangeValue, AgentIncomeQuery, AgentIncome>(DEFAULT_RANGE, incomeQuery, (query, signal) => root.api.call('agentIncome', { query, signal }))
    this.members = members.list
    this.profitLoss = profitLoss.list
    this.bets = bets.list
    this.transactions = transactions.list
    this.income = income.list
    this.reports = { members, profitLoss, bets, transactions, income } as unknown as Record<ReportName, Report<never, never, PagedAnswer>>

    makeAutoObservable<AgentCentreStore, 'root' | 'reports'>(this, {
      root: false,
      reports: false,
      members: false,
      profitLoss: false,
      bets: false,
      transactions: false,
      income: false,
      overview: observableRef,
      overviewRange: observableRef,
      inviteLinks: observableRef,
      created: observableRef,
    })
    // Another agent's (or no one's) session: nothing of the last one's team stays.
    reaction(
      () => root.session.account,
      () => this.reset(),
    )
  }

  /** Shows the overview of another range. */
  setOverviewRange(range: ReportRangeValue): Promise<void> {
    this.overviewRange = range
    return this.loadOverview()
  }

  /** Asks for the overview of the range shown (nothing while a custom range is incomplete). */
  loadOverview(): Promise<void> {
    const query = rangeQuery(this.overviewRange)
    if (!query) return Promise.resolve()
    const key = JSON.stringify([this.root.session.account ?? '', query])
    return this.overviewRequest.runKeyed(key, (signal) => this.root.api.call('agentTeamOverview', { query, signal }), (overview) => (this.overview = overview)).then(ignore, ignore)
  }

  loadInviteLinks(): Promise<void> {
    return this.inviteLinksRequest
      .runKeyed(this.root.session.account ?? '', (signal) => this.root.api.call('inviteLinks', { signal }), (answer) => (this.inviteLinks = answer.list))
      .then(ignore, ignore)
  }

  /** Creates a member or sub-agent under the agent; the team's lists are asked again. */
  async createDownline(body: CreateDownlineBody): Promise<boolean> {
    this.created = null
    try {
      await this.createRequest.run(() => this.root.api.call('createDownline', { body }), (created) => (this.created = created))
    } catch {
      return false
    }
    if (this.members.answer) void this.members.reload()
    if (this.overview) void this.loadOverview()
    return true
  }

  async createInviteLink(body: CreateInviteLinkBody): Promise<boolean> {
    try {
      await this.createLinkRequest.run(() => this.root.api.call('createInviteLink', { body }), ignore)
    } catch {
      return false
    }
    this.inviteLinksRequest.cancel()
    await this.loadInviteLinks()
    return true
  }

  async deleteInviteLink(id: string): Promise<boolean> {
    this.deletingLink = id
    try {
      await this.deleteLinkRequest.run(() => this.root.api.call('deleteInviteLink', { body: { id } }), ignore)
    } catch {
      return false
    } finally {
      runInAction(() => (this.deletingLink = null))
    }
    runInAction(() => (this.inviteLinks = this.inviteLinks?.filter((link) => link.id !== id) ?? null))
    this.inviteLinksRequest.cancel()
    await this.loadInviteLinks()
    return true
  }

  /**
   * Every row of a report's current filter, for its CSV: pages of EXPORT_PAGE_SIZE, one after another, at most
   * EXPORT_MAX_PAGES of them. Null when a page failed (the error is on `exportRequest`) or the filter is incomplete.
   */
  async exportRows<Row>(name: ReportName): Promise<Row[] | null> {
    const { list, query, fetch } = this.reports[name] as unknown as Report<unknown, unknown, PagedAnswer>
    const filter = list.filter
    if (query(filter, 1, EXPORT_PAGE_SIZE) === null) return null
    this.exporting = name
    this.lastExport = name
    this.exportTruncated = false
    try {
      return await this.exportRequest.run(
        async () => {
          const rows: unknown[] = []
          for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
            const answer = await fetch(query(filter, page, EXPORT_PAGE_SIZE)!)
            rows.push(...answer.list)
            if (page >= answer.totalPages || answer.list.length === 0) return { rows, truncated: false }
          }
          return { rows, truncated: true }
        },
        (result) => (this.exportTruncated = result.truncated),
      ).then((result) => result.rows as Row[])
    } catch {
      return null
    } finally {
      runInAction(() => (this.exporting = null))
    }
  }

  /** Forgets everything shown (another session). */
  reset(): void {
    for (const { list } of Object.values(this.reports)) list.reset()
    this.overviewRequest.cancel()
    this.overviewRequest.clearError()
    this.overview = null
    this.overviewRange = DEFAULT_RANGE
    this.inviteLinksRequest.cancel()
    this.inviteLinks = null
    this.created = null
    this.createRequest.clearError()
  }
}

function ignore(): void {}

/** One store per root, made when the agent centre first opens (the root keeps no field for it). */
const stores = new WeakMap<AgentCentreHost, AgentCentreStore>()

/** The root's agent centre store, made when the centre first opens. */
export function agentCentreOf(root: AgentCentreHost): AgentCentreStore {
  let store = stores.get(root)
  if (!store) {
    store = new AgentCentreStore(root)
    stores.set(root, store)
  }
  return store
}
