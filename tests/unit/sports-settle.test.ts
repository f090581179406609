/**
 * Sportsbook settlement (src/contract/sports/settle.ts and markets.ts): every outcome on hand-worked examples, the
 * markets' results from a score, quarter lines both ways, dead heats, parlays with void, half-won and lost legs, and
 * property tests against an independent recomputation (unreduced numerator and denominator products, written
 * without the core's fractions).
 */
import { describe, expect, it } from 'vitest'
import {
  betTerms, deadHeat, decimalQuote, formatLine, formatSplitLine, outcomeName, parlayTerms, parseLine, parseOdds, ratio, settledFactor,
  settleBothTeamsToScore, settleCorrectScore, settleHandicap, settleMatchResult, settleMoneyLine, settleOddEven, settleOverUnder,
  settleParlay, settlePlace, settleSingle, SportsError, splitLine, toQuote, type Outcome, type Quote,
} from '../../src/contract/sports'
import { seeded } from './seeded'

const quote = (format: Quote['format'], text: string): Quote => {
  const answer = parseOdds(format, text)
  if (!answer.ok) throw new Error(`${format} ${text}: ${answer.code}`)
  return answer.value
}
const line = (text: string): number => {
  const answer = parseLine(text)
  if (!answer.ok) throw new Error(`${text}: ${answer.code}`)
  return answer.value
}
function codeOf(call: () => unknown): string {
  try {
    call()
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(SportsError)
    return (error as SportsError).code
  }
}

describe('outcomes', () => {
  it.each([
    ['win', [5, 2]], ['lose', [0, 1]], ['push', [1, 1]], ['void', [1, 1]], ['half-win', [7, 4]], ['half-lose', [1, 2]],
  ] as const)('%s at decimal 2.50 is a factor of %j', (outcome, [num, den]) => {
    expect(settledFactor(ratio(5, 2), outcome)).toEqual(ratio(num, den))
  })

  it('divides a dead heat by the number tied, for the places they share', () => {
    expect(settledFactor(ratio(5, 2), deadHeat(2))).toEqual(ratio(5, 4))
    expect(settledFactor(ratio(5, 2), deadHeat(3, 2))).toEqual(ratio(5, 3))
    expect(outcomeName(deadHeat(3, 2))).toBe('dead-heat 2/3')
    expect(codeOf(() => deadHeat(1))).toBe('sports.outcome.invalid')
    expect(codeOf(() => deadHeat(2, 2))).toBe('sports.outcome.invalid')
    expect(codeOf(() => settledFactor(ratio(2), 'half' as Outcome))).toBe('sports.outcome.invalid')
  })
})

