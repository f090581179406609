/**
 * The sportsbook's odds formats (src/contract/sports/odds.ts): conversions against a table of known pairs, round
 * trips, the rounding rule (never a longer price, and the nearest such), the stake at risk at negative Malay and
 * Indonesian prices, and bad input answered with a code.
 */
import { describe, expect, it } from 'vitest'
import {
  betTerms, checkQuote, conventionalFraction, convertQuote, decimalQuote, formatOdds, impliedProbability, ODDS_FORMATS, parseOdds,
  quoteFactor, quotePrice, ratio, SportsError, stakeIsToWin, toQuote, type OddsFormat, type Places, type Quote,
} from '../../src/contract/sports'
import { seeded } from './seeded'

const quote = (format: OddsFormat, text: string): Quote => {
  const answer = parseOdds(format, text)
  if (!answer.ok) throw new Error(`${format} ${text}: ${answer.code}`)
  return answer.value
}

/** The code a call throws, or 'no error'. */
function codeOf(call: () => unknown): string {
  try {
    call()
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(SportsError)
    return (error as SportsError).code
  }
}

// decimal, Hong Kong, Malay, Indonesian, American, fractional (reduced), the UK ladder's fraction. Where a format
// cannot show a price exactly it shows the nearest SHORTER price: decimal 1.95 is American −106 (−105.26 would pay more).
const KNOWN: readonly (readonly [string, string, string, string, string, string, string])[] = [
  ['1.50', '0.50', '0.50', '-2.00', '-200', '1/2', '1/2'],
  ['2.50', '1.50', '-0.67', '1.50', '+150', '3/2', '6/4'],
  ['2.00', '1.00', '1.00', '1.00', '+100', '1/1', '1/1'],
  ['1.25', '0.25', '0.25', '-4.00', '-400', '1/4', '1/4'],
  ['3.00', '2.00', '-0.50', '2.00', '+200', '2/1', '2/1'],
  ['1.80', '0.80', '0.80', '-1.25', '-125', '4/5', '4/5'],
  ['2.25', '1.25', '-0.80', '1.25', '+125', '5/4', '5/4'],
  ['1.91', '0.91', '0.91', '-1.10', '-110', '91/100', '10/11'],
  ['1.95', '0.95', '0.95', '-1.06', '-106', '19/20', '10/11'],
  ['1.01', '0.01', '0.01', '-100.00', '-10000', '1/100', '1/100'],
  ['11.00', '10.00', '-0.10', '10.00', '+1000', '10/1', '10/1'],
  ['1.333', '0.333', '0.333', '-3.004', '-301', '333/1000', '3/10'],
  ['4.333', '3.333', '-0.301', '3.333', '+333', '3333/1000', '3/1'],
]


