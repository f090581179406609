/** The prize tables' shapes (27 northern numbers, 18 southern) and the check a hand-written or stored draw passes. */
import { describe, expect, it } from 'vitest'
import {
  ELECTRONIC_TABLE,
  NORTHERN_TABLE,
  PRIZE_TABLES,
  SOUTHERN_TABLE,
  allNumbers,
  checkTable,
  digitCount,
  drawResult,
  numberCount,
  prizeTable,
  specialNumber,
  type PrizeTable,
} from './prizeTables'

const shape = (table: PrizeTable) => table.tiers.map(({ tier, count, digits }) => `${tier} ${count}×${digits}`)

describe('the prize tables', () => {
  it('northern: 27 numbers, special 5 digits down to four 2-digit seventh prizes', () => {
    expect(shape(NORTHERN_TABLE)).toEqual(['special 1×5', 'first 1×5', 'second 2×5', 'third 6×5', 'fourth 4×4', 'fifth 6×4', 'sixth 3×3', 'seventh 4×2'])
    expect(numberCount(NORTHERN_TABLE)).toBe(27)
    expect(digitCount(NORTHERN_TABLE)).toBe(107)
  })

  it('southern: 18 numbers, special 6 digits, the eighth prize included', () => {
    expect(shape(SOUTHERN_TABLE)).toEqual(['special 1×6', 'first 1×5', 'second 1×5', 'third 2×5', 'fourth 7×5', 'fifth 1×4', 'sixth 3×4', 'seventh 1×3', 'eighth 1×2'])
    expect(numberCount(SOUTHERN_TABLE)).toBe(18)
    expect(digitCount(SOUTHERN_TABLE)).toBe(82)
  })

  it('electronic: the northern shape under its own code', () => {
    expect(ELECTRONIC_TABLE.code).toBe('electronic')
    expect(shape(ELECTRONIC_TABLE)).toEqual(shape(NORTHERN_TABLE))
  })

  it('every table passes the check the bet types rely on, and is found by its code', () => {
    for (const [code, table] of Object.entries(PRIZE_TABLES)) {
      expect(checkTable(table)).toBe(table)
      expect(prizeTable(code)).toBe(table)
    }
    expect(() => prizeTable('central')).toThrow(/unknown prize table 'central'/)
    expect(() => prizeTable('toString')).toThrow(/unknown prize table/)
  })

  it('refuses a table without a 3-digit special first, a tier twice, or a 1-digit tier', () => {
    expect(() => checkTable({ code: 'north', tiers: [{ tier: 'first', count: 1, digits: 5 }] })).toThrow(/start with one special/)
    expect(() => checkTable({ code: 'north', tiers: [{ tier: 'special', count: 1, digits: 2 }] })).toThrow(/at least 3 digits/)
    expect(() => checkTable({ code: 'north', tiers: [{ tier: 'special', count: 1, digits: 5 }, { tier: 'special', count: 1, digits: 5 }] })).toThrow(/twice/)
    expect(() => checkTable({ code: 'north', tiers: [{ tier: 'special', count: 1, digits: 5 }, { tier: 'first', count: 1, digits: 1 }] })).toThrow(/2 to 9 digits/)
  })
})

describe('a draw on a table', () => {
  const southern = {
    special: ['987654'],
    first: ['11223'],
    second: ['33445'],
    third: ['55667', '77889'],
    fourth: ['00001', '00002', '00003', '00004', '00005', '00006', '00007'],
    fifth: ['1234'],
    sixth: ['5678', '9012', '3454'],
    seventh: ['789'],
    eighth: ['10'],
  }

  it('keeps its numbers in table order, special first', () => {
    const result = drawResult(SOUTHERN_TABLE, southern)
    expect(result.table).toBe('south')
    expect(specialNumber(result)).toBe('987654')
    expect(allNumbers(result)).toHaveLength(18)
    expect(allNumbers(result).slice(0, 3)).toEqual(['987654', '11223', '33445'])
    expect(allNumbers(result).at(-1)).toBe('10')
  })

  it('refuses a tier short of numbers, a number of the wrong length, a tier the table lacks', () => {
    expect(() => drawResult(SOUTHERN_TABLE, { ...southern, fourth: southern.fourth.slice(1) })).toThrow(/'fourth' needs 7 numbers, got 6/)
    expect(() => drawResult(SOUTHERN_TABLE, { ...southern, eighth: ['7'] })).toThrow(/'eighth' numbers have 2 digits, got '7'/)
    expect(() => drawResult(SOUTHERN_TABLE, { ...southern, special: ['98765'] })).toThrow(/'special' numbers have 6 digits/)
    expect(() => drawResult(SOUTHERN_TABLE, { ...southern, seventh: ['7a9'] })).toThrow(/'seventh'/)
    const { eighth: _eighth, ...northernShaped } = southern
    expect(() => drawResult(NORTHERN_TABLE, southern)).toThrow(/no tier 'eighth'/)
    expect(() => drawResult(SOUTHERN_TABLE, northernShaped)).toThrow(/'eighth' needs 1 numbers, got 0/)
  })
})
