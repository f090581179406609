import { describe, expect, it } from 'vitest'
import { VECTOR_COMMITMENT, VECTOR_SEED_HEX } from '../../../contract/houseTestVector'
import { demoGameMenus } from '../../layout/fixtures'
import { baccaratRound, crashFlyingRound, crashLostRound, crashRound, diceRound, otherVendorRound, slotsRound, sportsCorrectedRound, sportsParlayRound } from './fixtures'
import { vendorOptionsOf } from './options'
import { roundResultOf } from './roundResult'

describe('a round’s result', () => {
  it('reads each house game’s result by its game type', () => {
    expect(roundResultOf(slotsRound)).toMatchObject({ kind: 'slots', lineBet: '0.05', lines: 20, freeSpins: 10, totalWin: '12.40', reelLengths: [30, 30, 30, 30, 30] })
    expect(roundResultOf(diceRound)).toMatchObject({ kind: 'dice', direction: 'over', target: 5000, rolled: 3127, multiplier: 1.98 })
    expect(roundResultOf(baccaratRound)).toMatchObject({ kind: 'baccarat', round: 1, outcome: 'banker', playerTotal: 0, bankerTotal: 7, playerPair: true, bankerPair: false })
    expect(roundResultOf(crashRound)).toMatchObject({ kind: 'crash', round: 5521, cashedOutAt: 235, crashPoint: 412 })
    // No cash-out: the member rode it to the crash.
    expect(roundResultOf(crashLostRound)).toMatchObject({ kind: 'crash', round: 5518, cashedOutAt: null, crashPoint: 107 })
  })

  it('reads a house round’s fairness: the hash always, the seed once revealed, nothing malformed', () => {
    expect(roundResultOf(baccaratRound)).toMatchObject({ fairness: { key: 'baccarat-a:1', seedHash: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX } })
    expect(roundResultOf(crashFlyingRound)).toMatchObject({ crashPoint: null, fairness: { key: 'crash:5540', seedHash: expect.any(String) } })
    expect(roundResultOf(crashFlyingRound)).not.toHaveProperty('fairness.seed')
    const result = diceRound.result as Record<string, unknown>
    for (const fairness of [{ key: 'dice', seedHash: 'not hex' }, { key: 'dice', seedHash: VECTOR_COMMITMENT, seed: 12 }, { seedHash: VECTOR_COMMITMENT }, 'abc']) {
      expect(roundResultOf({ gameType: 'dice', result: { ...result, fairness } })).toMatchObject({ kind: 'dice', fairness: null })
    }
    // A slot round recorded before screens were kept still shows its stops.
    const { screens: _screens, reelLengths: _lengths, ...older } = slotsRound.result as Record<string, unknown>
    expect(roundResultOf({ gameType: 'slots', result: older })).toMatchObject({ kind: 'slots', screens: null, reelLengths: null, fairness: expect.any(Object) })
  })

  it('shows any other vendor’s fields as they came: strings as they are, the rest as JSON', () => {
    expect(roundResultOf(otherVendorRound)).toEqual({
      kind: 'generic',
      entries: [
        { key: 'ways', value: '2000' },
        { key: 'cascade', value: '3' },
        { key: 'multiplier', value: 'x2' },
        { key: 'symbols', value: '["W","B","B","G"]' },
        { key: 'bonus', value: '{"triggered":false}' },
      ],
    })
    expect(roundResultOf({ gameType: 'keno', result: [1, 2, 3] })).toEqual({ kind: 'generic', entries: [{ key: 'result', value: '[1,2,3]' }] })
    expect(roundResultOf({ gameType: 'keno', result: null })).toEqual({ kind: 'generic', entries: [] })
  })

  it('falls back to the fields as they came when a known game’s result is not the shape it shows', () => {
    // A card out of the deck, a dice target that is not whole hundredths, slots without stops, a crash point as text.
    const badCard = { ...(baccaratRound.result as object), outcome: { ...(baccaratRound.result as { outcome: object }).outcome, banker: [{ rank: 14, suit: 0 }] } }
    expect(roundResultOf({ gameType: 'baccarat', result: badCard }).kind).toBe('generic')
    expect(roundResultOf({ gameType: 'dice', result: { direction: 'over', target: 50.5, rolled: 3127, multiplier: 1.98 } }).kind).toBe('generic')
    expect(roundResultOf({ gameType: 'slots', result: { lineBet: '0.05', lines: 20, freeSpins: 0, totalWin: '0.00' } }).kind).toBe('generic')
    expect(roundResultOf({ gameType: 'crash', result: { round: 1, outcome: { crashPoint: '4.12' } } }).kind).toBe('generic')
    // A game type named like an object's own property is not a reader.
    expect(roundResultOf({ gameType: 'constructor', result: { a: 1 } })).toEqual({ kind: 'generic', entries: [{ key: 'a', value: '1' }] })
  })
})

