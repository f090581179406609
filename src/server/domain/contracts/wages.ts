/**
 * The wage jobs (docs/contracts.md "Wages"): per merchant and kind, every period that has ended since the job's
 * watermark, in order, each computed by one set-based statement (db/contracts/wages.ts) and paid through the ledger
 * in one transaction: one payout row and one ledger entry (salary_pool → the agent's main wallet) per (contract
 * version, period, payee), written set-based. The payout row's unique key and the ledger's idempotency key make a period computed
 * twice, or by two processes at once, pay once; the watermark only spares the work.
 *
 * A period is paid once it has ended and a margin has passed (the figures of its last seconds are counted by the
 * team job, which this runs first). On a job's first run for a merchant it starts from the period in progress: it
 * does not pay history from before it existed.
 */
import type { MerchantConfig } from '../../../config/schema'
import type { ContractKindName } from '../../../contract/schemas/contracts'
import type { Database } from '../../db/database'
import {
  advanceWatermark,
  computeDailySalaries,
  computeHourSalaries,
  insertAndPayPeriod,
  lockPayeeAccounts,
  watermarkOf,
  type ComputedPayout,
} from '../../db/contracts/wages'
import { computeDividends } from '../../db/contracts/dividends'
import { computeRealTimeSalaries, pruneRealTimeRollups } from '../../db/contracts/realTime'
import type { MerchantRegistry } from '../../merchants/registry'
import { rollUpTeams } from '../agents/rollups'
import { agentSettings } from '../agents/settings'
import type { MemberEventBus } from '../events/bus'
import { accountId } from '../../db/money/ledger'
import { forgetBalances } from '../money/balance'
import { expireMrDailySalaries } from './releases'
import { contractSettings } from './settings'
import { periodAt, type ContractPeriod } from './terms'

export interface WageServices {
  db: Database
  merchants: MerchantRegistry
  events?: MemberEventBus
}

/** How long after a period ends it is paid: the settlements of its last moments are written and counted by then. */
export const SETTLE_MARGIN_MS = 30_000
/**
 * How long the real-time salary's rollup of a window is kept: its payout was made minutes after it ended; a window
 * paid later than this (a long outage) is paid from the results themselves, to the same amounts.
 */
const ROLLUP_KEPT_MS = 24 * 3_600_000
/** Periods one run pays at most per merchant and kind, so a long outage is caught up over a few runs, not one. */
const MAX_PERIODS_PER_RUN = 200

export interface WageKind {
  /** The job's name (its watermark's): `wages.<kind>`, a dividend's with its period. */
  job: string
  kind: ContractKindName
  period: ContractPeriod
  /** Paid at once, or waiting for the upline's release (the manual-release daily salary). */
  status: 'paid' | 'pending'
  compute(services: WageServices, config: MerchantConfig, start: Date, end: Date): Promise<ComputedPayout[]>
}

const dayOf = (at: Date, utcOffsetMinutes: number): string => new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10)

/** A dividend's job for one period length: the days of the period, first and last, in the merchant's zone. */
const dividendKind = (period: 'daily' | 'weekly' | 'semimonthly' | 'monthly'): WageKind => ({
  job: `wages.dividend.${period}`,
  kind: 'dividend',
  period,
  status: 'paid',
  compute: (s, config, start, end) => {
    const offset = agentSettings(config).utcOffsetMinutes
    return computeDividends(s.db, { merchantCode: config.code, period, start, end, fromDay: dayOf(start, offset), toDay: dayOf(new Date(end.getTime() - 1), offset) })
  },
})

export const WAGE_KINDS: readonly WageKind[] = [
  {
    job: 'wages.realTimeSalary',
    kind: 'realTimeSalary',
    period: 'window',
    status: 'paid',
    compute: (s, config, start, end) => computeRealTimeSalaries(s.db, { merchantCode: config.code, start, end }),
  },
  {
    job: 'wages.hourSalary',
    kind: 'hourSalary',
    period: 'hourly',
    status: 'paid',
    compute: (s, config, start, end) => computeHourSalaries(s.db, { merchantCode: config.code, start, end, activeMinStake: agentSettings(config).activeMinStakeMinor }),
  },
  {
    job: 'wages.dailySalary',
    kind: 'dailySalary',
    period: 'daily',
    status: 'paid',
    compute: (s, config, start, end) =>
      computeDailySalaries(s.db, { merchantCode: config.code, kind: 'dailySalary', start, end, day: dayOf(start, agentSettings(config).utcOffsetMinutes) }),
  },
  {
    job: 'wages.mrDailySalary',
    kind: 'mrDailySalary',
    period: 'daily',
    status: 'pending',
    compute: (s, config, start, end) =>
      computeDailySalaries(s.db, { merchantCode: config.code, kind: 'mrDailySalary', start, end, day: dayOf(start, agentSettings(config).utcOffsetMinutes) }),
  },
  dividendKind('daily'),
  dividendKind('weekly'),
  dividendKind('semimonthly'),
  dividendKind('monthly'),
]

