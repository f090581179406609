import { makeAutoObservable, observableRef, reaction } from 'mobx'
import type { TeamMember, TeamMembers, TeamMembersQuery } from '../../../contract/schemas/agents'
import type { ContractPreview, DownlineContracts, OfferContractBody } from '../../../contract/schemas/contracts'
import { CONTRACT_ENDPOINTS } from '../../../contract/contractEndpoints'
import { CONTRACT_ERRORS } from '../../../contract/contractErrors'
import { registerErrors } from '../../../contract/errors'
import type { ApiClient } from '../../api/client'
import { registerEndpoints } from '../../api/endpointTable'
import { PagedList } from '../PagedList'
import { RequestState } from '../RequestState'
import type { SessionStore } from '../accounts/SessionStore'

// The contracts' calls and error codes come with the contracts' chunk, not the first screen's (ContractsStore registers
// them too: this store does not depend on which loads first).
registerEndpoints(CONTRACT_ENDPOINTS)
registerErrors(CONTRACT_ERRORS)

/** Direct downline agents per page of the offer page's list. */
export const OFFER_AGENTS_PAGE_SIZE = 20
/** How long the terms must stay unchanged before the what-if is asked (typing a figure asks once, not per key). */
export const PREVIEW_DELAY_MS = 500

/** What the offer page needs from the root: the API, and whose session it is. */
export interface ContractOfferHost {
  api: ApiClient
  session: SessionStore
}

/**
 * The team members call's query for the agents of the list: the agent's direct line (no `account`), or every agent of
 * the team whose account starts with `prefix` (the call searches at any depth; the list keeps the direct ones).
 */
function agentsQuery(prefix: string, page: number, pageSize: number): TeamMembersQuery {
  return { type: 'agent', ...(prefix ? { account: prefix } : {}), sort: 'account', order: 'asc', pageNo: String(page), pageSize: String(pageSize) }
}

/**
 * The upline's offer page (docs/contracts.md): its direct downline agents (the team members call, agents only; the
 * agent centre's chunk registered it), the chosen one's contracts per kind and game type (`downlineContracts`), the
 * what-if of the terms being typed (`contractPreview`, asked PREVIEW_DELAY_MS after they last changed, an older answer
 * never landing over a newer one) and the offer (`offerContract`, whose answer is the downline's contracts after it).
 * Another session forgets everything shown. Made when the page first opens (contractOfferOf).
 */
export class ContractOfferStore {
  readonly agents: PagedList<string, TeamMembersQuery, TeamMembers>
  /** The downline agent chosen; null before one is. */
  account: string | null = null
  /** Its contracts, as last read (or as the last offer answered them). */
  contracts: DownlineContracts | null = null
  readonly contractsRequest = new RequestState()
  /** The what-if of the terms last given; null while they do not keep the rules, or while it is asked. */
  preview: ContractPreview | null = null
  readonly previewRequest = new RequestState()
  readonly offerRequest = new RequestState()
  /** The last offer was accepted (until the terms change or another agent is chosen). */
  sent = false
  /** Terms wait for the what-if's delay to pass. */
  previewWaiting = false
  /** The delay before the what-if is asked (a test may shorten it). */
  previewDelayMs = PREVIEW_DELAY_MS

