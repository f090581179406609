import { describe, expect, it } from 'vitest'
import { lastColumns, lastRuns } from './baccarat'
import { baccaratRoads } from './tableFixtures'

describe('the roads’ latest columns', () => {
  // The fixture's big road: banker's run of six in column 4 tails right into column 5's bottom row (5,5), under the
  // player's run that starts column 5 at the top.
  const big = baccaratRoads.bigRoad

  it('keeps the whole road when it fits', () => {
    expect(lastRuns(big, 20)).toEqual(big)
    expect(lastColumns(big, 20)).toEqual(big)
  })

  it('on a phone’s twelve columns the big road leaves out a run cut at the left edge, its dragon tail too', () => {
    const shown = lastRuns(big, 12)
    // Columns 5 to 16 show, moved to 0 to 11; the tail cell (5,5) belongs to column 4's run, which is out of view.
    expect(shown.some((cell) => cell.col === 0 && cell.row === 5)).toBe(false)
    expect(shown.filter((cell) => cell.col === 0)).toEqual([
      expect.objectContaining({ row: 0, outcome: 'player' }),
      expect.objectContaining({ row: 1, outcome: 'player' }),
    ])
    expect(Math.max(...shown.map((cell) => cell.col))).toBe(11)
    // Cut by column alone, the lone tail cell would show.
    expect(lastColumns(big, 12).some((cell) => cell.col === 0 && cell.row === 5)).toBe(true)
  })
})