describe('conversions against known pairs', () => {
  it.each(KNOWN)('decimal %s is HK %s, Malay %s, Indonesian %s, American %s, fractional %s (ladder %s)', (...row) => {
    const price = quotePrice(quote('decimal', row[0]))
    const places: Places = row[0].length - row[0].indexOf('.') - 1 === 3 ? 3 : 2
    ODDS_FORMATS.forEach((format, i) => expect(formatOdds(toQuote(price, format, places)), format).toBe(row[i]))
    expect(conventionalFraction(decimalQuote(price))).toEqual({ num: Number(row[6].split('/')[0]), den: Number(row[6].split('/')[1]) })
  })

  it('reads every pair back to the same decimal where the format shows it exactly', () => {
    const exact = KNOWN.filter((row) => !['2.50', '1.91', '1.95', '1.333', '4.333'].includes(row[0]))
    expect(exact).toHaveLength(8)
    for (const row of exact) {
      ODDS_FORMATS.forEach((format, i) => expect(formatOdds(convertQuote(quote(format, row[i]), 'decimal')), `${format} ${row[i]}`).toBe(row[0]))
    }
  })

  it.each([
    // format, shown, its exact decimal factor, that factor as decimal thousandths (rounded down), and at 2 places
    ['malay', '-0.80', [9, 4], 2250, '2.25'],
    ['malay', '-0.67', [167, 67], 2492, '2.49'],
    ['malay', '-0.96', [49, 24], 2041, '2.04'],
    ['malay', '0.96', [49, 25], 1960, '1.96'],
    ['indonesian', '-1.96', [74, 49], 1510, '1.51'],
    ['indonesian', '-1.25', [9, 5], 1800, '1.80'],
    ['american', '-110', [21, 11], 1909, '1.90'],
    ['american', '+150', [5, 2], 2500, '2.50'],
    ['hongkong', '0.925', [77, 40], 1925, '1.925'],
    ['fractional', '6/4', [5, 2], 2500, '2.50'],
    ['fractional', '100/30', [13, 3], 4333, '4.33'],
  ] as const)('%s %s means exactly %j: %i thousandths, decimal %s', (format, text, [num, den], price, shown) => {
    const q = quote(format, text)
    expect(quoteFactor(q)).toEqual(ratio(num, den))
    expect(quotePrice(q)).toBe(price)
    expect(formatOdds(convertQuote(q, 'decimal', shown.length === 5 ? 3 : 2))).toBe(shown)
  })

  it('implies a probability of 1 / the factor', () => {
    expect(impliedProbability(quote('decimal', '2.00'))).toEqual(ratio(1, 2))
    expect(impliedProbability(quote('malay', '-0.80'))).toEqual(ratio(4, 9))
    expect(impliedProbability(quote('american', '-200'))).toEqual(ratio(2, 3))
  })
})

describe('round trips and the rounding rule', () => {
  const random = seeded(26)
  /** A random valid quote of each format (values drawn inside each format's range). */
  function randomQuote(format: OddsFormat): Quote {
    switch (format) {
      case 'decimal':
        return { format, value: random.int(1001, 200_000) }
      case 'hongkong':
        return { format, value: random.int(1, 199_000) }
      case 'malay':
        return { format, value: random.pick([1, -1]) * random.int(2, 1000) }
      case 'indonesian':
        return { format, value: random.pick([1, -1]) * random.int(1000, 199_000) }
      case 'american':
        return { format, value: random.pick([1, -1]) * random.int(100, 19_900) }
      case 'fractional':
        return { format, num: random.int(1, 400), den: random.int(1, 400) }
    }
  }

  it('reads back every quote it writes, with 2 or 3 places', () => {
    for (let i = 0; i < 3000; i++) {
      const q = checkQuote(randomQuote(ODDS_FORMATS[i % ODDS_FORMATS.length]))
      for (const places of [2, 3] as const) expect(quote(q.format, formatOdds(q, places))).toEqual(q)
    }
  })

  it('converts a price to the longest quote of the format that pays no more than the price', () => {
    for (let i = 0; i < 3000; i++) {
      const price = random.int(1010, 100_000)
      const format = ODDS_FORMATS[i % ODDS_FORMATS.length]
      const places = random.pick([2, 3] as const)
      const q = toQuote(price, format, places)
      const exact = ratio(price, 1000)
      const factor = quoteFactor(q)
      // Never longer: the quote's exact factor is at most the price.
      expect(factor.num * exact.den <= exact.num * factor.den, `${price} ${format}`).toBe(true)
      if (format === 'fractional') {
        expect(factor).toEqual(exact)
        continue
      }
      // The nearest: the next quote of the format and precision toward the longer price pays more than the price.
      const step = format === 'american' ? 1 : 10 ** (3 - places)
      const value = (q as { value: number }).value
      // One step longer is one step up, except past Malay +1.00, where the longer prices go on from −0.99 (−0.999).
      const longer = format === 'malay' && value === 1000 ? -(1000 - step) : value + step
      const next = quoteFactor({ format, value: longer } as Quote)
      expect(next.num * exact.den > exact.num * next.den, `${price} ${format} ${value} → ${longer}`).toBe(true)
    }
  })

  it('keeps a quote when converted to its own format at its own precision', () => {
    for (let i = 0; i < 1000; i++) {
      const q = checkQuote(randomQuote(ODDS_FORMATS[i % 5]))
      expect(convertQuote(q, q.format, 3)).toEqual(q)
    }
  })

  it('spells even money one way', () => {
    expect(checkQuote({ format: 'malay', value: -1000 })).toEqual({ format: 'malay', value: 1000 })
    expect(checkQuote({ format: 'indonesian', value: -1000 })).toEqual({ format: 'indonesian', value: 1000 })
    expect(checkQuote({ format: 'american', value: -100 })).toEqual({ format: 'american', value: 100 })
    expect(quote('american', 'EVS')).toEqual({ format: 'american', value: 100 })
    expect(quote('fractional', 'evens')).toEqual({ format: 'fractional', num: 1, den: 1 })
    expect(formatOdds(quote('fractional', '6/4'))).toBe('3/2')
    expect(formatOdds(quote('malay', '−0.675'))).toBe('-0.675')
    expect(formatOdds(quote('decimal', ' 2.5 '), 3)).toBe('2.500')
    expect(formatOdds(quote('decimal', '2.5000'))).toBe('2.50')
  })
})

