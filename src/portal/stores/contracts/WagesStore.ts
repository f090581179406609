import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type {
  ContractEvent,
  ContractKindName,
  MrDailySalaries,
  MrDailySalariesQuery,
  MrDailySalary,
  RealTimeAccrual,
  WageRecords,
  WageRecordsQuery,
} from '../../../contract/schemas/contracts'
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

/** Payouts per page of a wage page (the server's default). */
export const WAGE_PAGE_SIZE = 20
/** The manual-release lists' page size: the server's own (its query takes no size). */
export const MR_PAGE_SIZE = 20
/** How often the real-time page reads the window in progress while it is open and visible. */
export const ACCRUAL_POLL_MS = 15_000
/**
 * How long after a window's end its payment is in the records: the wage job runs every minute and pays the periods
 * that ended at least 30 s before it (docs/contracts.md "Wages"), so within 90 s.
 */
export const WINDOW_PAID_WITHIN_MS = 90_000

const KINDS = ['dividend', 'dailySalary', 'mrDailySalary', 'hourSalary', 'realTimeSalary'] as const satisfies readonly ContractKindName[]

/** What the wage pages need from the root: the API, and whose session it is. */
export interface WagesHost {
  api: ApiClient
  session: SessionStore
}

/** The clock and the page's visibility the live figures follow: the browser's, or a test's. */
export interface LiveClock {
  now(): number
  /** Calls `tick` every `ms` until the answer is called. */
  every(ms: number, tick: () => void): () => void
  /** The page is not shown (another tab, a locked phone): nothing is read then. */
  hidden(): boolean
  /** Calls `shown` each time the page is shown again, until the answer is called. */
  onShown(shown: () => void): () => void
}

const hasDocument = () => typeof document !== 'undefined'

