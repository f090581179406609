/**
 * The lottery's bet types, what each pick must look like, and what each pays on a draw.
 *
 * Every rule is one row of `BET_TYPES`: what a pick is matched against in the draw (`matches`, a `HitKind`) and
 * how the matches make winning units (`settle`). Two facts of a draw are all the rules read:
 *
 * - `appearances(result)`: two-digit number → how many prize numbers end with it (all tiers, special included);
 * - `specialTail(result, n)`: the last n digits of the special prize.
 *
 * From them, the hits of a pick of each kind (`hits`):
 *
 * | kind    | a pick is     | hits                                                        |
 * |---------|---------------|-------------------------------------------------------------|
 * | `lo`    | 2 digits      | how many prize numbers end with it (0, 1, 2, …)             |
 * | `de`    | 2 digits      | 1 if it is the special's last two, else 0                   |
 * | `3cang` | 3 digits      | 1 if it is the special's last three, else 0                 |
 * | `head`  | 1 digit       | 1 if it is the first of the special's last two ("đầu")      |
 * | `tail`  | 1 digit       | 1 if it is the special's last digit ("đuôi")                |
 *
 * and the units a bet wins (`winningUnits`): `perHit` sums its picks' hits (lô pays each appearance: a number
 * drawn three times pays three units); `allHit` is 1 if every pick has at least one hit, else 0 (xiên pays once,
 * however often its numbers appear).
 *
 * Payout, in integer minor units: ⌊stake × pays × units / per⌋, the odds being the merchant's multiplier as an
 * integer ratio `pays / per` (80/1 pays 80× the stake per unit; a price per point fits too: a point priced 23,000
 * that pays 80,000 is 80000/23000). One rounding, down, at the end (never per unit), in the house's favour by less
 * than one minor unit. The payout is what the player is credited when the round settles: the stake was taken when
 * the bet was placed and is not returned on top; a losing bet pays 0.
 *
 * Settlement in SQL is the same rules set-based. When a round draws, `roundHits(result)` is written as rows
 * (round, kind, number, hits) (at most 27 lô rows plus one each for đề, 3 càng, head and tail); `BET_TYPES` is a
 * constant table (code, matches, settle); bets keep their picks as a text array and the odds they were placed at.
 * Then one statement settles the round, writing only the winning bets (db/lottery/settlement.ts `settleBets`; a
 * bet without a row there won nothing):
 *
 * ```sql
 * INSERT INTO lottery_bet_wins (bet_id, round_id, member_id, units, payout)
 * WITH hit AS (SELECT kind, array_agg(number) AS numbers FROM lottery_round_hits WHERE round_id = $1 GROUP BY kind),
 * units AS (
 *   SELECT b.id, b.member_id, b.stake, b.pays, b.per,
 *          CASE t.settle
 *            WHEN 'perHit' THEN coalesce(sum(h.hits), 0)
 *            ELSE CASE WHEN count(h.number) = cardinality(b.numbers) THEN 1 ELSE 0 END   -- allHit
 *          END AS units
 *   FROM lottery_bets b
 *   JOIN lottery_bet_types t ON t.code = b.bet_type
 *   -- only bets that can win: a pick among the hits (allHit: every pick among them)
 *   JOIN hit k ON k.kind = t.matches AND CASE t.settle WHEN 'allHit' THEN b.numbers <@ k.numbers ELSE b.numbers && k.numbers END
 *   CROSS JOIN LATERAL unnest(b.numbers) AS pick(number)
 *   LEFT JOIN lottery_round_hits h ON h.round_id = b.round_id AND h.kind = t.matches AND h.number = pick.number
 *   WHERE b.round_id = $1
 *   GROUP BY b.id, t.settle, b.numbers
 * )
 * SELECT id, $1, member_id, units, floor(stake::numeric * pays * units / per)::bigint FROM units WHERE units > 0
 * ```
 *
 * (numeric for the product so a large stake can't overflow bigint before the division; picks are distinct, so
 * `count(h.number)` is the number of picks that hit.) The test "settling from the round's hit rows" runs that shape
 * in TypeScript against `payout` over many derived draws.
 */
import { allNumbers, specialNumber, type DrawResult } from './prizeTables'

/** What a pick is matched against in a draw (see the module comment's table). */
export const HIT_KINDS = ['lo', 'de', '3cang', 'head', 'tail'] as const
export type HitKind = (typeof HIT_KINDS)[number]

