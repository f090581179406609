/**
 * The scoreboards ("roads") a baccarat table shows, built from the shoe's past results, oldest first.
 *
 * Bead plate: one cell per round, ties included, in a grid `ROAD_ROWS` (6) high, filled top to bottom and then
 * column by column: round i sits at column ⌊i / 6⌋, row i mod 6.
 *
 * Big road: one cell per player or banker win; a tie is not a cell. Representation:
 * - Each cell is `{ col, row, outcome, ties, playerPair, bankerPair }` at its place on an unbounded grid 6 rows
 *   high (a screen scrolls it). `outcome` is 'player' or 'banker'; `ties` counts the ties that came right after
 *   that win (drawn as a slash and a number on the cell); the pair flags are those of the winning round itself
 *   (a tie's pairs show on the bead plate only).
 * - A run of wins by the same side fills one column downwards; the other side winning starts the next column at
 *   row 0. Columns are counted per run, so a run starts one column right of where the previous run started (even
 *   when that run's tail reaches further right), or further right when a tail along the top row holds that cell.
 * - Dragon tail: a run that would go below row 5, or into a cell an earlier tail already holds, turns right and
 *   carries on along that row. A later run can therefore start above an earlier tail and meet it on its way down.
 * - Ties before the first win have no cell to sit on: they are `leadingTies` (drawn on the first cell's place).
 */
import type { Outcome, RoundResult } from './rules'

export const ROAD_ROWS = 6

export interface BeadCell {
  col: number
  row: number
  outcome: Outcome
  playerPair: boolean
  bankerPair: boolean
}

export interface BigRoadCell {
  col: number
  row: number
  outcome: Exclude<Outcome, 'tie'>
  /** Ties that followed this win before the next win. */
  ties: number
  playerPair: boolean
  bankerPair: boolean
}

export interface BigRoad {
  /** In the order the wins came. */
  cells: BigRoadCell[]
  /** Ties before the shoe's first win. */
  leadingTies: number
}

/** The bead plate: every round, 6 to a column. */
export function beadPlate(results: readonly RoundResult[]): BeadCell[] {
  return results.map((result, i) => ({
    col: Math.floor(i / ROAD_ROWS),
    row: i % ROAD_ROWS,
    outcome: result.outcome,
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
  }))
}

/** The big road: runs of the same winner in columns, ties counted on the win before them, long runs tailing right. */
export function bigRoad(results: readonly RoundResult[]): BigRoad {
  const cells: BigRoadCell[] = []
  const taken = new Set<string>()
  const at = (col: number, row: number) => `${col}:${row}`
  let leadingTies = 0
  // The column the current run started in: a run goes down only there; once it has turned right it stays tailing.
  let runStartCol = -1

  for (const result of results) {
    const last = cells.at(-1)
    if (result.outcome === 'tie') {
      if (last) last.ties++
      else leadingTies++
      continue
    }

    let col: number
    let row: number
    if (!last || last.outcome !== result.outcome) {
      // A new run: the column after the previous run's first column, at the top; or further right if a tail
      // running along the top row already holds that cell.
      col = runStartCol + 1
      while (taken.has(at(col, 0))) col++
      runStartCol = col
      row = 0
    } else if (last.row + 1 < ROAD_ROWS && !taken.has(at(last.col, last.row + 1)) && last.col === runStartCol) {
      // The run continues down its own column while there is room below.
      col = last.col
      row = last.row + 1
    } else {
      // Dragon tail: no room below (bottom row, or an earlier tail), or already tailing: go right along this row.
      col = last.col + 1
      row = last.row
    }
    // Defensive: a tail never meets a taken cell to its right (an earlier tail lies lower), but if it did it would
    // skip past it rather than overwrite it.
    while (taken.has(at(col, row))) col++

    taken.add(at(col, row))
    cells.push({ col, row, outcome: result.outcome, ties: 0, playerPair: result.playerPair, bankerPair: result.bankerPair })
  }
  return { cells, leadingTies }
}