  private previewTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly host: ContractOfferHost) {
    this.agents = new PagedList<string, TeamMembersQuery, TeamMembers>({
      filter: '',
      pageSize: OFFER_AGENTS_PAGE_SIZE,
      query: agentsQuery,
      fetch: (query, signal) => host.api.call('agentTeamMembers', { query, signal }),
      context: () => host.session.account ?? '',
    })
    makeAutoObservable<ContractOfferStore, 'host' | 'previewTimer'>(this, {
      host: false,
      previewTimer: false,
      agents: false,
      contractsRequest: false,
      previewRequest: false,
      offerRequest: false,
      contracts: observableRef,
      preview: observableRef,
    })
    // Another account's session (or none): nothing of the last one's team stays.
    reaction(
      () => host.session.account,
      () => this.reset(),
    )
  }

  /** The direct downline agents of the page shown (a search also finds deeper agents, which cannot be offered terms). */
  get directAgents(): TeamMember[] | null {
    const answer = this.agents.answer
    return answer ? answer.list.filter((member) => member.isAgent && member.depth === 1) : null
  }

  /** The what-if of the terms given is on its way (waiting for the typing to stop, or asked). */
  get previewLoading(): boolean {
    return this.previewWaiting || this.previewRequest.isLoading
  }

  /** Lists the agents whose account starts with `prefix` (every direct one when empty), from page 1. */
  search(prefix: string): Promise<void> {
    return this.agents.setFilter(prefix)
  }

  /** Chooses the downline agent whose contracts are shown and offered; what was shown of another goes. */
  choose(account: string): Promise<void> {
    if (account !== this.account) {
      this.account = account
      this.contracts = null
      this.clearOffer()
    }
    return this.loadContracts()
  }

  /** Reads the chosen agent's contracts. */
  loadContracts(): Promise<void> {
    const account = this.account
    if (!account) return Promise.resolve()
    const key = JSON.stringify([this.host.session.account ?? '', account])
    return this.contractsRequest
      .runKeyed(key, (signal) => this.host.api.call('downlineContracts', { query: { account }, signal }), (answer) => (this.contracts = answer))
      .then(ignore, ignore)
  }

  /**
   * The terms in the form changed (null: they do not keep the rules yet). The what-if shown goes at once, and the new
   * one is asked once they have not changed for `previewDelayMs`; the last offer's outcome is no longer theirs.
   */
  setTerms(body: OfferContractBody | null): void {
    this.clearOffer()
    if (!body) return
    this.previewWaiting = true
    this.previewTimer = setTimeout(() => {
      this.previewTimer = undefined
      void this.loadPreview(body)
    }, this.previewDelayMs)
  }

  /** Asks the what-if of `body`; an answer for terms since changed is dropped. */
  loadPreview(body: OfferContractBody): Promise<void> {
    this.previewWaiting = false
    return this.previewRequest
      .runKeyed(JSON.stringify(body), (signal) => this.host.api.call('contractPreview', { body, signal }), (answer) => (this.preview = answer))
      .then(ignore, ignore)
  }

  /** Sends the offer. On success the downline's contracts are the answer's (the slots after the offer). */
  async offer(body: OfferContractBody): Promise<boolean> {
    if (this.offerRequest.isLoading) return false
    this.sent = false
    try {
      await this.offerRequest.run(
        () => this.host.api.call('offerContract', { body }),
        (answer) => {
          if (answer.account === this.account) this.contracts = answer
          this.sent = true
        },
      )
    } catch {
      return false
    }
    // The slots shown are the answer's: a read of them still in flight predates the offer.
    this.contractsRequest.cancel()
    return true
  }

  /** Forgets the what-if and the last offer's outcome. */
  clearOffer(): void {
    clearTimeout(this.previewTimer)
    this.previewTimer = undefined
    this.previewWaiting = false
    this.preview = null
    this.previewRequest.cancel()
    this.previewRequest.clearError()
    this.offerRequest.clearError()
    this.sent = false
  }

  /** Forgets everything shown (another session). */
  reset(): void {
    this.agents.reset()
    this.account = null
    this.contracts = null
    this.contractsRequest.cancel()
    this.contractsRequest.clearError()
    this.clearOffer()
  }
}

function ignore(): void {}

/** One store per root, made when the offer page first opens (the root keeps no field for it). */
const stores = new WeakMap<ContractOfferHost, ContractOfferStore>()

/** The root's offer page store. */
export function contractOfferOf(host: ContractOfferHost): ContractOfferStore {
  let store = stores.get(host)
  if (!store) {
    store = new ContractOfferStore(host)
    stores.set(host, store)
  }
  return store
}