describe('a single', () => {
  const at190 = betTerms(decimalQuote(1900), 10000n) // 100.00 at 1.90
  it.each([
    ['win', 19000n], ['lose', 0n], ['push', 10000n], ['void', 10000n], ['half-win', 14500n], ['half-lose', 5000n],
  ] as const)('100.00 at 1.90, %s, pays %s', (outcome, payout) => {
    expect(settleSingle(at190, outcome)).toMatchObject({ payout, kept: ratio(0) })
  })

  it('pays a dead heat as the stake divided by the tied, at full odds', () => {
    // Two tied for first: 50.00 of the stake at 1.90 wins 95.00, the other 50.00 is lost.
    expect(settleSingle(at190, deadHeat(2)).payout).toBe(9500n)
    // Three tied for the last two places of a top 3: two thirds of (risk + win) = 126.666… rounded down.
    expect(settleSingle(at190, deadHeat(3, 2))).toMatchObject({ payout: 12666n, kept: ratio(2, 3) })
  })

  it('rounds down once and says what the book keeps', () => {
    // 1.01 at 1.95: win 0.9595 rounded down to 0.95 when struck; half of it 0.475 rounded down to 0.47.
    const terms = betTerms(decimalQuote(1950), 101n)
    expect(terms).toEqual({ risk: 101n, toWin: 95n, potentialReturn: 196n })
    expect(settleSingle(terms, 'half-win')).toMatchObject({ payout: 148n, exact: ratio(297, 2), kept: ratio(1, 2) })
    expect(settleSingle(betTerms(decimalQuote(1950), 1n), 'half-lose')).toMatchObject({ payout: 0n, kept: ratio(1, 2) })
  })

  it('settles a negative Malay price on what it risks and wins', () => {
    // −0.80, 100.00 on the slip: the wallet debits 80.00; a win pays 80.00 back and 100.00 more.
    const terms = betTerms(quote('malay', '-0.80'), 10000n)
    expect(terms.risk).toBe(8000n)
    const pays = (outcome: Outcome) => settleSingle(terms, outcome).payout
    expect([pays('win'), pays('lose'), pays('push'), pays('void'), pays('half-win'), pays('half-lose'), pays(deadHeat(2))]).toEqual([18000n, 0n, 8000n, 8000n, 13000n, 4000n, 9000n])
    // A risk rounded up is settled on the amounts the wallet moved: −0.333 on 1.00 risks 0.34 and wins exactly 1.00.
    const rounded = betTerms(quote('malay', '-0.333'), 100n)
    expect(settleSingle(rounded, 'win').payout).toBe(134n)
    expect(settleSingle(rounded, 'half-win').payout).toBe(84n)
    // Indonesian −1.25 on 100.00: risks 125.00 to win 100.00.
    expect(settleSingle(betTerms(quote('indonesian', '-1.25'), 10000n), 'win').payout).toBe(22500n)
  })

  it('refuses terms that are not a positive risk', () => {
    expect(codeOf(() => settleSingle({ risk: 0n, toWin: 1n, potentialReturn: 1n }, 'win'))).toBe('sports.stake.invalid')
    expect(codeOf(() => settleSingle({ risk: 1n, toWin: -1n, potentialReturn: 0n }, 'win'))).toBe('sports.stake.invalid')
  })
})

describe('lines', () => {
  it.each([
    ['-0.75', -3], ['+0.25', 1], ['0', 0], ['−1.25', -5], ['2.5', 10], ['2.50', 10], ['3', 12], ['0/0.5', 1], ['-0.5/1', -3], ['0.5/-1', -3],
    ['2/2.5', 9], ['2.5 / 3', 11], ['-0/0.5', -1], ['210.5', 842],
  ] as const)('%s is %i quarters', (text, quarters) => {
    expect(parseLine(text)).toEqual({ ok: true, value: quarters })
  })

  it.each(['0.3', '0.25/0.5', '1/2', '0/1', 'abc', '', '-0.5/+1', '1/2/3', '0.125', '1001'])('refuses %j', (text) => {
    expect(parseLine(text)).toMatchObject({ ok: false, code: 'sports.line.invalid' })
  })

  it('writes lines as books do', () => {
    expect([-3, 1, 0, 10, 9, -8].map((q) => formatLine(q, true))).toEqual(['-0.75', '+0.25', '0', '+2.5', '+2.25', '-2'])
    expect([-3, 1, 9, 10].map((q) => formatSplitLine(q))).toEqual(['-0.5/1', '0/0.5', '2/2.5', '2.5'])
    expect(splitLine(-3)).toEqual([-4, -2])
    expect(splitLine(-2)).toBeNull()
    expect(codeOf(() => formatLine(0.5))).toBe('sports.line.invalid')
  })
})

