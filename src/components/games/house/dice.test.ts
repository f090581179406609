import { describe, expect, it } from 'vitest'
import { clampTarget, mirrorTarget, multiplierHundredths, rollText, targetRange, winChancePercent, winningRolls, type DiceDirection } from './dice'
import { diceRules } from './fixtures'

describe('dice arithmetic shown before a roll', () => {
  // The server's own table (src/server/games/house/dice/dice.test.ts): [direction, target, winning rolls, multiplier
  // in hundredths at a 1% edge]. The browser tests cannot import the server, so its figures are repeated here.
  const serverTable: [DiceDirection, number, number, number][] = [
    ['under', 5000, 5000, 198],
    ['over', 5000, 4999, 198],
    ['over', 4999, 5000, 198],
    ['under', 100, 100, 9900],
    ['over', 9899, 100, 9900],
    ['under', 9500, 9500, 104],
    ['over', 499, 9500, 104],
    ['under', 2500, 2500, 396],
    ['over', 8999, 1000, 990],
    ['under', 3333, 3333, 297],
    ['under', 777, 777, 1274],
  ]
  for (const [direction, target, rolls, multiplier] of serverTable) {
    it(`shows ${direction} ${target} as the server pays it: ${rolls} winning rolls, ${multiplier / 100}×`, () => {
      expect(winningRolls(diceRules.outcomes, direction, target)).toBe(rolls)
      expect(multiplierHundredths(diceRules, direction, target)).toBe(multiplier)
    })
  }

  it('counts winning rolls the way the server does: a roll on the target loses', () => {
    for (const target of [100, 2500, 5000, 9899]) {
      let over = 0
      let under = 0
      for (let rolled = 0; rolled < diceRules.outcomes; rolled++) {
        if (rolled > target) over++
        if (rolled < target) under++
      }
      expect(winningRolls(diceRules.outcomes, 'over', target)).toBe(over)
      expect(winningRolls(diceRules.outcomes, 'under', target)).toBe(under)
    }
  })

  it('follows the edge', () => {
    expect(multiplierHundredths({ outcomes: 10_000, houseEdge: 0 }, 'under', 5000)).toBe(200)
    expect(multiplierHundredths({ outcomes: 10_000, houseEdge: 0.02 }, 'under', 5000)).toBe(196)
    expect(multiplierHundredths({ outcomes: 10_000, houseEdge: 0.025 }, 'under', 5000)).toBe(195)
  })

  it('keeps targets where the server accepts them (1% to 95% win chance)', () => {
    expect(targetRange(diceRules, 'over')).toEqual({ min: 499, max: 9_899 })
    expect(targetRange(diceRules, 'under')).toEqual({ min: 100, max: 9_500 })
    for (const direction of ['over', 'under'] as const) {
      const { min, max } = targetRange(diceRules, direction)
      for (const [target, allowed] of [[min, true], [max, true], [min - 1, false], [max + 1, false]] as const) {
        const rolls = winningRolls(diceRules.outcomes, direction, target)
        expect(rolls >= 100 && rolls <= 9_500, `${direction} ${target}`).toBe(allowed)
      }
    }
    expect(clampTarget(diceRules, 'over', 50)).toBe(499)
    expect(clampTarget(diceRules, 'under', 9_999)).toBe(9_500)
  })

  it('says the chance and the multiplier of the usual bets', () => {
    // Over 50.00 wins on 50.01..99.99: 4,999 rolls; the roll on the target loses.
    expect(winChancePercent(10_000, 'over', 5_000)).toBeCloseTo(49.99, 10)
    expect(multiplierHundredths(diceRules, 'over', 5_000)).toBe(198)
    expect(winChancePercent(10_000, 'under', 5_000)).toBe(50)
    expect(multiplierHundredths(diceRules, 'under', 5_000)).toBe(198)
    expect(multiplierHundredths(diceRules, 'under', 100)).toBe(9_900)
  })

  it('turns a bet around with the same chance', () => {
    const over = winChancePercent(10_000, 'over', 6_000)
    expect(winChancePercent(10_000, 'under', mirrorTarget(diceRules, 6_000))).toBe(over)
  })

  it('writes rolls as 0.00 to 99.99', () => {
    expect(rollText(0)).toBe('0.00')
    expect(rollText(5_000)).toBe('50.00')
    expect(rollText(9_999)).toBe('99.99')
    expect(rollText(7, 100)).toBe('7')
  })
})
