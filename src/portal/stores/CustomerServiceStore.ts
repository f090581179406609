/**
 * The live chat (spec sections 7 and 8): the window a click opened is sent to the merchant's chat once the server's
 * encoded link (getService, type '3') is decoded with its last 8 characters as key; if the call or the decoding fails
 * the window closes and the error stays here for the shell to show; if the browser blocked the window, `blocked` asks
 * the visitor to allow pop-ups and retry (the retry is a new click, so the browser lets it open). It lives in the
 * side menu's live-chat chunk (customerServiceOf), with the call's table and error codes, so the first screen carries
 * none of it.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { CUSTOMER_SERVICE_ENDPOINTS } from '../../contract/customerService'
import { CUSTOMER_SERVICE_ERRORS } from '../../contract/customerServiceErrors'
import { registerErrors } from '../../contract/errors'
import { decodeServiceLink, isOpenableServiceLink } from '../../contract/serviceLinkCipher'
import { ApiError, toApiError } from '../api/ApiError'
import type { ApiClient } from '../api/client'
import { registerEndpoints } from '../api/endpointTable'
import { openLiveChatWindow, type ServiceWindow, type WindowOpener } from './liveChatWindow'

registerEndpoints(CUSTOMER_SERVICE_ENDPOINTS)
registerErrors(CUSTOMER_SERVICE_ERRORS)

export interface CustomerServiceDeps {
  api: ApiClient
  /** `window.open` (a test passes a fake that returns a fake window, or null for a blocked one). */
  openWindow?: WindowOpener
  /** The page's address, which a link that is a path on this site is read against. */
  baseUrl?: () => string
}

export class CustomerServiceStore {
  /** The browser blocked the window: the dialog asks to allow pop-ups and retry. */
  blocked = false
  /** The last attempt failed (the call, or a link that was not a web address); its window was closed. */
  error: ApiError | null = null
  /** A window is waiting for its link. */
  isLoading = false

  constructor(private readonly deps: CustomerServiceDeps) {
    makeAutoObservable<CustomerServiceStore, 'deps'>(this, { deps: false })
  }

  /** From a click (the blocked dialog's retry): opens the window now, then fills it in. */
  open(): Promise<void> {
    return this.load(openLiveChatWindow(this.deps.openWindow))
  }

  /** The window a click already opened (null when the browser blocked it): asks for the link and sends it there. */
  async load(popup: ServiceWindow | null): Promise<void> {
    this.error = null
    this.blocked = popup === null
    if (!popup) return
    this.isLoading = true
    try {
      const { link } = await this.deps.api.call('customerService')
      const decoded = await decodeServiceLink(link).catch(() => '')
      const base = this.deps.baseUrl?.() ?? globalThis.location?.href
      const address = decoded && isOpenableServiceLink(decoded, base) ? new URL(decoded, base).href : null
      if (!address) throw new ApiError({ code: 'customer.service.link.invalid', status: 0 })
      // A member who closed the empty window meanwhile did not want it any more: nothing reopens it.
      if (!popup.closed) popup.location.replace(address)
      runInAction(() => (this.isLoading = false))
    } catch (error) {
      if (!popup.closed) popup.close()
      runInAction(() => {
        this.isLoading = false
        this.error = toApiError(error)
      })
    }
  }

  /** The dialog or the message was dismissed. */
  dismiss(): void {
    this.blocked = false
    this.error = null
  }
}

/** What holds the customer-service store: the RootStore (its api). */
export interface CustomerServiceHost {
  api: ApiClient
}

const stores = new WeakMap<CustomerServiceHost, CustomerServiceStore>()

/** The root's customer-service store, made on the first live-chat click. */
export function customerServiceOf(root: CustomerServiceHost, deps: Omit<CustomerServiceDeps, 'api'> = {}): CustomerServiceStore {
  let store = stores.get(root)
  if (!store) {
    store = new CustomerServiceStore({ api: root.api, ...deps })
    stores.set(root, store)
  }
  return store
}
