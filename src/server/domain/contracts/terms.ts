/**
 * A contract's terms (docs/contracts.md): the wire form an upline sends and a downline reads, read into integers once
 * (minor units, counts, rates in ppm or minor units), checked against the shared rules (tiers never fall; a rate never
 * above the upline's), and written back in the wire form the agreement dialog shows.
 */
import { percentToPpm, ppmToPercent, tierProblems, tiersAboveUpline, type RateType, type Tier } from '../../../contract/contracts'
import { toMajorString, toMinorUnits } from '../../../contract/money'
import type { ContractKindName, ContractTerms } from '../../../contract/schemas/contracts'
import { AppError } from '../../errors'

/** How often a kind pays: a dividend by its own period, the salaries by the day, the hour, or the real-time window. */
export type ContractPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'window'

/** A tier in integers: min_bet is minimumBet, betVolume or betAmount; rate is contractRate, rate or lossRate. */
export interface StoredTier {
  minBet: bigint
  netLoss: bigint
  activeMembers: number
  rate: bigint
  winRate: bigint
}

export interface ReadTerms {
  kind: ContractKindName
  rateType: RateType
  period: ContractPeriod
  carryOver: boolean
  tiers: StoredTier[]
}

function minor(text: string, decimals: number): bigint {
  try {
    return toMinorUnits(text, decimals)
  } catch {
    throw new AppError('contract.rate.invalid')
  }
}

function percent(text: string): bigint {
  const ppm = percentToPpm(text)
  if (ppm === null) throw new AppError('contract.rate.invalid')
  return ppm
}

/** One rate type for all of a contract's tiers: a percent and an amount do not compare, so tiers of both cannot rise. */
function oneRateType(types: readonly RateType[]): RateType {
  const first = types[0] ?? 'P'
  if (types.some((t) => t !== first)) throw new AppError('contract.rateType.mixed')
  return first
}

/** The terms in integers, refused (`contract.*`) when a figure or rate is not one, or the tiers fall. */
export function readTerms(terms: ContractTerms, decimals: number): ReadTerms {
  const read = ((): ReadTerms => {
    switch (terms.kind) {
      case 'dividend':
        return {
          kind: terms.kind,
          rateType: 'P',
          period: terms.period,
          carryOver: terms.carryOver,
          tiers: terms.tiers.map((t) => ({ minBet: minor(t.minimumBet, decimals), netLoss: minor(t.netLoss, decimals), activeMembers: t.activeMember, rate: percent(t.contractRate), winRate: 0n })),
        }
      case 'dailySalary':
      case 'mrDailySalary': {
        const rateType = oneRateType(terms.details.map((t) => t.rateType))
        return {
          kind: terms.kind,
          rateType,
          period: 'daily',
          carryOver: false,
          tiers: terms.details.map((t) => ({ minBet: minor(t.betVolume, decimals), netLoss: 0n, activeMembers: t.activeMember, rate: rateType === 'P' ? percent(t.rate) : minor(t.rate, decimals), winRate: 0n })),
        }
      }
      case 'hourSalary': {
        const rateType = oneRateType(terms.hourSalaryRates.map((t) => t.rateType))
        return {
          kind: terms.kind,
          rateType,
          period: 'hourly',
          carryOver: false,
          tiers: terms.hourSalaryRates.map((t) => ({ minBet: minor(t.minimumBet, decimals), netLoss: 0n, activeMembers: t.activeMember, rate: rateType === 'P' ? percent(t.rate) : minor(t.rate, decimals), winRate: 0n })),
        }
      }
      case 'realTimeSalary':
        return {
          kind: terms.kind,
          rateType: 'P',
          period: 'window',
          carryOver: false,
          tiers: terms.realTimeSalaryRates.map((t) => ({ minBet: minor(t.betAmount, decimals), netLoss: 0n, activeMembers: 0, rate: percent(t.lossRate), winRate: percent(t.winRate) })),
        }
    }
  })()
  for (const tiers of ruleTiers(read)) {
    const problem = tierProblems(tiers)[0]
    if (problem) throw new AppError(problem.code, undefined, 'tier' in problem ? { tier: problem.tier + 1 } : undefined)
  }
  return read
}

/**
 * The tiers as the shared rules see them: the thresholds in the kind's order and one rate. A real-time contract is two
 * (its loss rates and its win rates), each of which must rise and stay under the upline's.
 */
export function ruleTiers(terms: Pick<ReadTerms, 'kind' | 'tiers'>): Tier[][] {
  const thresholds = (t: StoredTier): bigint[] => {
    if (terms.kind === 'dividend') return [t.minBet, t.netLoss, BigInt(t.activeMembers)]
    if (terms.kind === 'realTimeSalary') return [t.minBet]
    return [t.minBet, BigInt(t.activeMembers)]
  }
  const byRate = terms.tiers.map((t) => ({ thresholds: thresholds(t), rate: t.rate }))
  if (terms.kind !== 'realTimeSalary') return [byRate]
  return [byRate, terms.tiers.map((t) => ({ thresholds: thresholds(t), rate: t.winRate }))]
}

