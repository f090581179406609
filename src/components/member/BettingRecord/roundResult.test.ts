import { describe, expect, it } from 'vitest'
import { demoGameMenus } from '../../layout/fixtures'
import { baccaratRound, crashLostRound, crashRound, diceRound, otherVendorRound, slotsRound } from './fixtures'
import { vendorOptionsOf } from './options'
import { roundResultOf } from './roundResult'

describe('a round’s result', () => {
  it('reads each house game’s result by its game type', () => {
    expect(roundResultOf(slotsRound)).toMatchObject({ kind: 'slots', lineBet: '0.05', lines: 20, freeSpins: 3, totalWin: '12.40' })
    expect(roundResultOf(diceRound)).toEqual({ kind: 'dice', direction: 'over', target: 5000, rolled: 3127, multiplier: 1.98 })
    expect(roundResultOf(baccaratRound)).toMatchObject({ kind: 'baccarat', round: 1284, outcome: 'banker', playerTotal: 5, bankerTotal: 7, playerPair: true, bankerPair: false })
    expect(roundResultOf(crashRound)).toEqual({ kind: 'crash', round: 5521, cashedOutAt: 235, crashPoint: 412 })
    // No cash-out: the member rode it to the crash.
    expect(roundResultOf(crashLostRound)).toEqual({ kind: 'crash', round: 5518, cashedOutAt: null, crashPoint: 107 })
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

describe('the vendors offered', () => {
  it('are the chosen category’s, or every vendor once when all categories are shown', () => {
    const live = demoGameMenus.find((menu) => menu.gameGroupCode === 'LIVE')!
    expect(vendorOptionsOf(demoGameMenus, 'LIVE')).toEqual(live.gameMenus.map((vendor) => ({ code: vendor.vendorCode, name: vendor.labelName })))
    const all = vendorOptionsOf([...demoGameMenus, live], '')
    expect(all.map((vendor) => vendor.code)).toEqual([...new Set(demoGameMenus.flatMap((menu) => menu.gameMenus.map((vendor) => vendor.vendorCode)))])
  })
})
