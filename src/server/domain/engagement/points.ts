/**
 * Points, the member's side (spec sections 1, 3, 4, 5, 7, 9; docs/points.md): the programme's config, the balance,
 * the catalogue, a redeem (money password, address and phone for goods, stock and the per-member limit under the
 * item's row lock), the redeem history, a conversion to cash, and the points history. Staff's decisions on a redeem
 * are here too, so every status change goes through one table (`REDEEM_TRANSITIONS`).
 *
 * Points are ledger entries in the 'PTS' scope (db/engagement/points.ts, migration 041): a point is only ever moved
 * between accounts, never made or lost, and never expires (spec section 9: nothing takes a member's points but the
 * member's own redeem or conversion). Cash (a cash item, a conversion) is a 'bonus' entry of the money ledger,
 * written in the same transaction as the points it comes from.
 */
import { toMajorString, toPositiveMinorUnits } from '../../../contract/money'
import { isPointsPhone, POINTS_MOVEMENT_TYPES, type PointsMovementType, type PointsRedeemStatus } from '../../../contract/pointsEndpoints'
import type {
  ConvertPointsBody, PointsBalance, PointsConfig, PointsConversion, PointsHistory, PointsItem, PointsPageQuery, PointsRedeem, PointsRedeems, PointsRewards, RedeemPointsBody,
} from '../../../contract/schemas/points'
import type { MerchantConfig, PointsSettings } from '../../../config/schema'
import type { Database, Queryable } from '../../db/database'
import {
  decideRedeem, heldQuantity, insertRedeem, itemById, listItems, memberRedeems, pointsBalanceOf, pointsMovements, postPoints, redeemById, redeemByKey,
  restoreStock, takeStock, type ItemRow, type RedeemRow,
} from '../../db/engagement/points'
import { findPaymentPasswordHash } from '../../db/member/security'
import { refusalOf } from '../../db/raised'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import type { RandomSource } from '../../runtime'
import type { PasswordHasher } from '../accounts/passwords'
import { requireRealMoneyAccount } from '../money/amounts'
import { grantBonus } from '../money/movements'

export interface PointsServices {
  db: Database
  random: RandomSource
  hasher: PasswordHasher
  /** Told after a cash credit commits (the member's open pages refresh the balance). */
  onCash?: (merchantCode: string, memberId: number) => void
}

const PAGE_SIZE = 10

/**
 * A redeem's statuses (spec section 4) and who may move it where: the member's redeem makes it `in_process`; staff
 * approve (cash items credit the cash) or reject (the points and the stock come back). Nothing leaves a decision.
 */
export const REDEEM_TRANSITIONS: Readonly<Record<PointsRedeemStatus, readonly PointsRedeemStatus[]>> = {
  in_process: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

export function settingsOf(config: MerchantConfig): PointsSettings {
  const settings = config.points
  if (!settings?.enabled) throw new AppError('points.disabled')
  return settings
}

/** The rate units one point takes: the earn unit in minor units (a rate of N earns N points per earn unit). */
export const earnUnitOf = (config: MerchantConfig, settings: PointsSettings) => toPositiveMinorUnits(settings.earnEvery, config.currency.decimals)

export function pointsConfig(config: MerchantConfig): PointsConfig {
  const settings = config.points
  if (!settings) return { enabled: false, earnEvery: '0', rates: [], convertPoints: 1, convertCash: '0', minConvert: '0' }
  return {
    enabled: settings.enabled,
    earnEvery: settings.earnEvery,
    rates: Object.entries(settings.rates).filter(([, points]) => points !== undefined).map(([gameType, points]) => ({ gameType: gameType as PointsConfig['rates'][number]['gameType'], points: points as number })),
    convertPoints: settings.convertPoints,
    convertCash: settings.convertCash,
    minConvert: String(settings.minConvert),
  }
}

export async function pointsBalance(db: Queryable, config: MerchantConfig, principal: Principal): Promise<PointsBalance> {
  settingsOf(config)
  return { points: (await pointsBalanceOf(db, config.code, principal.memberId)).toString() }
}

const itemView = (row: ItemRow, decimals: number): PointsItem => ({
  id: row.id, code: row.code, kind: row.kind, titles: row.titles, image: row.image, points: row.points.toString(),
  cash: toMajorString(row.cashAmount, decimals), stock: row.stock, perMemberLimit: row.perMemberLimit,
})

export async function pointsRewards(db: Queryable, config: MerchantConfig): Promise<PointsRewards> {
  settingsOf(config)
  return { list: (await listItems(db, config.code, { activeOnly: true })).map((row) => itemView(row, config.currency.decimals)) }
}

export const redeemView = (row: RedeemRow, decimals: number): PointsRedeem => ({
  transactionNo: row.transactionNo, appliedAt: row.createdAt.toISOString(), type: row.kind, titles: row.titles, quantity: row.quantity,
  points: row.points.toString(), amount: toMajorString(row.cashAmount, decimals), status: row.status, remark: row.remark,
})

/** 'P', the day (UTC), eight random characters: unique per merchant (the table's key makes sure). */
function transactionNo(random: RandomSource, at: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const day = at.toISOString().slice(0, 10).replaceAll('-', '')
  return `P${day}${Array.from({ length: 8 }, () => alphabet[random.int(alphabet.length)]).join('')}`
}

async function checkPaymentPassword(services: PointsServices, memberId: number, password: string): Promise<void> {
  const hash = await findPaymentPasswordHash(services.db, memberId)
  if (hash === null || !(await services.hasher.verify(hash, password))) throw new AppError('payment.password.wrong', undefined, { field: '/paymentPassword' })
}

/** Runs a transaction, turning the ledger's refusals (raised in SQL) into their codes; a short balance is points'. */
async function inTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn)
  } catch (error) {
    const refused = refusalOf(error)
    if (refused instanceof AppError && refused.code === 'insufficient.balance') throw new AppError('points.insufficient')
    throw refused
  }
}

