/** The agent's wage records (docs/contracts.md): its payouts of one kind, newest period first, with their figures. */
import { ppmToPercent } from '../../../contract/contracts'
import { toMajorString } from '../../../contract/money'
import type { WageRecord, WageRecords, WageRecordsQuery } from '../../../contract/schemas/contracts'
import { payoutsOf } from '../../db/contracts/wages'
import { requireAgent } from '../agents/access'
import type { ContractCall, ContractServices } from './contracts'

const DEFAULT_PAGE_SIZE = 20

export async function wageRecords(services: ContractServices, call: ContractCall, query: WageRecordsQuery): Promise<WageRecords> {
  requireAgent(call.principal)
  const decimals = call.config.currency.decimals
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const pageNo = Number(query.pageNo ?? 1)
  const { rows, totalCount, total } = await payoutsOf(services.db, call.principal.memberId, query.kind, { limit: pageSize, offset: (pageNo - 1) * pageSize })
  const money = (v: bigint) => toMajorString(v, decimals)
  const rate = (rateType: 'P' | 'A', v: bigint) => (rateType === 'P' ? ppmToPercent(v) : money(v))
  const list: WageRecord[] = rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    gameType: r.gameType as WageRecord['gameType'],
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    amount: money(r.amount),
    status: r.status,
    contractId: String(r.contractId),
    version: r.version,
    periodBet: money(r.periodBet),
    periodProfitLoss: money(r.periodProfit),
    activeMembers: r.activeMembers,
    rateType: r.rateType,
    rate: rate(r.rateType, r.rate),
    tier: r.tier + 1,
    rateBelow: rate(r.rateType, r.rateBelow),
    paidAt: r.paidAt?.toISOString() ?? null,
    ...(r.kind === 'dividend' && r.carryOver ? { carriedIn: money(r.carriedIn), carriedOut: money(r.carriedOut) } : {}),
    ...(r.kind === 'realTimeSalary' ? { realTime: realTimeExplained(r.explanation, money) } : {}),
  }))
  return { list, totalCount, totalPages: Math.ceil(totalCount / pageSize), total: money(total) }
}

/** The real-time payout's explanation as the job wrote it (db/contracts/realTime.ts): results, and stakes by side. */
function realTimeExplained(explanation: Record<string, unknown>, money: (v: bigint) => string): NonNullable<WageRecord['realTime']> {
  const minor = (value: unknown) => BigInt(typeof value === 'string' || typeof value === 'number' ? value : 0)
  return { results: Number(explanation.results ?? 0), wonStake: money(minor(explanation.wonStake)), lostStake: money(minor(explanation.lostStake)) }
}
