/**
 * The help centre's data (spec section 7: /wps/system/helpCenter with lang and device WEB): the merchant's topics and
 * articles in the visitor's language, or the matches of a search. Keyed by language and search, so a new search or a
 * language switch cancels the answer in flight and a stale one never lands. It lives in the help chunk (helpOf), with
 * the call's table, so the first screen carries neither.
 */
import { makeAutoObservable, observableRef, reaction } from 'mobx'
import { HELP_DEVICE, HELP_ENDPOINTS } from '../../contract/helpEndpoints'
import type { HelpTopic } from '../../contract/schemas/help'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { RequestState } from './RequestState'

registerEndpoints(HELP_ENDPOINTS)

export interface HelpDeps {
  api: ApiClient
  /** The visitor's language; a switch reads the help centre again. */
  language: () => string
}

export class HelpStore {
  /** The topics of the last answer (only the matches when `keyword` is set). */
  topics: HelpTopic[] = []
  /** The search the topics answer ('' for all). */
  keyword = ''
  readonly request = new RequestState()

  constructor(private readonly deps: HelpDeps) {
    // The answer is replaced whole, never edited: kept by reference.
    makeAutoObservable<HelpStore, 'deps'>(this, { deps: false, request: false, topics: observableRef })
    reaction(
      () => this.deps.language(),
      () => {
        if (this.request.loaded || this.request.isLoading) void this.load(this.keyword)
      },
    )
  }

  /** Reads the help centre (with `keyword`, the matches). A failure stays on `request.error`. */
  load(keyword = ''): Promise<void> {
    const lang = this.deps.language()
    const query = { lang, device: HELP_DEVICE, ...(keyword ? { keyword } : {}) } as const
    return this.request
      .runKeyed(`${lang}|${keyword}`, (signal) => this.deps.api.call('helpCentre', { query, signal }), (value) => {
        this.topics = value.topics
        this.keyword = keyword
      })
      .then(() => undefined, () => undefined)
  }
}

/** What holds the help store: the RootStore (its api and ui). */
export interface HelpHost {
  api: ApiClient
  ui: { language: string }
}

const stores = new WeakMap<HelpHost, HelpStore>()

/** The root's help store, made the first time a help page or the help modal needs it (it stays out of the first page). */
export function helpOf(root: HelpHost): HelpStore {
  let store = stores.get(root)
  if (!store) {
    store = new HelpStore({ api: root.api, language: () => root.ui.language })
    stores.set(root, store)
  }
  return store
}
