/**
 * Activities (docs/activities.md): a member's part in a promotion, moved only by the contract's transition table
 * (contract/activities.ts), each move recorded with who made it. The period decides coming soon and closed on every
 * read; the rest is stored, one row per member, promotion and period, locked while it moves, so two requests cannot
 * both make the same move (a claim made twice pays once). What pays goes through bonuses.ts in the same transaction.
 */
import type { MerchantConfig } from '../../../config/schema'
import {
  ACTIVITY_EVENT_ACTOR, activityStateAt, activityTransition, memberActionOf, type ActivityEvent, type ActivityState,
} from '../../../contract/activities'
import { toMajorString } from '../../../contract/money'
import type { ActivityView, MyActivities } from '../../../contract/schemas/activities'
import type { Database, Queryable } from '../../db/database'
import {
  activityOf, firstDepositSince, hasDepositBefore, insertActivity, insertTransition, memberActivities, memberStanding, moveActivity,
  promotionByCode, promotionsOf, type ActivityRow, type PromotionRow,
} from '../../db/engagement/activities'
import { AppError } from '../../errors'
import { payBonus } from './bonuses'

const DAY_MS = 86_400_000

export interface ActivityRequest {
  config: MerchantConfig
  memberId: number
  at: Date
}

/** A promotion's current period: the day (UTC) for a daily sign-in, else the promotion's one period. */
export function periodKeyOf(promotion: Pick<PromotionRow, 'flow'>, at: Date): string {
  return promotion.flow === 'signin' ? at.toISOString().slice(0, 10) : 'once'
}

/** The promotion's period, its end being the earlier of its end and an operator's ending. */
export function periodOf(promotion: PromotionRow): { startsAt: Date; endsAt: Date | null } {
  const ends = [promotion.endsAt, promotion.endedAt].filter((date): date is Date => date !== null)
  return { startsAt: promotion.startsAt, endsAt: ends.length ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null }
}

const minor = (value: string | number | undefined): bigint => {
  const text = String(value ?? '0')
  return /^[0-9]{1,18}$/.test(text) ? BigInt(text) : 0n
}

/** What the rule pays for a qualifying deposit (a deposit match, capped) or at once (a fixed bonus); 0 for neither. */
export function bonusOf(rule: PromotionRow['rule'], deposit: bigint | null): bigint {
  if (rule.kind === 'fixedBonus') return minor(rule.amount)
  if (rule.kind === 'depositMatch' && deposit !== null) {
    const matched = (deposit * BigInt(Math.round((rule.percent ?? 0) * 100))) / 10_000n
    const cap = minor(rule.cap)
    return cap > 0n && matched > cap ? cap : matched
  }
  return 0n
}

async function promotionOrRefuse(db: Queryable, config: MerchantConfig, code: string): Promise<PromotionRow> {
  const promotion = await promotionByCode(db, config.code, code)
  if (!promotion) throw new AppError('activity.not.found')
  return promotion
}

/**
 * The promotion's eligibility (migration 042): new members within a number of days, VIP ranks, first deposit only.
 * Deposit channels and agent lines are not checked yet (docs/activities.md).
 */
async function checkEligible(db: Queryable, promotion: PromotionRow, memberId: number, at: Date): Promise<void> {
  const rules = promotion.eligibility as { newMemberDays?: number; vipRanks?: number[]; firstDepositOnly?: boolean }
  if (typeof rules.newMemberDays === 'number' || Array.isArray(rules.vipRanks)) {
    const member = await memberStanding(db, memberId)
    if (!member) throw new AppError('activity.not.eligible')
    if (typeof rules.newMemberDays === 'number' && at.getTime() - member.registeredAt.getTime() > rules.newMemberDays * DAY_MS) throw new AppError('activity.not.eligible')
    if (Array.isArray(rules.vipRanks) && !rules.vipRanks.includes(member.vipRank)) throw new AppError('activity.not.eligible')
  }
  if (rules.firstDepositOnly && (await hasDepositBefore(db, promotion.merchantCode, memberId, promotion.startsAt))) throw new AppError('activity.not.eligible')
}

