/**
 * The vendor protocol's `resettle`: a settled round's payout corrected (a sportsbook's result changed after it was
 * settled: a goal ruled out, a scorer's sheet). The round's win becomes `amount`: in one transaction the new payout
 * is paid (a `win` entry) and then the earlier payout taken back (a `win_reversal` entry), so both stand in the
 * ledger and the round's result keeps the earlier settlement under `corrections` for the betting record.
 *
 * Paying first means a correction that pays more never fails for want of balance. A member's balance never goes
 * below zero (the ledger's rule), so a reversal larger than what the wallet holds takes what it holds: the rest is the
 * house's loss, written on the correction as `unrecovered` (the house does not chase a member's later deposits).
 *
 * Idempotent by its transaction id like every call: a replay answers what the first answered and moves nothing.
 */
import { toMajorString } from '../../../contract/money'
import { correctRound, roundByRef } from '../../db/games/vendorProtocol'
import { AppError } from '../../errors'
import { reverseWin, win } from '../money/movements'
import type { PostedEntry } from '../money/ledger'
import {
  amountOf, balanceAfter, ledgerKey, playWallet, recordedCall, reversalKey, text, walletMinor, type SeamlessServices, type VendorCallContext, type WalletAnswer,
} from './vendorProtocol'

const ID = /^[A-Za-z0-9_.:-]{1,128}$/

/** The result the vendor sends for the record, when it is a JSON object (anything else keeps the round's). */
function resultOf(body: Record<string, unknown>): Record<string, unknown> | null {
  const { result } = body
  return typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as Record<string, unknown>) : null
}

/**
 * `resettle`: the settled round `roundId` of the session's member and wallet now pays `amount` ("0" for a loss).
 * Refused, changing nothing: no such round (or another member's, or rolled back), or the round still open (a `win`
 * settles it first).
 */
export function vendorResettle(services: SeamlessServices, context: VendorCallContext, body: Record<string, unknown>): Promise<WalletAnswer> {
  return recordedCall(services, context, body, 'resettle', async (tx, session, txnId) => {
    const { config, row } = session
    const roundRef = text(body, 'roundId', ID)
    const amount = amountOf(body, config.currency.decimals, { zero: true })
    const round = await roundByRef(tx, config.code, context.vendorCode, roundRef)
    if (!round || round.memberId !== row.memberId || round.wallet !== row.wallet || round.status === 'rolled_back') throw new AppError('vendor.bet.not.found')
    if (round.status !== 'settled') throw new AppError('vendor.round.open')
    const earlier = round.win
    const money = (minor: bigint) => toMajorString(minor, config.currency.decimals)
    const movement = {
      merchantCode: config.code, currency: config.currency.code, memberId: row.memberId, wallet: playWallet(round.wallet, context.vendorCode),
      reference: `round:${round.id}`, actor: `vendor:${context.vendorCode}`, at: context.at,
    }
    const record = async (unrecovered: bigint) =>
      correctRound(tx, round.id, { win: amount, result: resultOf(body), at: context.at, correction: { at: context.at.toISOString(), payout: money(earlier), unrecovered: money(unrecovered) } })
    if (amount === earlier) {
      // Nothing to move: the record still shows the correction.
      await record(0n)
      return { roundRef, amount }
    }
    if (amount === 0n && (await walletMinor(tx, session)) === 0n) {
      // Nothing paid and nothing left to take back: the whole earlier payout is unrecovered.
      await record(earlier)
      return { roundRef, amount }
    }
    return {
      roundRef,
      amount,
      ledger: async () => {
        let last: PostedEntry | null = null
        if (amount > 0n) last = await win(tx, { ...movement, amount, idempotencyKey: ledgerKey(context, txnId) })
        const holds = last ? balanceAfter(last, session) : await walletMinor(tx, session)
        const taken = earlier < holds ? earlier : holds
        if (taken > 0n) last = await reverseWin(tx, { ...movement, amount: taken, idempotencyKey: reversalKey(context, txnId) })
        await record(earlier - taken)
        // Here something moves: a payout, or a reversal from a wallet that holds something.
        if (!last) throw new Error('a resettle that moved nothing')
        return last
      },
    }
  })
}
