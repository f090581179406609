/**
 * Promotions (docs/promotions.md): data per merchant, written by an operator (created or replaced by code, ended
 * early), read by the hall in the reader's language and counted by type for the member centre's badge. The state
 * (coming soon, open, closed) is the period's, worked out on every read and never stored.
 *
 * `promotionById` / `promotionByCode` are the reads other areas use (the activities): a promotion whole, its rule in
 * minor units as bigints, or null for none of this merchant's.
 */
import { LANGUAGES } from '../../../config/languages'
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString, toMinorUnits } from '../../../contract/money'
import {
  bannerOfType, PROMOTION_BANNERS, PROMOTION_TYPES, type PromotionFlow, type PromotionState, type PromotionTag, type PromotionType,
} from '../../../contract/promotionsEndpoints'
import type {
  AvailablePromotions, PromotionDetail, PromotionEligibility, PromotionEligibilitySummary, PromotionForm, PromotionList, PromotionRule,
  PromotionSummary, PromotionWrite, StaffPromotion,
} from '../../../contract/schemas/promotions'
import type { Database, Queryable } from '../../db/database'
import {
  endPromotionRow, merchantPromotions, openPromotions, promotionMember, promotionRowByCode, promotionRowById, upsertPromotion,
  type PromotionRow,
} from '../../db/engagement/promotions'
import { AppError } from '../../errors'
import { cleanHelpHtml } from '../content/helpHtml'
import { localiseWithLanguage } from '../content/notices'

const DAY_MS = 86_400_000
/** How long a closed promotion is still listed in the hall. */
const CLOSED_SHOWN_DAYS = 30
const KNOWN_LANGUAGES = new Set<string>(LANGUAGES.map((l) => l.code))
/** The rule's fields that are money (minor units in the table, major units in the API). */
const MONEY_FIELDS = ['cap', 'amount', 'minDeposit', 'reward'] as const
/** A mission's target is money for these tasks, a count for the others. */
const MONEY_TASKS = new Set(['deposit', 'validBets'])

/** The rule as the table keeps it and the activities pay by: money in minor units. */
export type StoredRule =
  | { kind: 'none' }
  | { kind: 'depositMatch'; percent: number; cap: bigint; minDeposit?: bigint }
  | { kind: 'fixedBonus'; amount: bigint }
  | { kind: 'rebate'; rates: { gameType: string; basisPoints: number }[]; cap: bigint }
  | { kind: 'mission'; task: string; gameType?: string; target: bigint; reward: bigint }
  | { kind: 'raffle'; tickets: number }
  | { kind: 'points'; points: number }

/** A promotion whole, as the domain and the activities read it. */
export interface Promotion {
  id: number
  merchantCode: string
  code: string
  type: PromotionType
  tags: PromotionTag[]
  flow: PromotionFlow
  titles: Record<string, string>
  summaries: Record<string, string>
  content: Record<string, string>
  banner: string | null
  startsAt: Date
  endsAt: Date | null
  /** An operator's early end. */
  endedAt: Date | null
  eligibility: PromotionEligibility
  rule: StoredRule
  turnoverMultiplier: number
  form: PromotionForm | null
  sort: number
  updatedAt: Date
}

const isMoneyField = (rule: Record<string, unknown>, field: string) =>
  (MONEY_FIELDS as readonly string[]).includes(field) || (field === 'target' && MONEY_TASKS.has(String(rule.task)))

function fromRow(row: PromotionRow): Promotion {
  const rule = Object.fromEntries(
    Object.entries(row.rule).map(([field, value]) => [field, (isMoneyField(row.rule, field) || field === 'target') && typeof value === 'string' ? BigInt(value) : value]),
  ) as StoredRule
  return {
    id: row.id, merchantCode: row.merchantCode, code: row.code, type: row.type as PromotionType, tags: row.tags as PromotionTag[],
    flow: row.flow as PromotionFlow, titles: row.titles, summaries: row.summaries, content: row.content, banner: row.banner,
    startsAt: row.startsAt, endsAt: row.endsAt, endedAt: row.endedAt, eligibility: row.eligibility as PromotionEligibility, rule,
    turnoverMultiplier: Number(row.turnoverMultiplier), form: row.form, sort: row.sort, updatedAt: row.updatedAt,
  }
}

/** One of the merchant's promotions by its id; null for none (another merchant's is none). */
export async function promotionById(db: Queryable, merchantCode: string, id: number): Promise<Promotion | null> {
  const row = await promotionRowById(db, merchantCode, id)
  return row ? fromRow(row) : null
}

/** One of the merchant's promotions by its code; null for none. */
export async function promotionByCode(db: Queryable, merchantCode: string, code: string): Promise<Promotion | null> {
  const row = await promotionRowByCode(db, merchantCode, code)
  return row ? fromRow(row) : null
}

/** When it ends, counting an operator's early end: the earlier of the two. */
export function promotionEnd(promotion: Pick<Promotion, 'endsAt' | 'endedAt'>): Date | null {
  const { endsAt, endedAt } = promotion
  if (endsAt && endedAt) return endsAt < endedAt ? endsAt : endedAt
  return endsAt ?? endedAt
}

