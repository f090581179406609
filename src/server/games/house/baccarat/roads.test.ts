/**
 * The roads on a hand-made shoe of results (ties at the start, ties after wins, two dragon tails, one running
 * into the other), and the big road's invariants on long seeded sequences.
 */
import { describe, expect, it } from 'vitest'
import { ROAD_ROWS, beadPlate, bigRoad, type BigRoadCell } from './roads'
import type { RoundResult } from './rules'
import { seededRandom } from './seededRandom'

const P: RoundResult = { outcome: 'player', playerPair: false, bankerPair: false }
const B: RoundResult = { outcome: 'banker', playerPair: false, bankerPair: false }
const T: RoundResult = { outcome: 'tie', playerPair: false, bankerPair: false }
const times = (n: number, result: RoundResult) => Array.from({ length: n }, () => result)

/**
 * T T B B(player pair) T T, eight P (down column 1 and along row 5 to column 3), B T, five B (down column 2 until
 * the first tail at row 5 turns it right at row 4), six P (down column 3 until the second tail turns it at row 3),
 * four B (down column 4 until the third tail turns it at row 2).
 */
const SHOE: RoundResult[] = [
  T, { ...T, bankerPair: true },
  B, { ...B, playerPair: true }, T, T,
  ...times(8, P),
  B, T, ...times(5, B),
  ...times(6, P),
  ...times(4, B),
]

const cell = (col: number, row: number, outcome: 'player' | 'banker', extra: Partial<BigRoadCell> = {}): BigRoadCell => ({ col, row, outcome, ties: 0, playerPair: false, bankerPair: false, ...extra })

describe('the bead plate', () => {
  it('puts every round, ties included, six to a column, with its pair flags', () => {
    const plate = beadPlate(SHOE)
    expect(plate).toHaveLength(SHOE.length)
    expect(plate[0]).toEqual({ col: 0, row: 0, outcome: 'tie', playerPair: false, bankerPair: false })
    expect(plate[1]).toEqual({ col: 0, row: 1, outcome: 'tie', playerPair: false, bankerPair: true })
    expect(plate[3]).toEqual({ col: 0, row: 3, outcome: 'banker', playerPair: true, bankerPair: false })
    expect(plate[5]).toMatchObject({ col: 0, row: 5, outcome: 'tie' })
    expect(plate[6]).toMatchObject({ col: 1, row: 0, outcome: 'player' })
    expect(plate[15]).toMatchObject({ col: 2, row: 3, outcome: 'tie' })
    expect(plate.at(-1)).toMatchObject({ col: Math.floor((SHOE.length - 1) / 6), row: (SHOE.length - 1) % 6, outcome: 'banker' })
  })

  it('is empty before the first round', () => {
    expect(beadPlate([])).toEqual([])
  })
})

describe('the big road', () => {
  it('builds the hand-made shoe', () => {
    const road = bigRoad(SHOE)
    expect(road.leadingTies).toBe(2)
    expect(road.cells).toEqual([
      cell(0, 0, 'banker'),
      cell(0, 1, 'banker', { ties: 2, playerPair: true }),
      // Eight players: six down column 1, then the dragon tail along the bottom row.
      ...[0, 1, 2, 3, 4, 5].map((row) => cell(1, row, 'player')),
      cell(2, 5, 'player'),
      cell(3, 5, 'player'),
      // Six bankers, the first with a tie after it: column 2 down to row 4, where the tail below turns them right.
      cell(2, 0, 'banker', { ties: 1 }),
      ...[1, 2, 3, 4].map((row) => cell(2, row, 'banker')),
      cell(3, 4, 'banker'),
      // Six players: column 3 down to row 3, then right along row 3 over the bankers' tail.
      ...[0, 1, 2, 3].map((row) => cell(3, row, 'player')),
      cell(4, 3, 'player'),
      cell(5, 3, 'player'),
      // Four bankers: column 4 down to row 2, then right.
      ...[0, 1, 2].map((row) => cell(4, row, 'banker')),
      cell(5, 2, 'banker'),
    ])
  })

  it('records a tie on the win before it, not as a cell', () => {
    expect(bigRoad([P, T, T, T, P]).cells).toEqual([cell(0, 0, 'player', { ties: 3 }), cell(0, 1, 'player')])
    expect(bigRoad([B, T, P]).cells).toEqual([cell(0, 0, 'banker', { ties: 1 }), cell(1, 0, 'player')])
  })

  it('holds ties before any win as leading ties', () => {
    expect(bigRoad([T, T, T])).toEqual({ cells: [], leadingTies: 3 })
    expect(bigRoad([])).toEqual({ cells: [], leadingTies: 0 })
  })

  it('starts each run one column right of where the previous run started, even after a tail', () => {
    const road = bigRoad([...times(7, B), P, B])
    expect(road.cells.slice(-3)).toEqual([cell(1, 5, 'banker'), cell(1, 0, 'player'), cell(2, 0, 'banker')])
  })

  // Long random shoes exercise tails meeting tails; whatever the sequence, the road must stay a drawable grid.
  it('keeps its invariants on long seeded sequences', () => {
    const random = seededRandom(2024)
    for (let shoe = 0; shoe < 200; shoe++) {
      // Streaky on purpose (long runs make tails): repeat the last winner three times in four.
      const results: RoundResult[] = []
      for (let i = 0; i < 80; i++) {
        const draw = random.int(20)
        const previous = results.at(-1)
        results.push(draw < 2 ? T : previous && previous !== T && draw < 17 ? previous : draw % 2 ? P : B)
      }
      const { cells, leadingTies } = bigRoad(results)
      const ties = results.filter((r) => r === T).length
      expect(cells).toHaveLength(results.length - ties)
      expect(leadingTies + cells.reduce((sum, c) => sum + c.ties, 0)).toBe(ties)
      expect(new Set(cells.map((c) => `${c.col}:${c.row}`)).size).toBe(cells.length)
      // Each cell's faults, collected (rather than an expect per cell) so 16,000 cells stay quick to check.
      const faults: string[] = []
      let runStart = -1
      cells.forEach((c, i) => {
        if (c.row < 0 || c.row >= ROAD_ROWS) faults.push(`cell ${i} at row ${c.row}`)
        const last = cells[i - 1]
        if (!last || last.outcome !== c.outcome) {
          if (c.row !== 0 || c.col <= runStart) faults.push(`run at cell ${i} starts at ${c.col}:${c.row} after a run at column ${runStart}`)
          runStart = c.col
        } else {
          // Within a run: one down, or one right along the same row.
          const down = c.col === last.col && c.row === last.row + 1
          const right = c.col === last.col + 1 && c.row === last.row
          if (!down && !right) faults.push(`cell ${i} at ${c.col}:${c.row} does not follow ${last.col}:${last.row}`)
        }
      })
      expect(faults, `shoe ${shoe}`).toEqual([])
    }
  })
})
