import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import { waitingOffers } from '../../../components/contracts/consolidated'
import { CONTRACT_ENDPOINTS } from '../../../contract/contractEndpoints'
import { CONTRACT_ERRORS } from '../../../contract/contractErrors'
import type { ContractAction } from '../../../contract/contracts'
import { registerErrors } from '../../../contract/errors'
import type { Consolidated, ContractActed, ContractKindName, ContractView } from '../../../contract/schemas/contracts'
import type { ApiClient } from '../../api/client'
import { registerEndpoints } from '../../api/endpointTable'
import type { ModalStore } from '../ModalStore'
import { RequestState } from '../RequestState'
import type { SessionStore } from '../accounts/SessionStore'

// The contracts' calls and error codes come with this chunk (loaded after an agent's login), not with the first
// screen's.
registerEndpoints(CONTRACT_ENDPOINTS)
registerErrors(CONTRACT_ERRORS)

/** What the contracts store needs from the root: the API, whose session it is, and the modals (the agreement). */
export interface ContractsHost {
  api: ApiClient
  session: SessionStore
  modals: ModalStore
}

/** A kind's status as the consolidated answer gives it: V one in force, P one waiting, N none. */
export type ContractKindStatus = 'V' | 'P' | 'N'

/** The contract being answered, and how. */
export interface ContractAnswer {
  contract: ContractView
  action: ContractAction
}

/**
 * The agent's contracts (spec sections 3, 4; docs/contracts.md): the consolidated answer (offers waiting and the
 * contracts in force, every kind), and the answers to them. Each kind is answered by its own call with its own body
 * (dividend `participation`, the daily salaries `wage`, the hourly and real-time salaries `hourSalary`); after every
 * answer, accepted or refused, the list is read again (spec: the list reloads after each change; a refusal means the
 * screen was stale). Its chunk loads when an agent's session starts (agentSession.ts), never for a trial account (type
 * 4, spec section 6) or a member, and opens the agreement dialog when offers wait.
 */
export class ContractsStore {
  /** The last consolidated answer, for `account`; null before the first and after the session ends. */
  consolidated: Consolidated | null = null
  /** Whose contracts `consolidated` holds. */
  account: string | null = null
  readonly request = new RequestState()
  /** The last answer's request: its error stays until the next answer or until the dialog closes. */
  readonly answerRequest = new RequestState()
  /** The answer on its way (and the list read again after it), or null. */
  answering: ContractAnswer | null = null

  constructor(private readonly host: ContractsHost) {
    makeAutoObservable<ContractsStore, 'host'>(this, { host: false, request: false, answerRequest: false, consolidated: observableRef, answering: observableRef })
    // Another account's session (or none): nothing of the last one's contracts stays.
    reaction(
      () => this.agentAccount,
      (agent) => {
        if (agent !== this.account) this.reset()
      },
    )
  }

  /** The logged-in agent account, or null for a guest, a member or a trial account (which have no contracts). */
  get agentAccount(): string | null {
    const { session } = this.host
    return session.isAgent && !session.isTrial ? session.account : null
  }

  /** The offers waiting for the agent's answer (P, and E shown as pending), across kinds. */
  get pending(): ContractView[] {
    return this.consolidated ? waitingOffers(this.consolidated) : []
  }

  /** A kind's status (V, P or N): what turns the agent centre's salary pages on (spec section 6). */
  status(kind: ContractKindName): ContractKindStatus {
    return this.consolidated?.status[kind] ?? 'N'
  }

  /** Every kind's status the answer gives. */
  get statuses(): Readonly<Record<string, ContractKindStatus>> {
    return this.consolidated?.status ?? {}
  }

  /** Reads the agent's contracts. A failure is kept on `request.error`. */
  load(): Promise<void> {
    const account = this.agentAccount
    if (!account) return Promise.resolve()
    return this.request
      .runKeyed(account, (signal) => this.host.api.call('getConsolidated', { signal }), (answer) => {
        this.consolidated = answer
        this.account = account
      })
      .then(ignore, ignore)
  }

  /** After an agent's login, or a page load with an agent's session: reads the contracts and opens the agreement when offers wait. */
  async openIfWaiting(): Promise<void> {
    await this.load()
    if (this.pending.length > 0 && this.agentAccount && !this.host.modals.isOpen('agreement')) this.host.modals.open('agreement')
  }

  /**
   * Answers a contract: `action` is what its button sends (CONTRACT_BUTTONS), `confirmEnding` that the agent accepted
   * the downlines' contracts with a higher rate ending. True when the server accepted it. The list is read again
   * either way; the answer's error stays on `answerRequest.error`.
   */
  async act(contract: ContractView, action: ContractAction, confirmEnding = false): Promise<boolean> {
    if (this.answering || !this.agentAccount) return false
    this.answering = { contract, action }
    let accepted = false
    try {
      await this.answerRequest.run(() => this.send(contract, action, confirmEnding), ignore)
      accepted = true
    } catch {
      // Kept on answerRequest.error; the list is read again below all the same.
    }
    this.request.cancel()
    await this.load()
    runInAction(() => (this.answering = null))
    return accepted
  }

  /** The call and body of each kind (spec section 3); `confirmEnding` is sent only when the agent confirmed. */
  private send(contract: ContractView, status: ContractAction, confirmEnding: boolean): Promise<ContractActed> {
    const api = this.host.api
    const confirmed = confirmEnding ? { confirmEnding: true } : {}
    switch (contract.terms.kind) {
      case 'dividend':
        return api.call('participation', { body: { contractId: contract.contractId, productType: contract.productType, status, ...confirmed } })
      case 'dailySalary':
      case 'mrDailySalary':
        return api.call('wage', { body: { id: contract.id, status, ...confirmed } })
      case 'hourSalary':
      case 'realTimeSalary':
        return api.call('hourSalary', { body: { contractId: contract.contractId, status, ...confirmed } })
    }
  }

  /** The agreement dialog closed: its last answer's error is not shown again. */
  clearAnswerError(): void {
    this.answerRequest.clearError()
  }

  /** Forgets everything shown (another session). */
  reset(): void {
    this.request.cancel()
    this.request.clearError()
    this.answerRequest.clearError()
    this.consolidated = null
    this.account = null
  }
}

function ignore(): void {}

/** One store per root, made when an agent's session first needs it (the root keeps no field for it). */
const stores = new WeakMap<ContractsHost, ContractsStore>()

/** The root's contracts store, made with the first agent's session. */
export function contractsOf(host: ContractsHost): ContractsStore {
  let store = stores.get(host)
  if (!store) {
    store = new ContractsStore(host)
    stores.set(host, store)
  }
  return store
}
