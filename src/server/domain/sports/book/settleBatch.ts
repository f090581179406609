/**
 * The book's settlement in sets (docs/sportsbook.md "Settlement in sets"; SQL in db/sports/settlement.ts): a match's
 * result settles every bet on it in a few statements and a few hundred wallet calls, not one bet at a time.
 *
 * 1. Decide: the match's distinct (selection, quote) pairs still undecided (few, however many bets) are decided here by
 *    the core's rules (outcomes.ts legOutcome; the factor by settledFactor at the quote's exact factor) and written to
 *    every leg in one UPDATE … FROM unnest.
 * 2. Price: every open bet on the match that is now decided gets its payout in one statement, exact in numeric and
 *    rounded down once as the core rounds (settleSingle, settleParlay); a parlay with a lost leg 0 at once.
 * 3. Pay: the priced bets, in id order, through the vendor protocol's `winBatch` (txn `sb-<id>-win`, `final: true`,
 *    the bet's legs as its betting record), then marked settled in one statement per batch.
 * 4. Finish: once nothing on the match is left to do, it leaves settlement (a correction brings it back).
 *
 * Every step changes only what is still to change, and the payment is keyed by the bet's txn, so a crash anywhere
 * (between steps, inside a batch) is resumed by the next run and pays nothing twice: a bet priced and not yet marked
 * is paid again under its txn, which the wallet answers as a replay.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMajorString } from '../../../../contract/money'
import { quoteFactor, type Quote } from '../../../../contract/sports/odds'
import { settledFactor, type Outcome } from '../../../../contract/sports/settle'
import { settledRoundWin } from '../../../db/games/vendorProtocol'
import { betById } from '../../../db/sports/bets'
import {
  decideSelections, eventsInSettlement, finishBetlessEvents, finishEvent, markSettled, pricedBets, priceBets, setPayout, unfactoredBets, type PricedBet, type UndecidedSelection,
  undecidedSelections,
} from '../../../db/sports/settlement'
import { WalletRefusal, type WinBatchCall, type WinBatchReply } from '../../../games/house/server/walletClient'
import type { MatchResult } from '../feed/result'
import { legOutcome } from './outcomes'
import { betRound } from './place'
import { payoutOf } from './settle'
import type { BookServices } from './services'
import { bookSettings } from './settings'

/** Matches taken per run, and bets per wallet call. */
const EVENTS_PER_RUN = 20
export const PAY_BATCH = 1000

export const winTxn = (id: bigint) => `sb-${id}-win`

/** What a run did, for the job's log and the bench. */
export interface SettlementRun {
  decided: number
  priced: number
  paid: number
  finished: number
}

/** The legs' decisions of one match: one per distinct (selection, quote), by the core. */
export function decideSelectionsOf(selections: readonly UndecidedSelection[], result: MatchResult) {
  const outcomes = new Map<string, Outcome>()
  return selections.map((selection) => {
    const key = JSON.stringify([selection.market, selection.selection, selection.listed])
    let outcome = outcomes.get(key)
    if (outcome === undefined) outcomes.set(key, (outcome = legOutcome(selection, result)))
    const factor = settledFactor(quoteFactor(selection.quote as Quote), outcome)
    return { market: selection.market, selection: selection.selection, listed: selection.listed, quote: selection.quote, outcome, num: factor.num, den: factor.den }
  })
}

/** Steps 1 and 2 for one match: its legs decided, its decided bets priced. */
async function decideAndPrice(services: BookServices, config: MerchantConfig, eventId: string, result: MatchResult): Promise<{ decided: number; priced: number }> {
  const { db } = services
  const decided = await decideSelections(db, config.code, eventId, decideSelectionsOf(await undecidedSelections(db, config.code, eventId), result))
  let priced = await priceBets(db, config.code, eventId)
  // Parlays with a leg decided without its factor (before migration 039, or by a re-settlement): the core prices them.
  for (let ids = await unfactoredBets(db, config.code, eventId, 200); ids.length > 0; ids = await unfactoredBets(db, config.code, eventId, 200)) {
    for (const id of ids) {
      const bet = await betById(db, id)
      if (!bet) continue
      const payout = payoutOf(bet, bet.legs.map((leg) => leg.outcome as Outcome | null))
      if (payout !== null) await setPayout(db, id, payout)
      priced += 1
    }
  }
  return { decided, priced }
}