/** The state by the period at `at`: before its start coming soon, from its end (or early end) closed. */
export function promotionState(promotion: Pick<Promotion, 'startsAt' | 'endsAt' | 'endedAt'>, at: Date): PromotionState {
  if (at < promotion.startsAt) return 'comingSoon'
  const end = promotionEnd(promotion)
  return end && at >= end ? 'closed' : 'open'
}

/** The rule in the API's shape: money in major units. */
function ruleForApi(rule: StoredRule, decimals: number): PromotionRule {
  const raw = rule as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(raw).map(([field, value]) => {
      if (typeof value !== 'bigint') return [field, value]
      return [field, isMoneyField(raw, field) ? toMajorString(value, decimals) : value.toString()]
    }),
  ) as PromotionRule
}

function summariseEligibility(eligibility: PromotionEligibility): PromotionEligibilitySummary {
  const { agentIds, ...rest } = eligibility
  return agentIds?.length ? { ...rest, agentLine: true } : rest
}

const STATE_ORDER: Record<PromotionState, number> = { open: 0, comingSoon: 1, closed: 2 }

function summaryOf(promotion: Promotion, config: MerchantConfig, languages: readonly string[], at: Date): PromotionSummary {
  const title = localiseWithLanguage(promotion.titles, languages)
  const end = promotionEnd(promotion)
  return {
    id: promotion.id, code: promotion.code, type: promotion.type, tags: promotion.tags, flow: promotion.flow, title: title.text,
    // The summary in the title's language where there is one, so a card never mixes two languages.
    summary: localiseWithLanguage(promotion.summaries, [title.language ?? '', ...languages]).text,
    language: title.language ?? config.languages.default,
    banner: promotion.banner ?? bannerOfType(promotion.type),
    startsAt: promotion.startsAt.toISOString(), endsAt: end ? end.toISOString() : null,
    state: promotionState(promotion, at),
    eligibility: summariseEligibility(promotion.eligibility),
    rule: ruleForApi(promotion.rule, config.currency.decimals),
    turnoverMultiplier: promotion.turnoverMultiplier,
  }
}

/** The hall: the merchant's promotions in the reader's languages, open first, then coming soon, then closed. */
export async function listPromotions(db: Queryable, config: MerchantConfig, languages: readonly string[], at: Date): Promise<PromotionList> {
  const rows = await merchantPromotions(db, config.code)
  // A closed promotion stays in the hall for a while ("closed", greyed), then leaves it; staff still see it.
  const since = at.getTime() - CLOSED_SHOWN_DAYS * DAY_MS
  const list = rows
    .map(fromRow)
    .filter((promotion) => (promotionEnd(promotion)?.getTime() ?? Infinity) > since)
    .map((promotion) => summaryOf(promotion, config, languages, at))
  // A stable sort: the operator's order within each state.
  list.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state])
  return { list }
}

/** One promotion with its content, in the reader's languages. */
export async function promotionDetail(db: Queryable, config: MerchantConfig, languages: readonly string[], code: string, at: Date): Promise<PromotionDetail> {
  const promotion = await promotionByCode(db, config.code, code)
  if (!promotion) throw new AppError('promotion.not.found')
  const summary = summaryOf(promotion, config, languages, at)
  return { ...summary, content: localiseWithLanguage(promotion.content, [summary.language, ...languages]).text, form: promotion.form }
}

/** Whether a member may take part, by what the promotion says of members (the deposit's conditions are the activities'). */
export function memberEligible(eligibility: PromotionEligibility, member: { regDate: Date; vipRank: number; uplineId: number | null }, at: Date): boolean {
  if (eligibility.newMemberDays && at.getTime() - member.regDate.getTime() > eligibility.newMemberDays * DAY_MS) return false
  if (eligibility.vipRanks?.length && !eligibility.vipRanks.includes(member.vipRank)) return false
  if (eligibility.agentIds?.length && (member.uplineId === null || !eligibility.agentIds.includes(member.uplineId))) return false
  return true
}

/** The member's open promotions they may take part in, counted by type (every type named). */
export async function availablePromotions(db: Queryable, config: MerchantConfig, memberId: number, at: Date): Promise<AvailablePromotions> {
  const types = Object.fromEntries(PROMOTION_TYPES.map((type) => [type, 0])) as AvailablePromotions['types']
  const member = await promotionMember(db, memberId)
  let total = 0
  if (member) {
    for (const row of await openPromotions(db, config.code, at)) {
      const promotion = fromRow(row)
      if (promotion.flow === 'info' || !memberEligible(promotion.eligibility, member, at)) continue
      types[promotion.type] += 1
      total += 1
    }
  }
  return { types, total }
}

// ---- operators' writes

const invalid = (field: string, message: string) => new AppError('promotion.invalid', message, { field })

function storedMoney(value: string, decimals: number, field: string, allowZero = false): string {
  try {
    const minor = toMinorUnits(value, decimals, { negative: false, zero: allowZero })
    return minor.toString()
  } catch {
    throw invalid(`rule.${field}`, `Not an amount in this currency: ${value}`)
  }
}

