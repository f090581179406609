/**
 * The join page's data (spec section 2: /join): the merchant's agent programme (the contract kinds it pays and the
 * terms it offers its top agents, from its config) and, when the visitor came from an agent's link
 * (the join page's `?affiliateCode=`), what that code opens: an agent account under whom, a member account, or nothing any more
 * (the agents' `affiliate` call, which a guest may make). It lives in the join page's chunk (joinOf), with the calls'
 * tables, so the first screen carries none of it.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { AGENT_ENDPOINTS } from '../../contract/agentEndpoints'
import { JOIN_ENDPOINTS } from '../../contract/joinEndpoints'
import type { AgentProgramme } from '../../contract/schemas/join'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { RequestState } from './RequestState'

registerEndpoints(JOIN_ENDPOINTS)
registerEndpoints({ affiliate: AGENT_ENDPOINTS.affiliate })

/**
 * What an invite code opens: `agent` (an agent account under `agent`), `member`, `invalid`, `checking`, or `unknown`
 * (the check failed: the registration form takes the code all the same, and the server decides when it is sent).
 */
export interface Invitation {
  code: string
  state: 'checking' | 'agent' | 'member' | 'invalid' | 'unknown'
  /** The agent whose team the account joins (its account name), once known. */
  agent: string | null
}

/** A code the affiliate call can take; anything else is not a code (nothing is asked). */
const CODE = /^[A-Za-z0-9_]{1,32}$/

export class JoinStore {
  programme: AgentProgramme | null = null
  invitation: Invitation | null = null
  readonly request = new RequestState()

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<JoinStore, 'api'>(this, { api: false, request: false, programme: observableRef })
  }

  /** Reads the programme (once; again after a failure). A failure stays on `request.error`. */
  load(): Promise<void> {
    if (this.request.loaded || this.request.isLoading) return Promise.resolve()
    return this.request.run(() => this.api.call('agentProgramme'), (value) => (this.programme = value)).then(() => undefined, () => undefined)
  }

  /** What the address's invite code opens; a code already checked is not asked again. */
  async checkCode(code: string | null | undefined): Promise<void> {
    const trimmed = code?.trim() ?? ''
    if (!trimmed) {
      this.invitation = null
      return
    }
    if (this.invitation?.code === trimmed && this.invitation.state !== 'checking') return
    if (!CODE.test(trimmed)) {
      this.invitation = { code: trimmed, state: 'invalid', agent: null }
      return
    }
    this.invitation = { code: trimmed, state: 'checking', agent: null }
    try {
      const answer = await this.api.call('affiliate', { query: { code: trimmed } })
      runInAction(() => {
        if (this.invitation?.code !== trimmed) return
        this.invitation = answer.valid && answer.agent
          ? { code: trimmed, state: answer.accountType === 'agent' ? 'agent' : 'member', agent: answer.agent }
          : { code: trimmed, state: 'invalid', agent: null }
      })
    } catch {
      // Not knowing is not "invalid": the registration form takes the code, and the server checks it when it is sent.
      runInAction(() => {
        if (this.invitation?.code === trimmed) this.invitation = { code: trimmed, state: 'unknown', agent: null }
      })
    }
  }
}

/** What holds the join store: the RootStore (its api). */
export interface JoinHost {
  api: ApiClient
}

const stores = new WeakMap<JoinHost, JoinStore>()

/** The root's join store, made the first time the join page opens. */
export function joinOf(root: JoinHost): JoinStore {
  let store = stores.get(root)
  if (!store) {
    store = new JoinStore(root.api)
    stores.set(root, store)
  }
  return store
}