/** Pays one batch of priced bets of one vendor; what each round paid, for the bets paid (or found paid). */
async function payBatch(services: BookServices, config: MerchantConfig, vendorCode: string, bets: readonly PricedBet[], tokens: Map<string, string>): Promise<{ id: bigint; payout: bigint }[]> {
  const calls: WinBatchCall[] = bets.map((bet) => {
    let token = tokens.get(bet.sessionSeal)
    if (token === undefined) tokens.set(bet.sessionSeal, (token = services.secrets.open(bet.sessionSeal)))
    return {
      sessionToken: token, txnId: winTxn(bet.id), roundId: betRound(bet.id), amount: toMajorString(bet.payout, config.currency.decimals), final: true,
      result: JSON.parse(bet.record),
    }
  })
  const reply = services.wallet.winBatch ? await services.wallet.winBatch(vendorCode, calls) : await oneByOne(services, vendorCode, calls)
  const paid: { id: bigint; payout: bigint }[] = []
  for (const [i, result] of reply.results.entries()) {
    const bet = bets[i]
    if (result.status !== 'refused') {
      paid.push({ id: bet.id, payout: bet.payout })
      continue
    }
    // Paid before with other values (a correction changed the legs between the payment and the mark, or a cash-out
    // took it): the round paid what the first call said; a correction that changed it re-settles it (correct.ts).
    if (result.errorCode === 'idempotency.key.reused' || result.errorCode === 'vendor.round.closed') {
      const won = await settledRoundWin(services.db, config.code, vendorCode, betRound(bet.id))
      if (won !== null) paid.push({ id: bet.id, payout: won })
    }
  }
  return paid
}

/** A wallet without `winBatch` (the seed's in-process one): the same wins, one call each, answered alike. */
async function oneByOne(services: BookServices, vendorCode: string, calls: readonly WinBatchCall[]): Promise<WinBatchReply> {
  const results: WinBatchReply['results'] = []
  let currency = ''
  for (const call of calls) {
    try {
      const reply = await services.wallet.win(vendorCode, call)
      currency = reply.currency
      results.push({ txnId: call.txnId, status: reply.replayed ? 'replayed' : 'paid', balance: reply.balance })
    } catch (error) {
      if (!(error instanceof WalletRefusal)) throw error
      results.push({ txnId: call.txnId, status: 'refused', errorCode: error.code })
    }
  }
  return { currency, results }
}

/**
 * Step 3: every priced bet of the merchant paid and marked settled, batch by batch; how many were settled. One batch
 * at a time: two at once on PostgreSQL were slower (each settled round adds to its member's team figures, rows the two
 * batches' members share, so they wait on each other).
 */
export async function payPriced(services: BookServices, config: MerchantConfig, now: Date, options: { batch?: number } = {}): Promise<number> {
  const tokens = new Map<string, string>()
  let settled = 0
  for (let after = 0n; ; ) {
    const bets = await pricedBets(services.db, config.code, after, options.batch ?? PAY_BATCH)
    if (bets.length === 0) return settled
    after = bets[bets.length - 1].id
    const byVendor = new Map<string, PricedBet[]>()
    for (const bet of bets) byVendor.set(bet.vendorCode, [...(byVendor.get(bet.vendorCode) ?? []), bet])
    for (const [vendorCode, list] of byVendor) settled += await markSettled(services.db, await payBatch(services, config, vendorCode, list, tokens), now)
  }
}

/**
 * One run of the settlement over the merchant's matches in settlement: each match not waiting (an abandoned one within
 * the merchant's hours may resume) decided and priced, every priced bet paid, and each match with nothing left
 * finished. `stopAfter` stops a run between its steps (the tests' crash).
 */
export async function settleMatches(services: BookServices, config: MerchantConfig, now: Date, options: { stopAfter?: 'decide' | 'price' } = {}): Promise<SettlementRun> {
  const abandonedBefore = now.getTime() - bookSettings(config).abandonedVoidMs
  const run: SettlementRun = { decided: 0, priced: 0, paid: 0, finished: 0 }
  const quiet: string[] = []
  run.finished += await finishBetlessEvents(services.db, config.code, now)
  for (const event of await eventsInSettlement(services.db, config.code, EVENTS_PER_RUN)) {
    const result = event.result as MatchResult
    if (result.abandoned && result.endedAt >= abandonedBefore) continue
    if (options.stopAfter === 'decide') {
      run.decided += await decideSelections(services.db, config.code, event.eventId, decideSelectionsOf(await undecidedSelections(services.db, config.code, event.eventId), result))
      continue
    }
    const done = await decideAndPrice(services, config, event.eventId, result)
    run.decided += done.decided
    run.priced += done.priced
    if (done.decided === 0 && done.priced === 0) quiet.push(event.eventId)
  }
  if (options.stopAfter) return run
  run.paid = await payPriced(services, config, now)
  // A match is finished on a run that found nothing new on it (the one after its settlement): the check reads every
  // open bet on it, so it is not made while its bets are being settled.
  for (const eventId of quiet) if (await finishEvent(services.db, config.code, eventId, now)) run.finished += 1
  return run
}