/** How a bet's matches make winning units: the sum of its picks' hits, or 1 only when every pick hits. */
export type Settle = 'perHit' | 'allHit'

export const BET_TYPE_CODES = ['lo', 'de', '3cang', 'xien2', 'xien3', 'xien4', 'head', 'tail'] as const
export type BetTypeCode = (typeof BET_TYPE_CODES)[number]

export interface BetType {
  readonly code: BetTypeCode
  /** How many numbers a bet picks. */
  readonly picks: number
  /** Digits per picked number. */
  readonly digits: number
  readonly matches: HitKind
  readonly settle: Settle
}

/** The rules, each written once. */
export const BET_TYPES: Readonly<Record<BetTypeCode, BetType>> = {
  /** Lô: one two-digit number; a unit for each prize number ending with it. */
  lo: { code: 'lo', picks: 1, digits: 2, matches: 'lo', settle: 'perHit' },
  /** Đề: one two-digit number; a unit if it is the special's last two digits. */
  de: { code: 'de', picks: 1, digits: 2, matches: 'de', settle: 'perHit' },
  /** 3 càng: one three-digit number; a unit if it is the special's last three digits. */
  '3cang': { code: '3cang', picks: 1, digits: 3, matches: '3cang', settle: 'perHit' },
  /** Xiên 2: two distinct two-digit numbers; one unit if both end some prize number. */
  xien2: { code: 'xien2', picks: 2, digits: 2, matches: 'lo', settle: 'allHit' },
  /** Xiên 3: three distinct two-digit numbers; one unit if all three end some prize number. */
  xien3: { code: 'xien3', picks: 3, digits: 2, matches: 'lo', settle: 'allHit' },
  /** Xiên 4: four distinct two-digit numbers; one unit if all four end some prize number. */
  xien4: { code: 'xien4', picks: 4, digits: 2, matches: 'lo', settle: 'allHit' },
  /** Đầu: one digit; a unit if it is the tens digit of the special's last two. */
  head: { code: 'head', picks: 1, digits: 1, matches: 'head', settle: 'perHit' },
  /** Đuôi: one digit; a unit if it is the special's last digit. */
  tail: { code: 'tail', picks: 1, digits: 1, matches: 'tail', settle: 'perHit' },
}

export interface Bet {
  readonly type: BetTypeCode
  /** The picked numbers, each a string of the type's digits ("07", not "7"). */
  readonly numbers: readonly string[]
  /** Minor units, more than zero. */
  readonly stake: bigint
}

/** The merchant's multiplier for a bet type as an integer ratio: a winning unit pays stake × pays / per. */
export interface Odds {
  readonly pays: bigint
  readonly per: bigint
}

/** Why picks are refused. */
export type PickError = 'bet.type.unknown' | 'picks.count' | 'picks.digits' | 'picks.duplicate'

export type PickCheck = { ok: true; type: BetType; numbers: string[] } | { ok: false; error: PickError; message: string }

/** The bet type with this code, or undefined. */
export function betType(code: string): BetType | undefined {
  return Object.hasOwn(BET_TYPES, code) ? BET_TYPES[code as BetTypeCode] : undefined
}

/**
 * Whether `numbers` are valid picks for `code`: exactly the type's count, each exactly its digits (ASCII 0–9,
 * zero-padded), all distinct. Valid picks come back canonical: a xiên's numbers sorted ascending, so the same
 * combination is always stored the same way.
 */
export function checkPicks(code: string, numbers: readonly unknown[]): PickCheck {
  const type = betType(code)
  if (!type) return { ok: false, error: 'bet.type.unknown', message: `unknown bet type '${code}'` }
  if (!Array.isArray(numbers) || numbers.length !== type.picks) {
    return { ok: false, error: 'picks.count', message: `${code} picks ${type.picks} number${type.picks > 1 ? 's' : ''}, got ${Array.isArray(numbers) ? numbers.length : 'none'}` }
  }
  const pattern = new RegExp(`^[0-9]{${type.digits}}$`)
  for (const number of numbers) {
    if (typeof number !== 'string' || !pattern.test(number)) {
      return { ok: false, error: 'picks.digits', message: `${code} numbers are ${type.digits} digit${type.digits > 1 ? 's' : ''} (0-9), got '${String(number)}'` }
    }
  }
  const picks = numbers as string[]
  if (new Set(picks).size !== picks.length) return { ok: false, error: 'picks.duplicate', message: `${code} numbers must all differ, got ${picks.join(', ')}` }
  return { ok: true, type, numbers: type.picks > 1 ? [...picks].sort() : [...picks] }
}

