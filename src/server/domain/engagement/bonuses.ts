/**
 * Bonus grants (docs/activities.md "Bonuses"): what an activity pays, posted through the ledger (bonus → the member's
 * main wallet) with its terms kept as granted, keyed (member, promotion, period) twice over, by the grant's unique
 * key and by the ledger entry's idempotency key, so a claim made twice pays once. Turnover is the weighted settled
 * bets since the grant, read set-based from the rounds; a grant ends completed (turnover met), expired (by time) or
 * forfeited (by staff, with their reason). Active grants' remaining turnover holds a withdrawal back (withdrawals.ts).
 */
import { GAME_TYPE_KEYS, type GameTypeKey } from '../../../config/constants'
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString } from '../../../contract/money'
import type { BonusGrant, MyBonuses } from '../../../contract/schemas/activities'
import type { Database, Queryable } from '../../db/database'
import { completeGrants, endGrant, expireGrants, grantById, insertGrant, memberGrants, type GrantRow } from '../../db/engagement/activitiesBonuses'
import { AppError } from '../../errors'
import { memberAccounts } from '../../db/money/ledger'
import { postEntry } from '../money/ledger'
import { grantBonus } from '../money/movements'

/**
 * How much of a bet on each game category counts toward a bonus's turnover, in percent. Slots, fishing, card and
 * player-versus-player games and sports count whole; live tables a fifth (their low house edge makes them the usual
 * way to play a bonus off); lotteries nothing. A category not named counts nothing.
 */
export const DEFAULT_TURNOVER_WEIGHTS: Readonly<Partial<Record<GameTypeKey, number>>> = { RNG: 100, FISH: 100, CONS: 100, PVP: 100, SPORTS: 100, LIVE: 20 }

/** A grant's time to play its turnover, when the promotion's rule names none. */
export const DEFAULT_BONUS_DAYS = 30
const DAY_MS = 86_400_000

export interface GrantTerms {
  amount: bigint
  /** The promotion's multiplier (numeric text, hundredths at most). */
  turnoverMultiplier: string
  expiryDays?: number
}

/** The turnover a bonus asks for: amount × multiplier, exact in hundredths. */
export function turnoverRequiredOf(amount: bigint, multiplier: string): bigint {
  const hundredths = BigInt(Math.round(Number(multiplier) * 100))
  return (amount * hundredths) / 100n
}

/** The merchant's weights (`bonus.turnoverWeights`, else the defaults), only the game types that count. */
export function turnoverWeightsOf(config: MerchantConfig): Record<string, number> {
  const weights: Partial<Record<GameTypeKey, number>> = config.bonus?.turnoverWeights ?? DEFAULT_TURNOVER_WEIGHTS
  return Object.fromEntries(GAME_TYPE_KEYS.filter((key) => (weights[key] ?? 0) > 0).map((key) => [key, weights[key] as number]))
}

/**
 * Pays a bonus and records its grant, inside the caller's transaction (the activity's move and the money are one
 * commit). The ledger key is the grant's key, so a repeat moves nothing; a grant already there is the answer.
 */
export async function payBonus(
  tx: Queryable,
  config: MerchantConfig,
  grant: { memberId: number; promotionId: number; periodKey: string; activityId: number; actor: string; at: Date } & GrantTerms,
): Promise<number | null> {
  if (grant.amount <= 0n) return null
  const key = `bonus:${grant.promotionId}:${grant.memberId}:${grant.periodKey}`
  const entry = await grantBonus(tx, {
    merchantCode: config.code, currency: config.currency.code, memberId: grant.memberId, amount: grant.amount,
    idempotencyKey: key, reference: `promotion:${grant.promotionId}`, actor: grant.actor, at: grant.at,
  })
  return insertGrant(tx, {
    merchantCode: config.code, memberId: grant.memberId, promotionId: grant.promotionId, periodKey: grant.periodKey, activityId: grant.activityId,
    currency: config.currency.code, amount: grant.amount, turnoverRequired: turnoverRequiredOf(grant.amount, grant.turnoverMultiplier),
    weights: turnoverWeightsOf(config), expiresAt: new Date(grant.at.getTime() + (grant.expiryDays ?? DEFAULT_BONUS_DAYS) * DAY_MS),
    entryId: entry.entryId, at: grant.at,
  })
}

