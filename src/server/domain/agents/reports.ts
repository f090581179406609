/**
 * The agent centre's reports (spec section 2; docs/agents.md): the team overview, the team's members, profit and
 * loss per direct line, the team's bets and ledger entries, and the agent's income. Agents only (types 1, 2, 41, 42;
 * a member gets `error.not.agent`, a trial account `in_need_true_account`). Every account a query names must be in
 * the caller's team: anything else is `downline.not.found`, the same answer as for an account that does not exist,
 * so guessing names tells nothing.
 */
import type { MerchantConfig } from '../../../config/schema'
import { toMajorString, toMinorUnits } from '../../../contract/money'
import {
  MAX_REPORT_PAGE_SIZE, type AgentIncome, type AgentIncomeQuery, type GameTypeKey, type TeamBets, type TeamBetsQuery, type TeamMembers,
  type TeamMembersQuery, type TeamOverview, type TeamOverviewQuery, type TeamProfitLoss, type TeamProfitLossQuery, type TeamTransactions,
  type TeamTransactionsQuery,
} from '../../../contract/schemas/agents'
import type { Database } from '../../db/database'
import { agentIncomeDays, teamBets, teamTransactions, TRANSACTION_TYPE_ENTRIES } from '../../db/agents/activity'
import { betRoundsByIds } from '../../db/games/bettingRecord'
import { betRoundViews } from '../games/bettingRecord'
import { gameName, lotteryGame } from '../lottery/settings'
import { lineProfitLoss, teamMembers } from '../../db/agents/lists'
import { lineage, sumsOf, teamActiveMembers, teamMemberByAccount, teamSize, teamSums, type FigureSums } from '../../db/agents/team'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { requireAgent } from './access'
import { dayText, periodInstants, resolvePeriod, type ResolvedPeriod } from './ranges'
import { agentSettings } from './settings'

export interface ReportCall {
  db: Database
  config: MerchantConfig
  principal: Principal
  now: Date
  language?: string
}

const DEFAULT_PAGE_SIZE = 20

