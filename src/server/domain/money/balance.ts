/** The member's wallets and their sum (`walletBalance`): the ledger's read side, in major units at the edge. */
import { toMajorString } from '../../../contract/money'
import type { WalletBalance, WalletBalanceItem } from '../../../contract/schemas/money'
import type { Queryable } from '../../db/database'
import { memberAccounts } from '../../db/ledger/ledger'
import type { Principal } from '../../plugins/contract'
import { isTrialAccount } from './amounts'

/** Account type 4 (spec section 6): free play with trial credit only. */

export interface CurrencyOf {
  code: string
  decimals: number
}

/**
 * Wallet rows are created on a member's first movement; before that every wallet reads zero. The main wallet is
 * always listed; vendor wallets once they exist; the trial wallet for a trial account or once it exists.
 */
export async function walletBalance(db: Queryable, merchantCode: string, currency: CurrencyOf, principal: Pick<Principal, 'memberId' | 'accountType'>): Promise<WalletBalance> {
  const accounts = await memberAccounts(db, { merchantCode, currency: currency.code }, principal.memberId)
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
