/**
 * The book's work after the bet (the job runs it every second or so, and a member's read of their bets runs the
 * part that concerns them), each step safe to run twice and from two processes at once:
 * - `resolvePending`: an in-play bet whose delay is over is accepted only if, between the bet and the delay's end,
 *   no event happened and no suspension began on its matches, and every leg's market is open at the end with a price
 *   at least the one struck; otherwise its stake is given back (the vendor protocol's rollback) and it is rejected
 *   with the reason. The feed is pure, so the answer is the same whenever it is computed.
 * - `undoPlacing`: a bet still `placing` a minute on (its process stopped between the record and the wallet's
 *   answer): rolled back in the wallet (a rollback of a bet the wallet never saw is recorded, so that bet would be
 *   refused) and forgotten.
 * - `resultMatches`: a match over by now gets its result (feed/result.ts) written once.
 * - `settleBets`: the resulted matches' bets settled in sets (settleBatch.ts): every leg on a match decided in one
 *   statement (outcomes.ts; a match abandoned only once the merchant's hours to resume it have passed: void), every
 *   bet it completes priced in one (the core's rounding), the winners paid by the vendor protocol's `winBatch` (txn
 *   `sb-<id>-win`, `final: true`, the legs as its result, for the betting record), idempotent by each txn.
 * `decideLegs`, `payoutOf` and `recordedBet` settle one bet by the core: a re-settlement (correct.ts) and a cash-out.
 */
import type { MerchantConfig } from '../../../../config/schema'
import type { SportsBetResult } from '../../../../contract/sportsbook'
import type { Quote } from '../../../../contract/sports/odds'
import { settleParlay, settleSingle, type Outcome } from '../../../../contract/sports/settle'
import { betsInStatus, deletePlacingBet, moveBet, setLegOutcome, type BetRow } from '../../../db/sports/bets'
import { eventsByIds, eventsToResult, writeResult, type SportsEventRow } from '../../../db/sports/events'
import { correctionOf } from '../feed/correction'
import { resultOf, type MatchResult } from '../feed/result'
import { legOutcome } from './outcomes'
import { betTxn } from './place'
import { bookInstant, type Programmes } from './programme'
import type { BookServices } from './services'
import { settleMatches } from './settleBatch'
import { bookSettings } from './settings'

export { winTxn } from './settleBatch'

/** How long a bet may stay `placing` before the job takes it for abandoned. */
export const PLACING_TIMEOUT_MS = 60_000
const BATCH = 200

const rollbackTxn = (id: bigint) => `sb-${id}-rollback`

/** Why a pending bet cannot stand at its delay's end, or null when it is accepted. */
async function pendingRefusal(services: BookServices, programmes: Programmes, config: MerchantConfig, bet: BetRow): Promise<string | null> {
  const from = bet.placedAt.getTime()
  const to = (bet.acceptAt ?? bet.placedAt).getTime()
  const events = new Map((await eventsByIds(services.db, config.code, bet.legs.map((leg) => leg.eventId))).map((event) => [event.eventId, event]))
  for (const leg of bet.legs) {
    const event = events.get(leg.eventId)
    if (!event) return 'sports.market.unavailable'
    const script = await programmes.scriptOf(config, event)
    if (script.events.some((e) => e.at > from && e.at <= to) || script.suspensions.some((s) => s.from < to && s.to > from)) return 'sports.market.suspended'
    const market = programmes.marketsAt(config, script, bookInstant(new Date(to))).find((candidate) => candidate.key === leg.market)
    const selection = market?.selections.find((candidate) => candidate.key === leg.selection)
    if (!market || market.status !== 'open' || !selection || selection.price === null) return 'sports.market.suspended'
    if (selection.price < leg.price) return 'sports.price.changed'
  }
  return null
}

export async function resolvePending(services: BookServices, programmes: Programmes, config: MerchantConfig, now: Date, memberId?: number): Promise<number> {
  const due = (await betsInStatus(services.db, config.code, 'pending', now, BATCH)).filter((bet) => memberId === undefined || bet.memberId === memberId)
  for (const bet of due) {
    const refusal = await pendingRefusal(services, programmes, config, bet)
    if (refusal === null) {
      await moveBet(services.db, bet.id, 'pending', 'open')
      continue
    }
    await services.wallet.rollback(bet.vendorCode, { sessionToken: services.secrets.open(bet.sessionSeal), txnId: rollbackTxn(bet.id), refTxnId: betTxn(bet.id) })
    await moveBet(services.db, bet.id, 'pending', 'rejected', { rejectedFor: refusal, settledAt: now })
  }
  return due.length
}