describe('markets from a result', () => {
  it.each([
    // home line, score, home's outcome, away's outcome
    ['-0.25', 0, 0, 'half-lose', 'half-win'], // a draw: half lost on −0.5, half pushed on 0
    ['-0.75', 1, 0, 'half-win', 'half-lose'], // winning by one: half won on −0.5, half pushed on −1
    ['-0.75', 2, 0, 'win', 'lose'],
    ['-0.75', 0, 0, 'lose', 'win'],
    ['+0.25', 1, 1, 'half-win', 'half-lose'],
    ['+0.25', 0, 1, 'lose', 'win'],
    ['-1.25', 1, 0, 'half-lose', 'half-win'],
    ['+1.75', 0, 2, 'half-lose', 'half-win'], // losing by two: half lost on +1.5, half pushed on +2
    ['-0.5', 1, 0, 'win', 'lose'],
    ['-0.5', 1, 1, 'lose', 'win'],
    ['0', 2, 2, 'push', 'push'],
    ['-1', 1, 0, 'push', 'push'],
    ['-1', 3, 1, 'win', 'lose'],
  ] as const)('Asian handicap home %s at %i-%i: home %s, away %s', (homeLine, home, away, homeOutcome, awayOutcome) => {
    expect(settleHandicap({ home, away }, line(homeLine))).toEqual({ home: homeOutcome, away: awayOutcome })
  })

  it.each([
    ['2.25', 2, 'half-lose', 'half-win'], // 2 goals: half pushed on 2, half lost on 2.5
    ['2.25', 3, 'win', 'lose'],
    ['2.75', 3, 'half-win', 'half-lose'], // 3 goals: half won on 2.5, half pushed on 3
    ['2.75', 2, 'lose', 'win'],
    ['2.5', 3, 'win', 'lose'],
    ['3', 3, 'push', 'push'],
    ['0.5', 0, 'lose', 'win'],
    ['0.75', 1, 'half-win', 'half-lose'],
  ] as const)('over/under %s with %i: over %s, under %s', (total, goals, over, under) => {
    expect(settleOverUnder(goals, line(total))).toEqual({ over, under })
  })

  it('settles 1X2, money line, both teams to score, odd/even and correct score', () => {
    expect(settleMatchResult({ home: 2, away: 1 })).toEqual({ home: 'win', draw: 'lose', away: 'lose' })
    expect(settleMatchResult({ home: 1, away: 1 })).toEqual({ home: 'lose', draw: 'win', away: 'lose' })
    expect(settleMatchResult({ home: 0, away: 3 })).toEqual({ home: 'lose', draw: 'lose', away: 'win' })
    expect(settleMoneyLine({ home: 1, away: 1 })).toEqual({ home: 'push', away: 'push' })
    expect(settleMoneyLine({ home: 102, away: 99 })).toEqual({ home: 'win', away: 'lose' })
    expect(settleBothTeamsToScore({ home: 1, away: 1 })).toEqual({ yes: 'win', no: 'lose' })
    expect(settleBothTeamsToScore({ home: 3, away: 0 })).toEqual({ yes: 'lose', no: 'win' })
    expect(settleOddEven(0)).toEqual({ odd: 'lose', even: 'win' })
    expect(settleOddEven(3)).toEqual({ odd: 'win', even: 'lose' })
    const listed = [{ home: 1, away: 0 }, { home: 2, away: 1 }, { home: 0, away: 0 }]
    expect(settleCorrectScore({ home: 2, away: 1 }, listed)).toEqual({ '1-0': 'lose', '2-1': 'win', '0-0': 'lose', other: 'lose' })
    expect(settleCorrectScore({ home: 5, away: 4 }, listed)).toEqual({ '1-0': 'lose', '2-1': 'lose', '0-0': 'lose', other: 'win' })
  })

  it('settles places with dead heats', () => {
    expect(settlePlace(1, 1)).toBe('win')
    expect(settlePlace(1, 2)).toEqual(deadHeat(2)) // two level for the one winning place
    expect(settlePlace(2, 1)).toBe('lose')
    expect(settlePlace(3, 2, 3)).toEqual(deadHeat(2, 1)) // two level for 3rd in a top 3
    expect(settlePlace(2, 3, 3)).toEqual(deadHeat(3, 2)) // three level for 2nd and 3rd
    expect(settlePlace(2, 2, 3)).toBe('win') // two level for 2nd: both inside the top 3
    expect(settlePlace(4, 1, 3)).toBe('lose')
  })

  it('refuses a score or line that is not one', () => {
    expect(codeOf(() => settleMatchResult({ home: -1, away: 0 }))).toBe('sports.score.invalid')
    expect(codeOf(() => settleMatchResult({ home: 1.5, away: 0 }))).toBe('sports.score.invalid')
    expect(codeOf(() => settleHandicap({ home: 1, away: 0 }, 0.25))).toBe('sports.line.invalid')
    expect(codeOf(() => settleOverUnder(2, -2))).toBe('sports.line.invalid')
    expect(codeOf(() => settlePlace(0, 1))).toBe('sports.outcome.invalid')
  })
})

