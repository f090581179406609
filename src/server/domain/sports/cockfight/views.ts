/**
 * What the arena's app is sent: a fight's state at the instant of the answer (its phase, locks and, once its moment
 * has passed, its result; never its script, its seed or its result's moment), its prices or live pool, and a
 * member's bets as struck and settled.
 */
import type { CockfightBet, CockfightFight, CockfightMode } from '../../../../contract/cockfight'
import { toMajorString } from '../../../../contract/money'
import { poolCancels, poolOdds } from '../../../../contract/sports/cockfight'
import { formatOdds } from '../../../../contract/sports/odds'
import type { CockfightBetRow } from '../../../db/sports/cockfight'
import { fightStateAt, parseFightId, type FightScript } from './arena'

export function fightView(script: FightScript, atMs: number, mode: CockfightMode, plasadaBp: number, stakes: ReadonlyMap<string, bigint>, decimals: number): CockfightFight {
  // The state at the instant asked, from the transition table: its result is null until the result's moment.
  let state = fightStateAt(script, atMs)
  const money = (minor: bigint) => toMajorString(minor, decimals)
  let pool: CockfightFight['pool'] = null
  if (mode === 'pool') {
    const totals = { meron: stakes.get('meron') ?? 0n, wala: stakes.get('wala') ?? 0n }
    const odds = poolOdds(totals, plasadaBp)
    pool = { meron: { total: money(totals.meron), per100: odds.meron?.text ?? null }, wala: { total: money(totals.wala), per100: odds.wala?.text ?? null } }
    // A pool the board says pays 107 or less on a side is declared cancelled (settle.ts), whatever the fight did.
    if (state.result !== null && state.result !== 'cancelled' && poolCancels(totals, plasadaBp)) state = { ...state, result: 'cancelled', drawKind: null }
  }
  return {
    fightId: script.fightId,
    fight: script.fight,
    phase: state.phase,
    opensAt: new Date(script.opensAt).toISOString(),
    lastCallAt: new Date(script.lastCallAt).toISOString(),
    closesAt: new Date(script.closesAt).toISOString(),
    locked: { meron: state.locked.meron, wala: state.locked.wala },
    result: state.result,
    drawKind: state.drawKind,
    prices: mode === 'fixed' ? { meron: script.prices.meron, wala: script.prices.wala } : null,
    pool,
  }
}

export function cockfightBetView(bet: CockfightBetRow, decimals: number): CockfightBet {
  const money = (minor: bigint) => toMajorString(minor, decimals)
  return {
    betId: bet.id.toString(),
    fightId: bet.fightId,
    fight: parseFightId(bet.fightId)?.fight ?? 0,
    selection: bet.selection,
    mode: bet.mode,
    stake: money(bet.stake),
    risk: money(bet.risk),
    potentialReturn: bet.potentialReturn === null ? null : money(bet.potentialReturn),
    quote: bet.quote === null ? null : formatOdds(bet.quote),
    // A bet still being written shows as open: the wallet is answering.
    status: bet.status === 'settled' ? 'settled' : 'open',
    outcome: bet.outcome,
    result: bet.result,
    payout: bet.payout === null ? null : money(bet.payout),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  }
}
