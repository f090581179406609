import { registerErrors } from '../../../contract/errors'
import { MONEY_ERRORS } from '../../../contract/moneyErrors'
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type {
  AgentTransferResult, CreateDepositBody, DepositChannels, DepositOrder, Downlines, MerchantWallet, UplineInfo, Withdrawal, WithdrawalRequirements, PersonalProfit, TransactionHistory, TransactionHistoryQuery, TransactionType, WalletTransferBody,
  WalletTransferResult,
} from '../../../contract/schemas/money'
import type { ApiClient } from '../../api/client'
import { uploadFile } from '../../api/upload'
import { PagedList } from '../PagedList'
import { RequestState } from '../RequestState'
import type { SessionStore } from '../accounts/SessionStore'
import { walletOf, type WalletHost } from './WalletStore'
import { MONEY_ENDPOINTS } from '../../../contract/moneyEndpoints'
import { registerEndpoints } from '../../api/endpointTable'

// The money pages' calls come with this chunk (the first screen's table does not carry them).
registerEndpoints(MONEY_ENDPOINTS)

// The money pages' error codes come with this chunk, not with the first screen's.
registerErrors(MONEY_ERRORS)

/** A period of records as the server takes it: from (inclusive) and to (exclusive), ISO timestamps. */
export interface RecordPeriod {
  from?: string
  to?: string
}

/** The account records' filter. */
export interface HistoryFilter {
  type: TransactionType | 'all'
  period: RecordPeriod
}

export interface HistoryQuery extends HistoryFilter {
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
  /** The account records (transactionHistory), a page at a time. */
  readonly records: PagedList<HistoryFilter, TransactionHistoryQuery, TransactionHistory>
  profit: PersonalProfit | null = null
  /** The last transfer's answer, until another starts. */
  lastTransfer: WalletTransferResult | null = null
  depositChannels: DepositChannels | null = null
  /** The deposit the member made on the deposit page, followed until it is paid, declined or expires. */
  deposit: DepositOrder | null = null
  /** The withdraw page's requirements (and the withdrawal under way, if any). */
  withdrawal: WithdrawalRequirements | null = null
  /** The transferUpline page: the member's upline and what it can send. */
  upline: UplineInfo | null = null
  /** An agent's downline, for its transfer and recall dialog. */
  downlines: Downlines | null = null
  /** The last transfer between members (to the upline, to or from a downline), until another starts. */
  lastMemberTransfer: AgentTransferResult | null = null

  readonly requests = {
    mode: new RequestState(),
    transfer: new RequestState(),
    profit: new RequestState(),
    depositChannels: new RequestState(),
    deposit: new RequestState(),
    depositCheck: new RequestState(),
    withdrawal: new RequestState(),
    withdraw: new RequestState(),
    confirm: new RequestState(),
    upline: new RequestState(),
    downlines: new RequestState(),
    memberTransfer: new RequestState(),
  }

  /** The key of a money-moving call sent without an answer, and what it asked: sent again, it is the same request. */
  private unanswered: { key: string; request: string } | null = null

  constructor(private readonly root: MoneyHost) {
    this.records = new PagedList({
      filter: { type: 'all', period: {} },
      pageSize: HISTORY_PAGE_SIZE,
      query: (filter, page, pageSize) => ({
        pageNo: String(page),
        pageSize: String(pageSize),
        ...(filter.type === 'all' ? {} : { type: filter.type }),
        ...periodQuery(filter.period),
      }),
      fetch: (query, signal) => this.api.call('transactionHistory', { query, signal }),
    })
    makeAutoObservable<MoneyStore, 'root' | 'unanswered'>(this, {
      root: false, requests: false, records: false, unanswered: false, mode: observableRef, profit: observableRef, lastTransfer: observableRef,
      depositChannels: observableRef, deposit: observableRef, withdrawal: observableRef, upline: observableRef, downlines: observableRef,
      lastMemberTransfer: observableRef,
    })
    // Another member's (or no member's) session: forget what this one saw.
    reaction(
      () => root.session.account,
      () => this.reset(),
    )
    // The server announced the deposit this page follows (its provider confirmed or declined it, or it expired).
    reaction(
      () => root.wallet?.depositUpdate,
      (update) => {
        if (update && update.orderId === this.deposit?.orderId) this.deposit = update
      },
    )
  }

