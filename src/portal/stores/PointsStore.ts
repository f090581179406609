/**
 * Points in the portal (spec sections 1, 3, 5, 7, 9; docs/points.md): the merchant's programme, the member's balance,
 * the catalogue, a redeem (money password, address and phone: the API client seals the body), the redeem history, a
 * conversion to cash, and the points history. It lives in the points mall's and the reward centre's chunks (pointsOf),
 * with the calls' table and error codes, so the first screen carries none of them.
 *
 * A redeem or a conversion keeps its key until it is answered: sending the same request again after a lost answer is a
 * replay the server answers with the same redeem or conversion, never a second one.
 */
import { makeAutoObservable, observableRef } from 'mobx'
import { registerErrors } from '../../contract/errors'
import { POINTS_ENDPOINTS } from '../../contract/pointsEndpoints'
import { POINTS_ERRORS } from '../../contract/pointsErrors'
import type { PointsConfig, PointsConversion, PointsHistory, PointsItem, PointsRedeem, PointsRedeems } from '../../contract/schemas/points'
import type { ApiClient } from '../api/client'
import { toApiError } from '../api/ApiError'
import { registerEndpoints } from '../api/endpointTable'
import { RequestState } from './RequestState'

registerEndpoints(POINTS_ENDPOINTS)
registerErrors(POINTS_ERRORS)

export interface RedeemDraft {
  itemId: number
  quantity: number
  paymentPassword: string
  address?: string
  phone?: string
}

export interface PointsDeps {
  api: ApiClient
  loggedIn: () => boolean
  /** Cash arrived (a conversion): the wallet's balance is read again. */
  onCash?: () => void
}

/** A request key: 128 random bits as hex, from the CSPRNG (randomUUID needs a secure context; this does not). */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

const ignore = () => undefined

/** Whether a failed call was answered (a refusal: the next try is a new request), not lost on the way. */
const answered = (error: unknown) => { const { status } = toApiError(error); return status > 0 }

export class PointsStore {
  config: PointsConfig | null = null
  /** The member's points (whole points, as the server counts them); null until read. */
  balance: string | null = null
  items: readonly PointsItem[] = []
  redeems: PointsRedeems | null = null
  history: PointsHistory | null = null
  /** The last redeem and conversion made (the dialogs show them done). */
  redeemed: PointsRedeem | null = null
  converted: PointsConversion | null = null
  readonly requests = {
    config: new RequestState(), balance: new RequestState(), items: new RequestState(), redeems: new RequestState(), history: new RequestState(),
    redeem: new RequestState(), convert: new RequestState(),
  }
  /** Keys of sends not answered yet, with what they sent: the same request again reuses its key. */
  private readonly unanswered = new Map<'redeem' | 'convert', { key: string; fingerprint: string }>()

  constructor(private readonly deps: PointsDeps) {
    makeAutoObservable<PointsStore, 'deps' | 'unanswered'>(this, {
      deps: false, requests: false, unanswered: false, config: observableRef, items: observableRef, redeems: observableRef, history: observableRef,
      redeemed: observableRef, converted: observableRef,
    })
  }

  /** The programme and the catalogue (anyone's), and for a member the balance, redeems and history. */
  load(): Promise<void> {
    const loads: Promise<unknown>[] = [
      this.requests.config.runKeyed('config', (signal) => this.deps.api.call('pointsConfig', { signal }), (value) => (this.config = value)),
      this.requests.items.runKeyed('items', (signal) => this.deps.api.call('pointsRewards', { signal }), (value) => (this.items = value.list)),
    ]
    if (this.deps.loggedIn()) loads.push(this.loadBalance(), this.loadRedeems(), this.loadHistory())
    return Promise.all(loads.map((load) => load.then(ignore, ignore))).then(ignore)
  }

  loadBalance(): Promise<void> {
    return this.requests.balance.runKeyed('balance', (signal) => this.deps.api.call('pointsBalance', { signal }), (value) => (this.balance = value.points)).then(ignore, ignore)
  }