describe('bad input', () => {
  it.each([
    ['decimal', 'abc', 'sports.odds.unparseable'], ['decimal', '', 'sports.odds.unparseable'], ['decimal', '1.2.3', 'sports.odds.unparseable'],
    ['decimal', '2,50', 'sports.odds.unparseable'], ['decimal', '1e3', 'sports.odds.unparseable'], ['fractional', '3/', 'sports.odds.unparseable'],
    ['fractional', '1.5/2', 'sports.odds.unparseable'], ['american', '+1.5.0', 'sports.odds.unparseable'],
    ['decimal', '0', 'sports.odds.zero'], ['hongkong', '0.00', 'sports.odds.zero'], ['malay', '-0.000', 'sports.odds.zero'], ['indonesian', '0', 'sports.odds.zero'],
    ['american', '0', 'sports.odds.zero'], ['fractional', '0/5', 'sports.odds.zero'],
    ['decimal', '1.00', 'sports.odds.out.of.range'], ['decimal', '0.5', 'sports.odds.out.of.range'], ['decimal', '1000.001', 'sports.odds.out.of.range'],
    ['decimal', '-2.00', 'sports.odds.out.of.range'], ['hongkong', '-0.5', 'sports.odds.out.of.range'], ['malay', '1.01', 'sports.odds.out.of.range'],
    ['malay', '-1.5', 'sports.odds.out.of.range'], ['malay', '-0.001', 'sports.odds.out.of.range'], ['indonesian', '-0.50', 'sports.odds.out.of.range'],
    ['indonesian', '0.99', 'sports.odds.out.of.range'], ['american', '+50', 'sports.odds.out.of.range'], ['american', '-99', 'sports.odds.out.of.range'],
    ['american', '+100000', 'sports.odds.out.of.range'], ['fractional', '5/0', 'sports.odds.out.of.range'], ['fractional', '1/1001', 'sports.odds.out.of.range'],
    ['decimal', '2.5001', 'sports.odds.too.precise'], ['malay', '0.9505', 'sports.odds.too.precise'], ['american', '-110.5', 'sports.odds.too.precise'],
    ['moneyline', '+150', 'sports.odds.format.unknown'],
  ] as const)('%s %j is refused: %s', (format, text, code) => {
    const answer = parseOdds(format as OddsFormat, text)
    expect(answer).toMatchObject({ ok: false, code })
    expect(answer.ok || answer.message.length > 0).toBe(true)
  })

  it('refuses text that is not text, and bad quotes and conversions with a SportsError', () => {
    expect(parseOdds('decimal', 2.5 as unknown as string)).toMatchObject({ ok: false, code: 'sports.odds.unparseable' })
    expect(codeOf(() => quoteFactor({ format: 'decimal', value: 2500.5 }))).toBe('sports.odds.too.precise')
    expect(codeOf(() => quoteFactor({ format: 'fractional', num: 1, den: 0 }))).toBe('sports.odds.out.of.range')
    expect(codeOf(() => quoteFactor({ format: 'decimal', value: Number.NaN }))).toBe('sports.odds.too.precise')
    expect(codeOf(() => quoteFactor({ format: 'moneyline', value: 150 } as unknown as Quote))).toBe('sports.odds.format.unknown')
    expect(codeOf(() => quoteFactor(null as unknown as Quote))).toBe('sports.odds.format.unknown')
    // 1.005 has nothing to win at 2 places: no quote of it can be shown so.
    expect(codeOf(() => toQuote(1005, 'hongkong'))).toBe('sports.odds.out.of.range')
    expect(formatOdds(toQuote(1005, 'hongkong', 3))).toBe('0.005')
    expect(codeOf(() => toQuote(999, 'decimal'))).toBe('sports.odds.out.of.range')
    expect(codeOf(() => toQuote(2000, 'euro' as OddsFormat))).toBe('sports.odds.format.unknown')
    expect(codeOf(() => toQuote(2000, 'decimal', 4 as Places))).toBe('sports.odds.too.precise')
  })
})

