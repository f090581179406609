/**
 * The offer form's rules (docs/contracts.md "Rates, tiers and the chain"): what an upline types, read into the shared
 * rules' integers (money in minor units, percents in ppm), checked as it types with the rules the server applies
 * (`tierProblems`: tiers never fall; `tiersAboveUpline`: never above the upline's own contract), and written as the
 * terms `offerContract` and `contractPreview` take. Nothing here decides: the server checks the same again.
 */
import { tKey } from '../../../../locales'
import type { GameTypeKey } from '../../../config/constants'
import { percentToPpm, tierProblems, tiersAboveUpline, type RateType, type Tier, type TierProblem } from '../../../contract/contracts'
import { toMinorUnits } from '../../../contract/money'
import type { ContractKindName, ContractTerms, DividendPeriod } from '../../../contract/schemas/contracts'
import type { TierHeader } from '../labels'

/** How a field is read: money, a count of members, a percent (two decimals), or the contract's rate (either). */
export type FieldKind = 'money' | 'count' | 'percent' | 'rate'

export interface TierField {
  /** The tier's property in the terms, and its heading's key in TIER_HEADER_KEYS. */
  name: TierHeader
  kind: FieldKind
}

/** Each kind's tier fields, in the spec's order (section 3). */
export const TIER_FIELDS = {
  dividend: [
    { name: 'minimumBet', kind: 'money' },
    { name: 'netLoss', kind: 'money' },
    { name: 'activeMember', kind: 'count' },
    { name: 'contractRate', kind: 'percent' },
  ],
  dailySalary: [
    { name: 'betVolume', kind: 'money' },
    { name: 'activeMember', kind: 'count' },
    { name: 'rate', kind: 'rate' },
  ],
  mrDailySalary: [
    { name: 'betVolume', kind: 'money' },
    { name: 'activeMember', kind: 'count' },
    { name: 'rate', kind: 'rate' },
  ],
  hourSalary: [
    { name: 'minimumBet', kind: 'money' },
    { name: 'activeMember', kind: 'count' },
    { name: 'rate', kind: 'rate' },
  ],
  realTimeSalary: [
    { name: 'betAmount', kind: 'money' },
    { name: 'lossRate', kind: 'percent' },
    { name: 'winRate', kind: 'percent' },
  ],
} as const satisfies Record<ContractKindName, readonly TierField[]>

/** The kinds whose tiers choose between a percent and an amount (one for the whole contract: they do not compare). */
export const RATE_TYPE_KINDS: readonly ContractKindName[] = ['dailySalary', 'mrDailySalary', 'hourSalary']

/** A dividend's periods (the schema's DIVIDEND_PERIODS, a value the browser does not import). */
export const DIVIDEND_PERIOD_OPTIONS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const satisfies readonly DividendPeriod[]

/** The most tiers a contract holds (the schema's maxItems). */
export const MAX_TIERS = 10

/** The most members a tier may ask for (the schema's Count). */
const MAX_COUNT = 1_000_000

/** One tier as typed: each field's text. */
export type TierDraft = Partial<Record<TierHeader, string>>

/** The form: what is offered, and its tiers as typed. */
export interface OfferDraft {
  kind: ContractKindName
  gameType: GameTypeKey
  /** A dividend's period and carry-over (ignored for the salaries). */
  period: DividendPeriod
  carryOver: boolean
  /** The salaries' rate type, one for every tier (ignored for the dividend and the real-time salary: percents). */
  rateType: RateType
  tiers: TierDraft[]
}

/** What is wrong with one field as typed. */
export type FieldProblem = 'required' | 'amount' | 'count' | 'percent'

export const FIELD_PROBLEM_KEYS = {
  required: tKey('agents:contracts.pages.offer.problem.required'),
  amount: tKey('agents:contracts.pages.offer.problem.amount'),
  count: tKey('agents:contracts.pages.offer.problem.count'),
  percent: tKey('agents:contracts.pages.offer.problem.percent'),
} as const satisfies Record<FieldProblem, string>

/** The shared rules' problems and the ceiling's, by the message the server answers them with. */
export const TIER_PROBLEM_KEYS = {
  'contract.tiers.empty': tKey('agents:contracts.errors.tiersEmpty'),
  'contract.tiers.negative': tKey('agents:contracts.errors.tiersNegative'),
  'contract.tiers.falling': tKey('agents:contracts.errors.tiersFalling'),
  'contract.tiers.notHigher': tKey('agents:contracts.errors.tiersNotHigher'),
  'contract.rate.aboveUpline': tKey('agents:contracts.errors.rateAboveUpline'),
} as const satisfies Record<TierProblem['code'] | 'contract.rate.aboveUpline', string>