  loadRedeems(pageNo = 1): Promise<void> {
    const query = pageNo > 1 ? { pageNo: String(pageNo) } : {}
    return this.requests.redeems.runKeyed(String(pageNo), (signal) => this.deps.api.call('pointsRedeems', { query, signal }), (value) => (this.redeems = value)).then(ignore, ignore)
  }

  loadHistory(pageNo = 1): Promise<void> {
    const query = pageNo > 1 ? { pageNo: String(pageNo) } : {}
    return this.requests.history.runKeyed(String(pageNo), (signal) => this.deps.api.call('pointsHistory', { query, signal }), (value) => (this.history = value)).then(ignore, ignore)
  }

  private keyFor(kind: 'redeem' | 'convert', fingerprint: string): string {
    const earlier = this.unanswered.get(kind)
    if (earlier?.fingerprint === fingerprint) return earlier.key
    const key = newRequestKey()
    this.unanswered.set(kind, { key, fingerprint })
    return key
  }

  /** A redeem; true when the server took it (the balance, history and redeems are read again). */
  async redeem(draft: RedeemDraft): Promise<boolean> {
    const fingerprint = JSON.stringify([draft.itemId, draft.quantity, draft.address ?? '', draft.phone ?? ''])
    const idempotencyKey = this.keyFor('redeem', fingerprint)
    try {
      await this.requests.redeem.run(
        () => this.deps.api.call('redeemPoints', { body: { idempotencyKey, ...draft } }),
        (value) => (this.redeemed = value),
      )
    } catch (error) {
      // A refusal is an answer: the next try is a new request. A lost answer keeps the key.
      if (answered(error)) this.unanswered.delete('redeem')
      return false
    }
    this.unanswered.delete('redeem')
    void this.refresh()
    return true
  }

  /** Points to cash; true when the server took it. */
  async convert(points: string, paymentPassword: string): Promise<boolean> {
    const idempotencyKey = this.keyFor('convert', points)
    try {
      await this.requests.convert.run(
        () => this.deps.api.call('convertPoints', { body: { idempotencyKey, points, paymentPassword } }),
        (value) => {
          this.converted = value
          this.balance = value.balance
        },
      )
    } catch (error) {
      if (answered(error)) this.unanswered.delete('convert')
      return false
    }
    this.unanswered.delete('convert')
    this.deps.onCash?.()
    void this.loadHistory()
    return true
  }

  /** What a conversion of `points` pays (major units), or null when it is off the merchant's step. */
  cashFor(points: string): string | null {
    const config = this.config
    if (!config || !/^[0-9]{1,12}$/.test(points)) return null
    const count = BigInt(points)
    const step = BigInt(config.convertPoints)
    if (count % step !== 0n) return null
    const [whole, fraction = ''] = config.convertCash.split('.')
    const scale = 10n ** BigInt(fraction.length)
    const cents = (count / step) * (BigInt(whole) * scale + BigInt(fraction || '0'))
    if (fraction.length === 0) return cents.toString()
    const text = cents.toString().padStart(fraction.length + 1, '0')
    return `${text.slice(0, -fraction.length)}.${text.slice(-fraction.length)}`
  }

  private async refresh(): Promise<void> {
    await Promise.all([this.loadBalance(), this.loadRedeems(), this.loadHistory(), this.requests.items.run(() => this.deps.api.call('pointsRewards'), (value) => (this.items = value.list)).then(ignore, ignore)])
  }

  /** The dialogs closed: their errors and done states go. */
  reset(): void {
    this.redeemed = null
    this.converted = null
    this.requests.redeem.clearError()
    this.requests.convert.clearError()
  }
}

/** What holds the points store: the RootStore (its api and session, and the wallet to read again after cash). */
export interface PointsHost {
  api: ApiClient
  session: { isLoggedIn: boolean }
  wallet?: { refresh(): unknown } | null
}

const stores = new WeakMap<PointsHost, PointsStore>()

/** The root's points store, made the first time a points page needs it (it stays out of the first page). */
export function pointsOf(root: PointsHost): PointsStore {
  let store = stores.get(root)
  if (!store) {
    store = new PointsStore({ api: root.api, loggedIn: () => root.session.isLoggedIn, onCash: () => void root.wallet?.refresh() })
    stores.set(root, store)
  }
  return store
}
