import { makeAutoObservable } from 'mobx'
import { NOTICE_QUERY } from '../../contract/endpoints'
import type { Notices } from '../../contract/schemas/system'
import type { ApiClient } from '../api/client'
import type { PortalStorages } from '../storage'
import { RequestState } from './RequestState'
import { SESSION_KEYS } from './storageKeys'

const EMPTY: Notices = { player: [], banners: [], popup: [], promotion: [] }

/** Banners, player notices, the public announcement popup and promotions (spec sections 3, 4 and 7). */
export class NoticeStore {
  notices: Notices = EMPTY
  readonly request = new RequestState()
  /** Mirrors session storage publicityClose so the popup does not reopen in this session. */
  popupClosed: boolean
  private inFlight: Promise<void> | null = null

  constructor(
    private readonly api: ApiClient,
    private readonly storage: PortalStorages,
  ) {
    makeAutoObservable<NoticeStore, 'api' | 'storage' | 'inFlight'>(this, { api: false, storage: false, request: false, inFlight: false })
    this.popupClosed = storage.session.getItem(SESSION_KEYS.publicityClose) !== null
  }

  get banners() {
    return this.notices.banners
  }

  get player() {
    return this.notices.player
  }

  get popup() {
    return this.notices.popup
  }

  /** Spec section 4: when popup items exist the public modal opens, unless closed earlier this session. */
  get shouldOpenPopup(): boolean {
    return this.notices.popup.length > 0 && !this.popupClosed
  }

  /** Loads notices (cached per merchant and language in session storage under index_notice). */
  load(options: { refresh?: boolean } = {}): Promise<void> {
    this.popupClosed = this.storage.session.getItem(SESSION_KEYS.publicityClose) !== null
    // One request at a time: the home page and a language change may ask together.
    if (this.inFlight && !options.refresh) return this.inFlight
    const pending: Promise<void> = this.request
      .run(() => this.api.call('notices', { query: { ...NOTICE_QUERY }, refresh: options.refresh }), (value) => {
        this.notices = value
      })
      .then(() => undefined, () => undefined) // error is on `request.error`; the home page shows what it has
      .finally(() => {
        if (this.inFlight === pending) this.inFlight = null
      })
    this.inFlight = pending
    return pending
  }

  closePopup(): void {
    this.popupClosed = true
    this.storage.session.setItem(SESSION_KEYS.publicityClose, '1')
  }
}