export interface TierCheck {
  /** Each field's problem, when it has one. */
  fields: Partial<Record<TierHeader, FieldProblem>>
  /** The tier's problem under the shared rules (falling, not higher, above the ceiling), as a translation key. */
  tier: string | null
}

export interface OfferCheck {
  /** One per tier, in order. */
  tiers: TierCheck[]
  /** The terms to send, or null while any tier has a problem. */
  terms: ContractTerms | null
}

/** The tiers' list of the terms, whatever its kind calls it. */
export function tiersOfTerms(terms: ContractTerms): readonly Record<string, string | number>[] {
  switch (terms.kind) {
    case 'dividend':
      return terms.tiers
    case 'dailySalary':
    case 'mrDailySalary':
      return terms.details
    case 'hourSalary':
      return terms.hourSalaryRates
    case 'realTimeSalary':
      return terms.realTimeSalaryRates
  }
}

/** A terms' rate type: the salaries say it on each tier (all the same), the others are percents. */
export function rateTypeOf(terms: ContractTerms): RateType {
  const first = tiersOfTerms(terms)[0]
  return first && first.rateType === 'A' ? 'A' : 'P'
}

/** An empty tier of a kind. */
export function emptyTier(kind: ContractKindName): TierDraft {
  return Object.fromEntries(TIER_FIELDS[kind].map((field) => [field.name, ''])) as TierDraft
}

/** A form filled from existing terms (the downline's contract, to offer a new version of it). */
export function draftFrom(terms: ContractTerms, gameType: GameTypeKey): OfferDraft {
  return {
    kind: terms.kind,
    gameType,
    period: terms.kind === 'dividend' ? terms.period : 'weekly',
    carryOver: terms.kind === 'dividend' ? terms.carryOver : false,
    rateType: rateTypeOf(terms),
    tiers: tiersOfTerms(terms).map((tier) => Object.fromEntries(TIER_FIELDS[terms.kind].map((field) => [field.name, String(tier[field.name] ?? '')])) as TierDraft),
  }
}

/**
 * A blank form of a kind and game type, its rate type the ceiling's (so the two compare) and, a dividend, its period
 * (the server refuses a dividend over another period than the upline's own: contract.period.notUpline).
 */
export function blankDraft(kind: ContractKindName, gameType: GameTypeKey, ceiling: ContractTerms | null): OfferDraft {
  const period = ceiling?.kind === 'dividend' ? ceiling.period : 'weekly'
  return { kind, gameType, period, carryOver: false, rateType: ceiling ? rateTypeOf(ceiling) : 'P', tiers: [emptyTier(kind)] }
}

type Read = { value: bigint } | { problem: FieldProblem }

function readField(kind: FieldKind, text: string | undefined, rateType: RateType, decimals: number): Read {
  const typed = (text ?? '').trim()
  if (typed === '') return { problem: 'required' }
  const asMoney = (): Read => {
    try {
      return { value: toMinorUnits(typed, decimals, { negative: false }) }
    } catch {
      return { problem: 'amount' }
    }
  }
  const asPercent = (): Read => {
    const ppm = percentToPpm(typed)
    return ppm === null ? { problem: 'percent' } : { value: ppm }
  }
  switch (kind) {
    case 'money':
      return asMoney()
    case 'count':
      return /^\d{1,7}$/.test(typed) && Number(typed) <= MAX_COUNT ? { value: BigInt(typed) } : { problem: 'count' }
    case 'percent':
      return asPercent()
    case 'rate':
      return rateType === 'P' ? asPercent() : asMoney()
  }
}

/**
 * Each tier in the shared rules' form, or null when a field does not read: the thresholds in the kind's order and one
 * rate; a real-time contract is two lists (its loss rates and its win rates), each of which must rise and stay under
 * the ceiling's (the server's `ruleTiers`).
 */
