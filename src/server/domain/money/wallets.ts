/**
 * The member's wallets (spec section 7, Wallet): the merchant's wallet mode (`GCS_merchantWallet`) and transfers
 * between the member's own wallets, including "recall all" (`GCS_walletTransfer`). Amounts arrive in major units
 * and are converted once, exactly, here at the edge; every movement goes through movements.ts.
 */
import { toMajorString } from '../../../contract/money'
import type { MerchantWallet, WalletTransferBody, WalletTransferResult } from '../../../contract/schemas/money'
import type { MerchantConfig } from '../../../config/schema'
import type { Database } from '../../db/database'
import { memberAccounts } from '../../db/money/ledger'
import { AppError } from '../../errors'
import type { Principal } from '../../plugins/contract'
import { perConfig } from '../perConfig'
import { walletBalance } from './balance'
import { entriesByKey, entriesByReference } from './ledger'
import { transfer, type PostedEntry, type Wallet } from './movements'
import { movementAmount, requireRealMoneyAccount } from './amounts'


/** The merchant's wallet mode: one wallet unless its config names transfer-wallet vendors. Frozen per config. */
export const merchantWallet = perConfig((config: MerchantConfig): MerchantWallet => {
  const wallet = config.wallet ?? { isSingle: true, transferVendors: [] }
  return {
    isSingle: wallet.isSingle,
    vendors: wallet.isSingle ? [] : wallet.transferVendors.map((vendor) => ({ vendorCode: vendor.code, name: vendor.name })),
  }
})

export interface TransferContext {
  db: Database
  config: MerchantConfig
  principal: Principal
  ip: string
  at: Date
}

/**
 * The ledger key of a member's request: the client's key, scoped to the member, so one member's keys can never
 * collide with (or reveal) another's. A transfer and a recall all claim the same key, so the ledger's fingerprint
 * refuses a key sent again with the other action (`idempotency.key.reused`) as it does one sent with other values.
 */
const ledgerKey = (principal: Principal, clientKey: string) => `wt:${principal.memberId}:${clientKey}`

/** A wallet named on the wire, checked against the merchant's wallet mode. */
function walletNamed(name: string, mode: MerchantWallet): Wallet {
  if (name === 'main') return { kind: 'main' }
  if (mode.vendors.some((vendor) => vendor.vendorCode === name)) return { kind: 'vendor', vendorCode: name }
  throw new AppError('wallet.unknown', undefined, { wallet: name })
}

function refuseUnlessTransfersAllowed(context: TransferContext, mode: MerchantWallet): void {
  // A trial account plays with play credit only: it has no money to move.
  requireRealMoneyAccount(context.principal)
  if (mode.isSingle) throw new AppError('wallet.single')
}

/** `GCS_walletTransfer`: one transfer, or every vendor wallet back to main. A replay (same key) moves nothing. */
export async function walletTransfer(context: TransferContext, body: WalletTransferBody): Promise<WalletTransferResult> {
  const mode = merchantWallet(context.config)
  refuseUnlessTransfersAllowed(context, mode)
  const { currency } = context.config
  const result = body.action === 'recallAll' ? await recallAll(context, body.idempotencyKey) : await transferOnce(context, mode, body)
  const balance = await walletBalance(context.db, context.config.code, currency, context.principal)
  return { moved: toMajorString(result.moved, currency.decimals), replayed: result.replayed, balance }
}

async function transferOnce(
  context: TransferContext,
  mode: MerchantWallet,
  body: Extract<WalletTransferBody, { action: 'transfer' }>,
): Promise<{ moved: bigint; replayed: boolean }> {
  const from = walletNamed(body.from, mode)
  const to = walletNamed(body.to, mode)
  if (body.from === body.to) throw new AppError('wallet.same')
  const amount = movementAmount(body.amount, context.config.currency.decimals)
  const posted = await transfer(context.db, {
    ...movementOf(context),
    idempotencyKey: ledgerKey(context.principal, body.idempotencyKey),
    amount,
    from,
    to,
  })
  return { moved: amount, replayed: posted.replayed }
}

function movementOf(context: TransferContext) {
  return {
    merchantCode: context.config.code,
    currency: context.config.currency.code,
    memberId: context.principal.memberId,
    actor: `member:${context.principal.memberId}`,
    ip: context.ip,
    at: context.at,
  }
}

/** What a set of recall entries brought back to main. */
const movedToMain = (entries: PostedEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.postings.find((p) => p.account.kind === 'main')?.amount ?? 0n), 0n)

/**
 * Every vendor wallet with money in it, back to main: one transfer per wallet, all under the reference
 * `recall:<key>`. The first claims the request's key itself (a transfer sent earlier under it refuses the recall
 * before anything moves, and a transfer sent later under it is refused), the others a key of their own. Sent again
 * with the same key, it finds those entries and answers what they moved (replayed), moving nothing more. A wallet
 * that a bet emptied while this ran is read again once.
 */
async function recallAll(context: TransferContext, clientKey: string): Promise<{ moved: bigint; replayed: boolean }> {
  const key = ledgerKey(context.principal, clientKey)
  const reference = `recall:${key}`
  const earlier = async () => {
    const entries = await entriesByReference(context.db, context.config.code, reference)
    return entries.length ? { moved: movedToMain(entries), replayed: true } : null
  }
  const answered = await earlier()
  if (answered) return answered

  const scope = { merchantCode: context.config.code, currency: context.config.currency.code }
  const posted: PostedEntry[] = []
  const vendorWallets = async () =>
    (await memberAccounts(context.db, scope, context.principal.memberId)).filter((a) => a.kind === 'vendor' && a.balance > 0n)
  for (const account of await vendorWallets()) {
    const recall = (amount: bigint) =>
      transfer(context.db, {
        ...movementOf(context),
        idempotencyKey: posted.length ? `${key}:${account.vendorCode}` : key,
        reference,
        amount,
        from: { kind: 'vendor', vendorCode: account.vendorCode },
        to: { kind: 'main' },
      })
    try {
      posted.push(await recall(account.balance))
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      // The same recall sent twice at once: the other took the key first; its answer is this one's.
      if (error.code === 'idempotency.key.reused' && !posted.length) {
        const first = await earlier()
        if (first) return first
        throw error
      }
      if (error.code !== 'insufficient.balance') throw error
      const now = (await vendorWallets()).find((a) => a.vendorCode === account.vendorCode)
      if (now) posted.push(await recall(now.balance))
    }
  }
  // Nothing to recall: still, a key a transfer has used is not this request's.
  if (!posted.length && (await entriesByKey(context.db, context.config.code, key))) throw new AppError('idempotency.key.reused')
  return { moved: movedToMain(posted), replayed: posted.length > 0 && posted.every((entry) => entry.replayed) }
}
