import { describe, expect, it } from 'vitest'
import { freeSpinsRound, koiRules, losingRound, winningSpin } from './fixtures'
import { winningCells, winningLines } from './slots'

describe('slots highlights', () => {
  it('frames the paying run of each winning line', () => {
    expect(winningLines(winningSpin, koiRules.paylines)).toEqual([
      { line: 0, rows: [1, 1, 1, 1, 1], count: 4 },
      { line: 1, rows: [0, 0, 0, 0, 0], count: 3 },
    ])
    expect(winningCells(winningSpin, koiRules)).toEqual([
      [0, 1], [1, 1], [2, 1], [3, 1],
      [0, 0], [1, 0], [2, 0],
    ])
  })

  it('frames the scatters when they paid or awarded free spins', () => {
    expect(winningCells(freeSpinsRound.base, koiRules)).toEqual([[0, 0], [2, 1], [4, 2]])
  })

  it('frames nothing on a losing spin', () => {
    expect(winningCells(losingRound.base, koiRules)).toEqual([])
  })
})
