/**
 * Corrections (docs/sportsbook.md "Corrections"): the feed changes a match's result after it ended (feed/correction.ts),
 * and the book re-settles every bet on it, each step safe to run twice and from two processes at once:
 * - `correctResults`: a correction due by now is applied once (db/sports/events.ts applyCorrection): the corrected
 *   result written, the legs on the match decided again, its bets (not cashed out) marked for re-settlement.
 * - `resettleBets`: a marked settled bet is paid again by the core's rules from its legs' outcomes now; when the
 *   payout differs, the wallet's `resettle` (txn `sb-<id>-resettle-<n>`, the n-th correction of the bet) pays the new
 *   amount and takes the first back, and the betting record keeps both. A parlay that lost early on a leg the correction
 *   reverses waits for its other legs, still settled at what it paid. A cashed-out bet is never re-settled: the member
 *   took the book's offer, a deal that stands whatever the result.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMajorString } from '../../../../contract/money'
import { betsToResettle, finishResettle } from '../../../db/sports/bets'
import { applyCorrection, eventsToCorrect } from '../../../db/sports/events'
import { correctionOf } from '../feed/correction'
import { betRound } from './place'
import type { Programmes } from './programme'
import type { BookServices } from './services'
import { decideLegs, payoutOf, recordedBet, resultOfPayout } from './settle'

const BATCH = 200

export const resettleTxn = (id: bigint, correction: number) => `sb-${id}-resettle-${correction}`

export async function correctResults(services: BookServices, programmes: Programmes, config: MerchantConfig, now: Date): Promise<number> {
  const due = await eventsToCorrect(services.db, config.code, now, BATCH)
  let applied = 0
  for (const event of due) {
    const correction = correctionOf(await programmes.scriptOf(config, event))
    // The feed corrects what it said it would; a programme that no longer does (never: scripts are pure) leaves it.
    if (!correction) continue
    if (await services.db.transaction((tx) => applyCorrection(tx, config.code, event.eventId, correction.result, now))) applied += 1
  }
  return applied
}

export async function resettleBets(services: BookServices, config: MerchantConfig, now: Date): Promise<number> {
  const due = await betsToResettle(services.db, config.code, BATCH)
  let resettled = 0
  for (const bet of due) {
    const decided = await decideLegs(services, config, bet, now)
    const payout = payoutOf(bet, decided.outcomes)
    if (payout === null) continue
    const changed = payout !== bet.payout
    if (changed) {
      await services.wallet.resettle(bet.vendorCode, {
        sessionToken: services.secrets.open(bet.sessionSeal), txnId: resettleTxn(bet.id, bet.corrections + 1), roundId: betRound(bet.id),
        amount: toMajorString(payout, config.currency.decimals), result: recordedBet(bet, decided),
      })
    }
    if (await finishResettle(services.db, bet.id, bet.corrections, { payout, result: resultOfPayout(payout, bet.risk), counted: changed })) resettled += changed ? 1 : 0
  }
  return resettled
}
