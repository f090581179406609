/**
 * The upline's what-if (docs/contracts.md): what terms it is about to offer a direct downline would have paid that
 * downline's line over the last ended period of their kind, on the real figures, read from the raw bets (the
 * real-time salary: over the last 24 hours of lottery results). Checked as an offer is (the same refusals), so the
 * offer page shows a problem as the upline types, and nothing is written.
 */
import { toMajorString } from '../../../contract/money'
import type { ContractPreview, OfferContractBody } from '../../../contract/schemas/contracts'
import { contractInSlot, directDownlineAgent } from '../../db/contracts/contracts'
import { AppError } from '../../errors'
import { requireAgent } from '../agents/access'
import { agentSettings } from '../agents/settings'
import { checkAllowed, termsOfRow, type ContractCall, type ContractServices } from './contracts'
import { figuresOf, grossOn, realTimeRate, teamResults } from './figures'
import { contractSettings } from './settings'
import { periodAt, readTerms, uplineProblem } from './terms'

const DAY_MS = 86_400_000

export async function contractPreview(services: ContractServices, call: ContractCall, body: OfferContractBody): Promise<ContractPreview> {
  const { config, principal, now } = call
  requireAgent(principal)
  checkAllowed(config, body.gameType, body.terms)
  const read = readTerms(body.terms, config.currency.decimals)
  const downline = await directDownlineAgent(services.db, principal.memberId, body.account)
  if (!downline) throw new AppError('contract.not.direct')
  const own = await contractInSlot(services.db, principal.memberId, read.kind, body.gameType, 'valid')
  if (!own) throw new AppError('contract.upline.none')
  const problem = uplineProblem(read, termsOfRow(own))
  if (problem) throw new AppError(problem)

  const offset = agentSettings(config).utcOffsetMinutes
  const current = periodAt(read.period, now, offset, contractSettings(config).realTimeWindowMinutes)
  const period = read.kind === 'realTimeSalary' ? { start: new Date(now.getTime() - DAY_MS), end: now } : periodAt(read.period, new Date(current.start.getTime() - 1), offset)
  const results = await teamResults(services.db, config.code, downline.id, period.start, period.end)
  const figures = figuresOf(config, results, body.gameType)
  const money = (v: bigint) => toMajorString(v, config.currency.decimals)
  let amount: bigint
  let tier: number
  if (read.kind === 'realTimeSalary') {
    const lottery = results.filter((r) => r.gameType === body.gameType)
    amount = lottery.reduce((sum, r) => sum + (r.bet * realTimeRate(read.tiers, r.bet, r.win > r.bet)) / 1_000_000n, 0n)
    tier = lottery.reduce((best, r) => Math.max(best, read.tiers.filter((t) => r.bet >= t.minBet).length), 0)
  } else {
    const { gross, match } = grossOn(read, figures)
    amount = gross
    tier = match.tier + 1
  }
  return {
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    periodBet: money(figures.bet),
    periodProfitLoss: money(figures.profit),
    activeMembers: figures.active,
    tier,
    amount: money(amount),
  }
}