/** Brings the member's grants up to `at`: those out of time expire, those played through complete. */
export async function settleGrants(db: Queryable, memberId: number, at: Date): Promise<void> {
  await expireGrants(db, at, memberId)
  await completeGrants(db, memberId, at)
}

const remainingOf = (row: GrantRow) => (row.status === 'active' && row.turnoverDone < row.turnoverRequired ? row.turnoverRequired - row.turnoverDone : 0n)

export function grantView(row: GrantRow, decimals: number): BonusGrant {
  const done = row.turnoverDone < row.turnoverRequired ? row.turnoverDone : row.turnoverRequired
  const money = (minor: bigint) => toMajorString(minor, decimals)
  return {
    id: row.id, promotionId: row.promotionId, code: row.code, amount: money(row.amount), turnoverRequired: money(row.turnoverRequired),
    turnoverDone: money(row.status === 'completed' ? row.turnoverRequired : done), turnoverRemaining: money(remainingOf(row)),
    weights: row.weights, status: row.status, reason: row.reason, grantedAt: row.grantedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null, endedAt: row.endedAt?.toISOString() ?? null,
  }
}

/** `GET /wps/bonuses`: the member's grants, newest first, with their turnover now. */
export async function myBonuses(db: Database, config: MerchantConfig, memberId: number, at: Date): Promise<MyBonuses> {
  await settleGrants(db, memberId, at)
  return { list: (await memberGrants(db, memberId)).map((row) => grantView(row, config.currency.decimals)) }
}

/** What active grants still ask to be bet (minor units), after settling them: the withdrawal's turnover adds it. */
export async function bonusTurnover(db: Queryable, memberId: number, at: Date): Promise<{ required: bigint; done: bigint; remaining: bigint }> {
  await settleGrants(db, memberId, at)
  const active = await memberGrants(db, memberId, { activeOnly: true })
  let required = 0n
  let remaining = 0n
  for (const row of active) {
    required += row.turnoverRequired
    remaining += remainingOf(row)
  }
  return { required, done: required - remaining, remaining }
}

/**
 * Staff forfeit an active grant, with their reason kept: the bonus goes back from the main wallet (as much of it as
 * the wallet holds: what was played away is gone) and its turnover no longer binds. One commit, once per grant.
 */
export async function forfeitGrant(db: Database, config: MerchantConfig, id: number, reason: string, by: string, at: Date): Promise<BonusGrant> {
  const row = await grantById(db, config.code, id)
  if (!row) throw new AppError('activity.not.found')
  await settleGrants(db, row.memberId, at)
  await db.transaction(async (tx) => {
    if (!(await endGrant(tx, { id, status: 'forfeited', reason, by, at }))) throw new AppError('bonus.not.active')
    const scope = { merchantCode: config.code, currency: config.currency.code }
    const balance = (await memberAccounts(tx, scope, row.memberId)).find((account) => account.kind === 'main')?.balance ?? 0n
    const back = balance < row.amount ? balance : row.amount
    if (back > 0n) {
      await postEntry(tx, {
        ...scope, type: 'bonus', reference: `promotion:${row.promotionId}`, idempotencyKey: `bonus-forfeit:${id}`, actor: by, at,
        postings: [{ account: { kind: 'main', memberId: row.memberId }, amount: -back }, { account: { kind: 'bonus' }, amount: back }],
      })
    }
  })
  const after = await grantById(db, config.code, id)
  return grantView(after as GrantRow, config.currency.decimals)
}

/** Every grant out of time expires (what a periodic job calls; reads also expire a member's own). */
export function expireAllGrants(db: Queryable, at: Date): Promise<number> {
  return expireGrants(db, at)
}