export interface PointsRequest {
  config: MerchantConfig
  principal: Principal
  at: Date
}

/**
 * A redeem: the item and quantity checked, the money password verified, goods' address and phone required; then, in
 * one transaction under the item's row lock (so two redeems racing for the last one cannot both take it), the stock,
 * the member's limit, the row and the points (member → held). The same key answers the same redeem.
 */
export async function redeemPoints(services: PointsServices, request: PointsRequest, body: RedeemPointsBody): Promise<PointsRedeem> {
  const { config, principal } = request
  settingsOf(config)
  requireRealMoneyAccount(principal)
  const address = body.address?.trim() ?? ''
  const phone = body.phone?.trim() ?? ''
  const fingerprint = JSON.stringify([body.itemId, body.quantity, address, phone])
  const answer = (row: RedeemRow) => {
    if (row.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
    return redeemView(row, config.currency.decimals)
  }
  const earlier = await redeemByKey(services.db, config.code, principal.memberId, body.idempotencyKey)
  if (earlier) return answer(earlier)

  const item = await itemById(services.db, config.code, body.itemId)
  if (!item || !item.active) throw new AppError('points.item.not.found')
  if (item.kind === 'goods') {
    if (address.length < 5) throw new AppError('points.address.required', undefined, { field: '/address' })
    if (!isPointsPhone(phone)) throw new AppError('points.phone.invalid', undefined, { field: '/phone' })
  }
  await checkPaymentPassword(services, principal.memberId, body.paymentPassword)

  const id = await inTransaction(services.db, async (tx) => {
    const locked = await itemById(tx, config.code, body.itemId, true)
    if (!locked || !locked.active) throw new AppError('points.item.not.found')
    if (locked.stock !== null && locked.stock < body.quantity) throw new AppError('points.item.out.of.stock', undefined, { stock: locked.stock })
    if (locked.perMemberLimit !== null) {
      const held = await heldQuantity(tx, locked.id, principal.memberId)
      if (held + body.quantity > locked.perMemberLimit) throw new AppError('points.item.limit', undefined, { limit: locked.perMemberLimit, held })
    }
    const points = locked.points * BigInt(body.quantity)
    const inserted = await insertRedeem(tx, {
      merchantCode: config.code, transactionNo: transactionNo(services.random, request.at), memberId: principal.memberId, itemId: locked.id,
      kind: locked.kind, titles: locked.titles, quantity: body.quantity, points, cashAmount: locked.cashAmount * BigInt(body.quantity),
      address: locked.kind === 'goods' ? address : null, phone: locked.kind === 'goods' ? phone : null,
      idempotencyKey: body.idempotencyKey, fingerprint, createdAt: request.at,
    })
    // The same key, raced: the first's row answers.
    if (inserted === null) return null
    if (!(await takeStock(tx, locked.id, body.quantity))) throw new AppError('points.item.out.of.stock', undefined, { stock: 0 })
    await postPoints(tx, {
      merchantCode: config.code, type: 'points_redeem', reference: `points-redeem:${inserted}`, key: `points-redeem:${inserted}`,
      actor: `member:${principal.memberId}`, at: request.at, from: { kind: 'points', memberId: principal.memberId }, to: { kind: 'points_held' }, points,
    })
    return inserted
  })
  const row = id === null
    ? await redeemByKey(services.db, config.code, principal.memberId, body.idempotencyKey)
    : await redeemById(services.db, config.code, id)
  if (!row) throw new Error('points redeem vanished after its write')
  return answer(row)
}

export async function myRedeems(db: Queryable, config: MerchantConfig, principal: Principal, query: PointsPageQuery): Promise<PointsRedeems> {
  settingsOf(config)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, total } = await memberRedeems(db, config.code, principal.memberId, { limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE })
  return { list: rows.map((r) => redeemView(r, config.currency.decimals)), totalCount: total, totalPages: Math.ceil(total / PAGE_SIZE) }
}

/**
 * Staff's decision on a redeem in process, in one transaction with what it moves: an approval spends the held points
 * (and credits a cash item's cash to the main wallet); a rejection gives the points back to the member and the
 * quantity back to the stock. A decided redeem takes no other (`points.redeem.decided`).
 */
