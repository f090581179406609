/**
 * The home page's live matches (contract/sportsEndpoints.ts): read when the section is drawn and again every few
 * seconds while the page is shown, so the minute and the score move. It lives in the home page's below-the-fold
 * chunk (liveMatchesOf), with the call's table, so the first screen carries neither.
 */
import { makeAutoObservable, observableRef } from 'mobx'
import { SPORTS_ENDPOINTS } from '../../contract/sportsEndpoints'
import type { LiveMatch } from '../../contract/schemas/sportsLive'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { RequestState } from './RequestState'

registerEndpoints(SPORTS_ENDPOINTS)

/** How often the matches are read again while the page is shown: a football minute, a few basketball points. */
export const LIVE_REFRESH_MS = 20_000

export interface LiveMatchesDeps {
  api: ApiClient
  /** Whether the page is shown (document.visibilityState); a hidden tab asks nothing. */
  visible?: () => boolean
}

export class LiveMatchesStore {
  /** The last answer's matches; null before the first. */
  matches: LiveMatch[] | null = null
  readonly request = new RequestState()
  private timer: ReturnType<typeof setInterval> | undefined
  private watchers = 0

  constructor(private readonly deps: LiveMatchesDeps) {
    // The answer is replaced whole, never edited: kept by reference.
    makeAutoObservable<LiveMatchesStore, 'deps' | 'timer' | 'watchers'>(this, { deps: false, request: false, timer: false, watchers: false, matches: observableRef })
  }

  /** Reads the matches. A failure stays on `request.error` (the last matches are kept meanwhile). */
  load(): Promise<void> {
    return this.request
      .runKeyed('live', () => this.deps.api.call('liveMatches', {}), (value) => {
        this.matches = value.matches
      })
      .then(() => undefined, () => undefined)
  }

  /** Reads now and every LIVE_REFRESH_MS while a section shows them; call the answer when it is gone. */
  watch(): () => void {
    this.watchers += 1
    if (this.watchers === 1) {
      void this.load()
      this.timer = setInterval(() => {
        if (this.deps.visible?.() ?? true) void this.load()
      }, LIVE_REFRESH_MS)
    }
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      this.watchers -= 1
      if (this.watchers === 0) {
        clearInterval(this.timer)
        this.timer = undefined
      }
    }
  }
}

const stores = new WeakMap<{ api: ApiClient }, LiveMatchesStore>()

/** The root's live matches store, made the first time the home page's section needs it. */
export function liveMatchesOf(root: { api: ApiClient }): LiveMatchesStore {
  let store = stores.get(root)
  if (!store) {
    store = new LiveMatchesStore({ api: root.api, visible: () => typeof document === 'undefined' || document.visibilityState === 'visible' })
    stores.set(root, store)
  }
  return store
}
