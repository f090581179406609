import { makeAutoObservable, observableRef, reaction } from 'mobx'
import type { BettingRecordFilter } from '../../components/member/BettingRecord/BettingRecord'
import { periodRangeOf } from '../../components/wallet/PeriodFilter/periodRange'
import type { BettingRecord, BettingRecordQuery } from '../../contract/schemas/games'
import type { ApiClient } from '../api/client'
import { RequestState } from './RequestState'
import type { SessionStore } from './auth/SessionStore'
import type { UiStore } from './UiStore'

/** Rounds per page of the betting record. */
export const BETTING_RECORD_PAGE_SIZE = 20

/** What the betting record needs from the root: the API, whose session it is, and the language names come in. */
export interface BettingRecordHost {
  api: ApiClient
  session: SessionStore
  ui: UiStore
}

/** The filter a betting record opens with: every category and vendor, today. */
export const DEFAULT_BETTING_RECORD_FILTER: BettingRecordFilter = { category: '', vendor: '', period: { period: 'today' } }

const ignore = () => undefined

/**
 * The member centre's betting record (personalHistoryCopy): the filter (category, vendor, period) and page shown,
 * and the server's answer for them (a page of rounds, the totals of every round the filter matches). A request is
 * keyed by everything its answer depends on (the query, the language the game names come in, the account), so a
 * stale answer never lands. The period is turned into instants when asked, in the browser's time zone (the
 * member's), so "today" is always the member's today.
 */
export class BettingRecordStore {
  filter: BettingRecordFilter = DEFAULT_BETTING_RECORD_FILTER
  /** The page shown, 1-based. */
  page = 1
  /** The answer for the filter and page last asked; kept (and shown dimmed) while the next one comes. */
  record: BettingRecord | null = null
  readonly requests = { list: new RequestState() }

  constructor(
    private readonly root: BettingRecordHost,
    /** The clock periods are read against (tests fix it). */
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<BettingRecordStore, 'root' | 'now'>(this, { root: false, now: false, requests: false, record: observableRef, filter: observableRef })
    // Game names come in the member's language: a record shown (or being asked for) is asked again in the new one.
    reaction(
      () => this.root.ui.language,
      () => {
        if (this.record !== null || this.requests.list.isLoading || this.requests.list.error) void this.load()
      },
    )
    // Another member's (or no member's) session: nothing of the last one's rounds stays.
    reaction(
      () => this.root.session.account,
      () => this.reset(),
    )
  }

  reset(): void {
    this.requests.list.cancel()
    this.requests.list.clearError()
    this.record = null
    this.filter = DEFAULT_BETTING_RECORD_FILTER
    this.page = 1
  }

  /** Shows another filter, from its first page. */
  setFilter(filter: BettingRecordFilter): Promise<void> {
    this.filter = filter
    this.page = 1
    return this.load()
  }

  /** Shows another page of the same filter. */
  setPage(page: number): Promise<void> {
    this.page = page
    return this.load()
  }

  /**
   * Asks for the filter and page shown (also the retry after a failure). A custom period still being typed (a
   * day missing, or ending before it starts) asks for nothing: the rounds shown stay until it is complete.
   */
  load(): Promise<void> {
    const query = this.query()
    if (!query) return Promise.resolve()
    const key = JSON.stringify([this.root.ui.language, this.root.session.account ?? '', query])
    return this.requests.list
      .runKeyed(key, (signal) => this.root.api.call('bettingRecord', { query, signal }), (value) => (this.record = value))
      .then(ignore, ignore)
  }

  /** The contract's query for the filter and page shown; null while the period is incomplete. */
  private query(): BettingRecordQuery | null {
    const { category, vendor, period } = this.filter
    const range = periodRangeOf(period, this.now())
    if (!range) return null
    return {
      ...(category ? { gameGroupCode: category } : {}),
      ...(vendor ? { vendorCode: vendor } : {}),
      from: range.from,
      to: range.to,
      pageNo: String(this.page),
      pageSize: String(BETTING_RECORD_PAGE_SIZE),
    }
  }
}

/** One store per root, made when the betting record first opens (the root keeps no field for it). */
const stores = new WeakMap<BettingRecordHost, BettingRecordStore>()

/** The root's betting record store, made when the page first opens. */
export function bettingRecordOf(root: BettingRecordHost): BettingRecordStore {
  let store = stores.get(root)
  if (!store) {
    store = new BettingRecordStore(root)
    stores.set(root, store)
  }
  return store
}

