/**
 * The member centre's money records (transactionHistory, personalProfit) and the consolidated funds, read from
 * the ledger and converted to major units at this edge.
 */
import { toMajorString } from '../../../contract/money'
import type {
  ConsolidatedFunds, PersonalProfit, PersonalProfitQuery, TransactionHistory, TransactionHistoryQuery, TransactionRecord, TransactionType,
} from '../../../contract/schemas/money'
import type { MerchantConfig } from '../../../config/schema'
import type { Queryable } from '../../db/database'
import { memberAccounts } from '../../db/money/ledger'
import { memberMovements, memberTotalsByType, memberWithdrawalTotals, type MemberRecordFilter, type MovementRow } from '../../db/money/records'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { isTrialAccount } from './amounts'

const DEFAULT_PAGE_SIZE = 20

function periodOf(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = query.from ? new Date(query.from) : undefined
  const to = query.to ? new Date(query.to) : undefined
  if (from && to && from >= to) throw new AppError('request.invalid', 'The period ends before it starts.', { field: 'to' })
  return { from, to }
}

function filterOf(config: MerchantConfig, principal: Principal, period: { from?: Date; to?: Date }): MemberRecordFilter {
  return {
    merchantCode: config.code,
    currency: config.currency.code,
    memberId: principal.memberId,
    // A trial account's records are its play credit; a member's are its money.
    trial: isTrialAccount(principal),
    ...period,
  }
}

/** A transfer between the member's own wallets: from the wallet that gave, to the one that received. */
function transferredOf(row: MovementRow, decimals: number): TransactionRecord['transferred'] {
  if (row.type !== 'transfer') return undefined
  const from = row.legs.find((leg) => BigInt(leg.amount) < 0n)
  const to = row.legs.find((leg) => BigInt(leg.amount) > 0n)
  if (!from || !to) return undefined
  return { from: from.wallet, to: to.wallet, amount: toMajorString(BigInt(to.amount), decimals) }
}

export async function transactionHistory(db: Queryable, config: MerchantConfig, principal: Principal, query: TransactionHistoryQuery): Promise<TransactionHistory> {
  const pageNo = Number(query.pageNo ?? 1)
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE)
  const filter = { ...filterOf(config, principal, periodOf(query)), type: query.type }
  const page = await memberMovements(db, filter, { limit: pageSize, offset: (pageNo - 1) * pageSize })
  const decimals = config.currency.decimals
  const money = (minor: bigint) => toMajorString(minor, decimals)
  const list = page.rows.map((row): TransactionRecord => {
    const transferred = transferredOf(row, decimals)
    return {
      id: row.id.toString(),
      type: row.type as TransactionType,
      createdAt: row.createdAt.toISOString(),
      amount: money(row.net),
      ...(transferred ? { transferred } : {}),
      balanceAfter: money(row.balanceAfter),
      // A transfer between the member's own wallets belongs to nothing the member looks up (a recall's reference
      // only groups its entries for replays).
      reference: row.type === 'transfer' ? null : row.reference,
    }
  })
  return {
    list,
    totalCount: page.totalCount,
    totalPages: Math.ceil(page.totalCount / pageSize),
    footer: { totalIn: money(page.totalIn), totalOut: money(page.totalOut) },
  }
}

export async function personalProfit(db: Queryable, config: MerchantConfig, principal: Principal, query: PersonalProfitQuery): Promise<PersonalProfit> {
  const { byType } = await memberTotalsByType(db, filterOf(config, principal, periodOf(query)))
  const net = (type: string) => byType.get(type)?.net ?? 0n
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  // A stake given back (a vendor's rollback) was never a bet.
  const bets = -net('bet') - net('bet_refund')
  // A corrected settlement's reversal takes back what a win paid.
  const wins = net('win') + net('win_reversal')
  return {
    betAmount: money(bets),
    winAmount: money(wins),
    profit: money(wins - bets),
    bonus: money(net('bonus')),
    deposit: money(net('deposit')),
    // Asked for, less what was refused and given back.
    withdrawal: money(-net('withdrawal_request') - net('withdrawal_reject')),
    betCount: byType.get('bet')?.count ?? 0,
  }
}

export async function consolidatedFunds(db: Queryable, config: MerchantConfig, principal: Principal): Promise<ConsolidatedFunds> {
  const scope = { merchantCode: config.code, currency: config.currency.code }
  const [accounts, withdrawals, totals] = await Promise.all([
    memberAccounts(db, scope, principal.memberId),
    memberWithdrawalTotals(db, scope, principal.memberId),
    memberTotalsByType(db, filterOf(config, principal, {})),
  ])
  const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
  const main = accounts.find((a) => a.kind === 'main')?.balance ?? 0n
  const vendors = accounts.filter((a) => a.kind === 'vendor').reduce((sum, a) => sum + a.balance, 0n)
  return {
    sumBalance: money(main + vendors),
    mainBalance: money(main),
    vendorBalance: money(vendors),
    pendingWithdrawal: money(withdrawals.pending),
    totalDeposit: money(totals.byType.get('deposit')?.net ?? 0n),
    totalWithdrawal: money(withdrawals.paid),
    totalBonus: money(totals.byType.get('bonus')?.net ?? 0n),
  }
}
