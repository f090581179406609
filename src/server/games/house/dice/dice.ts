/**
 * Dice: a roll from 0.00 to 99.99, and a bet that it lands over or under a target the bettor picks.
 *
 * Rolls and targets are integers in hundredths, 0..9999 (5000 = 50.00), drawn uniformly with `random.int`. A roll
 * exactly on the target loses both ways: "over 50.00" wins on 50.01..99.99 (4,999 rolls of 10,000) and "under
 * 50.00" on 0.00..49.99 (5,000 rolls). That keeps the two bets on one target from covering every roll, and makes
 * the win chance simply the count of rolls strictly beyond the target.
 *
 * The multiplier, in hundredths, is (1 − edge) / chance rounded down: with the edge in parts per million and the
 * chance as a count of winning rolls out of 10,000 it is ⌊(10^6 − edgePpm) / winningRolls⌋, exact integer
 * arithmetic. Rounding down (the multiplier, then the payout to whole minor units) is in the house's favour: the
 * return per unit staked is at most 1 − edge, and less than 0.01 × chance below it (under 1% at 95%).
 *
 * A target is refused (a plain Error) unless the chance it gives is from 1% to 95% (100 to 9,500 winning rolls):
 * lower would mean multipliers in the hundreds; higher, multipliers so close to 1× that rounding eats the edge.
 */
import { DICE_OUTCOMES, diceRollOf } from '../../../../contract/houseFairness'
import type { RandomSource } from '../../../runtime'

export type Direction = 'over' | 'under'

/** The rolls there are: 0.00 to 99.99. */
export const ROLL_OUTCOMES = DICE_OUTCOMES
/** 1%, in winning rolls of 10,000. */
export const MIN_WINNING_ROLLS = 100
/** 95%, in winning rolls of 10,000. */
export const MAX_WINNING_ROLLS = 9_500
export const DEFAULT_HOUSE_EDGE = 0.01

/** A roll, 0..9999 (hundredths of 0.00..99.99), uniform: the contract's draw, which a player's browser repeats. */
export function roll(random: RandomSource): number {
  return diceRollOf(random)
}

/** How many of the 10,000 rolls win (roll on the target loses); refuses a target outside 1%–95%. */
export function winningRolls(direction: Direction, target: number): number {
  if (direction !== 'over' && direction !== 'under') throw new Error(`a dice bet is 'over' or 'under', got ${String(direction)}`)
  if (!Number.isInteger(target) || target < 0 || target >= ROLL_OUTCOMES) throw new Error(`a dice target is a whole number of hundredths from 0 to 9999, got ${target}`)
  const count = direction === 'over' ? ROLL_OUTCOMES - 1 - target : target
  if (count < MIN_WINNING_ROLLS || count > MAX_WINNING_ROLLS) {
    throw new Error(`a dice target must give a win chance from 1% to 95%: ${direction} ${target / 100} wins ${count / 100}%`)
  }
  return count
}

/** The edge as a whole number of parts per million, so the multiplier is exact integer arithmetic. */
function edgeInPpm(houseEdge: number): number {
  const ppm = Math.round(houseEdge * 1_000_000)
  if (!Number.isFinite(houseEdge) || houseEdge < 0 || houseEdge >= 1 || Math.abs(ppm - houseEdge * 1_000_000) > 1e-6) {
    throw new Error(`a house edge is in [0, 1) to a millionth, got ${houseEdge}`)
  }
  return ppm
}

/** The multiplier in hundredths for a bet `direction` of `target`: (1 − edge) / chance, rounded down. */
export function multiplierFor(direction: Direction, target: number, houseEdge = DEFAULT_HOUSE_EDGE): number {
  // 100 (hundredths) × (1 − edge) / (count / 10,000) = (1 − edge) × 10^6 / count.
  return Math.floor((1_000_000 - edgeInPpm(houseEdge)) / winningRolls(direction, target))
}

/** Whether `rolled` wins a bet `direction` of `target`: strictly beyond it (on the target loses). */
export function diceWins(direction: Direction, target: number, rolled: number): boolean {
  return direction === 'over' ? rolled > target : rolled < target
}

/** What goes back to the bettor: stake × multiplier / 100 rounded down on a win, 0 on a loss. */
export function settleDice(stake: bigint, direction: Direction, target: number, rolled: number, houseEdge = DEFAULT_HOUSE_EDGE): bigint {
  if (stake <= 0n) throw new Error(`a stake is more than zero minor units, got ${stake}`)
  if (!Number.isInteger(rolled) || rolled < 0 || rolled >= ROLL_OUTCOMES) throw new Error(`a roll is a whole number from 0 to 9999, got ${rolled}`)
  const multiplier = multiplierFor(direction, target, houseEdge)
  return diceWins(direction, target, rolled) ? (stake * BigInt(multiplier)) / 100n : 0n
}
