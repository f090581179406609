import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type {
  MerchantWallet, PersonalProfit, TransactionHistory, TransactionType, WalletTransferBody, WalletTransferResult,
} from '../../contract/schemas/money'
import type { ApiClient } from '../api/client'
import { RequestState } from './RequestState'
import type { SessionStore } from './SessionStore'
import { walletOf, type WalletHost } from './WalletStore'

/** A period of records as the server takes it: from (inclusive) and to (exclusive), ISO timestamps. */
export interface RecordPeriod {
  from?: string
  to?: string
}

export interface HistoryQuery {
  type: TransactionType | 'all'
  period: RecordPeriod
  /** 1-based. */
  page: number
}

export const HISTORY_PAGE_SIZE = 20

/** What the money pages need from the root: the API, whose session it is, and the header's wallet store. */
export interface MoneyHost extends WalletHost {
  session: SessionStore
  money: MoneyStore | null
}

/** A request key: 128 random bits as hex, from the CSPRNG (randomUUID needs a secure context; this does not). */
function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The member centre's money pages (transferFund, transactionHistory, personalProfit): the merchant's wallet mode,
 * transfers between the member's wallets and recall all, and the records. A transfer's answer carries the new
 * balances, which the header shows at once.
 *
 * Every transfer carries an idempotency key. A try that got no answer (the network failed, the page timed out)
 * keeps its key, so sending the same transfer again is a replay the server answers without moving money twice;
 * any answer from the server, success or refusal, ends the key.
 */
export class MoneyStore {
  mode: MerchantWallet | null = null
  history: TransactionHistory | null = null
  historyQuery: HistoryQuery = { type: 'all', period: {}, page: 1 }
  profit: PersonalProfit | null = null
  /** The last transfer's answer, until another starts. */
  lastTransfer: WalletTransferResult | null = null

  readonly requests = {
    mode: new RequestState(),
    transfer: new RequestState(),
    history: new RequestState(),
    profit: new RequestState(),
  }

  /** The key of a transfer sent without an answer, and what it asked for: sent again, it is the same request. */
  private unanswered: { key: string; request: string } | null = null

  constructor(private readonly root: MoneyHost) {
    makeAutoObservable<MoneyStore, 'root' | 'unanswered'>(this, {
      root: false, requests: false, unanswered: false, mode: observableRef, history: observableRef, profit: observableRef, lastTransfer: observableRef,
    })
    // Another member's (or no member's) session: forget what this one saw.
    reaction(
      () => root.session.account,
      () => this.reset(),
    )
  }

  private get api(): ApiClient {
    return this.root.api
  }

  reset(): void {
    for (const request of Object.values(this.requests)) request.cancel()
    this.mode = null
    this.history = null
    this.profit = null
    this.lastTransfer = null
    this.unanswered = null
    this.historyQuery = { type: 'all', period: {}, page: 1 }
  }

  /** The merchant's wallet mode (cached for the session by the API layer). */
  loadMode(): Promise<void> {
    return this.requests.mode.run(() => this.api.call('merchantWallet'), (mode) => (this.mode = mode)).then(ignore, ignore)
  }

  /** Moves `amount` (major units, canonical) between two of the member's wallets. Resolves true when it moved. */
  transfer(request: { from: string; to: string; amount: string }): Promise<boolean> {
    return this.send({ action: 'transfer', ...request })
  }

  /** Brings every vendor wallet back to the main wallet. */
  recallAll(): Promise<boolean> {
    return this.send({ action: 'recallAll' })
  }

  private async send(request: Omit<WalletTransferBody, 'idempotencyKey'> & Record<string, unknown>): Promise<boolean> {
    const fingerprint = JSON.stringify(request)
    const key = this.unanswered?.request === fingerprint ? this.unanswered.key : newRequestKey()
    this.unanswered = { key, request: fingerprint }
    this.lastTransfer = null
    try {
      const body = { ...request, idempotencyKey: key } as WalletTransferBody
      const result = await this.requests.transfer.run(() => this.api.call('walletTransfer', { body }), (value) => (this.lastTransfer = value))
      runInAction(() => (this.unanswered = null))
      walletOf(this.root).apply(result.balance)
      return true
    } catch (error) {
      // A refusal from the server ends the key; a try that got no answer keeps it for the retry.
      const status = (error as { status?: number }).status ?? 0
      if (status !== 0) runInAction(() => (this.unanswered = null))
      return false
    }
  }

  /** Reads the history for `query` (filters and page); a newer query wins over one still in flight. */
  loadHistory(query: Partial<HistoryQuery> = {}): Promise<void> {
    const next = { ...this.historyQuery, ...query }
    // A new filter starts again from the first page.
    if ((query.type !== undefined || query.period !== undefined) && query.page === undefined) next.page = 1
    this.historyQuery = next
    const apiQuery = {
      pageNo: String(next.page),
      pageSize: String(HISTORY_PAGE_SIZE),
      ...(next.type === 'all' ? {} : { type: next.type }),
      ...periodQuery(next.period),
    }
    return this.requests.history
      .runKeyed(JSON.stringify(apiQuery), (signal) => this.api.call('transactionHistory', { query: apiQuery, signal }), (value) => (this.history = value))
      .then(ignore, ignore)
  }

  loadProfit(period: RecordPeriod): Promise<void> {
    const query = periodQuery(period)
    return this.requests.profit
      .runKeyed(JSON.stringify(query), (signal) => this.api.call('personalProfit', { query, signal }), (value) => (this.profit = value))
      .then(ignore, ignore)
  }
}

function periodQuery(period: RecordPeriod): { from?: string; to?: string } {
  return { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) }
}

function ignore(): void {}

/** The root's money store, made when a money page first opens. */
export function moneyStoreOf(root: MoneyHost): MoneyStore {
  if (!root.money) {
    const store = new MoneyStore(root)
    runInAction(() => (root.money = store))
  }
  return root.money!
}