  private get api(): ApiClient {
    return this.root.api
  }

  reset(): void {
    for (const request of Object.values(this.requests)) request.cancel()
    this.records.reset()
    this.mode = null
    this.profit = null
    this.lastTransfer = null
    this.deposit = null
    this.depositChannels = null
    this.withdrawal = null
    this.upline = null
    this.downlines = null
    this.lastMemberTransfer = null
    this.unanswered = null
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
    this.lastTransfer = null
    const result = await this.withKey('transfer', request, (idempotencyKey) =>
      this.requests.transfer.run(
        () => this.api.call('walletTransfer', { body: { ...request, idempotencyKey } as WalletTransferBody }),
        (value) => (this.lastTransfer = value),
      ),
    )
    if (result) walletOf(this.root).apply(result.balance)
    return result !== null
  }

  /**
   * Runs a money-moving call with its idempotency key: the key of the same request sent before without an answer,
   * or a new one. Any answer from the server ends the key; no answer (network, timeout) keeps it for a retry.
   * Resolves the answer, or null when the call failed (its RequestState holds the error).
   */
  private async withKey<T>(kind: string, request: object, call: (key: string) => Promise<T>): Promise<T | null> {
    const fingerprint = JSON.stringify([kind, request])
    const key = this.unanswered?.request === fingerprint ? this.unanswered.key : newRequestKey()
    this.unanswered = { key, request: fingerprint }
    try {
      const value = await call(key)
      runInAction(() => (this.unanswered = null))
      return value
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0
      if (status !== 0) runInAction(() => (this.unanswered = null))
      return null
    }
  }

  /** The merchant's deposit channels and their limits. */
  loadDepositChannels(): Promise<void> {
    return this.requests.depositChannels.run(() => this.api.call('depositChannels'), (value) => (this.depositChannels = value)).then(ignore, ignore)
  }

  /** Makes a deposit order; the page then sends the member to its payment page and follows it. */
  async createDeposit(request: Omit<CreateDepositBody, 'idempotencyKey'>): Promise<boolean> {
    const order = await this.withKey('deposit', request, (idempotencyKey) =>
      this.requests.deposit.run(() => this.api.call('createDeposit', { body: { ...request, idempotencyKey } }), (value) => (this.deposit = value)),
    )
    return order !== null
  }

  /** Asks for the followed deposit's state (the member says they have paid; the stream may have been down). */
  checkDeposit(): Promise<void> {
    const orderId = this.deposit?.orderId
    if (!orderId) return Promise.resolve()
    return this.requests.depositCheck
      .run(() => this.api.call('depositOrder', { query: { orderId } }), (value) => {
        if (this.deposit?.orderId !== value.orderId) return
        // Credited while the event stream was not there to say so: the header reads the balance again.
        if (value.status === 'success' && this.deposit.status !== 'success') void walletOf(this.root).refresh()
        this.deposit = value
      })
      .then(ignore, ignore)
  }

  /** What stands between the member and a withdrawal, and the withdrawal under way. */
  loadWithdrawal(): Promise<void> {
    return this.requests.withdrawal.run(() => this.api.call('withdrawalRequirements'), (value) => (this.withdrawal = value)).then(ignore, ignore)
  }

  /** Asks for a withdrawal (encrypted by the API layer: it carries the payment password). */
  async withdraw(request: { amount: string; bankAccountId: number; paymentPassword: string }): Promise<boolean> {
    // The key is made from what identifies the request, never from the payment password.
    const done = await this.withKey('withdraw', { amount: request.amount, bankAccountId: request.bankAccountId }, (idempotencyKey) =>
      this.requests.withdraw.run(() => this.api.call('createWithdrawal', { body: { ...request, idempotencyKey } }), ignore),
    )
    if (done) {
      void walletOf(this.root).refresh()
      await this.loadWithdrawal()
    }
    return done !== null
  }