function paging(query: { pageNo?: string; pageSize?: string }): { limit: number; offset: number; pageSize: number } {
  const pageSize = Math.min(Number(query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_REPORT_PAGE_SIZE)
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new AppError('request.invalid', 'Invalid query field "pageSize"', { field: '/pageSize' })
  const pageNo = Number(query.pageNo ?? 1)
  return { limit: pageSize, offset: (pageNo - 1) * pageSize, pageSize }
}

/** Major-unit strings of a set of sums. */
function money(config: MerchantConfig) {
  const d = config.currency.decimals
  return (minor: bigint) => toMajorString(minor, d)
}

function figuresOf(config: MerchantConfig, s: FigureSums) {
  const m = money(config)
  return {
    deposits: m(s.deposits),
    withdrawals: m(s.withdrawals),
    bets: m(s.bets),
    validBets: m(s.validBets),
    wins: m(s.wins),
    bonuses: m(s.bonuses),
    netProfit: m(s.wins + s.bonuses - s.bets),
    rounds: s.rounds,
  }
}

function add(a: FigureSums, b: FigureSums): FigureSums {
  return {
    rounds: a.rounds + b.rounds,
    bets: a.bets + b.bets,
    validBets: a.validBets + b.validBets,
    wins: a.wins + b.wins,
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bonuses: a.bonuses + b.bonuses,
    firstDeposits: a.firstDeposits + b.firstDeposits,
    registrations: a.registrations + b.registrations,
  }
}

const ZERO = sumsOf(undefined)

function periodOf(call: ReportCall, query: { range?: TeamOverviewQuery['range']; from?: string; to?: string }): ResolvedPeriod {
  return resolvePeriod(query, call.now, agentSettings(call.config).utcOffsetMinutes)
}

const outPeriod = (p: ResolvedPeriod) => ({ range: p.range, from: p.from, to: p.to, timeZone: p.timeZone })

/** A member of the caller's team named by account, or `downline.not.found`. */
async function inTeam(call: ReportCall, account: string) {
  const member = await teamMemberByAccount(call.db, call.principal.memberId, account)
  if (!member) throw new AppError('downline.not.found')
  return member
}

export async function teamOverview(call: ReportCall, query: TeamOverviewQuery): Promise<TeamOverview> {
  requireAgent(call.principal)
  const period = periodOf(call, query)
  const agentId = call.principal.memberId
  const range = { from: period.from, to: period.to }
  const [size, sums, active] = await Promise.all([teamSize(call.db, agentId), teamSums(call.db, agentId, range), teamActiveMembers(call.db, agentId, range)])
  let total = ZERO
  const byType = new Map<string, FigureSums>()
  const byDay = new Map<string, FigureSums>()
  for (const row of sums.rows) {
    const s = sumsOf(row)
    total = add(total, s)
    if (row.gameType) byType.set(row.gameType, add(byType.get(row.gameType) ?? ZERO, s))
    byDay.set(row.day, add(byDay.get(row.day) ?? ZERO, s))
  }
  const m = money(call.config)
  const daily: TeamOverview['daily'] = []
  for (let day = period.first; day <= period.last; day++) {
    const s = byDay.get(dayText(day)) ?? ZERO
    daily.push({ day: dayText(day), bets: m(s.bets), validBets: m(s.validBets), wins: m(s.wins), netProfit: m(s.wins + s.bonuses - s.bets), deposits: m(s.deposits), withdrawals: m(s.withdrawals) })
  }
  return {
    period: outPeriod(period),
    team: { size: size.directMembers + size.directAgents + size.indirectMembers + size.indirectAgents, ...size },
    newMembers: total.registrations,
    activeMembers: active,
    firstDeposits: total.firstDeposits,
    figures: figuresOf(call.config, total),
    byGameType: [...byType.entries()]
      .filter(([, s]) => s.rounds > 0)
      .map(([gameType, s]) => ({ gameType: gameType as GameTypeKey, bets: m(s.bets), validBets: m(s.validBets), wins: m(s.wins), netProfit: m(s.wins - s.bets) })),
    daily,
  }
}

export async function teamMemberList(call: ReportCall, query: TeamMembersQuery): Promise<TeamMembers> {
  requireAgent(call.principal)
  const page = paging(query)
  const agentId = call.principal.memberId
  const parent = query.parent ? await inTeam(call, query.parent) : null
  const parentId = parent?.id ?? agentId
  const decimals = call.config.currency.decimals
  const amount = (text: string | undefined) => {
    if (text === undefined) return undefined
    try {
      return toMinorUnits(text, decimals)
    } catch {
      throw new AppError('amount.invalid')
    }
  }
  const { rows, total, balance } = await teamMembers(
    call.db,
    {
      parentId,
      prefix: query.account?.trim() || undefined,
      agents: query.type === undefined ? undefined : query.type === 'agent',
      status: query.status,
      minBalance: amount(query.minBalance),
      maxBalance: amount(query.maxBalance),
      lastLoginDays: query.lastLoginDays === undefined ? undefined : Number(query.lastLoginDays),
      now: call.now,
      sort: query.sort ?? 'account',
      descending: query.order === 'desc',
      merchantCode: call.config.code,
      currency: call.config.currency.code,
    },
    page,
  )
  const m = money(call.config)
  const path = [call.principal.username, ...(parent ? [...(await lineage(call.db, agentId, parent.id)), parent.username] : [])]
  return {
    list: rows.map((r) => ({
      account: r.username,
      nickname: r.nickname,
      accountType: r.accountType,
      isAgent: [1, 2, 41, 42].includes(r.accountType),
      status: r.status,
      regDate: r.regDate.toISOString(),
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      balance: m(r.balance),
      directCount: r.directCount,
      // Depth below the agent, whoever's line is listed.
      depth: r.depth + (parent?.depth ?? 0),
      upline: r.upline,
    })),
    totalCount: total,
    totalPages: Math.ceil(total / page.pageSize),
    footer: { balance: m(balance) },
    path,
  }
}

export async function teamProfitLoss(call: ReportCall, query: TeamProfitLossQuery): Promise<TeamProfitLoss> {
  requireAgent(call.principal)
  const period = periodOf(call, query)
  const page = paging(query)
  const agentId = call.principal.memberId
  const parent = query.parent ? await inTeam(call, query.parent) : null
  const parentId = parent?.id ?? agentId
  const range = { from: period.from, to: period.to }
  const [lines, team] = await Promise.all([
    lineProfitLoss(call.db, { parentId, range, sort: query.sort ?? 'account', descending: query.order === 'desc' }, page),
    teamSums(call.db, parentId, range),
  ])
  const total = team.rows.reduce((acc, row) => add(acc, sumsOf(row)), ZERO)
  const f = figuresOf(call.config, total)
  return {
    list: lines.rows.map((r) => {
      const x = figuresOf(call.config, r)
      return { account: r.username, accountType: r.accountType, isLine: r.isLine, bets: x.bets, validBets: x.validBets, wins: x.wins, bonuses: x.bonuses, netProfit: x.netProfit, rounds: r.rounds }
    }),
    totalCount: lines.total,
    totalPages: Math.ceil(lines.total / page.pageSize),
    footer: { bets: f.bets, validBets: f.validBets, wins: f.wins, bonuses: f.bonuses, netProfit: f.netProfit, rounds: f.rounds },
    period: outPeriod(period),
    path: [call.principal.username, ...(parent ? [...(await lineage(call.db, agentId, parent.id)), parent.username] : [])],
  }
}

export async function teamBetList(call: ReportCall, query: TeamBetsQuery): Promise<TeamBets> {
  requireAgent(call.principal)
  const period = periodOf(call, query)
  const page = paging(query)
  const agentId = call.principal.memberId
  const member = query.account ? await inTeam(call, query.account) : null
  const { from, to } = periodInstants(period, agentSettings(call.config).utcOffsetMinutes)
  const range = { from: period.from, to: period.to }
  const [rows, sums] = await Promise.all([
    teamBets(call.db, { agentId, merchantCode: call.config.code, memberId: member?.id, from, to, gameType: query.gameType }, page),
    member ? memberSums(call, member.id, range) : teamSums(call.db, agentId, range).then((s) => s.rows),
  ])
  // A game round's detail, read whole as the member's betting record reads it.
  const roundIds = rows.filter((r) => r.id.startsWith('R')).map((r) => BigInt(r.id.slice(1)))
  const detail = new Map(
    (await betRoundViews(call.db, { config: call.config, language: call.language ?? call.config.languages.default, now: call.now }, await betRoundsByIds(call.db, call.config.code, roundIds))).map(
      (round) => [`R${round.id}`, round],
    ),
  )
  // The count and totals come from the rollups, like every other figure of the centre.
  const counted = sums.filter((r) => r.gameType !== '' && (!query.gameType || r.gameType === query.gameType)).reduce((acc, row) => add(acc, sumsOf(row)), ZERO)
  const m = money(call.config)
  const language = call.language ?? 'en'
  return {
    list: rows.map((r) => ({
      id: r.id,
      account: r.username,
      gameType: r.gameType as GameTypeKey,
      gameName: r.lotteryCode ? lotteryRoundName(call.config, language, r.lotteryCode, r.roundNo) : (r.names?.[language] ?? r.names?.en ?? Object.values(r.names ?? {})[0] ?? ''),
      vendorName: r.vendorName,
      bet: m(r.bet),
      win: m(r.win),
      profit: m(r.win - r.bet),
      settledAt: r.settledAt.toISOString(),
      round: detail.get(r.id) ?? null,
    })),
    totalCount: counted.rounds,
    totalPages: Math.ceil(counted.rounds / page.pageSize),
    footer: { bet: m(counted.bets), win: m(counted.wins), profit: m(counted.wins - counted.bets), rounds: counted.rounds },
    period: outPeriod(period),
  }
}

/** A lottery result's line: the game's name in the reader's language and the draw's number. */
function lotteryRoundName(config: MerchantConfig, language: string, code: string, roundNo: string | null): string {
  const game = lotteryGame(config, code)
  const name = game ? gameName(game, language, config) : code
  return roundNo ? `${name} #${roundNo}` : name
}

/** One member's own sums by day and game type (the shape teamSums answers). */
async function memberSums(call: ReportCall, memberId: number, range: { from: string; to: string }) {
  const { rows } = await call.db.query<Parameters<typeof sumsOf>[0] & { gameType: string }>(
    `SELECT game_type AS "gameType", sum(rounds)::integer AS rounds, sum(bets)::bigint AS bets, sum(valid_bets)::bigint AS "validBets",
            sum(wins)::bigint AS wins, sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals, sum(bonuses)::bigint AS bonuses,
            sum(first_deposits)::integer AS "firstDeposits", sum(registrations)::integer AS registrations
     FROM team_member_days WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY game_type`,
    [memberId, range.from, range.to],
  )
  return rows as (NonNullable<Parameters<typeof sumsOf>[0]> & { gameType: string })[]
}

export async function teamTransactionList(call: ReportCall, query: TeamTransactionsQuery): Promise<TeamTransactions> {
  requireAgent(call.principal)
  const period = periodOf(call, query)
  const page = paging(query)
  const member = query.account ? await inTeam(call, query.account) : null
  const { from, to } = periodInstants(period, agentSettings(call.config).utcOffsetMinutes)
  const result = await teamTransactions(
    call.db,
    { agentId: call.principal.memberId, merchantCode: call.config.code, memberId: member?.id, from, to, entryTypes: query.type ? TRANSACTION_TYPE_ENTRIES[query.type] : undefined },
    page,
  )
  const m = money(call.config)
  return {
    list: result.rows.map((r) => ({ id: r.entryId, account: r.username, type: r.type, amount: m(r.amount), balanceAfter: m(r.balanceAfter), at: r.at.toISOString() })),
    totalCount: result.total,
    totalPages: Math.ceil(result.total / page.pageSize),
    footer: { credits: m(result.credits), debits: m(result.debits) },
    period: outPeriod(period),
  }
}

export async function agentIncome(call: ReportCall, query: AgentIncomeQuery): Promise<AgentIncome> {
  requireAgent(call.principal)
  const period = periodOf(call, query)
  const page = paging(query)
  const settings = agentSettings(call.config)
  const { from, to } = periodInstants(period, settings.utcOffsetMinutes)
  const days = await agentIncomeDays(call.db, { agentId: call.principal.memberId, merchantCode: call.config.code, from, to, utcOffsetMinutes: settings.utcOffsetMinutes })
  const m = money(call.config)
  const fromUpline = days.reduce((s, d) => s + d.fromUpline, 0n)
  const wages = days.reduce((s, d) => s + d.wages, 0n)
  return {
    list: days.slice(page.offset, page.offset + page.limit).map((d) => ({ day: d.day, fromUpline: m(d.fromUpline), wages: m(d.wages), total: m(d.fromUpline + d.wages) })),
    totalCount: days.length,
    totalPages: Math.ceil(days.length / page.pageSize),
    footer: { fromUpline: m(fromUpline), wages: m(wages), total: m(fromUpline + wages) },
    period: outPeriod(period),
  }
}
