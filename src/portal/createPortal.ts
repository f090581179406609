/**
 * Wires the API client and the RootStore together: the client reads the token, language and merchant from the
 * stores, and hands force-logout answers back to them. main.tsx and the store tests both build the portal here.
 */
import type { AxiosAdapter } from 'axios'
import type { StartData } from '../contract/start'
import { createApiClient, type ApiClient } from './api/client'
import type { PortalNavigation } from './navigation'
import { RootStore } from './stores/RootStore'
import type { PortalStorages } from './storage'

export interface CreatePortalOptions {
  storage: PortalStorages
  location?: { host: string }
  /** The page address (defaults to the browser's; tests give a MemoryNavigation). */
  navigation?: PortalNavigation
  /** The start data the server wrote into the page (see RootStore.start). */
  startData?: StartData
  baseURL?: string
  adapter?: AxiosAdapter
  timeoutMs?: number
}

export function createPortal(options: CreatePortalOptions): { root: RootStore; api: ApiClient } {
  // The client is built before the stores it reads from; the getters look the root up when a call is made.
  const ref: { root?: RootStore } = {}
  const api = createApiClient({
    baseURL: options.baseURL,
    adapter: options.adapter,
    timeoutMs: options.timeoutMs,
    storage: options.storage.session,
    getToken: () => ref.root?.session.token,
    getLanguage: () => ref.root?.ui.language ?? 'th',
    getMerchantCode: () => ref.root?.session.merchantCode,
    onForceLogout: (error) => ref.root?.handleForceLogout(error),
  })
  const root = new RootStore({
    api, storage: options.storage, location: options.location, navigation: options.navigation, startData: options.startData,
    // On a fake network (tests) there is no server to stream from.
    memberEvents: options.adapter ? false : undefined,
    apiBaseURL: options.baseURL,
  })
  ref.root = root
  return { root, api }
}
