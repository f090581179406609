/**
 * Deposits (depositv2): the merchant's channels, a member's deposit order, and its settlement when the provider's
 * signed callback arrives (or its expiry when none does). The wallet is credited only here, through the ledger,
 * in the same transaction that takes the order out of `pending`: however often the callback is delivered, and in
 * whatever order, the money moves once.
 */
import { toMajorString, toPositiveMinorUnits } from '../../../contract/money'
import type { CreateDepositBody, DepositChannel, DepositChannels, DepositOrder } from '../../../contract/schemas/money'
import type { MerchantConfig } from '../../../config/schema'
import type { Database } from '../../db/database'
import {
  depositById, depositByKey, expireDue, insertDeposit, moveDeposit, recordCallback, type DepositRow,
} from '../../db/money/deposits'
import { AppError } from '../../errors'
import type { Merchant, MerchantRegistry } from '../../merchants/registry'
import type { Principal } from '../../plugins/contract'
import type { Clock, RandomSource } from '../../runtime'
import type { MemberEventBus } from '../events/bus'
import { postMessage } from '../member/messages'
import { walletBalance } from './balance'
import { creditDeposit } from './movements'
import { perConfig } from '../perConfig'
import type { PaymentProvider } from './paymentProvider'
import { movementAmount, requireRealMoneyAccount } from './amounts'


export interface DepositServices {
  db: Database
  clock: Clock
  random: RandomSource
  events: MemberEventBus
  /** By code: the providers a channel may name. */
  providers: ReadonlyMap<string, PaymentProvider>
}

/** The merchant's channels as the portal shows them (limits in major units with the currency's decimals). */
export const depositChannels = perConfig((config: MerchantConfig): DepositChannels => {
  const decimals = config.currency.decimals
  const normalise = (amount: string) => toMajorString(toPositiveMinorUnits(amount, decimals), decimals)
  return {
    expiryMinutes: config.deposit?.expiryMinutes ?? 30,
    channels: (config.deposit?.channels ?? []).map((c): DepositChannel => ({ code: c.code, type: c.type, name: c.name, min: normalise(c.min), max: normalise(c.max) })),
  }
})

function orderView(row: DepositRow, config: MerchantConfig, payUrl: (row: DepositRow) => string | null): DepositOrder {
  return {
    orderId: row.id,
    channelCode: row.channelCode,
    amount: toMajorString(row.amount, config.currency.decimals),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payUrl: row.status === 'pending' ? payUrl(row) : null,
    bonusCode: row.bonusCode,
    promoCode: row.promoCode,
  }
}

export interface MemberRequest {
  config: MerchantConfig
  principal: Principal
  ip: string
  at: Date
  /** The portal's origin as the member reached it: the provider's page links back to it. */
  origin: string
}

function payUrlOf(services: DepositServices, config: MerchantConfig, origin: string) {
  return (row: DepositRow) =>
    services.providers.get(row.provider)?.payUrl({ id: row.id, amount: toMajorString(row.amount, config.currency.decimals), currency: row.currency, merchantCode: row.merchantCode }, origin) ?? null
}

