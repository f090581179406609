/**
 * What the arena's screens compute from what the server sent: a slip's terms before the bet is struck (by the
 * core's own rules, contract/sports/cockfight.ts, so the slip and the bet the server strikes read the same numbers),
 * why a slip cannot be placed, and the seconds a fight's phase has left. Money is exact, in minor units.
 */
import type { CockfightFight, CockfightSession } from '../../contract/cockfight'
import { toMajorString, toMinorUnits } from '../../contract/money'
import { fixedBetTerms, type CockfightSelection } from '../../contract/sports/cockfight'
import { formatOdds } from '../../contract/sports/odds'
import { withMinus } from '../sports/prices'

const isSide = (selection: CockfightSelection): selection is 'meron' | 'wala' => selection === 'meron' || selection === 'wala'

/** A positive amount typed, in minor units; null when nothing (or nothing the currency can hold) is typed. */
export function typedMinor(amount: string, decimals: number): bigint | null {
  try {
    return amount.trim() === '' ? null : toMinorUnits(amount, decimals, { negative: false, zero: false })
  } catch {
    return null
  }
}

/** A fixed-odds side's Malay quote as the player reads it ("0.80", "−0.94"); null in pool mode. */
export function malayText(value: number): string {
  return withMinus(formatOdds({ format: 'malay', value }))
}

/**
 * Whether the amount typed is what the bet wins rather than what it risks: at a negative Malay price, as the Asian
 * books (and the arena's server) read it.
 */
export function amountIsToWin(fight: Pick<CockfightFight, 'prices'>, selection: CockfightSelection): boolean {
  return isSide(selection) && fight.prices !== null && fight.prices[selection] < 0
}

/** What a bet on the slip risks, wins and returns; `toWin` and `potentialReturn` null for a pool side (the pool decides). */
export interface ArenaSlipTerms {
  risk: string
  toWin: string | null
  potentialReturn: string | null
  /** A pool side: what it would return if the pool closed now (its side's per 100), null without a price yet. */
  poolEstimate: string | null
}

export function slipTerms(fight: Pick<CockfightFight, 'prices' | 'pool'>, selection: CockfightSelection, amount: string, decimals: number): ArenaSlipTerms | null {
  const stake = typedMinor(amount, decimals)
  if (stake === null) return null
  const money = (minor: bigint) => toMajorString(minor, decimals)
  if (isSide(selection) && fight.pool) {
    const per100 = fight.pool[selection].per100
    // per 100 at two places: stake × per100 / 100, rounded down as the pool pays.
    const estimate = per100 === null ? null : (stake * toMinorUnits(per100, 2)) / 10_000n
    return { risk: money(stake), toWin: null, potentialReturn: null, poolEstimate: estimate === null ? null : money(estimate) }
  }
  const quote = isSide(selection) && fight.prices ? { format: 'malay' as const, value: fight.prices[selection] } : undefined
  const terms = fixedBetTerms({ selection, stake, ...(quote ? { quote } : {}) })
  return { risk: money(terms.risk), toWin: money(terms.toWin), potentialReturn: money(terms.potentialReturn), poolEstimate: null }
}

export type SlipProblem = 'belowMin' | 'aboveMax' | 'payoutAboveMax' | 'overBalance'

/** Why the slip's terms cannot be bet, first the limits (as the server checks them), then the balance. */
export function slipProblem(terms: ArenaSlipTerms | null, session: Pick<CockfightSession, 'limits' | 'balance' | 'decimals'>): SlipProblem | null {
  if (!terms) return null
  const minor = (amount: string) => toMinorUnits(amount, session.decimals)
  const risk = minor(terms.risk)
  if (risk < minor(session.limits.minStake)) return 'belowMin'
  if (risk > minor(session.limits.maxStake)) return 'aboveMax'
  if (terms.potentialReturn !== null && minor(terms.potentialReturn) > minor(session.limits.maxPayout)) return 'payoutAboveMax'
  if (risk > minor(session.balance)) return 'overBalance'
  return null
}

/** Whether the fight takes a bet on `selection` now: betting open (open or last call) and, for a side, not locked. */
export function canBetNow(fight: Pick<CockfightFight, 'phase' | 'locked'>, selection: CockfightSelection): boolean {
  if (fight.phase !== 'open' && fight.phase !== 'lastCall') return false
  return !isSide(selection) || !fight.locked[selection]
}

/** The moment a fight's phase counts down to: betting's opening, the last call, or betting's close. */
export type CountdownTarget = 'open' | 'lastCall' | 'close'

export interface Countdown {
  target: CountdownTarget
  /** Whole seconds left, rounded up (0 at the moment itself). */
  seconds: number
  /** Betting time still to come, 0–1 (the bar under the phase); 1 before betting opens. */
  remaining: number
}

/** The countdown of a fight at the server's instant `at`; null once betting has closed. */
export function countdownOf(fight: Pick<CockfightFight, 'phase' | 'opensAt' | 'lastCallAt' | 'closesAt'>, at: string): Countdown | null {
  const now = Date.parse(at)
  const opens = Date.parse(fight.opensAt)
  const closes = Date.parse(fight.closesAt)
  const left = (until: number) => Math.max(0, Math.ceil((until - now) / 1000))
  const remaining = Math.max(0, Math.min(1, (closes - now) / (closes - opens)))
  if (fight.phase === 'scheduled') return { target: 'open', seconds: left(opens), remaining: 1 }
  if (fight.phase === 'open') return { target: 'lastCall', seconds: left(Date.parse(fight.lastCallAt)), remaining }
  if (fight.phase === 'lastCall') return { target: 'close', seconds: left(closes), remaining }
  return null
}

/** Seconds as a clock reads them: "0:07", "1:40", "12:05". */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