describe('a parlay', () => {
  const legs = (prices: readonly number[], outcomes: readonly Outcome[]) => prices.map((price, i) => ({ quote: decimalQuote(price), outcome: outcomes[i] }))

  it("works SBOBET's mix-parlay examples, rounded down", () => {
    // 100.00 on 1.86 × 1.96 × 1.90 × 2.36 = 16.3468704: 1634.68704 (SBOBET rounds to 1634.69; this book rounds down).
    const all = settleParlay(10000n, legs([1860, 1960, 1900, 2360], ['win', 'win', 'win', 'win']))
    expect(all).toMatchObject({ payout: 163468n, potentialReturn: 163468n, kept: ratio(88, 125) })
    // The first a half win: (1 + 1.86) / 2 = 1.43 in its place: 1256.77552.
    expect(settleParlay(10000n, legs([1860, 1960, 1900, 2360], ['half-win', 'win', 'win', 'win'])).payout).toBe(125677n)
    // The first a half lose: 50.00 rides on 1.96 × 1.90: 186.20.
    expect(settleParlay(10000n, legs([1860, 1960, 1900], ['half-lose', 'win', 'win'])).payout).toBe(18620n)
    // Two half loses: 25.00 rides on 1.90: 47.50.
    expect(settleParlay(10000n, legs([1860, 1960, 1900], ['half-lose', 'half-lose', 'win'])).payout).toBe(4750n)
  })

  it('counts a void leg as 1 and loses on a lost leg, with a record per leg', () => {
    const voided = settleParlay(10000n, legs([2000, 1500, 1800], ['void', 'win', 'win']))
    expect(voided.payout).toBe(27000n)
    expect(voided.potentialReturn).toBe(54000n)
    expect(voided.legs.map((leg) => [leg.price, leg.outcome, leg.returnAfter])).toEqual([['2.00', 'void', 10000n], ['1.50', 'win', 15000n], ['1.80', 'win', 27000n]])
    expect(voided.legs[0]).toMatchObject({ factor: ratio(2), settled: ratio(1) })
    const lost = settleParlay(10000n, legs([2000, 1500, 1800], ['win', 'lose', 'win']))
    expect(lost).toMatchObject({ payout: 0n, exact: ratio(0) })
    expect(lost.legs.map((leg) => leg.returnAfter)).toEqual([20000n, 0n, 0n])
    const refunded = settleParlay(10000n, legs([2000, 1500], ['void', 'push']))
    expect(refunded.payout).toBe(10000n)
  })

  it('pays a dead-heat leg as its divided stake', () => {
    // 10.00 on 3.00 (a dead heat of 2) and 2.00: 10 × 1.5 × 2 = 30.00.
    expect(settleParlay(1000n, legs([3000, 2000], [deadHeat(2), 'win'])).payout).toBe(3000n)
  })

  it('takes any format, on its exact meaning', () => {
    // Malay −0.80 (2.25) × American +150 (2.50) × 6/4 (2.50), 8.00: 112.50.
    const mixed = settleParlay(800n, [
      { quote: quote('malay', '-0.80'), outcome: 'win' }, { quote: quote('american', '+150'), outcome: 'win' }, { quote: quote('fractional', '6/4'), outcome: 'win' },
    ])
    expect(mixed.payout).toBe(11250n)
    expect(mixed.legs.map((leg) => leg.price)).toEqual(['-0.80', '+150', '3/2'])
    expect(parlayTerms(800n, mixed.legs.map((leg) => leg.quote))).toEqual({ risk: 800n, toWin: 10450n, potentialReturn: 11250n })
  })

  it('pays 10 legs to the exact minor unit', () => {
    // Python: Fraction(12345) * prod(Fraction(d, 1000) for d in prices) = 2672298755925675723/250000000000.
    const prices = [1910, 2050, 1750, 3400, 1330, 2200, 1620, 1980, 2750, 1440]
    expect(settleParlay(12345n, legs(prices, prices.map(() => 'win'))).payout).toBe(10689195n)
    // And with a void, a half win, a half lose, a push and a dead heat among them: 3850685487/20000 of 50.00.
    const mixed = settleParlay(5000n, legs(prices, ['win', 'void', 'half-win', 'win', 'half-lose', 'win', 'push', deadHeat(2), 'win', 'win']))
    expect(mixed).toMatchObject({ payout: 192534n, exact: ratio(3850685487n, 20000n) })
  })

  it('refuses fewer than 2 or more than 10 legs, and a bad stake', () => {
    const leg = { quote: decimalQuote(2000), outcome: 'win' as const }
    expect(codeOf(() => settleParlay(100n, [leg]))).toBe('sports.parlay.legs')
    expect(codeOf(() => settleParlay(100n, Array(11).fill(leg)))).toBe('sports.parlay.legs')
    expect(codeOf(() => settleParlay(0n, [leg, leg]))).toBe('sports.stake.invalid')
    expect(codeOf(() => parlayTerms(100n, [leg.quote]))).toBe('sports.parlay.legs')
  })
})

