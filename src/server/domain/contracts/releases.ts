/**
 * The manual-release daily salary (docs/contracts.md "Wages"): computed daily like the daily salary and recorded as
 * pending; the upline of the contract releases it (paid then, through the ledger, once) or refuses it; one still
 * pending after the merchant's days expires. The merchant's own contracts (a top agent's) are released by an
 * operator. And the real-time salary accrued so far in the window in progress.
 */
import { ppmToPercent } from '../../../contract/contracts'
import { toMajorString } from '../../../contract/money'
import type { MerchantConfig } from '../../../config/schema'
import type { MrDailySalaries, MrDailySalariesQuery, MrDailySalary, RealTimeAccrual, ReleaseMrDailySalaryBody } from '../../../contract/schemas/contracts'
import { computeRealTimeSalaries } from '../../db/contracts/realTime'
import { decideMrPayout, expireMrPayouts, mrPayoutForDecision, mrPayouts, type MrPayoutRow } from '../../db/contracts/wages'
import type { Database } from '../../db/database'
import { AppError } from '../../errors'
import { requireAgent } from '../agents/access'
import { agentSettings } from '../agents/settings'
import { payWage } from '../money/movements'
import type { ContractCall, ContractServices } from './contracts'
import { contractSettings } from './settings'
import { periodAt } from './terms'

const DAY_MS = 86_400_000
const PAGE_SIZE = 20

function viewOf(config: MerchantConfig, row: MrPayoutRow): MrDailySalary {
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  const offset = agentSettings(config).utcOffsetMinutes
  return {
    id: String(row.id),
    account: row.account,
    gameType: row.gameType as MrDailySalary['gameType'],
    day: new Date(row.periodStart.getTime() + offset * 60_000).toISOString().slice(0, 10),
    amount: money(row.amount),
    periodBet: money(row.periodBet),
    activeMembers: row.activeMembers,
    rate: row.rateType === 'P' ? ppmToPercent(row.rate) : money(row.rate),
    rateType: row.rateType,
    status: row.status,
    dueAt: new Date(row.createdAt.getTime() + contractSettings(config).releaseExpiryDays * DAY_MS).toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

/** The agent's own manual-release salaries, or its direct downlines' (which it decides), waiting ones first. */
export async function mrDailySalaries(services: ContractServices, call: ContractCall, query: MrDailySalariesQuery): Promise<MrDailySalaries> {
  requireAgent(call.principal)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, totalCount } = await mrPayouts(services.db, call.principal.memberId, query.scope, { limit: PAGE_SIZE, offset: (pageNo - 1) * PAGE_SIZE })
  return { list: rows.map((row) => viewOf(call.config, row)), totalCount, totalPages: Math.ceil(totalCount / PAGE_SIZE) }
}

/**
 * Releases (pays) or refuses a manual-release salary: `decider` is the contract's upline (a member id), or null for an
 * operator deciding the merchant's own. Decided once: a second decision is `wage.decided`; one past its days expires.
 */
export async function decideMrDailySalary(
  services: ContractServices,
  config: MerchantConfig,
  decider: { uplineId: number | null; by: string },
  body: ReleaseMrDailySalaryBody,
  now: Date,
): Promise<MrDailySalary> {
  const expiry = contractSettings(config).releaseExpiryDays * DAY_MS
  const outcome = await services.db.transaction(async (tx) => {
    const row = await mrPayoutForDecision(tx, config.code, BigInt(body.id))
    if (!row || row.uplineId !== decider.uplineId) throw new AppError('wage.not.found')
    if (row.status !== 'pending') throw new AppError('wage.decided', undefined, { status: row.status })
    if (row.createdAt.getTime() + expiry <= now.getTime()) {
      await decideMrPayout(tx, row.id, { status: 'expired', at: now, by: 'system' })
      return 'expired' as const
    }
    if (body.action === 'refuse') {
      await decideMrPayout(tx, row.id, { status: 'refused', at: now, by: decider.by })
    } else {
      const entry = await payWage(tx, {
        merchantCode: config.code, currency: config.currency.code, memberId: row.payeeId, amount: row.amount,
        idempotencyKey: `wage:mr:${row.id}`, reference: `wage:${row.id}`, actor: decider.by, at: now,
      })
      await decideMrPayout(tx, row.id, { status: 'received', at: now, by: decider.by, entryId: entry.entryId })
    }
    return row.id
  })
  // An expiry found now is kept (its own transaction committed), and the caller told.
  if (outcome === 'expired') throw new AppError('wage.expired')
  const after = await services.db.transaction((tx) => mrPayoutForDecision(tx, config.code, outcome))
  return viewOf(config, after!)
}

/** The upline's decision through the agent centre. */
export function releaseMrDailySalary(services: ContractServices, call: ContractCall, body: ReleaseMrDailySalaryBody): Promise<MrDailySalary> {
  requireAgent(call.principal)
  return decideMrDailySalary(services, call.config, { uplineId: call.principal.memberId, by: `member:${call.principal.memberId}` }, body, call.now)
}

/** The wage job's part: every manual-release salary of the merchant still pending after its days expires. */
export function expireMrDailySalaries(db: Database, config: MerchantConfig, now: Date): Promise<number> {
  return expireMrPayouts(db, config.code, new Date(now.getTime() - contractSettings(config).releaseExpiryDays * DAY_MS), now)
}

/** The real-time salary of the window in progress so far, for the agent: its part of its team's results. */
export async function realTimeAccrual(services: ContractServices, call: ContractCall): Promise<RealTimeAccrual> {
  requireAgent(call.principal)
  const { config, principal, now } = call
  const window = periodAt('window', now, agentSettings(config).utcOffsetMinutes, contractSettings(config).realTimeWindowMinutes)
  const mine = (await computeRealTimeSalaries(services.db, { merchantCode: config.code, start: window.start, end: now, teamOf: principal.memberId })).filter(
    (row) => row.payeeId === principal.memberId,
  )
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  return {
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    accrued: money(mine.reduce((sum, row) => sum + row.amount, 0n)),
    periodBet: money(mine.reduce((sum, row) => sum + row.periodBet, 0n)),
    players: mine.reduce((sum, row) => sum + row.activeMembers, 0),
  }
}
