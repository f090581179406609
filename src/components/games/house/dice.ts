/**
 * Dice arithmetic the board shows before a roll: the win chance and the multiplier of a bet, the way the house
 * server settles it (src/server/games/house/dice/dice.ts, the truth; this copies its formula for display, and
 * dice.test.ts holds the two to the same figures).
 *
 * Rolls and targets are integers on the rules' scale (0..outcomes−1, hundredths: 5000 = 50.00). A roll exactly on
 * the target loses both ways, so "over t" wins on outcomes−1−t rolls and "under t" on t rolls. The multiplier in
 * hundredths is ⌊(10^6 − edge in parts per million) × outcomes / (10^4 × winning rolls)⌋: with 10,000 outcomes the
 * server's ⌊(10^6 − edgePpm) / winningRolls⌋, exact integer arithmetic rounded down.
 */
import type { DiceRules } from '../../../contract/house'

export type DiceDirection = 'over' | 'under'

/** The least and most winning rolls a bet may have: 1% and 95% of the outcomes (the server refuses others). */
export function chanceBounds(outcomes: number): { min: number; max: number } {
  return { min: outcomes / 100, max: (outcomes * 95) / 100 }
}

/** How many of the rules' outcomes win a bet `direction` of `target` (the roll on the target loses). */
export function winningRolls(outcomes: number, direction: DiceDirection, target: number): number {
  return direction === 'over' ? outcomes - 1 - target : target
}

/** The targets a bet in `direction` may take: the rules' bounds, narrowed so the chance stays in 1%–95%. */
export function targetRange(rules: DiceRules, direction: DiceDirection): { min: number; max: number } {
  const { min: least, max: most } = chanceBounds(rules.outcomes)
  // over: winning = outcomes − 1 − target; under: winning = target.
  const byChance = direction === 'over' ? { min: rules.outcomes - 1 - most, max: rules.outcomes - 1 - least } : { min: least, max: most }
  return { min: Math.max(rules.minTarget, byChance.min), max: Math.min(rules.maxTarget, byChance.max) }
}

/** `target` moved into the range `direction` allows. */
export function clampTarget(rules: DiceRules, direction: DiceDirection, target: number): number {
  const { min, max } = targetRange(rules, direction)
  return Math.min(max, Math.max(min, Math.round(target)))
}

/** The target that gives the other direction the same chance (turning "over 60.00" into "under 39.99"). */
export function mirrorTarget(rules: DiceRules, target: number): number {
  return rules.outcomes - 1 - target
}

function edgeInPpm(houseEdge: number): number {
  return Math.round(houseEdge * 1_000_000)
}

/** The multiplier paid on a win, in hundredths (198 = ×1.98), rounded down as the server pays it. */
export function multiplierHundredths(rules: Pick<DiceRules, 'outcomes' | 'houseEdge'>, direction: DiceDirection, target: number): number {
  const winning = winningRolls(rules.outcomes, direction, target)
  if (winning <= 0) return 0
  return Math.floor(((1_000_000 - edgeInPpm(rules.houseEdge)) * rules.outcomes) / (10_000 * winning))
}

/** The win chance in percent (0–100), e.g. 49.99. */
export function winChancePercent(outcomes: number, direction: DiceDirection, target: number): number {
  return (winningRolls(outcomes, direction, target) * 100) / outcomes
}

/** A roll or target on the 0..outcomes−1 scale as the number players see: 5000 → "50.00" (of 10,000 outcomes). */
export function rollText(value: number, outcomes = 10_000): string {
  const decimals = Math.max(0, Math.round(Math.log10(outcomes)) - 2)
  return (value / 10 ** decimals).toFixed(decimals)
}