  /** The member's confirmation of a paid withdrawal; for "not received", its proof images are uploaded first. */
  async confirmWithdrawal(request: { withdrawalId: string; outcome: 'received' | 'partial' | 'not_received' | 'all_received'; amountReceived?: string; proofs?: File[] }): Promise<boolean> {
    const { proofs, ...rest } = request
    try {
      const confirmed = await this.requests.confirm.run(async (): Promise<Withdrawal> => {
        const proofIds: string[] = []
        for (const file of proofs ?? []) proofIds.push((await uploadFile(this.api, 'uploadWithdrawalProof', { query: { withdrawalId: rest.withdrawalId }, file })).proofId)
        return this.api.call('confirmWithdrawal', { body: { ...rest, ...(proofIds.length ? { proofIds } : {}) } })
      }, ignore)
      runInAction(() => {
        if (this.withdrawal) this.withdrawal = { ...this.withdrawal, current: confirmed.confirmation === 'partial' || confirmed.confirmation === 'not_received' ? confirmed : null }
      })
      await this.loadWithdrawal()
      return true
    } catch {
      return false
    }
  }

  loadUpline(): Promise<void> {
    return this.requests.upline.run(() => this.api.call('uplineInfo'), (value) => (this.upline = value)).then(ignore, ignore)
  }

  loadDownlines(keyword?: string): Promise<void> {
    const query = keyword ? { keyword } : {}
    return this.requests.downlines
      .runKeyed(keyword ?? '', (signal) => this.api.call('downlines', { query, signal }), (value) => (this.downlines = value))
      .then(ignore, ignore)
  }

  /** To the member's upline (transferUpline), to a downline member or back from one (an agent's dialog). */
  async transferBetweenMembers(
    request:
      | { kind: 'upline'; amount: string; paymentPassword: string }
      | { kind: 'downline' | 'recall'; downline: string; amount: string; paymentPassword: string },
  ): Promise<boolean> {
    this.lastMemberTransfer = null
    const { paymentPassword, ...identity } = request
    const result = await this.withKey('member', identity, (idempotencyKey) =>
      this.requests.memberTransfer.run(() => {
        if (request.kind === 'upline') return this.api.call('transferUpline', { body: { idempotencyKey, amount: request.amount, paymentPassword } })
        const body = { idempotencyKey, downline: request.downline, amount: request.amount, paymentPassword }
        return request.kind === 'recall' ? this.api.call('agentRecall', { body }) : this.api.call('agentTransfer', { body })
      }, (value) => (this.lastMemberTransfer = value)),
    )
    if (!result) return false
    walletOf(this.root).apply(result.balance)
    if (request.kind === 'upline') void this.loadUpline()
    else void this.loadDownlines()
    return true
  }

  /** A new transfer between members starts afresh: no note of the last one, no error. */
  clearMemberTransfer(): void {
    this.lastMemberTransfer = null
    this.requests.memberTransfer.clearError()
  }

  /** Leaves the followed deposit (a new one, or the member moves on). */
  clearDeposit(): void {
    this.deposit = null
    this.requests.deposit.clearError()
    this.requests.depositCheck.cancel()
  }

  /**
   * Reads the records for `query` (filters and page), on `records`; a newer query wins over one still in flight. A
   * new filter starts again from the first page unless a page is given.
   */
  loadHistory(query: Partial<HistoryQuery> = {}): Promise<void> {
    const { type, period, page } = query
    if (type === undefined && period === undefined) return page === undefined ? this.records.load() : this.records.setPage(page)
    return this.records.setFilter({ type: type ?? this.records.filter.type, period: period ?? this.records.filter.period }, page)
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
