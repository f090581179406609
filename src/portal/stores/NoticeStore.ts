import { makeAutoObservable, observableRef } from 'mobx'
import { NOTICE_QUERY } from '../../contract/coreEndpoints'
import type { Notices } from '../../contract/schemas/content'
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

  constructor(
    private readonly api: ApiClient,
    private readonly storage: PortalStorages,
    /** The language the notices are wanted in (the visitor's); an answer in another language is dropped. */
    private readonly language: () => string,
  ) {
    // The answer is replaced whole, never edited: kept by reference, not made deeply observable.
    makeAutoObservable<NoticeStore, 'api' | 'storage' | 'language'>(this, { api: false, storage: false, request: false, language: false, notices: observableRef })
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

  /**
   * Loads notices in the visitor's language (cached per merchant and language in session storage under
   * index_notice). Asking again for the same language while a load runs joins it; a language change cancels it.
   */
  load(options: { refresh?: boolean } = {}): Promise<void> {
    this.popupClosed = this.storage.session.getItem(SESSION_KEYS.publicityClose) !== null
    return this.request
      .runKeyed(this.language(), (signal) => this.api.call('notices', { query: { ...NOTICE_QUERY }, refresh: options.refresh, signal }), (value) => {
        this.notices = value
      })
      .then(() => undefined, () => undefined) // error is on `request.error`; the home page shows what it has
  }

  /** Notices that arrived with the page (the start data). */
  apply(notices: Notices): void {
    this.notices = notices
    this.popupClosed = this.storage.session.getItem(SESSION_KEYS.publicityClose) !== null
    this.request.markLoaded()
  }

  closePopup(): void {
    this.popupClosed = true
    this.storage.session.setItem(SESSION_KEYS.publicityClose, '1')
  }
}