function ruleTiers(kind: ContractKindName, tiers: readonly TierDraft[], rateType: RateType, decimals: number): { tiers: Tier[][]; fields: Partial<Record<TierHeader, FieldProblem>>[] } {
  const fields: Partial<Record<TierHeader, FieldProblem>>[] = []
  const values: Partial<Record<TierHeader, bigint>>[] = []
  for (const tier of tiers) {
    const problems: Partial<Record<TierHeader, FieldProblem>> = {}
    const read: Partial<Record<TierHeader, bigint>> = {}
    for (const field of TIER_FIELDS[kind]) {
      const result = readField(field.kind, tier[field.name], rateType, decimals)
      if ('problem' in result) problems[field.name] = result.problem
      else read[field.name] = result.value
    }
    fields.push(problems)
    values.push(read)
  }
  if (fields.some((problems) => Object.keys(problems).length > 0)) return { tiers: [], fields }
  const v = values as Record<TierHeader, bigint>[]
  switch (kind) {
    case 'dividend':
      return { tiers: [v.map((t) => ({ thresholds: [t.minimumBet, t.netLoss, t.activeMember], rate: t.contractRate }))], fields }
    case 'dailySalary':
    case 'mrDailySalary':
      return { tiers: [v.map((t) => ({ thresholds: [t.betVolume, t.activeMember], rate: t.rate }))], fields }
    case 'hourSalary':
      return { tiers: [v.map((t) => ({ thresholds: [t.minimumBet, t.activeMember], rate: t.rate }))], fields }
    case 'realTimeSalary':
      return {
        tiers: [v.map((t) => ({ thresholds: [t.betAmount], rate: t.lossRate })), v.map((t) => ({ thresholds: [t.betAmount], rate: t.winRate }))],
        fields,
      }
  }
}

/** The terms as the contract carries them, from a form whose every field reads. */
function termsOf(draft: OfferDraft): ContractTerms {
  const text = (tier: TierDraft, name: TierHeader) => (tier[name] ?? '').trim()
  const count = (tier: TierDraft, name: TierHeader) => Number(text(tier, name))
  switch (draft.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: draft.period,
        carryOver: draft.carryOver,
        tiers: draft.tiers.map((t) => ({ minimumBet: text(t, 'minimumBet'), netLoss: text(t, 'netLoss'), activeMember: count(t, 'activeMember'), contractRate: text(t, 'contractRate') })),
      }
    case 'dailySalary':
    case 'mrDailySalary':
      return { kind: draft.kind, details: draft.tiers.map((t) => ({ betVolume: text(t, 'betVolume'), activeMember: count(t, 'activeMember'), rateType: draft.rateType, rate: text(t, 'rate') })) }
    case 'hourSalary':
      return { kind: 'hourSalary', hourSalaryRates: draft.tiers.map((t) => ({ minimumBet: text(t, 'minimumBet'), activeMember: count(t, 'activeMember'), rateType: draft.rateType, rate: text(t, 'rate') })) }
    case 'realTimeSalary':
      return { kind: 'realTimeSalary', realTimeSalaryRates: draft.tiers.map((t) => ({ betAmount: text(t, 'betAmount'), lossRate: text(t, 'lossRate'), winRate: text(t, 'winRate') })) }
  }
}

/**
 * Checks a form as the server would: every field reads, the tiers never fall, and no tier pays more than the
 * upline's own contract (`ceiling`) on the same figures. Answers each tier's problems, and the terms when there are
 * none.
 */
export function checkOffer(draft: OfferDraft, decimals: number, ceiling: ContractTerms | null): OfferCheck {
  const rateType: RateType = RATE_TYPE_KINDS.includes(draft.kind) ? draft.rateType : 'P'
  const read = ruleTiers(draft.kind, draft.tiers, rateType, decimals)
  const tierKeys: (string | null)[] = draft.tiers.map(() => null)
  const mark = (index: number, code: keyof typeof TIER_PROBLEM_KEYS) => {
    if (tierKeys[index] === null) tierKeys[index] = TIER_PROBLEM_KEYS[code]
  }
  if (read.tiers.length > 0) {
    for (const tiers of read.tiers) for (const problem of tierProblems(tiers)) if ('tier' in problem) mark(problem.tier, problem.code)
    const own = ceiling && ceiling.kind === draft.kind ? ruleTiers(ceiling.kind, tiersOfTerms(ceiling).map(stringsOf), rateTypeOf(ceiling), decimals) : null
    if (own && own.tiers.length > 0) {
      read.tiers.forEach((tiers, i) => {
        for (const index of tiersAboveUpline({ rateType, tiers }, { rateType: rateTypeOf(ceiling!), tiers: own.tiers[i]! })) mark(index, 'contract.rate.aboveUpline')
      })
    }
  }
  const tiers = draft.tiers.map((_, i) => ({ fields: read.fields[i] ?? {}, tier: tierKeys[i] ?? null }))
  const clean = read.tiers.length > 0 && tiers.every((tier) => tier.tier === null)
  return { tiers, terms: clean ? termsOf({ ...draft, rateType }) : null }
}

/** A tier of terms as the form's texts (counts written as digits). */
function stringsOf(tier: Record<string, string | number>): TierDraft {
  return Object.fromEntries(Object.entries(tier).map(([name, value]) => [name, String(value)])) as TierDraft
}