/** The rule as the table keeps it: money in minor units (strings in the jsonb, exact beyond 2^53). */
function ruleForTable(rule: PromotionRule, decimals: number): Record<string, unknown> {
  const raw = rule as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(raw).map(([field, value]) => {
      if (isMoneyField(raw, field)) return [field, storedMoney(String(value), decimals, field, field === 'minDeposit')]
      if (field === 'target') {
        if (!/^[1-9][0-9]{0,8}$/.test(String(value))) throw invalid('rule.target', 'A count is a whole number.')
        return [field, String(value)]
      }
      return [field, value]
    }),
  )
}

/** Texts by language: only languages the platform knows, trimmed, empty ones dropped. */
function texts(values: Record<string, string> | undefined, field: string, clean?: (text: string) => string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [language, text] of Object.entries(values ?? {})) {
    if (!KNOWN_LANGUAGES.has(language)) throw invalid(field, `Unknown language: ${language}`)
    const value = clean ? clean(text).trim() : text.trim()
    if (value) out[language] = value
  }
  return out
}

/** Creates the merchant's promotion, or replaces it by its code; content HTML is cleaned before it is stored. */
export async function writePromotion(db: Queryable, config: MerchantConfig, body: PromotionWrite, at: Date): Promise<StaffPromotion> {
  const titles = texts(body.titles, 'titles')
  if (!titles[config.languages.default]) throw invalid('titles', `A title in the merchant's default language (${config.languages.default}) is required.`)
  const startsAt = new Date(body.startsAt)
  const endsAt = body.endsAt ? new Date(body.endsAt) : null
  if (Number.isNaN(startsAt.getTime()) || (endsAt && Number.isNaN(endsAt.getTime()))) throw invalid('startsAt', 'Not a time.')
  if (endsAt && endsAt <= startsAt) throw invalid('endsAt', 'The end is before the start.')
  if (body.banner && !(PROMOTION_BANNERS as readonly string[]).includes(body.banner)) throw invalid('banner', `Not a bundled banner: ${body.banner}`)
  const rule = body.rule ?? { kind: 'none' as const }
  if (rule.kind === 'mission' && body.flow !== 'join') throw invalid('rule', 'A mission is joined (flow join).')
  if (rule.kind === 'rebate' && new Set(rule.rates.map((r) => r.gameType)).size !== rule.rates.length) throw invalid('rule.rates', 'A game type twice.')
  // The form is the application's: an apply promotion has one (both asked for by default), no other flow does.
  if (body.flow !== 'apply' && body.form) throw invalid('form', 'Only an apply promotion has a form.')
  const form = body.flow === 'apply' ? (body.form ?? { remark: true, images: true }) : null
  const values = {
    code: body.code, type: body.type, tags: [...new Set(body.tags ?? [])], flow: body.flow, titles,
    summaries: texts(body.summaries, 'summaries'), content: texts(body.content, 'content', cleanHelpHtml),
    banner: body.banner ?? null, startsAt, endsAt, eligibility: body.eligibility ?? {}, rule: ruleForTable(rule, config.currency.decimals),
    turnoverMultiplier: (body.turnoverMultiplier ?? 0).toFixed(2), form, sort: body.sort ?? 0,
  }
  await upsertPromotion(db, config.code, values, at)
  const written = await promotionByCode(db, config.code, body.code)
  return staffView(written as Promotion, config, at)
}

/** Ends a promotion now: closed from `at` for every reader; one already closed is refused. */
export async function endPromotion(db: Database, config: MerchantConfig, code: string, at: Date): Promise<StaffPromotion> {
  return db.transaction(async (tx) => {
    const promotion = await promotionByCode(tx, config.code, code)
    if (!promotion) throw new AppError('promotion.not.found')
    if (!(await endPromotionRow(tx, config.code, code, at))) throw new AppError('promotion.closed')
    return staffView({ ...promotion, endedAt: at, updatedAt: at }, config, at)
  })
}

export function staffView(promotion: Promotion, config: MerchantConfig, at: Date): StaffPromotion {
  return {
    id: promotion.id, code: promotion.code, type: promotion.type, tags: promotion.tags, flow: promotion.flow, titles: promotion.titles,
    summaries: promotion.summaries, content: promotion.content, banner: promotion.banner, startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt?.toISOString() ?? null, endedAt: promotion.endedAt?.toISOString() ?? null,
    state: promotionState(promotion, at), eligibility: promotion.eligibility, rule: ruleForApi(promotion.rule, config.currency.decimals),
    turnoverMultiplier: promotion.turnoverMultiplier, form: promotion.form, sort: promotion.sort, updatedAt: promotion.updatedAt.toISOString(),
  }
}

/** The merchant's promotions as staff see them, in the operator's order. */
export async function staffPromotions(db: Queryable, config: MerchantConfig, at: Date): Promise<StaffPromotion[]> {
  return (await merchantPromotions(db, config.code)).map((row) => staffView(fromRow(row), config, at))
}
