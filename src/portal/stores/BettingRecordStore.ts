import { reaction } from 'mobx'
import type { BettingRecordFilter } from '../../components/member/BettingRecord/BettingRecord'
import { periodRangeOf } from '../../components/money/PeriodFilter/periodRange'
import type { BettingRecord, BettingRecordQuery } from '../../contract/schemas/games'
import type { ApiClient } from '../api/client'
import { PagedList } from './PagedList'
import type { SessionStore } from './accounts/SessionStore'
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

/**
 * The member centre's betting record (personalHistoryCopy), a paged list (PagedList): the filter (category, vendor,
 * period) and page shown, and the server's answer for them (a page of rounds, the totals of every round the filter
 * matches). A request is keyed by everything its answer depends on (the query, the language the game names come
 * in, the account), so a stale answer never lands. The period is turned into instants when asked, in the browser's
 * time zone (the member's), so "today" is always the member's today.
 */
export class BettingRecordStore extends PagedList<BettingRecordFilter, BettingRecordQuery, BettingRecord> {
  constructor(
    root: BettingRecordHost,
    /** The clock periods are read against (tests fix it). */
    now: () => Date = () => new Date(),
  ) {
    super({
      filter: DEFAULT_BETTING_RECORD_FILTER,
      pageSize: BETTING_RECORD_PAGE_SIZE,
      query: (filter, page, pageSize) => recordQuery(filter, page, pageSize, now()),
      fetch: (query, signal) => root.api.call('bettingRecord', { query, signal }),
      context: () => [root.ui.language, root.session.account ?? ''],
    })
    // Game names come in the member's language: a record shown (or being asked for) is asked again in the new one.
    reaction(
      () => root.ui.language,
      () => {
        if (this.answer !== null || this.request.isLoading || this.request.error) void this.load()
      },
    )
    // Another member's (or no member's) session: nothing of the last one's rounds stays.
    reaction(
      () => root.session.account,
      () => this.reset(),
    )
  }
}

/**
 * The contract's query for a filter and page; null while a custom period is still being typed (a day missing, or
 * ending before it starts): the rounds shown stay until it is complete.
 */
function recordQuery({ category, vendor, period }: BettingRecordFilter, page: number, pageSize: number, now: Date): BettingRecordQuery | null {
  const range = periodRangeOf(period, now)
  if (!range) return null
  return {
    ...(category ? { gameGroupCode: category } : {}),
    ...(vendor ? { vendorCode: vendor } : {}),
    from: range.from,
    to: range.to,
    pageNo: String(page),
    pageSize: String(pageSize),
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

