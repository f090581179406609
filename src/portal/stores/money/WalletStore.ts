import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { DepositOrder, MemberEvent, WalletBalance } from '../../../contract/schemas/money'
import type { ApiClient } from '../../api/client'
import { fetchMemberEvents, StreamRefused, type MemberEventStream } from '../../api/events'
import { RequestState } from '../RequestState'
import type { SessionStore } from '../accounts/SessionStore'

export interface WalletDeps {
  api: ApiClient
  session: SessionStore
  /** The member's event stream (balance after a movement, a deposit's state); none in tests that don't need one. */
  events?: MemberEventStream
  /** The language and merchant the stream is opened with (the API client's headers). */
  language?: () => string
  merchantCode?: () => string | null | undefined
}

/** Waits before reconnecting a stream that ended: 1 s, doubling to at most 30 s; a stream that stayed up resets it. */
const RECONNECT_MS = { first: 1_000, max: 30_000 }

/**
 * The logged-in member's balance (spec sections 2 and 3: the header's balance and its refresh, `sumBalance`),
 * read from the ledger (`GET /wps/v2/wallets/balance`). Made with the first session (walletOf), so a guest's first
 * screen does not carry it. Unknown until the first answer: the header says "balance updating" until then, never a
 * made-up 0.00. A new account reads it again; a sign-out forgets it.
 */
export class WalletStore {
  /** The last answer, for `account`; null before it and after a sign-out. */
  balance: WalletBalance | null = null
  account: string | null = null
  /** The last deposit whose state the server announced (the deposit page follows its own order with it). */
  depositUpdate: DepositOrder | null = null
  /**
   * How many of the member's in-platform messages are unread (the header's badge), for `account`; null until known.
   * Never asked for a trial account (spec section 6: its unread messages are not loaded).
   */
  unread: number | null = null
  readonly request = new RequestState()
  readonly unreadRequest = new RequestState()
  /** Ends the event stream of the session it was opened for. */
  private streamController: AbortController | null = null

  constructor(private readonly deps: WalletDeps) {
    makeAutoObservable<WalletStore, 'deps' | 'streamController'>(this, {
      deps: false, request: false, unreadRequest: false, balance: observableRef, depositUpdate: observableRef, streamController: false,
    })
    reaction(
      () => this.deps.session.account ?? null,
      (account) => {
        this.request.cancel()
        this.unreadRequest.cancel()
        this.balance = null
        this.account = null
        this.depositUpdate = null
        this.unread = null
        this.stopEvents()
        if (account) {
          void this.refresh()
          void this.refreshUnread()
          this.startEvents()
        }
      },
    )
  }

  /**
   * Follows the member's events for this session: a new balance is shown at once; a deposit's new state is kept
   * for the deposit page. The stream is reopened when it ends (with a growing pause), and a reopened stream reads
   * the balance again, since events sent while it was closed are not sent twice. A refused stream (the session
   * ended) is not reopened.
   */
  startEvents(): void {
    const open = this.deps.events
    const token = this.deps.session.token
    if (!open || !token || this.streamController) return
    const controller = new AbortController()
    this.streamController = controller
    const account = this.deps.session.account
    const onEvent = (event: MemberEvent) =>
      runInAction(() => {
        if (controller.signal.aborted) return
        if (event.type === 'balance') {
          this.balance = event.balance
          this.account = account
        } else if (event.type === 'unread') this.unread = event.count
        else this.depositUpdate = event.order
      })
    void (async () => {
      let pause = RECONNECT_MS.first
      let first = true
      while (!controller.signal.aborted) {
        const opened = Date.now()
        try {
          await open({
            token, language: this.deps.language?.() ?? 'th', merchantCode: this.deps.merchantCode?.(), signal: controller.signal, onEvent,
            onOpen: () => {
              if (!first) {
                void this.refresh()
                void this.refreshUnread()
              }
              first = false
            },
          })
        } catch (error) {
          if (error instanceof StreamRefused && error.status >= 400 && error.status < 500 && error.status !== 429) return
        }
        if (controller.signal.aborted) return
        if (Date.now() - opened > RECONNECT_MS.max) pause = RECONNECT_MS.first
        await new Promise((resolve) => setTimeout(resolve, pause))
        pause = Math.min(pause * 2, RECONNECT_MS.max)
      }
    })()
  }

  stopEvents(): void {
    this.streamController?.abort()
    this.streamController = null
  }

  /** The balance the header shows: known only for the account logged in now. */
  get sumBalance(): string | null {
    return this.balance && this.account === this.deps.session.account ? this.balance.sumBalance : null
  }

  /** The unread count a call answered with (the messages page after marking some read). */
  setUnread(count: number): void {
    this.unread = count
  }

  /** Reads the unread count again (a new session, a reopened stream); a trial account has none to read. */
  refreshUnread(): Promise<void> {
    const account = this.deps.session.account
    if (!account || this.deps.session.isTrial) return Promise.resolve()
    return this.unreadRequest
      .runKeyed(`${account}|${Date.now()}`, (signal) => this.deps.api.call('unreadCount', { signal }), (value) => {
        if (this.deps.session.account === account) this.unread = value
      })
      .then(
        () => undefined,
        () => undefined,
      )
  }

  /** A balance a movement answered with (a transfer's result): shown at once, without reading it again. */
  apply(balance: WalletBalance): void {
    const account = this.deps.session.account
    if (!account) return
    this.request.cancel()
    this.balance = balance
    this.account = account
  }

  /** Reads the balance again (the header's refresh, after a movement). A failure is kept on `request.error`. */
  refresh(): Promise<void> {
    const account = this.deps.session.account
    if (!account) return Promise.resolve()
    return this.request
      .runKeyed(`${account}|${Date.now()}`, (signal) => this.deps.api.call('walletBalance', { signal }), (value) => {
        this.balance = value
        this.account = account
      })
      .then(
        () => undefined,
        () => undefined,
      )
  }
}

export interface WalletHost {
  api: ApiClient
  session: SessionStore
  wallet: WalletStore | null
  /** How the wallet opens the member's event stream: given, none (false), or by default fetch from `apiBaseURL`. */
  memberEvents?: MemberEventStream | false
  apiBaseURL?: string
  language?: () => string
  merchantCode?: () => string | null | undefined
}

/** The root's wallet store, made on first use (a session began). */
export function walletOf(root: WalletHost): WalletStore {
  if (!root.wallet) {
    const events = root.memberEvents === false ? undefined : (root.memberEvents ?? fetchMemberEvents(root.apiBaseURL))
    const store = new WalletStore({ api: root.api, session: root.session, events, language: root.language, merchantCode: root.merchantCode })
    runInAction(() => (root.wallet = store))
    void store.refresh()
    void store.refreshUnread()
    store.startEvents()
  }
  return root.wallet!
}