describe('a sports bet’s record', () => {
  it('reads each leg’s match, market shape, selection, price, outcome and score, and the settlements a correction replaced', () => {
    const parlay = roundResultOf(sportsParlayRound)
    expect(parlay).toMatchObject({ kind: 'sports', bet: 'parlay', cashedOut: false, corrections: [] })
    expect(parlay.kind === 'sports' && parlay.legs[0]).toEqual({
      sport: 'football', home: 'Fernhallow Town', away: 'Ravelstone FC', market: { key: 'ah:-5', kind: 'handicap', scope: 'match', unit: 'goals', line: -5 },
      selection: 'home', price: 1920, outcome: 'half-win', score: { home: 2, away: 1 },
    })
    expect(roundResultOf(sportsCorrectedRound)).toMatchObject({ kind: 'sports', bet: 'single', corrections: [{ payout: '185.00', at: '2026-03-14T10:30:00.000Z' }] })
    // A dead heat names itself; a cash-out before the end has legs not yet decided.
    const [leg] = (sportsCorrectedRound.result as { legs: Record<string, unknown>[] }).legs
    expect(roundResultOf({ gameType: 'sportsbook', result: { kind: 'single', legs: [{ ...leg, outcome: { kind: 'dead-heat', places: 1, tied: 2 } }] } })).toMatchObject({ legs: [{ outcome: 'dead-heat' }] })
    expect(roundResultOf({ gameType: 'esportsbook', result: { kind: 'single', cashedOut: true, legs: [{ ...leg, outcome: null, score: null }] } })).toMatchObject({ cashedOut: true, legs: [{ outcome: null, score: null }] })
  })

  it('shows the fields as they came when a leg is not the book’s shape', () => {
    const [leg] = (sportsCorrectedRound.result as { legs: Record<string, unknown>[] }).legs
    for (const bad of [{ ...leg, sport: 'chess' }, { ...leg, price: '1.85' }, { ...leg, kind: 'exotic' }, { ...leg, outcome: 'maybe' }, { ...leg, line: 0.5 }]) {
      expect(roundResultOf({ gameType: 'sportsbook', result: { kind: 'single', legs: [bad] } }).kind).toBe('generic')
    }
    expect(roundResultOf({ gameType: 'sportsbook', result: { kind: 'system', legs: [leg] } }).kind).toBe('generic')
    expect(roundResultOf({ gameType: 'sportsbook', result: { kind: 'single', legs: [] } }).kind).toBe('generic')
  })
})

describe('the vendors offered', () => {
  it('are the chosen category’s, or every vendor once when all categories are shown', () => {
    const live = demoGameMenus.find((menu) => menu.gameGroupCode === 'LIVE')!
    expect(vendorOptionsOf(demoGameMenus, 'LIVE')).toEqual(live.gameMenus.map((vendor) => ({ code: vendor.vendorCode, name: vendor.labelName })))
    const all = vendorOptionsOf([...demoGameMenus, live], '')
    expect(all.map((vendor) => vendor.code)).toEqual([...new Set(demoGameMenus.flatMap((menu) => menu.gameMenus.map((vendor) => vendor.vendorCode)))])
  })
})
