import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import { AGENCY_NOTICE_QUERY } from '../../contract/coreEndpoints'
import type { Notice } from '../../contract/schemas/content'
import type { ApiClient } from '../api/client'
import { readJson, type PortalStorages } from '../storage'
import type { ModalStore } from './ModalStore'
import { RequestState } from './RequestState'
import type { SessionStore } from './accounts/SessionStore'
import { LOCAL_KEYS, SESSION_KEYS } from './storageKeys'

/** Local storage's agencyNoticeHidden: per account, the day and the notices its agent chose not to see again that day. */
export type HiddenAgencyNotices = Record<string, { day: string; ids: number[] }>

/** The browser's calendar day of `time` (YYYY-MM-DD): "today" ends at the agent's own midnight. */
export function calendarDay(time: number): string {
  const date = new Date(time)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface AgencyNoticeDeps {
  api: ApiClient
  storage: PortalStorages
  session: SessionStore
  modals: ModalStore
  /** The language the notices are wanted in (the visitor's); a switch reads them again. */
  language: () => string
  now?: () => number
}

/**
 * The agency notice (spec section 2 "Modals"): the agents' notices, read for a logged-in agent account (never a
 * member, a trial account or a guest), and opened by the portal when some are due: not closed in this session
 * (session storage agencyNoticeClose) and not hidden today by "don't show again today" (local storage
 * agencyNoticeHidden, per account and notice, so a notice posted later that day still opens it). The RootStore
 * loads this store's code when an agent's session starts (agencyNoticesOf), so a guest's first screen does not carry it.
 */
export class AgencyNoticeStore {
  /** The agency notices of `account`, in the visitor's language. */
  notices: Notice[] = []
  /** Whose notices `notices` are (null before the first answer, and after the session ends). */
  account: string | null = null
  readonly request = new RequestState()
  /** Bumped when this store writes to storage, so what is read from it is read again. */
  private storageVersion = 0
  private readonly now: () => number

  constructor(private readonly deps: AgencyNoticeDeps) {
    this.now = deps.now ?? Date.now
    // The answer is replaced whole, never edited: kept by reference, not made deeply observable.
    makeAutoObservable<AgencyNoticeStore, 'deps' | 'now'>(this, { deps: false, now: false, request: false, notices: observableRef })
    // A sign-out (or another account) drops what this agent read; a language switch reads it again.
    reaction(
      () => this.agentAccount,
      (agent) => {
        if (agent === this.account) return
        this.request.cancel()
        this.notices = []
        this.account = null
      },
    )
    reaction(
      () => this.deps.language(),
      () => {
        if (this.account && this.account === this.agentAccount) void this.load()
      },
    )
  }

  /** The logged-in agent account (types 1, 2, 41, 42), or null for a guest, a member or a trial account. */
  get agentAccount(): string | null {
    const { session } = this.deps
    return session.isAgent && !session.isTrial ? session.account : null
  }

  /** The notices the portal should open the modal for: none once closed in this session, none hidden today. */
  get due(): Notice[] {
    void this.storageVersion
    const account = this.account
    if (!account || account !== this.agentAccount) return []
    if (this.deps.storage.session.getItem(SESSION_KEYS.agencyNoticeClose) === account) return []
    const hidden = this.hidden()[account]
    if (!hidden || hidden.day !== calendarDay(this.now()) || !Array.isArray(hidden.ids)) return this.notices
    return this.notices.filter((notice) => !hidden.ids.includes(notice.id))
  }

  get shouldOpen(): boolean {
    return this.due.length > 0
  }

  /** Reads the agent's notices in the visitor's language. A failure is kept on `request.error`; nothing opens then. */
  load(): Promise<void> {
    const account = this.agentAccount
    if (!account) return Promise.resolve()
    return this.request
      .runKeyed(`${account}|${this.deps.language()}`, (signal) => this.deps.api.call('agencyNotices', { query: { ...AGENCY_NOTICE_QUERY }, signal }), (value) => {
        this.notices = value.list
        this.account = account
      })
      .then(() => undefined, () => undefined)
  }

  /** After an agent's login, or a page load with an agent's session: reads the notices and opens the modal when some are due. */
  async openIfDue(): Promise<void> {
    await this.load()
    if (this.shouldOpen && !this.deps.modals.isOpen('agencyNotice')) this.deps.modals.open('agencyNotice', { due: true })
  }

  /**
   * The agent closed the modal: it does not open again in this session; with `hideToday`, the notices it showed do
   * not open it again today, in any session of this account on this browser.
   */
  close(options: { hideToday: boolean }): void {
    const account = this.account
    if (account) {
      this.deps.storage.session.setItem(SESSION_KEYS.agencyNoticeClose, account)
      if (options.hideToday) {
        const today = calendarDay(this.now())
        // Other accounts' choices of earlier days are over: dropped as this one is written.
        const kept = Object.entries(this.hidden()).filter(([name, entry]) => name !== account && entry.day === today)
        const hidden: HiddenAgencyNotices = { ...Object.fromEntries(kept), [account]: { day: today, ids: this.notices.map((notice) => notice.id) } }
        this.deps.storage.local.setItem(LOCAL_KEYS.agencyNoticeHidden, JSON.stringify(hidden))
      }
      this.storageVersion += 1
    }
    this.deps.modals.close('agencyNotice')
  }

  private hidden(): HiddenAgencyNotices {
    const value = readJson<unknown>(this.deps.storage.local, LOCAL_KEYS.agencyNoticeHidden)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as HiddenAgencyNotices) : {}
  }
}

/** What holds the agency notice store (the RootStore). */
export interface AgencyNoticeHost {
  agencyNotices: AgencyNoticeStore | null
  api: ApiClient
  storage: PortalStorages
  session: SessionStore
  modals: ModalStore
  ui: { language: string }
}

/** The root's agency notice store, made the first time an agent's session needs it (it stays out of the first page). */
export function agencyNoticesOf(root: AgencyNoticeHost): AgencyNoticeStore {
  if (!root.agencyNotices) {
    const store = new AgencyNoticeStore({ api: root.api, storage: root.storage, session: root.session, modals: root.modals, language: () => root.ui.language })
    runInAction(() => (root.agencyNotices = store))
  }
  return root.agencyNotices!
}