/**
 * A dividend's period is its upline's: its part is its gross less its direct downlines' gross over the same period,
 * so a downline paid over another length would be paid beside its upline's whole gross, not out of it.
 */
export function periodDiffers(downline: Pick<ReadTerms, 'kind' | 'period'>, upline: Pick<ReadTerms, 'period'>): boolean {
  return downline.kind === 'dividend' && downline.period !== upline.period
}

/** What is wrong with a downline's terms under its upline's (checked before anything is written), or null. */
export function uplineProblem(downline: ReadTerms, upline: ReadTerms): 'contract.period.notUpline' | 'contract.rate.aboveUpline' | null {
  if (periodDiffers(downline, upline)) return 'contract.period.notUpline'
  return aboveUpline(downline, upline) ? 'contract.rate.aboveUpline' : null
}

/** True when a downline's terms pay more than its upline's anywhere (the invariant, both ways it is checked). */
export function aboveUpline(downline: ReadTerms, upline: ReadTerms): boolean {
  const down = ruleTiers(downline)
  const up = ruleTiers(upline)
  return down.some((tiers, i) => tiersAboveUpline({ rateType: downline.rateType, tiers }, { rateType: upline.rateType, tiers: up[i]! }).length > 0)
}

/** The terms in the wire form, from stored integers (what the agreement dialog shows: the server's figures, normalised). */
export function wireTerms(read: ReadTerms, decimals: number): ContractTerms {
  const money = (v: bigint) => toMajorString(v, decimals)
  const rate = (v: bigint) => (read.rateType === 'P' ? ppmToPercent(v) : money(v))
  switch (read.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: read.period as 'daily' | 'weekly' | 'semimonthly' | 'monthly',
        carryOver: read.carryOver,
        tiers: read.tiers.map((t) => ({ minimumBet: money(t.minBet), netLoss: money(t.netLoss), activeMember: t.activeMembers, contractRate: ppmToPercent(t.rate) })),
      }
    case 'dailySalary':
    case 'mrDailySalary':
      return { kind: read.kind, details: read.tiers.map((t) => ({ betVolume: money(t.minBet), activeMember: t.activeMembers, rateType: read.rateType, rate: rate(t.rate) })) }
    case 'hourSalary':
      return { kind: 'hourSalary', hourSalaryRates: read.tiers.map((t) => ({ minimumBet: money(t.minBet), activeMember: t.activeMembers, rateType: read.rateType, rate: rate(t.rate) })) }
    case 'realTimeSalary':
      return { kind: 'realTimeSalary', realTimeSalaryRates: read.tiers.map((t) => ({ betAmount: money(t.minBet), lossRate: ppmToPercent(t.rate), winRate: ppmToPercent(t.winRate) })) }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Periods

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The period of a kind that holds an instant, as [start, end), in the merchant's time zone (days, weeks from Monday,
 * the 1st and the 16th, months) or, for the real-time window, on the clock's multiples of its minutes.
 */
export function periodAt(period: ContractPeriod, at: Date, utcOffsetMinutes: number, windowMinutes = 5): { start: Date; end: Date } {
  const offset = utcOffsetMinutes * MINUTE
  const local = at.getTime() + offset
  const fromLocal = (ms: number) => new Date(ms - offset)
  switch (period) {
    case 'window': {
      const size = windowMinutes * MINUTE
      const start = Math.floor(at.getTime() / size) * size
      return { start: new Date(start), end: new Date(start + size) }
    }
    case 'hourly': {
      const start = Math.floor(local / HOUR) * HOUR
      return { start: fromLocal(start), end: fromLocal(start + HOUR) }
    }
    case 'daily': {
      const start = Math.floor(local / DAY) * DAY
      return { start: fromLocal(start), end: fromLocal(start + DAY) }
    }
    case 'weekly': {
      const day = Math.floor(local / DAY)
      // 1970-01-01 was a Thursday: Monday-based weekday is (day + 3) mod 7.
      const start = (day - ((day + 3) % 7)) * DAY
      return { start: fromLocal(start), end: fromLocal(start + 7 * DAY) }
    }
    case 'semimonthly':
    case 'monthly': {
      const d = new Date(local)
      const y = d.getUTCFullYear()
      const m = d.getUTCMonth()
      const monthStart = Date.UTC(y, m, 1)
      const nextMonth = Date.UTC(y, m + 1, 1)
      if (period === 'monthly') return { start: fromLocal(monthStart), end: fromLocal(nextMonth) }
      const mid = Date.UTC(y, m, 16)
      return local < mid ? { start: fromLocal(monthStart), end: fromLocal(mid) } : { start: fromLocal(mid), end: fromLocal(nextMonth) }
    }
  }
}

/** When a contract signed at an instant takes effect: the start of the next period of its kind (never backwards). */
export function nextPeriodStart(period: ContractPeriod, at: Date, utcOffsetMinutes: number, windowMinutes = 5): Date {
  return periodAt(period, at, utcOffsetMinutes, windowMinutes).end
}
