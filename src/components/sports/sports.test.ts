/**
 * The sports group's pure helpers at their edges, which no story reaches: the football minute at the half's end and in
 * stoppage time, the main line of a suspended ladder, a parlay's rules, the stake limits on what a negative Malay
 * price risks, prices the core refuses, and the isolation of a sentence built of untranslated pieces.
 */
import { describe, expect, it } from 'vitest'
import { bookSession, footballLive, sameMatchLegs, shooterSuspended, slipLegs } from './fixtures'
import { footballMinute, gameClock, mainMarkets } from './matchState'
import { isolatedWhole } from './names'
import { priceText, withMinus } from './prices'
import { amountIsToWin, parlayProblem, parlaySlipTerms, singleTerms, stakeProblem, sumAmounts } from './slip'

describe('the match clock', () => {
  it('counts the minute in progress from 1, with stoppage time after 45 and 90', () => {
    expect(footballMinute(1, 0)).toBe("1'")
    expect(footballMinute(1, 44 * 60 + 59)).toBe("45'")
    expect(footballMinute(1, 46 * 60 + 1)).toBe("45+2'")
    expect(footballMinute(2, 21 * 60 + 10)).toBe("67'")
    expect(footballMinute(2, 47 * 60)).toBe("90+3'")
  })

  it('writes a game clock from seconds left, never below zero', () => {
    expect(gameClock(288)).toBe('04:48')
    expect(gameClock(-3)).toBe('00:00')
  })
})

describe('main markets', () => {
  it('picks the line whose prices are nearest each other', () => {
    const main = mainMarkets(footballLive)
    expect([main.result?.key, main.handicap?.key, main.total?.key]).toEqual(['1x2', 'ah:-5', 'ou:13'])
  })

  it('keeps the middle of a suspended ladder, and nothing of a closed one', () => {
    expect(mainMarkets(shooterSuspended).handicap?.key).toBe('ah:-6')
    const closed = { ...footballLive, markets: footballLive.markets.map((market) => ({ ...market, status: 'closed' as const })) }
    expect(mainMarkets(closed)).toEqual({ result: null, handicap: null, total: null })
  })
})

describe('prices', () => {
  it('shows nothing for a price the core refuses, and the typographic minus', () => {
    expect(priceText(1000, 'decimal')).toBeNull()
    expect(priceText(null, 'malay')).toBeNull()
    expect(priceText(2500, 'malay')).toBe('\u22120.67')
    expect(withMinus('-0.75/-1')).toBe('\u22120.75/\u22121')
  })

  it('shows a price two places cannot carry at three (HK 0.005)', () => {
    expect(priceText(1005, 'hongkong')).toBe('0.005')
  })
})

describe('the slip', () => {
  const { limits } = bookSession

  it('refuses a parlay of one leg, of eleven, of two on one match, or with a suspended leg', () => {
    expect(parlayProblem(slipLegs.slice(0, 1), limits)).toEqual({ kind: 'tooFew', min: 2 })
    expect(parlayProblem(Array.from({ length: 11 }, (_, i) => ({ ...slipLegs[0], eventId: `e${i}` })), limits)).toEqual({ kind: 'tooMany', max: 10 })
    expect(parlayProblem(sameMatchLegs, limits)).toEqual({ kind: 'sameMatch', home: 'Velmora Athletic', away: 'Quillbrook United' })
    expect(parlayProblem([slipLegs[0], { ...slipLegs[1], price: null }], limits)).toEqual({ kind: 'unpriced' })
    expect(parlayProblem(slipLegs, limits)).toBeNull()
  })

  it('reads the amount as what the bet wins only at a negative Malay or Indonesian price', () => {
    expect(amountIsToWin(2500, 'malay')).toBe(true)
    expect(amountIsToWin(1800, 'malay')).toBe(false)
    expect(amountIsToWin(1800, 'indonesian')).toBe(true)
    expect(amountIsToWin(1800, 'american')).toBe(false)
    expect(amountIsToWin(null, 'malay')).toBe(false)
  })

  it('rounds a negative price’s risk up and a win down (the core’s rule), and ignores what is not an amount', () => {
    expect(singleTerms(2500, 'malay', '1', 2)).toEqual({ risk: '0.67', toWin: '1.00', potentialReturn: '1.67' })
    expect(singleTerms(1910, 'decimal', '0.15', 2)).toEqual({ risk: '0.15', toWin: '0.13', potentialReturn: '0.28' })
    expect(singleTerms(1910, 'decimal', '0', 2)).toBeNull()
    expect(singleTerms(1910, 'decimal', 'ten', 2)).toBeNull()
    expect(singleTerms(null, 'decimal', '10', 2)).toBeNull()
  })

  it('bounds what a bet risks by the stake limits, and what it returns by the payout cap', () => {
    // 14.00 to win at −0.67 risks 9.38: below the 10.00 minimum, though 14.00 is above it.
    expect(stakeProblem(singleTerms(2500, 'malay', '14', 2), limits, 2)).toBe('belowMin')
    expect(stakeProblem(singleTerms(2500, 'malay', '15', 2), limits, 2)).toBeNull()
    expect(stakeProblem(singleTerms(1300, 'decimal', '5000.01', 2), limits, 2)).toBe('aboveMax')
    expect(stakeProblem(singleTerms(1300, 'decimal', '100', 2), { ...limits, maxPayout: '129.99' }, 2)).toBe('payoutAboveMax')
  })

  it('prices a parlay on the legs’ quotes in the player’s format', () => {
    expect(parlaySlipTerms([1300, 2500, 1800], 'decimal', '10', 2)?.potentialReturn).toBe('58.50')
    expect(parlaySlipTerms([1300, 2500, 1800], 'malay', '10', 2)?.potentialReturn).toBe('58.32')
    expect(parlaySlipTerms([1300], 'decimal', '10', 2)).toBeNull()
    expect(parlaySlipTerms([1300, null], 'decimal', '10', 2)).toBeNull()
    expect(sumAmounts(['67.00', '100', '0.5'], 2)).toBe('167.50')
  })
})

describe('right to left', () => {
  it('isolates a sentence of untranslated pieces once, as a whole', () => {
    expect(isolatedWhole('\u2068Total goals\u2069 2.5')).toBe('\u2068Total goals 2.5\u2069')
    expect(isolatedWhole('ประตูรวม 2.5')).toBe('ประตูรวม 2.5')
  })
})
