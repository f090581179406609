/**
 * The prize tables a lottery draw fills: for each prize tier, how many numbers it has and how many digits each
 * number has. A draw (`DrawResult`) is one zero-padded digit string per number, tier by tier in table order.
 *
 * - Northern (miền Bắc, `north`): 27 numbers. Special 1×5 digits, first 1×5, second 2×5, third 6×5, fourth 4×4,
 *   fifth 6×4, sixth 3×3, seventh 4×2.
 * - Southern (miền Nam, `south`): 18 numbers. Special 1×6 digits, first 1×5, second 1×5, third 2×5, fourth 7×5,
 *   fifth 1×4, sixth 3×4, seventh 1×3, eighth 1×2.
 * - Electronic (`electronic`, the games drawn every 1, 3 or 5 minutes): the northern table's 27 numbers under
 *   their own code. Reusing the northern shape gives the electronic games the same bet types with the same
 *   meaning (lô over 27 numbers, đề and 3 càng on a 5-digit special) and odds a Vietnamese player already knows,
 *   while the code keeps an electronic round apart from a northern one.
 *
 * Tiers are listed special first. That order is also the order `deriveResult` draws digits in, so it is part of
 * the provably-fair algorithm: changing it changes every derived result.
 *
 * Every number has at least two digits (lô and xiên read the last two of every prize) and the special at least
 * three (3 càng reads its last three); `checkTable` holds a table to that.
 */

import { LOTTERY_PRIZE_TIERS, type LotteryPrizeTier } from '../../../contract/lottery'

/** Written once, in the contract: the lottery app derives a draw in the same order to verify it. */
export const PRIZE_TIERS = LOTTERY_PRIZE_TIERS
export type PrizeTier = LotteryPrizeTier

export const PRIZE_TABLE_CODES = ['north', 'south', 'electronic'] as const
export type PrizeTableCode = (typeof PRIZE_TABLE_CODES)[number]

/** One prize tier: `count` numbers of `digits` digits each. */
export interface PrizeTierSpec {
  readonly tier: PrizeTier
  readonly count: number
  readonly digits: number
}

export interface PrizeTable {
  readonly code: PrizeTableCode
  /** Special first; the order digits are drawn in. */
  readonly tiers: readonly PrizeTierSpec[]
}

/** The numbers of a draw, tier by tier; each a string of exactly its tier's digits ("05", "00731"). */
export type PrizeNumbers = Readonly<Partial<Record<PrizeTier, readonly string[]>>>

/** A draw: which table it fills, and its numbers. */
export interface DrawResult {
  readonly table: PrizeTableCode
  readonly prizes: PrizeNumbers
}

const NORTHERN_TIERS: readonly PrizeTierSpec[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
]

export const NORTHERN_TABLE: PrizeTable = { code: 'north', tiers: NORTHERN_TIERS }

export const SOUTHERN_TABLE: PrizeTable = {
  code: 'south',
  tiers: [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'first', count: 1, digits: 5 },
    { tier: 'second', count: 1, digits: 5 },
    { tier: 'third', count: 2, digits: 5 },
    { tier: 'fourth', count: 7, digits: 5 },
    { tier: 'fifth', count: 1, digits: 4 },
    { tier: 'sixth', count: 3, digits: 4 },
    { tier: 'seventh', count: 1, digits: 3 },
    { tier: 'eighth', count: 1, digits: 2 },
  ],
}

/** The electronic games' table: the northern shape (see the module comment). */
export const ELECTRONIC_TABLE: PrizeTable = { code: 'electronic', tiers: NORTHERN_TIERS }

export const PRIZE_TABLES: Readonly<Record<PrizeTableCode, PrizeTable>> = { north: NORTHERN_TABLE, south: SOUTHERN_TABLE, electronic: ELECTRONIC_TABLE }

/** The table with this code, or a plain Error for an unknown one. */
export function prizeTable(code: string): PrizeTable {
  if (!Object.hasOwn(PRIZE_TABLES, code)) throw new Error(`unknown prize table '${code}': one of ${PRIZE_TABLE_CODES.join(', ')}`)
  return PRIZE_TABLES[code as PrizeTableCode]
}

/** How many numbers a draw on `table` has (27 northern, 18 southern). */
export function numberCount(table: PrizeTable): number {
  return table.tiers.reduce((sum, tier) => sum + tier.count, 0)
}

/** How many digits a draw on `table` has in all (what `deriveResult` draws). */
export function digitCount(table: PrizeTable): number {
  return table.tiers.reduce((sum, tier) => sum + tier.count * tier.digits, 0)
}

/** Refuses (a plain Error) a table the bet types can't read: no special first, a tier twice, too few digits. */
export function checkTable(table: PrizeTable): PrizeTable {
  const [special] = table.tiers
  if (!special || special.tier !== 'special' || special.count !== 1) throw new Error(`prize table '${table.code}' must start with one special number`)
  if (special.digits < 3) throw new Error(`prize table '${table.code}': the special needs at least 3 digits for 3 càng`)
  const seen = new Set<PrizeTier>()
  for (const { tier, count, digits } of table.tiers) {
    if (seen.has(tier)) throw new Error(`prize table '${table.code}' lists tier '${tier}' twice`)
    seen.add(tier)
    if (!Number.isInteger(count) || count < 1) throw new Error(`prize table '${table.code}': tier '${tier}' needs a whole count of at least 1`)
    if (!Number.isInteger(digits) || digits < 2 || digits > 9) throw new Error(`prize table '${table.code}': tier '${tier}' needs 2 to 9 digits`)
  }
  return table
}

/**
 * A draw on `table` from its numbers, checked against the table's shape (every tier present with its count of
 * numbers, each exactly its digits, no tier the table lacks): how a hand-written draw or one read back from
 * storage becomes a `DrawResult`. A plain Error names the first thing wrong.
 */
export function drawResult(table: PrizeTable, prizes: PrizeNumbers): DrawResult {
  const tiers = new Map(table.tiers.map((spec) => [spec.tier, spec]))
  for (const tier of Object.keys(prizes)) {
    if (!tiers.has(tier as PrizeTier)) throw new Error(`prize table '${table.code}' has no tier '${tier}'`)
  }
  const copy: Partial<Record<PrizeTier, readonly string[]>> = {}
  for (const { tier, count, digits } of table.tiers) {
    const numbers = prizes[tier]
    if (!numbers || numbers.length !== count) throw new Error(`prize table '${table.code}': tier '${tier}' needs ${count} numbers, got ${numbers?.length ?? 0}`)
    const pattern = new RegExp(`^[0-9]{${digits}}$`)
    for (const number of numbers) {
      if (typeof number !== 'string' || !pattern.test(number)) throw new Error(`prize table '${table.code}': tier '${tier}' numbers have ${digits} digits, got '${String(number)}'`)
    }
    copy[tier] = Object.freeze([...numbers])
  }
  return Object.freeze({ table: table.code, prizes: Object.freeze(copy) })
}

/** Every number of a draw, in table order (special first). */
export function allNumbers(result: DrawResult): string[] {
  return prizeTable(result.table).tiers.flatMap(({ tier }) => result.prizes[tier] ?? [])
}

/** The special prize's number. */
export function specialNumber(result: DrawResult): string {
  const special = result.prizes.special?.[0]
  if (special === undefined) throw new Error('a draw without a special prize')
  return special
}