export const BROWSER_CLOCK: LiveClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms)
    return () => clearInterval(timer)
  },
  hidden: () => hasDocument() && document.visibilityState === 'hidden',
  onShown: (shown) => {
    if (!hasDocument()) return () => {}
    const listener = () => {
      if (document.visibilityState === 'visible') shown()
    }
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

export type MrScope = 'mine' | 'downline'
type MrList = PagedList<MrScope, MrDailySalariesQuery, MrDailySalaries>

/**
 * The agent centre's wage pages (docs/contracts.md "Wages"): each kind's payouts (`wageRecords`, a PagedList per kind),
 * the history of the agent's own contracts of a kind (`contractHistory`), the real-time salary's window in progress
 * (`realTimeAccrual`, read every ACCRUAL_POLL_MS while its page is open and shown; the records read again once the
 * window that ended is paid), and the manual-release daily salaries: the agent's own and its direct downlines', which
 * it releases or refuses (`releaseMrDailySalary`; the list is read again after each decision). Every figure is the
 * server's. Another session forgets everything shown. Made when a wage page first opens (wagesOf).
 */
export class WagesStore {
  readonly records: Readonly<Record<ContractKindName, PagedList<ContractKindName, WageRecordsQuery, WageRecords>>>
  /** Each kind's history, newest first, as last read. */
  history: Partial<Record<ContractKindName, ContractEvent[]>> = {}
  readonly historyRequests: Readonly<Record<ContractKindName, RequestState>>

  /** The window in progress, as last read; null before the first answer. */
  accrual: RealTimeAccrual | null = null
  readonly accrualRequest = new RequestState()

  readonly mine: MrList
  readonly downline: MrList
  /** The manual-release page's tab. */
  mrScope: MrScope = 'mine'
  /** The salary whose release or refusal is on its way. */
  deciding: string | null = null
  readonly decideRequest = new RequestState()

  /** When the real-time records are read again: the end of the window last seen ending, plus its payment's delay. */
  private recordsDueAt: number | null = null

  constructor(
    private readonly host: WagesHost,
    private readonly clock: LiveClock = BROWSER_CLOCK,
  ) {
    const context = () => host.session.account ?? ''
    this.records = Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        new PagedList<ContractKindName, WageRecordsQuery, WageRecords>({
          filter: kind,
          pageSize: WAGE_PAGE_SIZE,
          query: (filter, page, pageSize) => ({ kind: filter, pageNo: String(page), pageSize: String(pageSize) }),
          fetch: (query, signal) => host.api.call('wageRecords', { query, signal }),
          context,
        }),
      ]),
    ) as Record<ContractKindName, PagedList<ContractKindName, WageRecordsQuery, WageRecords>>
    this.historyRequests = Object.fromEntries(KINDS.map((kind) => [kind, new RequestState()])) as Record<ContractKindName, RequestState>
    const mrList = (scope: MrScope): MrList =>
      new PagedList<MrScope, MrDailySalariesQuery, MrDailySalaries>({
        filter: scope,
        pageSize: MR_PAGE_SIZE,
        query: (filter, page) => ({ scope: filter, pageNo: String(page) }),
        fetch: (query, signal) => host.api.call('mrDailySalaries', { query, signal }),
        context,
      })
    this.mine = mrList('mine')
    this.downline = mrList('downline')
    makeAutoObservable<WagesStore, 'host' | 'clock' | 'recordsDueAt'>(this, {
      host: false,
      clock: false,
      recordsDueAt: false,
      records: false,
      historyRequests: false,
      accrualRequest: false,
      decideRequest: false,
      mine: false,
      downline: false,
      history: observableRef,
      accrual: observableRef,
    })
    // Another account's session (or none): nothing of the last one's wages stays.
    reaction(
      () => host.session.account,
      () => this.reset(),
    )
  }

  /** Reads the history of the agent's own contracts of a kind. */
  loadHistory(kind: ContractKindName): Promise<void> {
    const account = this.host.session.account ?? ''
    return this.historyRequests[kind]
      .runKeyed(account, (signal) => this.host.api.call('contractHistory', { query: { kind }, signal }), (answer) => (this.history = { ...this.history, [kind]: answer.list }))
      .then(ignore, ignore)
  }

  /** Reads the real-time salary's window in progress; a failure is kept on `accrualRequest.error` (the figures shown stay). */
  loadAccrual(): Promise<void> {
    return this.accrualRequest
      .runKeyed(this.host.session.account ?? '', (signal) => this.host.api.call('realTimeAccrual', { signal }), (answer) => (this.accrual = answer))
      .then(ignore, ignore)
  }

  /**
   * The real-time page is open: its window is read now and then every ACCRUAL_POLL_MS while the page is shown (and at
   * once when it is shown again). Answers the function that stops it (the page closing).
   */
  startLive(): () => void {
    void this.loadAccrual()
    const stopTicks = this.clock.every(ACCRUAL_POLL_MS, () => {
      if (!this.clock.hidden()) void this.poll()
    })
    const stopShown = this.clock.onShown(() => void this.poll())
    return () => {
      stopTicks()
      stopShown()
    }
  }

  /**
   * Reads the window again. When the window changed, the one that ended is paid within WINDOW_PAID_WITHIN_MS of its
   * end: the records are read again at the first read after that, so its payment shows without a reload.
   */
  private async poll(): Promise<void> {
    const before = this.accrual
    await this.loadAccrual()
    const after = this.accrual
    if (before && after && before.windowStart !== after.windowStart) this.recordsDueAt = Date.parse(before.windowEnd) + WINDOW_PAID_WITHIN_MS
    if (this.recordsDueAt !== null && this.clock.now() >= this.recordsDueAt) {
      this.recordsDueAt = null
      const records = this.records.realTimeSalary
      if (records.answer) await records.reload()
    }
  }

  setMrScope(scope: MrScope): void {
    this.mrScope = scope
  }

  /**
   * Releases (pays) or refuses a direct downline's manual-release salary. The waiting list is read again either way:
   * a refusal (`wage.decided`, `wage.expired`) means the list shown was stale. True when the server accepted it.
   */
  async decide(salary: MrDailySalary, action: 'release' | 'refuse'): Promise<boolean> {
    if (this.deciding) return false
    this.deciding = salary.id
    let accepted = false
    try {
      await this.decideRequest.run(() => this.host.api.call('releaseMrDailySalary', { body: { id: salary.id, action } }), ignore)
      accepted = true
    } catch {
      // Kept on decideRequest.error; the list is read again below all the same.
    }
    await this.downline.reload()
    runInAction(() => (this.deciding = null))
    return accepted
  }

  /** Forgets everything shown (another session). */
  reset(): void {
    for (const kind of KINDS) {
      this.records[kind].reset()
      this.historyRequests[kind].cancel()
      this.historyRequests[kind].clearError()
    }
    this.history = {}
    this.accrualRequest.cancel()
    this.accrualRequest.clearError()
    this.accrual = null
    this.recordsDueAt = null
    this.mine.reset()
    this.downline.reset()
    this.mrScope = 'mine'
    this.decideRequest.clearError()
  }
}

function ignore(): void {}

/** One store per root, made when a wage page first opens (the root keeps no field for it). */
const stores = new WeakMap<WagesHost, WagesStore>()

/** The root's wage pages store. */
export function wagesOf(host: WagesHost): WagesStore {
  let store = stores.get(host)
  if (!store) {
    store = new WagesStore(host)
    stores.set(host, store)
  }
  return store
}
