/**
 * The periods of the agent centre's reports. The server turns a named range into days in the merchant's time zone
 * (and answers the days it used, `period`); the portal sends the name, and for `custom` the two days it was given.
 */
import type { ReportRange } from '../../../contract/schemas/agents'

/** The ranges offered, in order (the contract's REPORT_RANGES; a schema value the browser may not import). */
export const REPORT_RANGE_KEYS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'custom'] as const satisfies readonly ReportRange[]

/** The longest custom range a report covers, in days (the contract's MAX_REPORT_DAYS). */
export const MAX_RANGE_DAYS = 366

/** A report's period as a filter holds it: a named range, or `custom` with its first and last day (`YYYY-MM-DD`). */
export interface ReportRangeValue {
  range: ReportRange
  from?: string
  to?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Days between two `YYYY-MM-DD` days, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** Why a custom range cannot be asked for yet, or null when it can (a named range always can). */
export function rangeProblem(value: ReportRangeValue): 'incomplete' | 'reversed' | 'tooLong' | null {
  if (value.range !== 'custom') return null
  if (!value.from || !value.to || !DAY.test(value.from) || !DAY.test(value.to) || Number.isNaN(Date.parse(value.from)) || Number.isNaN(Date.parse(value.to))) return 'incomplete'
  if (value.to < value.from) return 'reversed'
  if (daysBetween(value.from, value.to) > MAX_RANGE_DAYS) return 'tooLong'
  return null
}

/** The query's range fields, or null while a custom range is incomplete or wrong (nothing is asked then). */
export function rangeQuery(value: ReportRangeValue): { range: ReportRange; from?: string; to?: string } | null {
  if (rangeProblem(value)) return null
  return value.range === 'custom' ? { range: 'custom', from: value.from, to: value.to } : { range: value.range }
}
