/**
 * The promotions hall in the portal (spec sections 2, 3; docs/promotions.md): the merchant's promotions in the
 * visitor's language, one promotion's detail, and the member's available promotions by type (the member centre's
 * mission badge). It lives in the chunks that use it (promotionsOf), with the calls' table and error codes, so the
 * first screen carries none of them. Keyed by language: a switch reads the hall (and the detail shown) again, and an
 * answer in a language the visitor has left is dropped.
 */
import { makeAutoObservable, observableRef, reaction } from 'mobx'
import { registerErrors } from '../../contract/errors'
import { PROMOTIONS_ENDPOINTS } from '../../contract/promotionsEndpoints'
import { PROMOTIONS_ERRORS } from '../../contract/promotionsErrors'
import type { AvailablePromotions, PromotionDetail, PromotionSummary } from '../../contract/schemas/promotions'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { RequestState } from './RequestState'

registerEndpoints(PROMOTIONS_ENDPOINTS)
registerErrors(PROMOTIONS_ERRORS)

export interface PromotionsDeps {
  api: ApiClient
  /** The visitor's language; a switch reads what is shown again. */
  language: () => string
  loggedIn: () => boolean
}

export class PromotionsStore {
  /** The hall, in the operator's order within open, coming soon, closed (null until read). */
  list: readonly PromotionSummary[] | null = null
  /** The promotion whose detail is shown (null until read). */
  detail: PromotionDetail | null = null
  /** The member's open promotions by type (null for a guest, or until read). */
  available: AvailablePromotions | null = null
  readonly requests = { list: new RequestState(), detail: new RequestState(), available: new RequestState() }

  constructor(private readonly deps: PromotionsDeps) {
    // Answers are replaced whole, never edited: kept by reference.
    makeAutoObservable<PromotionsStore, 'deps'>(this, { deps: false, requests: false, list: observableRef, detail: observableRef, available: observableRef })
    reaction(
      () => this.deps.language(),
      () => {
        if (this.requests.list.loaded || this.requests.list.isLoading) void this.load()
        if (this.detail) void this.loadDetail(this.detail.code)
      },
    )
  }

  /** Reads the hall. A failure stays on `requests.list.error`. */
  load(): Promise<void> {
    return this.requests.list
      .runKeyed(this.deps.language(), (signal) => this.deps.api.call('promotions', { signal }), (value) => (this.list = value.list))
      .then(ignore, ignore)
  }

  /** Reads one promotion's detail by its code (`promotion.not.found` stays on `requests.detail.error`). */
  loadDetail(code: string): Promise<void> {
    if (this.detail?.code !== code) this.detail = null
    return this.requests.detail
      .runKeyed(`${this.deps.language()}|${code}`, (signal) => this.deps.api.call('promotionDetail', { query: { code }, signal }), (value) => (this.detail = value))
      .then(ignore, ignore)
  }

  /** Reads the member's available promotions by type (a guest has none). */
  loadAvailable(): Promise<void> {
    if (!this.deps.loggedIn()) return Promise.resolve()
    return this.requests.available
      .runKeyed('available', (signal) => this.deps.api.call('availablePromotions', { signal }), (value) => (this.available = value))
      .then(ignore, ignore)
  }

  /** The MISSION count: the member centre's mission badge (0 until read). */
  get missionCount(): number {
    return this.available?.types.MISSION ?? 0
  }
}

const ignore = () => undefined

/** What holds the promotions store: the RootStore (its api, ui and session). */
export interface PromotionsHost {
  api: ApiClient
  ui: { language: string }
  session: { isLoggedIn: boolean }
}

const stores = new WeakMap<PromotionsHost, PromotionsStore>()

/** The root's promotions store, made the first time the hall or the member centre's badge needs it. */
export function promotionsOf(root: PromotionsHost): PromotionsStore {
  let store = stores.get(root)
  if (!store) {
    store = new PromotionsStore({ api: root.api, language: () => root.ui.language, loggedIn: () => root.session.isLoggedIn })
    stores.set(root, store)
  }
  return store
}
