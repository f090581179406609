/**
 * The arena's work after the bet (the job runs it every second or so), each step safe to run twice and from two
 * processes at once:
 * - `undoPlacingCockfight`: a bet still `placing` a minute on (its process stopped between the record and the
 *   wallet's answer) is rolled back in the wallet and forgotten.
 * - `resultFights`: a fight whose result's moment has come gets its result from its script, written once.
 * - `settleFights`: a resulted fight's bets, once none is still being written, are settled all together by the
 *   core (contract/sports/cockfight.ts settleFixed, or settlePool on the whole pool with the day's plasada), so every
 *   process computes the same payout for every bet; each unsettled bet is then paid by `win` over the vendor protocol
 *   (txn `cf-<id>-win`, `final: true`), or, when its outcome is void (a cancelled fight, a pool with an empty side),
 *   given back by `rollback` (txn `cf-<id>-rollback`); idempotent by its txn, then marked settled.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { toMajorString } from '../../../../contract/money'
import { poolCancels, poolTotals, settleFixed, settlePool, type CockfightBet, type CockfightBetSettlement, type FightState } from '../../../../contract/sports/cockfight'
import { deletePlacingCockfightBet, fightBets, fightsToResult, fightsToSettle, moveCockfightBet, placingCockfightBets, writeFightResult, type CockfightBetRow, type FightRow } from '../../../db/sports/cockfight'
import type { BookServices } from '../book/services'
import type { Arenas } from './arena'
import { cockfightBetTxn, cockfightRound } from './place'

/** How long a bet may stay `placing` before the job takes it for abandoned. */
export const PLACING_TIMEOUT_MS = 60_000
const BATCH = 200

export const cockfightWinTxn = (id: bigint) => `cf-${id}-win`
const rollbackTxn = (id: bigint) => `cf-${id}-rollback`

export async function undoPlacingCockfight(services: BookServices, config: MerchantConfig, now: Date): Promise<number> {
  const stale = await placingCockfightBets(services.db, config.code, new Date(now.getTime() - PLACING_TIMEOUT_MS), BATCH)
  for (const bet of stale) {
    await services.wallet.rollback(bet.vendorCode, { sessionToken: services.secrets.open(bet.sessionSeal), txnId: rollbackTxn(bet.id), refTxnId: cockfightBetTxn(bet.id) })
    await deletePlacingCockfightBet(services.db, bet.id)
  }
  return stale.length
}

/**
 * A fight's result as declared: its script's, unless its pool would pay 107 or less per 100 on either side (the core's
 * `poolCancels`): then cancelled, every bet refunded. Null while a bet is still being written (its stake may count).
 */
async function declaredResult(services: BookServices, config: MerchantConfig, fight: FightRow, script: { result: NonNullable<FightRow['result']>; drawKind: FightRow['drawKind'] }) {
  if (fight.mode !== 'pool' || script.result === 'cancelled') return script
  const bets = await fightBets(services.db, config.code, fight.fightId)
  if (bets.some((bet) => bet.status === 'placing')) return null
  const totals = poolTotals(bets.map(coreBet))
  return poolCancels({ meron: totals.meron, wala: totals.wala }, fight.plasadaBp) ? { result: 'cancelled' as const, drawKind: null } : script
}

export async function resultFights(services: BookServices, arenas: Arenas, config: MerchantConfig, now: Date): Promise<number> {
  const due = await fightsToResult(services.db, config.code, now, BATCH)
  let written = 0
  for (const fight of due) {
    const declared = await declaredResult(services, config, fight, await arenas.script(config, fight.fightId))
    if (declared && (await writeFightResult(services.db, config.code, fight.fightId, declared.result, declared.drawKind, now))) written += 1
  }
  return written
}

/** The fight's final state, from its row's result, as the core settles it. */
function resultState(fight: FightRow): FightState {
  return { fight: fight.fightNo, phase: 'result', locked: { meron: false, wala: false }, result: fight.result, drawKind: fight.result === 'draw' ? fight.drawKind : null }
}

const coreBet = (bet: CockfightBetRow): CockfightBet => ({ selection: bet.selection, stake: bet.stake, ...(bet.quote ? { quote: bet.quote } : {}) })

/** Every bet of a fight settled by the core: fixed odds bet by bet, a pool on all its bets at once. */
export function settleFight(fight: FightRow, bets: readonly CockfightBetRow[]): CockfightBetSettlement[] {
  const state = resultState(fight)
  return fight.mode === 'pool' ? settlePool(state, bets.map(coreBet), fight.plasadaBp).bets : settleFixed(state, bets.map(coreBet)).bets
}

/** A settled bet's result by what it paid against what it risked. */
const resultOfPayout = (payout: bigint, risk: bigint) => (payout > risk ? 'won' : payout > 0n ? 'returned' : 'lost')

export async function settleFights(services: BookServices, config: MerchantConfig, now: Date): Promise<number> {
  const fights = await fightsToSettle(services.db, config.code, BATCH)
  let settled = 0
  for (const fight of fights) {
    const bets = await fightBets(services.db, config.code, fight.fightId)
    const settlements = settleFight(fight, bets)
    for (const [i, bet] of bets.entries()) {
      if (bet.status !== 'open') continue
      const { outcome, payout } = settlements[i]
      const sessionToken = services.secrets.open(bet.sessionSeal)
      if (outcome === 'void') {
        await services.wallet.rollback(bet.vendorCode, { sessionToken, txnId: rollbackTxn(bet.id), refTxnId: cockfightBetTxn(bet.id) })
      } else {
        await services.wallet.win(bet.vendorCode, {
          sessionToken, txnId: cockfightWinTxn(bet.id), roundId: cockfightRound(bet.id), amount: toMajorString(payout, config.currency.decimals), final: true,
          result: { fightId: fight.fightId, result: fight.result, drawKind: fight.drawKind, selection: bet.selection, outcome },
        })
      }
      if (await moveCockfightBet(services.db, bet.id, 'open', 'settled', { outcome, payout, result: resultOfPayout(payout, bet.risk), settledAt: now })) settled += 1
    }
  }
  return settled
}