describe('the stake at risk, and what a bet wins', () => {
  it.each([
    // format, price, the slip's amount (minor units), risk, to win — hand-worked
    ['malay', '-0.80', 10000n, 8000n, 10000n], // risks 80 to win 100
    ['malay', '-0.96', 1000n, 960n, 1000n], // SBOBET's help: stake 10 wins 10, loses 9.60
    ['indonesian', '-1.96', 1000n, 1960n, 1000n], // SBOBET's help: stake 10 wins 10, loses 19.60
    ['indonesian', '-1.25', 10000n, 12500n, 10000n],
    ['malay', '-0.333', 100n, 34n, 100n], // 33.3 rounded up: the book keeps 0.7 of a minor unit
    ['malay', '-0.67', 1n, 1n, 1n], // 0.67 rounded up
    ['malay', '0.96', 1000n, 1000n, 960n], // a positive Malay price: the stake is the risk
    ['hongkong', '0.925', 1000n, 1000n, 925n],
    ['decimal', '1.91', 15n, 15n, 13n], // 13.65 rounded down
    ['indonesian', '1.50', 10000n, 10000n, 15000n],
    ['american', '-110', 11000n, 11000n, 10000n],
    ['american', '+150', 10000n, 10000n, 15000n],
    ['fractional', '6/4', 400n, 400n, 600n],
    ['malay', '1.00', 10000n, 10000n, 10000n],
  ] as const)('%s %s with %s on the slip risks %s to win %s', (format, text, slip, risk, toWin) => {
    const q = quote(format, text)
    expect(stakeIsToWin(q)).toBe(q.format !== 'fractional' && (format === 'malay' || format === 'indonesian') && q.value < 0)
    expect(betTerms(q, slip)).toEqual({ risk, toWin, potentialReturn: risk + toWin })
  })

  it('refuses a stake that is not a positive number of minor units', () => {
    const q = quote('decimal', '2.00')
    for (const stake of [0n, -1n, 2n ** 63n, 100 as unknown as bigint]) expect(codeOf(() => betTerms(q, stake))).toBe('sports.stake.invalid')
  })

  it('never has a bet risk or win more than its price says, whatever the format', () => {
    const random = seeded(7)
    for (let i = 0; i < 2000; i++) {
      const format = ODDS_FORMATS[i % ODDS_FORMATS.length]
      const q = toQuote(random.int(1010, 50_000), format, random.pick([2, 3] as const))
      const slip = BigInt(random.int(1, 10_000_000))
      const { risk, toWin } = betTerms(q, slip)
      const f = quoteFactor(q)
      // (risk + toWin) ≤ risk × factor: what a win pays never exceeds the price; and the shortfall is under a minor unit of
      // profit at a positive price (toWin rounded down), or exactly the slip at a negative Malay or Indonesian one.
      expect((risk + toWin) * f.den <= risk * f.num).toBe(true)
      if (stakeIsToWin(q)) {
        expect(toWin).toBe(slip)
        expect(risk).toBe((slip * BigInt(Math.abs((q as { value: number }).value)) + 999n) / 1000n)
      } else {
        expect(risk).toBe(slip)
        expect((risk + toWin + 1n) * f.den > risk * f.num).toBe(true)
      }
    }
  })
})