/** Two-digit number → how many of the draw's prize numbers end with it (only numbers that appear are keys). */
export function appearances(result: DrawResult): Map<string, number> {
  const counts = new Map<string, number>()
  for (const number of allNumbers(result)) {
    const lastTwo = number.slice(-2)
    counts.set(lastTwo, (counts.get(lastTwo) ?? 0) + 1)
  }
  return counts
}

/** The last `digits` digits of the special prize (1 to its length). */
export function specialTail(result: DrawResult, digits: number): string {
  const special = specialNumber(result)
  if (!Number.isInteger(digits) || digits < 1 || digits > special.length) throw new Error(`the special has ${special.length} digits; asked for its last ${digits}`)
  return special.slice(-digits)
}

/** How many times a pick of `kind` hits in the draw (the module comment's table). */
export function hits(result: DrawResult, kind: HitKind, number: string): number {
  switch (kind) {
    case 'lo':
      return appearances(result).get(number) ?? 0
    case 'de':
      return specialTail(result, 2) === number ? 1 : 0
    case '3cang':
      return specialTail(result, 3) === number ? 1 : 0
    case 'head':
      return specialTail(result, 2)[0] === number ? 1 : 0
    case 'tail':
      return specialTail(result, 1) === number ? 1 : 0
  }
}

/** One row of a round's hit table: a (kind, number) that hit, and how many times. */
export interface HitRow {
  readonly kind: HitKind
  readonly number: string
  readonly hits: number
}

/**
 * The round's hit table, what settlement joins bets against: a row for every two-digit number that ends some prize
 * (`lo`, with its appearances), and one each for the special's last two (`de`), last three (`3cang`), tens digit
 * of the last two (`head`) and last digit (`tail`). A (kind, number) with no row has 0 hits.
 */
export function roundHits(result: DrawResult): HitRow[] {
  const rows: HitRow[] = [...appearances(result)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([number, count]) => ({ kind: 'lo', number, hits: count }))
  const lastTwo = specialTail(result, 2)
  rows.push({ kind: 'de', number: lastTwo, hits: 1 })
  rows.push({ kind: '3cang', number: specialTail(result, 3), hits: 1 })
  rows.push({ kind: 'head', number: lastTwo[0], hits: 1 })
  rows.push({ kind: 'tail', number: lastTwo[1], hits: 1 })
  return rows
}

/** The bet's picks, checked; a plain Error for invalid ones (a bet is checked when placed, so this is a defect). */
function validPicks(bet: Bet): PickCheck & { ok: true } {
  const check = checkPicks(bet.type, bet.numbers)
  if (!check.ok) throw new Error(check.message)
  return check
}

/** The units a bet wins on the draw: the sum of its picks' hits (`perHit`), or 1 if every pick hits (`allHit`). */
export function winningUnits(bet: Pick<Bet, 'type' | 'numbers'>, result: DrawResult): number {
  const { type, numbers } = validPicks({ ...bet, stake: 1n })
  const counts = numbers.map((number) => hits(result, type.matches, number))
  if (type.settle === 'perHit') return counts.reduce((sum, count) => sum + count, 0)
  return counts.every((count) => count > 0) ? 1 : 0
}

/** Refuses (a plain Error) a stake below 1 or odds that aren't a ratio of integers pays ≥ 0, per ≥ 1. */
function checkMoney(stake: bigint, odds: Odds): void {
  if (typeof stake !== 'bigint' || stake < 1n) throw new Error(`a lottery stake is a whole number of minor units above 0, got ${String(stake)}`)
  if (typeof odds?.pays !== 'bigint' || typeof odds.per !== 'bigint' || odds.pays < 0n || odds.per < 1n) {
    throw new Error(`lottery odds are whole numbers pays ≥ 0 per ≥ 1, got ${String(odds?.pays)}/${String(odds?.per)}`)
  }
}

/** What a bet is credited when its round settles: ⌊stake × pays × units / per⌋ minor units (0 when it loses). */
export function payout(bet: Bet, result: DrawResult, odds: Odds): bigint {
  checkMoney(bet.stake, odds)
  const units = BigInt(winningUnits(bet, result))
  return (bet.stake * odds.pays * units) / odds.per
}
