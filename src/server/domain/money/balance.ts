/** The member's wallets and their sum (`walletBalance`): the ledger's read side, in major units at the edge. */
import { toMajorString } from '../../../contract/money'
import type { WalletBalance, WalletBalanceItem } from '../../../contract/schemas/money'
import { databaseOf, whenCommitted, type Database, type Queryable } from '../../db/database'
import { memberAccounts, type AccountRow, type LedgerScope } from '../../db/money/ledger'
import { readCacheOf } from '../../db/readCache'
import type { Principal } from '../../plugins/contract'
import { isTrialAccount } from './amounts'

export interface CurrencyOf {
  code: string
  decimals: number
}

/**
 * Wallet rows are created on a member's first movement; before that every wallet reads zero. The main wallet is
 * always listed; vendor wallets once they exist; the trial wallet for a trial account or once it exists.
 */
export async function walletBalance(db: Queryable, merchantCode: string, currency: CurrencyOf, principal: Pick<Principal, 'memberId' | 'accountType'>): Promise<WalletBalance> {
  const accounts = await memberBalances(db, { merchantCode, currency: currency.code }, principal.memberId)
  const isTrial = isTrialAccount(principal)
  const main = accounts.find((a) => a.kind === 'main')?.balance ?? 0n
  const vendors = accounts.filter((a) => a.kind === 'vendor').sort((a, b) => (a.vendorCode < b.vendorCode ? -1 : a.vendorCode > b.vendorCode ? 1 : 0))
  const trial = accounts.find((a) => a.kind === 'trial')?.balance
  const money = (minor: bigint) => toMajorString(minor, currency.decimals)
  const wallets: WalletBalanceItem[] = [{ kind: 'main', balance: money(main) }]
  for (const vendor of vendors) wallets.push({ kind: 'vendor', vendorCode: vendor.vendorCode, balance: money(vendor.balance) })
  if (trial !== undefined || isTrial) wallets.push({ kind: 'trial', balance: money(trial ?? 0n) })
  const real = vendors.reduce((sum, vendor) => sum + vendor.balance, main)
  return { sumBalance: money(isTrial ? (trial ?? 0n) : real), wallets }
}

/**
 * Every page asks for the balance (the header, after each movement, on every return to the tab), and nearly
 * always nothing has moved since the last time: the member's accounts are kept in a cache that every ledger write
 * invalidates (`forgetBalances`). The expiry only bounds a lost message between processes.
 */
const balanceCache = (database: Database) => readCacheOf<AccountRow[]>(database, 'balances', { ttlMs: 10_000, maxEntries: 20_000 })

const balanceKey = (scope: LedgerScope, memberId: number) => `${scope.merchantCode}:${scope.currency}:${memberId}`

/** The member's accounts: from the cache on the database, or read in the transaction `db` (which sees its own writes). */
export function memberBalances(db: Queryable, scope: LedgerScope, memberId: number): Promise<AccountRow[]> {
  if (!('transaction' in db)) return memberAccounts(db, scope, memberId)
  return balanceCache(db as Database).read(balanceKey(scope, memberId), () => memberAccounts(db, scope, memberId))
}

/**
 * Called by the ledger for the members whose accounts a write changed: a read under way now is not kept, and once
 * the write has committed every process forgets what it held.
 */
export function forgetBalances(db: Queryable, scope: LedgerScope, memberIds: readonly number[]): void {
  const database = databaseOf(db)
  if (!database || !memberIds.length) return
  const cache = balanceCache(database)
  const keys = memberIds.map((memberId) => balanceKey(scope, memberId))
  cache.invalidate(keys, 'here')
  whenCommitted(db, () => cache.invalidate(keys))
}
