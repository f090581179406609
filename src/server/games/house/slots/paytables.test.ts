/**
 * The house titles: each paytable well formed, its declared RTP the exact one, and the two titles a real choice
 * (both in a usual band, noticeably different in return and in spread).
 */
import { describe, expect, it } from 'vitest'
import { paytableProblems, REEL_COUNT, ROW_COUNT } from './engine'
import { HOUSE_SLOTS, houseSlot, KILN_DRAKE, KOI_TERRACE } from './paytables'
import { exactRtp, roundStatistics } from './rtp'

const titles = HOUSE_SLOTS.map((table) => [table.name, table] as const)

describe.each(titles)('%s', (_, table) => {
  it('is well formed', () => {
    expect(paytableProblems(table)).toEqual([])
    expect(table.reels).toHaveLength(REEL_COUNT)
    for (const strip of table.reels) {
      expect(strip.length).toBeGreaterThanOrEqual(20)
      expect(strip.length).toBeLessThanOrEqual(32)
    }
    expect([20, 25]).toContain(table.paylines.length)
    for (const line of table.paylines) {
      expect(line).toHaveLength(REEL_COUNT)
      for (const row of line) expect(row >= 0 && row < ROW_COUNT && Number.isInteger(row)).toBe(true)
    }
    const symbols = new Set(table.reels.flat())
    for (const symbol of symbols) expect(symbol === table.wild || symbol === table.scatter.symbol || Object.hasOwn(table.pays, symbol), symbol).toBe(true)
    expect(symbols).toContain(table.wild)
    expect(symbols).toContain(table.scatter.symbol)
    // The scatter awards the usual 3, 4 and 5 counts.
    expect(Object.keys(table.scatter.freeSpins).map(Number).sort()).toEqual([3, 4, 5])
  })

  it('declares its exact RTP, to 4 decimals', () => {
    const exact = exactRtp(table)
    console.info(`${table.name}: exact RTP ${exact.toFixed(8)}, declared ${table.declaredRtp}`)
    expect(table.declaredRtp).toBe(Math.round(exact * 10_000) / 10_000)
  })

  it('returns between 94 % and 97 %', () => {
    expect(table.declaredRtp).toBeGreaterThanOrEqual(0.94)
    expect(table.declaredRtp).toBeLessThanOrEqual(0.97)
  })

  it('is found by its id', () => {
    expect(houseSlot(table.id)).toBe(table)
  })
})

describe('the titles together', () => {
  it('have distinct ids and names', () => {
    expect(new Set(HOUSE_SLOTS.map((table) => table.id)).size).toBe(HOUSE_SLOTS.length)
    expect(new Set(HOUSE_SLOTS.map((table) => table.name)).size).toBe(HOUSE_SLOTS.length)
  })

  it('differ: Koi Terrace returns more and swings less than Kiln Drake', () => {
    expect(KOI_TERRACE.declaredRtp - KILN_DRAKE.declaredRtp).toBeGreaterThanOrEqual(0.01)
    const koi = roundStatistics(KOI_TERRACE)
    const kiln = roundStatistics(KILN_DRAKE)
    console.info(`standard deviation per round: ${KOI_TERRACE.name} ${koi.standardDeviation.toFixed(4)}, ${KILN_DRAKE.name} ${kiln.standardDeviation.toFixed(4)}`)
    expect(kiln.standardDeviation).toBeGreaterThan(1.5 * koi.standardDeviation)
  })
})
