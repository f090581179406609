import { action, computed, makeObservable, observable, observableRef } from 'mobx'
import type { ApiError } from '../api/ApiError'
import { RequestState } from './RequestState'

/** The paged answer every list endpoint gives: one page of rows, and counts over every row the filter matches. */
export interface PagedAnswer {
  list: readonly unknown[]
  totalPages: number
  totalCount: number
}

/** An answer's footer (totals over every row the filter matches, such as money in and out), when it has one. */
export type FooterOf<Answer> = Answer extends { footer: infer Footer } ? Footer : never

export interface PagedListOptions<Filter, Query, Answer extends PagedAnswer> {
  /** The filter the list opens with, and returns to on `reset`. */
  filter: Filter
  /** Rows per page, handed to `query`. */
  pageSize: number
  /**
   * The endpoint's query for a filter and page (1-based). Null while the filter is incomplete (a custom period
   * still being typed): nothing is asked and the page shown stays.
   */
  query(filter: Filter, page: number, pageSize: number): Query | null
  /** Asks the server for one page (`api.call('<endpoint>', { query, signal })`). */
  fetch(query: Query, signal: AbortSignal): Promise<Answer>
  /**
   * What else the answer depends on besides the query (the language names come in, the account), so that an answer
   * asked for another one never lands.
   */
  context?(): unknown
}

/**
 * One paged list of the portal (a records table): the filter and page shown, the server's answer for them (kept,
 * and shown dimmed, while the next one comes), its loading and error state, and the counts and footer of the
 * answer. Every request is keyed by its query and context, so an older answer never replaces a newer one.
 *
 *   const records = new PagedList({ filter, pageSize: 20, query: (f, page, size) => ({ ... }), fetch: (q, signal) =>
 *     api.call('transactionHistory', { query: q, signal }) })
 *   records.setFilter(next)   // another filter, from page 1
 *   records.setPage(3)        // another page of the same filter
 *   records.load()            // the filter and page shown again (opening the page, the retry after a failure)
 *   records.reload()          // after a change that moves rows (a transfer, a deletion): asked afresh
 *
 * A page binds `answer`, `request.isLoading`, `request.error`, `page` and `filter` to its table. A store may keep
 * one as a field (MoneyStore's records) or extend it (BettingRecordStore); it uses `makeObservable`, so it can be
 * extended, unlike a class made with `makeAutoObservable`.
 */
export class PagedList<Filter, Query, Answer extends PagedAnswer> {
  filter: Filter
  /** The page shown, 1-based. */
  page = 1
  /** The answer for the filter and page last asked. */
  answer: Answer | null = null
  readonly request = new RequestState()
  readonly pageSize: number

  constructor(private readonly options: PagedListOptions<Filter, Query, Answer>) {
    this.filter = options.filter
    this.pageSize = options.pageSize
    makeObservable(this, {
      filter: observableRef,
      page: observable,
      answer: observableRef,
      rows: computed,
      totalPages: computed,
      totalCount: computed,
      footer: computed,
      setFilter: action,
      setPage: action,
      reset: action,
    })
  }

  /** The rows of the page shown (none before the first answer). */
  get rows(): Answer['list'] {
    return this.answer?.list ?? []
  }

  get totalPages(): number {
    return this.answer?.totalPages ?? 0
  }

  get totalCount(): number {
    return this.answer?.totalCount ?? 0
  }

  /** The answer's footer, or null before the first answer (and for an endpoint that has none). */
  get footer(): FooterOf<Answer> | null {
    const answer = this.answer as { footer?: FooterOf<Answer> } | null
    return answer?.footer ?? null
  }

  get isLoading(): boolean {
    return this.request.isLoading
  }

  get error(): ApiError | null {
    return this.request.error
  }

  /** Shows another filter, from its first page (or `page`). */
  setFilter(filter: Filter, page = 1): Promise<void> {
    this.filter = filter
    this.page = page
    return this.load()
  }

  /** Shows another page of the same filter. */
  setPage(page: number): Promise<void> {
    this.page = page
    return this.load()
  }

  /** Asks for the filter and page shown; joins the same request when it is already in flight. */
  load(): Promise<void> {
    const query = this.options.query(this.filter, this.page, this.pageSize)
    if (query === null) return Promise.resolve()
    const key = JSON.stringify([this.options.context?.() ?? null, query])
    return this.request
      .runKeyed(key, (signal) => this.options.fetch(query, signal), (answer) => (this.answer = answer))
      .then(ignore, ignore)
  }

  /**
   * Asks again after a change that moves rows (a transfer, a deletion): a request in flight is dropped, since it
   * may predate the change, and a page now past the last shows the last one.
   */
  async reload(): Promise<void> {
    this.request.cancel()
    await this.load()
    const last = this.answer?.totalPages ?? 0
    if (last > 0 && this.page > last) await this.setPage(last)
  }

  /** Forgets everything shown (another member's session): the opening filter, page 1, no answer, no error. */
  reset(): void {
    this.request.cancel()
    this.request.clearError()
    this.answer = null
    this.filter = this.options.filter
    this.page = 1
  }
}

function ignore(): void {}