/**
 * Pays one period's computed payouts in one transaction: their rows and, for those paid at once, their ledger entries
 * (db/contracts/wages.ts `insertAndPayPeriod`). A payout of nothing (no tier reached, or a part wholly paid below) is
 * not recorded, unless it is a dividend that carries a deficit in or out (its row is the carried balance's record:
 * the next period reads it); one whose (contract, period, payee) has a row already is left as it is. Answers how
 * many it wrote.
 */
export async function payPeriod(
  services: WageServices,
  config: MerchantConfig,
  payouts: readonly ComputedPayout[],
  period: { start: Date; end: Date },
  status: 'paid' | 'pending',
  now: Date,
): Promise<number> {
  const due = payouts.filter((payout) => payout.amount > 0n || (payout.carriedIn ?? 0n) > 0n || (payout.carriedOut ?? 0n) > 0n)
  if (!due.length) return 0
  const scope = { merchantCode: config.code, currency: config.currency.code }
  return services.db.transaction(async (tx) => {
    const pool = await accountId(tx, scope, { kind: 'salary_pool' }, now)
    if (status === 'paid') await lockPayeeAccounts(tx, scope, pool, [...new Set(due.filter((payout) => payout.amount > 0n).map((payout) => payout.payeeId))], now)
    const { written, memberIds } = await insertAndPayPeriod(tx, {
      ...scope, periodStart: period.start, periodEnd: period.end, status, at: now, poolAccountId: pool, payouts: due,
    })
    forgetBalances(tx, scope, memberIds)
    return written
  })
}

/**
 * Pays one kind's ended periods for one merchant since its watermark; answers how many payouts it made. `from` is
 * where a job that never ran starts (the demo seed pays its past days; the server starts from the period in progress).
 */
export async function runWageKind(services: WageServices, config: MerchantConfig, wage: WageKind, now: Date, options: { from?: Date } = {}): Promise<number> {
  const utcOffset = agentSettings(config).utcOffsetMinutes
  const window = contractSettings(config).realTimeWindowMinutes
  const job = wage.job
  let start = (await watermarkOf(services.db, config.code, job)) ?? periodAt(wage.period, options.from ?? now, utcOffset, window).start
  let paid = 0
  for (let n = 0; n < MAX_PERIODS_PER_RUN; n++) {
    const period = periodAt(wage.period, start, utcOffset, window)
    if (period.end.getTime() + SETTLE_MARGIN_MS > now.getTime()) {
      // Not ended yet: remember where to start (the first run's watermark), pay nothing.
      await advanceWatermark(services.db, config.code, job, period.start)
      break
    }
    paid += await payPeriod(services, config, await wage.compute(services, config, period.start, period.end), period, wage.status, now)
    await advanceWatermark(services.db, config.code, job, period.end)
    start = period.end
  }
  return paid
}

/** The wage job: the team figures counted first, then every merchant's kinds that are on; waiting manual releases expire. */
export async function runWages(services: WageServices, now: Date): Promise<number> {
  await rollUpTeams(services)
  let paid = 0
  for (const merchant of services.merchants.merchants) {
    const kinds = contractSettings(merchant.config).kinds
    for (const wage of WAGE_KINDS) if (kinds.has(wage.kind)) paid += await runWageKind(services, merchant.config, wage, now)
    if (kinds.has('mrDailySalary')) await expireMrDailySalaries(services.db, merchant.config, now)
    if (kinds.has('realTimeSalary')) await pruneRealTimeRollups(services.db, merchant.config.code, new Date(now.getTime() - ROLLUP_KEPT_MS))
  }
  return paid
}
