/**
 * What a slots screen highlights after a spin, read from the round the server settled (the frame never decides a
 * win): the cells of each winning line (its first `count` reels) and, when the scatter paid or awarded free spins,
 * every scatter on the screen.
 */
import type { SlotsRules, SlotsSpin } from '../../../contract/house'

/** A cell of the screen: [reel, row], both 0-based (row 0 is the top). */
export type Cell = readonly [reel: number, row: number]

/** A winning line drawn over the reels: the row of each reel it runs through, and how many reels paid. */
export interface HighlightedLine {
  /** 0-based payline index (as the round reports it). */
  line: number
  rows: readonly number[]
  count: number
}

/** The winning lines of a spin, with the rows each runs through (from the rules' paylines). */
export function winningLines(spin: Pick<SlotsSpin, 'lineWins'>, paylines: SlotsRules['paylines']): HighlightedLine[] {
  return spin.lineWins.flatMap((win) => {
    const rows = paylines[win.line]
    return rows ? [{ line: win.line, rows, count: win.count }] : []
  })
}

/** Every cell that is part of a win: the paying run of each winning line, and the scatters when they paid or triggered. */
export function winningCells(spin: Pick<SlotsSpin, 'grid' | 'lineWins' | 'scatterCount' | 'scatterWin'>, rules: Pick<SlotsRules, 'paylines' | 'scatter' | 'freeSpins'>): Cell[] {
  const seen = new Set<string>()
  const cells: Cell[] = []
  const add = (reel: number, row: number) => {
    const key = `${reel}:${row}`
    if (!seen.has(key)) {
      seen.add(key)
      cells.push([reel, row])
    }
  }
  for (const line of winningLines(spin, rules.paylines)) {
    for (let reel = 0; reel < line.count; reel++) add(reel, line.rows[reel])
  }
  const scatterPaid = Number(spin.scatterWin) > 0 || rules.freeSpins[String(spin.scatterCount)] !== undefined
  if (scatterPaid) {
    spin.grid.forEach((column, reel) => column.forEach((symbol, row) => (symbol === rules.scatter ? add(reel, row) : undefined)))
  }
  return cells
}
