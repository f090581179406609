/**
 * The points catalogue and redeems as staff see them (docs/points.md "Operators"): the items with their stock and
 * limits, written by code; the redeems by status with the member, address and phone. Decisions go through
 * points.ts `decidePointsRedeem`, which holds the transitions.
 */
import { toMajorString, toPositiveMinorUnits } from '../../../contract/money'
import type { MerchantConfig } from '../../../config/schema'
import type { Queryable } from '../../db/database'
import { listItems, staffRedeems, upsertItem, type ItemRow, type RedeemRow } from '../../db/engagement/points'
import { AppError } from '../../errors'
import { redeemView, settingsOf } from './points'

export interface StaffItem {
  id: number
  code: string
  kind: 'goods' | 'cash'
  titles: Record<string, string>
  image: string
  points: string
  cash: string
  stock: number | null
  perMemberLimit: number | null
  active: boolean
  sort: number
}

export interface ItemWrite {
  kind: 'goods' | 'cash'
  titles: Record<string, string>
  image: string
  points: string
  cash?: string
  stock: number | null
  perMemberLimit: number | null
  active?: boolean
  sort?: number
}

const staffItem = (row: ItemRow, decimals: number): StaffItem => ({
  id: row.id, code: row.code, kind: row.kind, titles: row.titles, image: row.image, points: row.points.toString(),
  cash: toMajorString(row.cashAmount, decimals), stock: row.stock, perMemberLimit: row.perMemberLimit, active: row.active, sort: row.sort,
})

export async function staffItems(db: Queryable, config: MerchantConfig): Promise<StaffItem[]> {
  settingsOf(config)
  return (await listItems(db, config.code, { activeOnly: false })).map((row) => staffItem(row, config.currency.decimals))
}

/** Writes an item by its code: a cash item credits cash and goods none; at least one title; a whole positive price. */
export async function writeItem(db: Queryable, config: MerchantConfig, code: string, item: ItemWrite, at: Date): Promise<StaffItem> {
  settingsOf(config)
  let cashAmount: bigint
  try {
    cashAmount = item.kind === 'cash' ? toPositiveMinorUnits(item.cash ?? '', config.currency.decimals) : 0n
  } catch {
    throw new AppError('points.item.invalid', 'A cash item needs the cash it credits.', { field: '/cash' })
  }
  if (item.kind === 'goods' && item.cash !== undefined && item.cash !== '0') throw new AppError('points.item.invalid', 'Goods credit no cash.', { field: '/cash' })
  const titles = Object.fromEntries(Object.entries(item.titles).map(([lang, title]) => [lang, title.trim()]).filter(([, title]) => title))
  if (!Object.keys(titles).length) throw new AppError('points.item.invalid', 'An item needs a title.', { field: '/titles' })
  const points = BigInt(item.points)
  if (points <= 0n) throw new AppError('points.item.invalid', 'An item costs at least one point.', { field: '/points' })
  const row = await upsertItem(db, config.code, {
    code, kind: item.kind, titles, image: item.image, points, cashAmount, stock: item.stock, perMemberLimit: item.perMemberLimit,
    active: item.active ?? true, sort: item.sort ?? 0,
  }, at)
  return staffItem(row, config.currency.decimals)
}

export type StaffRedeem = ReturnType<typeof redeemView> & {
  id: string
  username: string
  address: string | null
  phone: string | null
  decidedAt: string | null
  decidedBy: string | null
}

export const staffRedeem = (row: RedeemRow, decimals: number): StaffRedeem => ({
  ...redeemView(row, decimals), id: row.id.toString(), username: row.username, address: row.address, phone: row.phone,
  decidedAt: row.decidedAt?.toISOString() ?? null, decidedBy: row.decidedBy,
})

export async function staffRedeemList(db: Queryable, config: MerchantConfig, statuses: readonly string[]): Promise<StaffRedeem[]> {
  settingsOf(config)
  return (await staffRedeems(db, config.code, statuses.length ? statuses : ['in_process'])).map((row) => staffRedeem(row, config.currency.decimals))
}
