/**
 * What the book stands to lose on a match (domain/sports/book/liability.ts), worked by hand: a market's worst case is
 * its worst selection's winnings less the other selections' single stakes; a parlay's profit counts against each of
 * its legs with no stake credit; a match sums its markets.
 */
import { describe, expect, it } from 'vitest'
import { exposureOf, type ExposureLeg } from '../../src/server/domain/sports/book/liability'

const single = (betId: bigint, market: string, selection: string, risk: bigint, toWin: bigint, eventId = 'm1'): ExposureLeg => ({ betId, kind: 'single', risk, toWin, eventId, market, selection })

describe('sportsbook liability', () => {
  it('takes a market’s worst selection, less the stakes the book keeps on the others', () => {
    // home: wins 150 to pay, keeps draw's 40 and away's 60: loss 50; draw: 120 − 100 − 60 = −40; away: 90 − 100 − 40 = −50.
    const legs = [single(1n, '1x2', 'home', 100n, 150n), single(2n, '1x2', 'draw', 40n, 120n), single(3n, '1x2', 'away', 60n, 90n)]
    expect(exposureOf(legs).markets.get('m1|1x2')).toBe(50n)
  })

  it('never counts a market below zero, and sums a match’s markets', () => {
    const legs = [single(1n, '1x2', 'home', 100n, 10n), single(2n, '1x2', 'away', 100n, 10n), single(3n, 'ou:10', 'over', 50n, 45n)]
    const { markets, matches } = exposureOf(legs)
    expect(markets.get('m1|1x2')).toBe(0n)
    expect(markets.get('m1|ou:10')).toBe(45n)
    expect(matches.get('m1')).toBe(45n)
  })

  it('counts a parlay’s whole profit against each of its legs, with no stake credit elsewhere', () => {
    const parlay = (eventId: string, selection: string): ExposureLeg => ({ betId: 9n, kind: 'parlay', risk: 10n, toWin: 290n, eventId, market: '1x2', selection })
    const legs = [parlay('m1', 'home'), parlay('m2', 'away'), single(1n, '1x2', 'away', 100n, 80n)]
    const { markets, matches } = exposureOf(legs)
    // m1 home: 290 − the single's 100 on away = 190; m1 away: 80 (the parlay's stake is not the book's to keep here).
    expect(markets.get('m1|1x2')).toBe(190n)
    expect(markets.get('m2|1x2')).toBe(290n)
    expect(matches.get('m2')).toBe(290n)
    // A small parlay leg beside a single: the single's win is not offset by the parlay's stake (10 is not kept there).
    const small: ExposureLeg = { betId: 8n, kind: 'parlay', risk: 10n, toWin: 5n, eventId: 'm3', market: 'ml', selection: 'home' }
    expect(exposureOf([small, single(2n, 'ml', 'away', 100n, 80n, 'm3')]).markets.get('m3|ml')).toBe(80n)
  })
})