/** A new order (or, for a key sent before with the same details, the order it made). Nothing is credited yet. */
export async function createDeposit(services: DepositServices, request: MemberRequest, body: CreateDepositBody): Promise<DepositOrder> {
  const { config, principal } = request
  requireRealMoneyAccount(principal)
  const channel = config.deposit?.channels.find((c) => c.code === body.channelCode)
  if (!channel || !services.providers.has(channel.provider)) throw new AppError('deposit.channel.unknown', undefined, { channelCode: body.channelCode })
  const decimals = config.currency.decimals
  const amount = movementAmount(body.amount, decimals)
  const shown = depositChannels(config).channels.find((c) => c.code === channel.code)!
  if (amount < toPositiveMinorUnits(channel.min, decimals)) throw new AppError('deposit.amount.below.min', undefined, { min: shown.min })
  if (amount > toPositiveMinorUnits(channel.max, decimals)) throw new AppError('deposit.amount.above.max', undefined, { max: shown.max })

  const payUrl = payUrlOf(services, config, request.origin)
  const fingerprint = JSON.stringify([channel.code, amount.toString(), body.bonusCode ?? null, body.promoCode ?? null])
  const answer = (row: DepositRow) => {
    if (row.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
    return orderView(row, config, payUrl)
  }
  const earlier = await depositByKey(services.db, principal.memberId, body.idempotencyKey)
  if (earlier) return answer(earlier)
  const inserted = await insertDeposit(services.db, {
    id: Buffer.from(services.random.bytes(18)).toString('base64url'),
    merchantCode: config.code,
    memberId: principal.memberId,
    currency: config.currency.code,
    channelCode: channel.code,
    provider: channel.provider,
    amount,
    bonusCode: body.bonusCode ?? null,
    promoCode: body.promoCode ?? null,
    idempotencyKey: body.idempotencyKey,
    fingerprint,
    ip: request.ip,
    createdAt: request.at,
    expiresAt: new Date(request.at.getTime() + (config.deposit?.expiryMinutes ?? 30) * 60_000),
  })
  if (inserted) return orderView(inserted, config, payUrl)
  // A concurrent call with the same key inserted first.
  const winner = await depositByKey(services.db, principal.memberId, body.idempotencyKey)
  if (!winner) throw new Error('deposit order vanished after a key conflict')
  return answer(winner)
}

/** One of the member's own orders. */
export async function depositOrder(services: DepositServices, request: MemberRequest, orderId: string): Promise<DepositOrder> {
  const row = await depositById(services.db, request.config.code, orderId, request.principal.memberId)
  if (!row) throw new AppError('deposit.not.found')
  return orderView(row, request.config, payUrlOf(services, request.config, request.origin))
}

export interface CallbackResult {
  orderId: string
  status: DepositRow['status']
  /** False for a replayed event, or one that arrived after the order was settled: it changed nothing. */
  applied: boolean
}

/**
 * A provider's callback: checked (signature, age, shape), matched to its order (same merchant, provider, amount
 * and currency), then applied in one transaction: the event recorded, the order moved out of `pending` (a late
 * "paid" also rescues an expired order: the money did arrive), and for "paid" the wallet credited.
 */
export async function settleFromCallback(
  services: DepositServices,
  merchant: Merchant,
  providerCode: string,
  input: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer },
): Promise<CallbackResult> {
  const provider = services.providers.get(providerCode)
  if (!provider) throw new AppError('not.found')
  const now = services.clock.now()
  const callback = provider.readCallback({ ...input, now })
  const config = merchant.config
  const order = await depositById(services.db, config.code, callback.orderId)
  if (!order || order.provider !== provider.code) throw new AppError('deposit.not.found')
  let amount: bigint
  try {
    amount = toPositiveMinorUnits(callback.amount, config.currency.decimals)
  } catch {
    throw new AppError('payment.callback.mismatch')
  }
  if (amount !== order.amount || callback.currency !== order.currency) throw new AppError('payment.callback.mismatch')

  const settled = await services.db.transaction(async (tx) => {
    if (!(await recordCallback(tx, { provider: provider.code, eventId: callback.eventId, orderId: order.id, outcome: callback.outcome, at: now }))) return null
    const moved =
      callback.outcome === 'paid'
        ? await moveDeposit(tx, order.id, ['pending', 'expired'], 'success', now)
        : await moveDeposit(tx, order.id, ['pending'], 'failed', now)
    if (moved?.status === 'success') {
      await creditDeposit(tx, {
        merchantCode: config.code,
        currency: order.currency,
        memberId: order.memberId,
        amount: order.amount,
        idempotencyKey: `deposit:${order.id}`,
        reference: order.id,
        actor: `provider:${provider.code}`,
        at: now,
      })
      await postMessage(tx, services, {
        merchantCode: config.code, memberId: order.memberId, kind: 'deposit.credited', about: `deposit:${order.id}`, at: now,
        params: { amount: toMajorString(order.amount, config.currency.decimals), orderId: order.id },
      })
    }
    return moved
  })
  if (!settled) {
    const current = (await depositById(services.db, config.code, order.id)) ?? order
    return { orderId: order.id, status: current.status, applied: false }
  }
  await announce(services, merchant, settled)
  return { orderId: order.id, status: settled.status, applied: true }
}

/** Tells the member's open pages: the order's new state and, after a credit, the new balance. */
async function announce(services: DepositServices, merchant: Merchant, order: DepositRow): Promise<void> {
  const config = merchant.config
  services.events.publish(config.code, order.memberId, { type: 'deposit', order: orderView(order, config, () => null) })
  if (order.status !== 'success') return
  const balance = await walletBalance(services.db, config.code, config.currency, { memberId: order.memberId, accountType: 0 })
  services.events.publish(config.code, order.memberId, { type: 'balance', balance })
}

/** The job: every pending order past its time, expired; the members' pages hear of it. Idempotent. */
export async function expireDeposits(services: Pick<DepositServices, 'db' | 'clock' | 'events'>, merchants: MerchantRegistry): Promise<number> {
  const now = services.clock.now()
  const expired = await services.db.transaction((tx) => expireDue(tx, now))
  for (const order of expired) {
    const merchant = merchants.merchants.find((m) => m.config.code === order.merchantCode)
    if (merchant) services.events.publish(merchant.config.code, order.memberId, { type: 'deposit', order: orderView(order, merchant.config, () => null) })
  }
  return expired.length
}