export async function decidePointsRedeem(
  services: PointsServices,
  config: MerchantConfig,
  id: bigint,
  decision: { status: 'approved' | 'rejected'; remark: string | null; actor: string; at: Date },
): Promise<RedeemRow> {
  settingsOf(config)
  await inTransaction(services.db, async (tx) => {
    const row = await redeemById(tx, config.code, id, true)
    if (!row) throw new AppError('points.redeem.not.found')
    if (!REDEEM_TRANSITIONS[row.status].includes(decision.status)) throw new AppError('points.redeem.decided', undefined, { status: row.status })
    const entry = { merchantCode: config.code, reference: `points-redeem:${row.id}`, actor: decision.actor, at: decision.at, points: row.points }
    if (decision.status === 'approved') {
      await postPoints(tx, { ...entry, type: 'points_spend', key: `points-redeem:${row.id}:approve`, from: { kind: 'points_held' }, to: { kind: 'points_spent' } })
      if (row.cashAmount > 0n) {
        await grantBonus(tx, {
          merchantCode: config.code, currency: config.currency.code, memberId: row.memberId, amount: row.cashAmount, idempotencyKey: `points-redeem:${row.id}:cash`,
          reference: `points-redeem:${row.id}`, actor: decision.actor, at: decision.at,
        })
      }
    } else {
      await postPoints(tx, { ...entry, type: 'points_refund', key: `points-redeem:${row.id}:reject`, from: { kind: 'points_held' }, to: { kind: 'points', memberId: row.memberId } })
      await restoreStock(tx, row.itemId, row.quantity)
    }
    await decideRedeem(tx, row.id, { status: decision.status, remark: decision.remark, by: decision.actor, at: decision.at })
  })
  const row = await redeemById(services.db, config.code, id)
  if (!row) throw new AppError('points.redeem.not.found')
  if (decision.status === 'approved' && row.cashAmount > 0n) services.onCash?.(config.code, row.memberId)
  return row
}

/**
 * Points to cash at the merchant's rate (`convertPoints` points make `convertCash`), in whole steps of it, at least
 * `minConvert`: no fraction of a point or a cent is made or lost. The points (member → spent) and the cash (bonus →
 * main) in one transaction, both keyed by the member's key: the same key again moves nothing and answers the same.
 */
export async function convertPoints(services: PointsServices, request: PointsRequest, body: ConvertPointsBody): Promise<PointsConversion> {
  const { config, principal } = request
  const settings = settingsOf(config)
  requireRealMoneyAccount(principal)
  const points = BigInt(body.points)
  if (points < BigInt(settings.minConvert)) throw new AppError('points.convert.below.min', undefined, { min: settings.minConvert, step: settings.convertPoints })
  const step = BigInt(settings.convertPoints)
  if (points % step !== 0n) throw new AppError('points.convert.step', undefined, { min: settings.minConvert, step: settings.convertPoints })
  const cash = (points / step) * toPositiveMinorUnits(settings.convertCash, config.currency.decimals)
  await checkPaymentPassword(services, principal.memberId, body.paymentPassword)
  const key = `points-convert:${principal.memberId}:${body.idempotencyKey}`
  await inTransaction(services.db, async (tx) => {
    await postPoints(tx, {
      merchantCode: config.code, type: 'points_convert', reference: key, key, actor: `member:${principal.memberId}`, at: request.at,
      from: { kind: 'points', memberId: principal.memberId }, to: { kind: 'points_spent' }, points,
    })
    await grantBonus(tx, {
      merchantCode: config.code, currency: config.currency.code, memberId: principal.memberId, amount: cash, idempotencyKey: `${key}:cash`,
      reference: key, actor: `member:${principal.memberId}`, at: request.at,
    })
  })
  services.onCash?.(config.code, principal.memberId)
  const balance = await pointsBalanceOf(services.db, config.code, principal.memberId)
  return { points: points.toString(), cash: toMajorString(cash, config.currency.decimals), balance: balance.toString() }
}

const MOVEMENT_OF: Record<string, PointsMovementType> = {
  points_earn: 'earn', points_redeem: 'redeem', points_refund: 'refund', points_convert: 'convert',
}

export async function pointsHistory(db: Queryable, config: MerchantConfig, principal: Principal, query: PointsPageQuery): Promise<PointsHistory> {
  settingsOf(config)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, total } = await pointsMovements(db, config.code, principal.memberId, { limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE })
  const redeemIds = rows.map((r) => /^points-redeem:([0-9]+)$/.exec(r.reference ?? '')?.[1]).filter((id): id is string => id !== undefined)
  const numbers = new Map<string, string>()
  for (const id of new Set(redeemIds)) {
    const redeem = await redeemById(db, config.code, BigInt(id))
    if (redeem) numbers.set(id, redeem.transactionNo)
  }
  return {
    list: rows.map((r) => ({
      id: r.entryId.toString(),
      type: MOVEMENT_OF[r.type] ?? POINTS_MOVEMENT_TYPES[0],
      points: r.amount.toString(),
      balanceAfter: r.balanceAfter.toString(),
      transactionNo: numbers.get(/^points-redeem:([0-9]+)$/.exec(r.reference ?? '')?.[1] ?? '') ?? null,
      at: r.at.toISOString(),
    })),
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
  }
}
