import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { WalletBalance } from '../../contract/schemas/money'
import type { ApiClient } from '../api/client'
import { RequestState } from './RequestState'
import type { SessionStore } from './SessionStore'

export interface WalletDeps {
  api: ApiClient
  session: SessionStore
}

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
  readonly request = new RequestState()

  constructor(private readonly deps: WalletDeps) {
    makeAutoObservable<WalletStore, 'deps'>(this, { deps: false, request: false, balance: observableRef })
    reaction(
      () => this.deps.session.account ?? null,
      (account) => {
        this.request.cancel()
        this.balance = null
        this.account = null
        if (account) void this.refresh()
      },
    )
  }

  /** The balance the header shows: known only for the account logged in now. */
  get sumBalance(): string | null {
    return this.balance && this.account === this.deps.session.account ? this.balance.sumBalance : null
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

export interface WalletHost extends WalletDeps {
  wallet: WalletStore | null
}

/** The root's wallet store, made on first use (a session began). */
export function walletOf(root: WalletHost): WalletStore {
  if (!root.wallet) {
    const store = new WalletStore({ api: root.api, session: root.session })
    runInAction(() => (root.wallet = store))
    void store.refresh()
  }
  return root.wallet!
}