// —— properties, against a recomputation that does not use the core's fractions ——

/** A quote's decimal factor as an unreduced numerator and denominator, from each format's definition. */
function rawFactor(q: Quote): [bigint, bigint] {
  if (q.format === 'fractional') return [BigInt(q.num + q.den), BigInt(q.den)]
  const v = BigInt(q.value)
  switch (q.format) {
    case 'decimal':
      return [v, 1000n]
    case 'hongkong':
      return [1000n + v, 1000n]
    case 'american':
      return v > 0n ? [100n + v, 100n] : [100n - v, -v]
    default:
      return v > 0n ? [1000n + v, 1000n] : [1000n - v, -v]
  }
}

/** An outcome's factor on [n, d] as an unreduced pair. */
function rawSettled([n, d]: [bigint, bigint], outcome: Outcome): [bigint, bigint] {
  if (typeof outcome === 'object') return [n * BigInt(outcome.places), d * BigInt(outcome.tied)]
  return ({ win: [n, d], lose: [0n, 1n], push: [1n, 1n], void: [1n, 1n], 'half-win': [d + n, 2n * d], 'half-lose': [1n, 2n] } as const)[outcome] as [bigint, bigint]
}

describe('properties', () => {
  const random = seeded(2026)
  const OUTCOMES: readonly Outcome[] = ['win', 'win', 'win', 'lose', 'push', 'void', 'half-win', 'half-lose', deadHeat(2), deadHeat(3, 2), deadHeat(4)]

  it('settles a quarter line as two half-stakes on its neighbouring lines', () => {
    /** A whole or half line by its definition: the margin in goals, compared to zero. */
    const plain = (goalsFor: number, goalsAgainst: number, quarters: number): Outcome => {
      const margin = 4 * (goalsFor - goalsAgainst) + quarters
      return margin > 0 ? 'win' : margin === 0 ? 'push' : 'lose'
    }
    const wrong: string[] = []
    for (let i = 0; i < 3000; i++) {
      const home = random.int(0, 7)
      const away = random.int(0, 7)
      const quarter = 2 * random.int(-12, 12) + 1
      const totalLine = 2 * random.int(0, 12) + 1
      // An even stake, so each half is a whole number of minor units.
      const terms = betTerms(decimalQuote(random.int(1010, 5000)), 2n * BigInt(random.int(1, 500_000)))
      const factor: [bigint, bigint] = [terms.risk + terms.toWin, terms.risk]
      const half = terms.risk / 2n
      /** Half the stake on each neighbouring line, each settled on its own, the two returns added, rounded down once. */
      const halves = (goalsFor: number, goalsAgainst: number, lineQ: number) => {
        const [a, b] = [rawSettled(factor, plain(goalsFor, goalsAgainst, lineQ - 1)), rawSettled(factor, plain(goalsFor, goalsAgainst, lineQ + 1))]
        return (half * a[0] * b[1] + half * b[0] * a[1]) / (a[1] * b[1])
      }
      const handicap = settleHandicap({ home, away }, quarter)
      const total = home + away
      const ou = settleOverUnder(total, totalLine)
      const cases = [
        [`home ${quarter} at ${home}-${away}`, handicap.home, halves(home, away, quarter)],
        [`away ${-quarter} at ${home}-${away}`, handicap.away, halves(away, home, -quarter)],
        [`over ${totalLine} with ${total}`, ou.over, halves(total, 0, -totalLine)],
        [`under ${totalLine} with ${total}`, ou.under, halves(0, total, totalLine)],
      ] as const
      // One expect per batch of cases, not per case: thousands of expects would be most of the run.
      for (const [name, outcome, expected] of cases) {
        const payout = settleSingle(terms, outcome).payout
        if (payout !== expected) wrong.push(`${name}: ${outcomeName(outcome)} pays ${payout}, the halves ${expected}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("pays a parlay the stake times its legs' factors, never negative, never above stake × prices", () => {
    const formats = ['decimal', 'decimal', 'decimal', 'hongkong', 'malay', 'indonesian', 'american', 'fractional'] as const
    const wrong: string[] = []
    for (let i = 0; i < 3000; i++) {
      const count = random.int(2, 10)
      const stake = BigInt(random.int(1, 100_000_000))
      const legs = Array.from({ length: count }, () => {
        const format = random.pick(formats)
        const q: Quote = format === 'fractional'
          ? { format, num: random.int(1, 40), den: random.int(1, 40) }
          : format === 'american' ? { format, value: random.pick([1, -1]) * random.int(100, 2000) }
          : format === 'malay' ? { format, value: random.pick([1, -1]) * random.int(10, 1000) }
          : format === 'indonesian' ? { format, value: random.pick([1, -1]) * random.int(1000, 20_000) }
          : format === 'hongkong' ? { format, value: random.int(10, 20_000) } : { format, value: random.int(1010, 20_000) }
        return { quote: q, outcome: random.pick(OUTCOMES) }
      })
      let [num, den] = [stake, 1n]
      let [maxNum, maxDen] = [stake, 1n]
      for (const leg of legs) {
        const f = rawFactor(leg.quote)
        const s = rawSettled(f, leg.outcome)
        num *= s[0]
        den *= s[1]
        maxNum *= f[0]
        maxDen *= f[1]
      }
      const settled = settleParlay(stake, legs)
      const problems = [
        settled.payout !== num / den && `pays ${settled.payout}, recomputed ${num / den}`,
        settled.exact.num * den !== num * settled.exact.den && 'exact amount differs',
        settled.payout < 0n && 'negative',
        settled.payout > maxNum / maxDen && 'above stake × prices',
        settled.potentialReturn !== maxNum / maxDen && 'potential return differs',
        legs.some((leg) => leg.outcome === 'lose') && settled.payout !== 0n && 'a lost leg paid',
      ].filter(Boolean)
      if (problems.length) wrong.push(`${stake} on ${JSON.stringify(legs)}: ${problems.join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('pays a single within its terms, on any format', () => {
    for (let i = 0; i < 3000; i++) {
      const q = toQuote(random.int(1010, 30_000), random.pick(['decimal', 'hongkong', 'malay', 'indonesian', 'american', 'fractional'] as const))
      const terms = betTerms(q, BigInt(random.int(1, 10_000_000)))
      const [fn, fd] = rawFactor(q)
      // What a win pays never exceeds the risk times the quote's price.
      expect(terms.potentialReturn * fd <= terms.risk * fn).toBe(true)
      const outcome = random.pick(OUTCOMES)
      const { payout } = settleSingle(terms, outcome)
      const [n, d] = rawSettled([terms.risk + terms.toWin, terms.risk], outcome)
      expect(payout).toBe((terms.risk * n) / d)
      expect(payout >= 0n && payout <= terms.potentialReturn).toBe(true)
    }
  })
})
