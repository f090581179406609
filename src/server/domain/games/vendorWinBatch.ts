/**
 * The vendor protocol's `winBatch`: up to WIN_BATCH_MAX wins in one call, each exactly a `win` (its own txn id, its
 * own idempotency, its own refusals), paid set-based (db/money/winBatch.ts): a book settling a match pays its winners
 * in a few hundred calls instead of one call per bet, and the wallet writes each batch in a handful of statements.
 *
 * - Each win names its game session (many may share one; all are read in one query); a session unknown or another
 *   vendor's refuses that win alone (`vendor.session.invalid`). A win may come after its session ended, as a `win` may.
 * - The answer lists one result per win, in order: `paid`, `replayed` (that txn id was paid, or its loss recorded,
 *   with these very values: nothing moved again) or `refused` with the code a `win` would answer
 *   (`amount.invalid`, `vendor.bet.not.found`, `vendor.round.closed`, `idempotency.key.reused`). A refused win changes
 *   nothing and does not stop the others. `balance` is the session wallet's after the whole batch.
 * - The wins of one merchant are written in one transaction: a failure (the database) answers the call with an error
 *   and moves nothing of that merchant's wins; sent again, the batch pays what it did not pay, and replays the rest.
 * - A win sent later by `win` under a txn id a batch paid is answered as a replay (the same fingerprint), and the
 *   reverse: the batch is the single calls, written together.
 * - The member's open pages hear their balance once per batch (where they can hear it: `mayBeHeard`).
 */
import { toMajorString } from '../../../contract/money'
import { databaseOf, type Queryable } from '../../db/database'
import { gameSessionsByTokenHashes, postWinBatch, type BatchOutcome, type BatchWin } from '../../db/money/winBatch'
import { AppError } from '../../errors'
import { forgetBalances } from '../money/balance'
import { amountOf, announceBalance, callFingerprint, gameTokenHash, text, type SeamlessServices, type Session, type VendorCallContext } from './vendorProtocol'

/** The most wins one call may carry (its body stays within VENDOR_BATCH_BODY_LIMIT with a betting record each). */
export const WIN_BATCH_MAX = 2000

const ID = /^[A-Za-z0-9_.:-]{1,128}$/
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/

export interface WinBatchResult {
  txnId: string
  status: 'paid' | 'replayed' | 'refused'
  balance?: string
  errorCode?: string
}

export interface WinBatchAnswer {
  currency: string
  results: WinBatchResult[]
}

type Item = { index: number; txnId: string; session: Session; win: BatchWin }

/** Why a win of the batch is refused before anything is written: the code a `win` would answer. */
function refusalCode(error: unknown): string {
  if (error instanceof AppError) return error.code
  throw error
}

export async function vendorWinBatch(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WinBatchAnswer> {
  const wins = body.wins
  if (!Array.isArray(wins) || wins.length === 0 || wins.length > WIN_BATCH_MAX) {
    throw new AppError('request.invalid', `"wins" must list 1 to ${WIN_BATCH_MAX} wins.`, { field: '/wins' })
  }
  const results: WinBatchResult[] = wins.map((raw: unknown) => {
    const txnId = typeof raw === 'object' && raw !== null && typeof (raw as { txnId?: unknown }).txnId === 'string' ? (raw as { txnId: string }).txnId : ''
    return { txnId, status: 'refused', errorCode: 'request.invalid' }
  })
  // The sessions in one read, each token once (a `win` reads its session the same way: sessionOf).
  const tokens = wins.map((raw) => (typeof raw === 'object' && raw !== null && typeof raw.sessionToken === 'string' && TOKEN.test(raw.sessionToken) ? (raw.sessionToken as string) : ''))
  const rows = await gameSessionsByTokenHashes(services.db, [...new Set(tokens.filter(Boolean).map(gameTokenHash))])
  const sessionOfToken = (token: string): Session => {
    const row = token ? rows.get(gameTokenHash(token)) : undefined
    const merchant = row ? services.merchants.byCode(row.merchantCode) : undefined
    if (!row || !merchant || row.vendorCode !== context.vendorCode) throw new AppError('vendor.session.invalid')
    return { row, config: merchant.config }
  }
  const items: Item[] = []
  for (const [index, raw] of wins.entries()) {
    try {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new AppError('request.invalid')
      const call = raw as Record<string, unknown>
      const txnId = text(call, 'txnId', ID)
      text(call, 'sessionToken', TOKEN)
      const found = sessionOfToken(tokens[index])
      const roundRef = text(call, 'roundId', ID)
      const amount = amountOf(call, found.config.currency.decimals, { zero: true })
      const result = call.result === undefined ? null : JSON.stringify(call.result)
      const win: BatchWin = {
        txnId, roundRef, memberId: found.row.memberId, wallet: found.row.wallet, amount, final: call.final === true, result, request: callFingerprint('win', call),
      }
      items.push({ index, txnId, session: found, win })
    } catch (error) {
      results[index] = { txnId: results[index].txnId, status: 'refused', errorCode: refusalCode(error) }
    }
  }
  const byMerchant = new Map<string, Item[]>()
  for (const item of items) {
    const list = byMerchant.get(item.session.config.code) ?? []
    list.push(item)
    byMerchant.set(item.session.config.code, list)
  }
  let currency = ''
  for (const list of byMerchant.values()) {
    const { config } = list[0].session
    currency = config.currency.code
    const outcomes = await services.db.transaction(async (tx) => {
      const written = await postWinBatch(tx, { merchantCode: config.code, vendorCode: context.vendorCode, currency: config.currency.code, at: context.at }, list.map((item) => item.win))
      forgetMembers(tx, config.code, config.currency.code, list)
      return written
    })
    const heard = new Map<number, Session>()
    list.forEach((item, k) => {
      results[item.index] = answerOf(item, outcomes[k], config.currency.decimals)
      if (outcomes[k].status === 'paid' && item.win.amount > 0n) heard.set(item.win.memberId, item.session)
    })
    for (const session of heard.values()) announceBalance(services, session)
  }
  return { currency, results: results.map(({ txnId, status, balance, errorCode }) => ({ txnId, status, ...(balance === undefined ? {} : { balance }), ...(errorCode ? { errorCode } : {}) })) }
}

function answerOf(item: Item, outcome: BatchOutcome, decimals: number): WinBatchResult {
  if (outcome.status === 'refused') return { txnId: item.txnId, status: 'refused', errorCode: outcome.code }
  return { txnId: item.txnId, status: outcome.status, balance: toMajorString(outcome.balance, decimals) }
}

/** The balance cache forgets the members whose wallets the batch paid (here at once, elsewhere at the commit). */
function forgetMembers(tx: Queryable, merchantCode: string, currency: string, list: readonly Item[]): void {
  if (!databaseOf(tx)) return
  forgetBalances(tx, { merchantCode, currency }, [...new Set(list.filter((item) => item.win.amount > 0n).map((item) => item.win.memberId))])
}