function viewOf(config: MerchantConfig, promotion: PromotionRow, row: ActivityRow | null, at: Date): ActivityView {
  const state = activityStateAt(promotion.flow, row?.state ?? null, periodOf(promotion), at)
  const claimable = state === 'claim' ? (row?.detail.bonus ? BigInt(row.detail.bonus) : bonusOf(promotion.rule, null)) : 0n
  return {
    promotionId: promotion.id, code: promotion.code, flow: promotion.flow, state, action: memberActionOf(promotion.flow, state),
    form: promotion.flow === 'apply' ? { remark: promotion.form?.remark ?? true, images: promotion.form?.images ?? true } : null,
    bonus: claimable > 0n ? toMajorString(claimable, config.currency.decimals) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

/**
 * One move of the table, in the caller's transaction: the member's row (made in the flow's first state when there is
 * none) locked, the move checked against the table and the period, then written with its transition record.
 */
export async function transition(
  tx: Queryable,
  request: ActivityRequest & { promotion: PromotionRow; event: ActivityEvent; actor: string; reason?: string | null; periodKey?: string },
  write: { remark?: string; detail?: object; idempotencyKey?: string | null; fingerprint?: string | null } = {},
): Promise<{ row: ActivityRow; from: ActivityState }> {
  const { promotion, event, at } = request
  const periodKey = request.periodKey ?? periodKeyOf(promotion, at)
  const key = { promotionId: promotion.id, memberId: request.memberId, periodKey }
  // Staff decide an application after its period too; a member's own move needs the period open.
  const state = activityStateAt(promotion.flow, null, periodOf(promotion), at)
  if (ACTIVITY_EVENT_ACTOR[event] === 'member' && (state === 'comingSoon' || state === 'closed')) throw new AppError('activity.closed')
  let row = await activityOf(tx, key, { forUpdate: true })
  const from: ActivityState = row?.state ?? (promotion.flow === 'claim' ? 'claim' : 'join')
  const to = activityTransition(promotion.flow, from, event)
  if (!to) throw new AppError('activity.state.invalid', undefined, { state: from, event })
  if (!row) {
    const id = await insertActivity(tx, { merchantCode: promotion.merchantCode, ...key, state: to, remark: write.remark, detail: write.detail, idempotencyKey: write.idempotencyKey, fingerprint: write.fingerprint, at })
    // Another request made the row between the read and the write: its move stands, this one is refused.
    if (id === null) throw new AppError('activity.state.invalid', undefined, { state: from, event })
  } else if (!(await moveActivity(tx, { id: row.id, from, to, at, remark: write.remark, detail: write.detail, reason: request.reason ?? null, idempotencyKey: write.idempotencyKey, fingerprint: write.fingerprint }))) {
    throw new AppError('activity.state.invalid', undefined, { state: from, event })
  }
  row = (await activityOf(tx, key)) as ActivityRow
  await insertTransition(tx, { activityId: row.id, from, to, event, actor: request.actor, reason: request.reason ?? null, at })
  return { row, from }
}

/**
 * What the server sees happen to a joined member: the first deposit after joining (within the period) qualifies a
 * deposit match (joined or in progress → claim), with the bonus it makes kept on the activity.
 */
async function observe(db: Database, config: MerchantConfig, promotion: PromotionRow, row: ActivityRow, at: Date): Promise<boolean> {
  // Only a deposit match or a fixed bonus qualifies by a deposit; a mission's progress is the missions' to tell.
  if (promotion.flow !== 'join' || (row.state !== 'joined' && row.state !== 'process')) return false
  if (promotion.rule.kind !== 'depositMatch' && promotion.rule.kind !== 'fixedBonus') return false
  // A deposit under the rule's least (`minDeposit`) does not qualify.
  const min = minor((promotion.rule as { minDeposit?: string | number }).minDeposit)
  const deposit = await firstDepositSince(db, { merchantCode: config.code, currency: config.currency.code, memberId: row.memberId }, row.createdAt, periodOf(promotion).endsAt, min)
  if (!deposit) return false
  const bonus = bonusOf(promotion.rule, deposit.amount)
  await db.transaction((tx) =>
    transition(tx, { config, memberId: row.memberId, at, promotion, event: 'qualify', actor: 'system', periodKey: row.periodKey }, { detail: { depositEntry: deposit.entryId, bonus: bonus.toString() } }),
  ).catch((error: unknown) => {
    // Another read qualified it first.
    if (!(error instanceof AppError && error.code === 'activity.state.invalid')) throw error
  })
  return true
}

/** `GET /wps/activities`: the member's state in each of the merchant's promotions (or the one `code` names). */
export async function myActivities(db: Database, request: ActivityRequest, code?: string): Promise<MyActivities> {
  const { config, memberId, at } = request
  const promotions = code ? [await promotionOrRefuse(db, config, code)] : await promotionsOf(db, config.code)
  const read = () => memberActivities(db, memberId, promotions.map((p) => p.id), promotions.map((p) => periodKeyOf(p, at)))
  let rows = await read()
  let changed = false
  for (const row of rows) changed = (await observe(db, config, promotions.find((p) => p.id === row.promotionId) as PromotionRow, row, at)) || changed
  if (changed) rows = await read()
  return { list: promotions.map((promotion) => viewOf(config, promotion, rows.find((row) => row.promotionId === promotion.id) ?? null, at)) }
}

async function answer(db: Queryable, config: MerchantConfig, promotion: PromotionRow, memberId: number, at: Date): Promise<ActivityView> {
  return viewOf(config, promotion, await activityOf(db, { promotionId: promotion.id, memberId, periodKey: periodKeyOf(promotion, at) }), at)
}

/** `POST /wps/activities/join`: join → joined. */
export async function joinActivity(db: Database, request: ActivityRequest, code: string): Promise<ActivityView> {
  const promotion = await promotionOrRefuse(db, request.config, code)
  await checkEligible(db, promotion, request.memberId, request.at)
  await db.transaction((tx) => transition(tx, { ...request, promotion, event: 'join', actor: `member:${request.memberId}` }))
  return answer(db, request.config, promotion, request.memberId, request.at)
}

/**
 * `POST /wps/activities/claim` (and the spec's raffle claim): claim → claimed, paying what the rule pays (a fixed
 * bonus; a qualified deposit match's amount; a deposit match in a claim flow matches the first deposit of the period).
 */
export async function claimActivity(db: Database, request: ActivityRequest, code: string): Promise<ActivityView> {
  const { config, memberId, at } = request
  const promotion = await promotionOrRefuse(db, config, code)
  await checkEligible(db, promotion, memberId, at)
  let deposit: bigint | null = null
  if (promotion.flow === 'claim' && promotion.rule.kind === 'depositMatch') {
    deposit = (await firstDepositSince(db, { merchantCode: config.code, currency: config.currency.code, memberId }, promotion.startsAt, periodOf(promotion).endsAt))?.amount ?? null
    if (deposit === null) throw new AppError('activity.not.eligible')
  }
  await db.transaction(async (tx) => {
    const { row } = await transition(tx, { ...request, promotion, event: 'claim', actor: `member:${memberId}` })
    const amount = row.detail.bonus ? BigInt(row.detail.bonus) : bonusOf(promotion.rule, deposit)
    await payBonus(tx, config, { memberId, promotionId: promotion.id, periodKey: row.periodKey, activityId: row.id, actor: `member:${memberId}`, at, amount, ...termsOf(promotion) })
  })
  return answer(db, config, promotion, memberId, at)
}

/** `POST /wps/activities/signin`: join → signed for today, paying a daily fixed bonus where the rule has one. */
export async function signInActivity(db: Database, request: ActivityRequest, code: string): Promise<ActivityView> {
  const { config, memberId, at } = request
  const promotion = await promotionOrRefuse(db, config, code)
  await checkEligible(db, promotion, memberId, at)
  await db.transaction(async (tx) => {
    const { row } = await transition(tx, { ...request, promotion, event: 'signIn', actor: `member:${memberId}` })
    await payBonus(tx, config, { memberId, promotionId: promotion.id, periodKey: row.periodKey, activityId: row.id, actor: `member:${memberId}`, at, amount: bonusOf(promotion.rule, null), ...termsOf(promotion) })
  })
  return answer(db, config, promotion, memberId, at)
}

/** A grant's terms from its promotion: the multiplier and the rule's days to play it (`expiryDays`). */
export function termsOf(promotion: PromotionRow): { turnoverMultiplier: string; expiryDays?: number } {
  const days = (promotion.rule as { expiryDays?: unknown }).expiryDays
  return { turnoverMultiplier: promotion.turnoverMultiplier, ...(typeof days === 'number' && days > 0 ? { expiryDays: days } : {}) }
}

export { checkEligible, promotionOrRefuse, viewOf }