export async function undoPlacing(services: BookServices, config: MerchantConfig, now: Date): Promise<number> {
  const stale = await betsInStatus(services.db, config.code, 'placing', new Date(now.getTime() - PLACING_TIMEOUT_MS), BATCH)
  for (const bet of stale) {
    await services.wallet.rollback(bet.vendorCode, { sessionToken: services.secrets.open(bet.sessionSeal), txnId: rollbackTxn(bet.id), refTxnId: betTxn(bet.id) })
    await deletePlacingBet(services.db, bet.id)
  }
  return stale.length
}

export async function resultMatches(services: BookServices, programmes: Programmes, config: MerchantConfig, now: Date): Promise<number> {
  const over = await eventsToResult(services.db, config.code, now, BATCH)
  for (const event of over) {
    const script = await programmes.scriptOf(config, event)
    const correction = correctionOf(script)
    await writeResult(services.db, config.code, event.eventId, resultOf(script), now, correction ? new Date(correction.at) : null)
  }
  return over.length
}

/** A settled bet's result by what it paid against what it risked. */
export function resultOfPayout(payout: bigint, risk: bigint): SportsBetResult {
  return payout > risk ? 'won' : payout > 0n ? 'returned' : 'lost'
}

/** The payout of a bet whose legs are decided, or null while one still decides it. */
export function payoutOf(bet: BetRow, outcomes: readonly (Outcome | null)[]): bigint | null {
  if (bet.kind === 'single') return outcomes[0] === null ? null : settleSingle({ risk: bet.risk, toWin: bet.toWin, potentialReturn: bet.risk + bet.toWin }, outcomes[0]).payout
  if (outcomes.includes('lose')) return 0n
  if (outcomes.includes(null)) return null
  return settleParlay(bet.stake, bet.legs.map((leg, i) => ({ quote: leg.quote as Quote, outcome: outcomes[i] as Outcome }))).payout
}

/**
 * Each leg's outcome: the one written, else the one its match's result decides now (written here), else null while
 * the match is not over (or abandoned within the merchant's hours: it may resume; after them its legs are void).
 */
export async function decideLegs(services: BookServices, config: MerchantConfig, bet: BetRow, now: Date): Promise<DecidedLegs> {
  const abandonedBefore = now.getTime() - bookSettings(config).abandonedVoidMs
  const events = new Map((await eventsByIds(services.db, config.code, bet.legs.map((leg) => leg.eventId))).map((event) => [event.eventId, event]))
  const outcomes = bet.legs.map((leg): Outcome | null => {
    if (leg.outcome !== null) return leg.outcome as Outcome
    const result = events.get(leg.eventId)?.result as MatchResult | null | undefined
    if (!result || (result.abandoned && result.endedAt >= abandonedBefore)) return null
    return legOutcome(leg, result)
  })
  for (const [i, leg] of bet.legs.entries()) {
    if (leg.outcome === null && outcomes[i] !== null) await setLegOutcome(services.db, bet.id, leg.legNo, outcomes[i])
  }
  return { outcomes, events }
}

export interface DecidedLegs {
  outcomes: (Outcome | null)[]
  events: Map<string, SportsEventRow>
}

/**
 * A settled bet as the betting record keeps it (the wallet's `result`): each leg's match (its sport, the two sides,
 * the final score when it has one), market, selection, price struck (decimal thousandths) and outcome.
 */
export function recordedBet(bet: BetRow, { outcomes, events }: DecidedLegs, options: { scores?: boolean } = {}): { kind: BetRow['kind']; legs: unknown[] } {
  const legs = bet.legs.map((leg, i) => {
    const event = events.get(leg.eventId)
    // A call made again must be the same call: a cash-out, paid again later, names no score (a match may end meanwhile).
    const result = options.scores === false ? null : (event?.result as MatchResult | null | undefined)
    return {
      eventId: leg.eventId, sport: event?.sport, home: event?.home, away: event?.away, market: leg.market, kind: leg.kind, scope: leg.scope, period: leg.period,
      unit: leg.unit, line: leg.line, selection: leg.selection, price: leg.price, outcome: outcomes[i], score: result ? result.score : null,
    }
  })
  return { kind: bet.kind, legs }
}

/** The job's settlement: the resulted matches' bets settled in sets (settleBatch.ts); how many bets were settled. */
export async function settleBets(services: BookServices, config: MerchantConfig, now: Date): Promise<number> {
  return (await settleMatches(services, config, now)).paid
}
