/**
 * Crash: a multiplier climbs from 1.00× until the round's crash point; a bettor who cashes out at or below the
 * crash point is paid stake × their multiplier, anyone still in when it crashes loses the stake.
 *
 * Multipliers are integers in hundredths (250 = 2.50×), so a crash point or cash-out is exact and comparable.
 *
 * The crash point. Draw r uniform on the 52-bit integers [0, 2^52) and let X = (1 − edge) · 2^52 / (2^52 − r), a
 * continuous "equal-odds" variable: P(X ≥ x) = (1 − edge) / x for every x ≥ 1 − edge. The crash point is X in
 * hundredths, rounded down, and no lower than 100: since floor(100·X) ≥ k exactly when X ≥ k / 100,
 *
 *     P(crash point ≥ m) = (1 − edge) / (m / 100)   for every m from 101 up to the cap,
 *
 * so cashing out at any m pays m/100 × (1 − edge)/(m/100) = 1 − edge per unit staked: the edge is the same
 * whatever the bettor aims for. The share with X < 1 (probability `edge`) is the instant bust: the crash point is
 * 100 (1.00×) and the round ends before anyone can cash out. That is why the smallest cash-out is 1.01×
 * (`MIN_CASH_OUT`). The point is capped at `MAX_CRASH_POINT` (1,000,000×) so it stays a safe integer (uncapped, a
 * 52-bit draw can reach about 4.5·10^17 hundredths); above the cap the probability is 0 instead of (1 − edge)/m,
 * about 10^-6 of rounds, which changes no cash-out target below the cap.
 *
 * The curve. The multiplier shown t ms into the round is 100·e^(0.00006·t), floored (2.00× after 11.6 s, 10× after
 * 38.4 s, 100× after 76.8 s). `elapsedAt(m)` is its inverse on whole milliseconds, so the round knows when it ends:
 * at `elapsedAt(crashPoint)`, showing the crash point.
 */
import { CRASH_CAP, CRASH_HOUSE_EDGE, CRASH_START, crashPointOf } from '../../../../contract/houseFairness'
import type { RandomSource } from '../../../runtime'

/** 1.00×, where every round starts. */
export const START_MULTIPLIER = CRASH_START
/** The smallest cash-out: at 1.00× the round has not started (and a crash point of 1.00× is the instant bust). */
export const MIN_CASH_OUT = 101
/** 1,000,000.00×: the highest crash point (and so the highest cash-out). */
export const MAX_CRASH_POINT = CRASH_CAP
export const DEFAULT_HOUSE_EDGE = CRASH_HOUSE_EDGE
/** The curve's growth rate per millisecond. */
export const GROWTH_PER_MS = 0.00006

/**
 * The round's crash point in hundredths (≥ 100): P(crash point ≥ m) = (1 − houseEdge) / (m / 100) for every m from
 * 101 to the cap; 100 includes the instant bust (probability houseEdge). The draw is the contract's, which the
 * player's browser runs again on the round's revealed seed. Doubles carry it to well under a hundredth (relative
 * error ~2^-52), so only a draw within ~10^-14 of a boundary could land one hundredth off.
 */
export function crashPoint(random: RandomSource, houseEdge = DEFAULT_HOUSE_EDGE): number {
  return crashPointOf(random, houseEdge)
}

/** The multiplier shown `elapsedMs` into the round, in hundredths (floored); it stops rising at the cap. */
export function multiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) throw new Error(`elapsed time is a finite number of ms from 0, got ${elapsedMs}`)
  return Math.min(MAX_CRASH_POINT, Math.floor(START_MULTIPLIER * Math.exp(GROWTH_PER_MS * elapsedMs)))
}

/**
 * The first whole millisecond at which the curve shows `multiplier` or more: `multiplierAt(t) ≥ multiplier` and
 * `multiplierAt(t − 1) < multiplier`. Above about 166.67× the curve climbs more than a hundredth per ms, so it may
 * show a little more than `multiplier` at that instant; a round ending there shows its crash point, not the curve.
 */
export function elapsedAt(multiplier: number): number {
  if (!Number.isInteger(multiplier) || multiplier < START_MULTIPLIER || multiplier > MAX_CRASH_POINT) {
    throw new Error(`a multiplier is a whole number of hundredths from ${START_MULTIPLIER} to ${MAX_CRASH_POINT}, got ${multiplier}`)
  }
  // The closed form, then nudged by whole ms so it agrees exactly with multiplierAt's own rounding.
  let t = Math.max(0, Math.ceil(Math.log(multiplier / START_MULTIPLIER) / GROWTH_PER_MS))
  while (multiplierAt(t) < multiplier) t++
  while (t > 0 && multiplierAt(t - 1) >= multiplier) t--
  return t
}

/** What a cash-out at `multiplierHundredths` pays back: stake × multiplier / 100, rounded down (the house's favour). */
export function cashOutReturn(stake: bigint, multiplierHundredths: number): bigint {
  if (stake <= 0n) throw new Error(`a stake is more than zero minor units, got ${stake}`)
  if (!Number.isInteger(multiplierHundredths) || multiplierHundredths < START_MULTIPLIER || multiplierHundredths > MAX_CRASH_POINT) {
    throw new Error(`a multiplier is a whole number of hundredths from ${START_MULTIPLIER} to ${MAX_CRASH_POINT}, got ${multiplierHundredths}`)
  }
  return (stake * BigInt(multiplierHundredths)) / 100n
}

/**
 * An automatic cash-out at `target` in a round that crashed at `crashPoint`: paid when the curve reached the target
 * (target ≤ crash point), 0 otherwise.
 */
export function settleAutoCashOut(stake: bigint, target: number, crashPointHundredths: number): bigint {
  if (stake <= 0n) throw new Error(`a stake is more than zero minor units, got ${stake}`)
  if (!Number.isInteger(target) || target < MIN_CASH_OUT || target > MAX_CRASH_POINT) {
    throw new Error(`a cash-out target is a whole number of hundredths from ${MIN_CASH_OUT} to ${MAX_CRASH_POINT}, got ${target}`)
  }
  if (!Number.isInteger(crashPointHundredths) || crashPointHundredths < START_MULTIPLIER) throw new Error(`a crash point is a whole number of hundredths from ${START_MULTIPLIER}, got ${crashPointHundredths}`)
  return target <= crashPointHundredths ? cashOutReturn(stake, target) : 0n
}
