import { describe, expect, it } from 'vitest'
import { paginationItems, type PaginationItem } from './paginationItems'

/** Writes items the way a person reads the bar: "1 … 4 5 6 … 10". */
const render = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ')

describe('paginationItems (range 3, margin 1)', () => {
  it.each([
    [1, 10, '1 2 3 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 8 9 10'],
    [1, 1, '1'],
    [2, 3, '1 2 3'],
    [3, 5, '1 2 3 4 5'],
  ])('page %i of %i -> %s', (current, total, expected) => {
    expect(render(paginationItems(current, total))).toBe(expected)
  })

  it('shows nothing when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([])
  })

  it('clamps a current page outside 1..total', () => {
    expect(render(paginationItems(99, 10))).toBe('1 … 8 9 10')
    expect(render(paginationItems(-3, 10))).toBe('1 2 3 … 10')
  })

  it('honours other ranges and margins', () => {
    expect(render(paginationItems(10, 20, 5, 2))).toBe('1 2 … 8 9 10 11 12 … 19 20')
  })

  it('tells the two ellipses apart (stable React keys)', () => {
    const ellipses = paginationItems(5, 10).filter((item) => item.type === 'ellipsis')
    expect(ellipses).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ])
  })
})
