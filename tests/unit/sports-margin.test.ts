/**
 * The sportsbook's prices and cash-out (src/contract/sports/margin.ts): prices from fair chances with the merchant's
 * margin (proportional, rounded down to the tick so the implied probabilities sum to at least 1 + margin), and the
 * cash-out offer of a single and a parlay, checked on hand-worked examples and against an independent integer
 * recomputation.
 */
import { describe, expect, it } from 'vitest'
import {
  betTerms, cashOutSingle, cashOutValue, decimalQuote, fairProbabilities, MAX_PRICE, MIN_BOOK_PRICE, parseOdds, PROBABILITY_SCALE, priceMarket, ratio,
  SportsError, type CashOutLeg, type LegChances, type Outcome, type Quote,
} from '../../src/contract/sports'
import { seeded } from './seeded'

function codeOf(call: () => unknown): string {
  try {
    call()
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(SportsError)
    return (error as SportsError).code
  }
}

const PPB = PROBABILITY_SCALE
const chance = (fraction: number) => Math.round(fraction * PPB)

describe('prices with a margin', () => {
  it('prices a 1X2 of 50%, 30%, 20% with 5%: 1 / (p × 1.05), rounded down to 0.01', () => {
    // 1/0.525 = 1.9047…, 1/0.315 = 3.1746…, 1/0.21 = 4.7619…
    const market = priceMarket([500, 300, 200], 500)
    expect(market).toEqual({ prices: [1900, 3170, 4760], overround: ratio(37168, 716737), capped: false })
    // 1.0519 of implied probability: at least the 5%.
    expect(37168 / 716737).toBeGreaterThan(0.05)
    expect(priceMarket([500, 300, 200], 500, { tick: 1 }).prices).toEqual([1904, 3174, 4761])
    // Weights are proportions in any unit.
    expect(priceMarket([5n * 10n ** 17n, 3n * 10n ** 17n, 2n * 10n ** 17n], 500).prices).toEqual([1900, 3170, 4760])
  })

  it('prices an even two-way market and gives back its fair chances', () => {
    const market = priceMarket([1, 1], 500)
    expect(market.prices).toEqual([1900, 1900])
    expect(fairProbabilities(market.prices)).toEqual([ratio(1, 2), ratio(1, 2)])
    const three = fairProbabilities([1900, 3170, 4760])
    expect(three.reduce((sum, p) => sum + Number(p.num) / Number(p.den), 0)).toBeCloseTo(1, 12)
  })

  it('leaves a selection with no chance unpriced, and caps a near-certainty at 1.01, saying so', () => {
    expect(priceMarket([5, 0, 5], 500).prices).toEqual([1900, null, 1900])
    const capped = priceMarket([990, 10], 500)
    expect(capped.prices).toEqual([MIN_BOOK_PRICE, 95230])
    expect(capped.capped).toBe(true)
    expect(capped.overround.num < 0n || capped.overround.num * 10000n < 500n * capped.overround.den).toBe(true)
    expect(priceMarket([1, 10 ** 9], 0).prices[0]).toBe(MAX_PRICE)
  })

  it('refuses weights, margins and ticks that are not whole numbers in range', () => {
    expect(codeOf(() => priceMarket([1], 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => priceMarket([1, 0, 0], 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => priceMarket([-1, 2, 3], 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => priceMarket([0.5, 0.5], 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => priceMarket([1, 1], -1))).toBe('sports.margin.invalid')
    expect(codeOf(() => priceMarket([1, 1], 10_001))).toBe('sports.margin.invalid')
    expect(codeOf(() => priceMarket([1, 1], 2.5))).toBe('sports.margin.invalid')
    expect(codeOf(() => priceMarket([1, 1], 500, { tick: 3 }))).toBe('sports.probability.invalid')
    expect(codeOf(() => fairProbabilities([null, null]))).toBe('sports.probability.invalid')
  })

  it('keeps the implied probabilities at or above 1 + margin, each price the longest that does', () => {
    const random = seeded(500)
    for (let i = 0; i < 2000; i++) {
      const count = random.int(2, 30)
      const weights = Array.from({ length: count }, () => (random.int(0, 9) === 0 ? 0 : random.int(1, PPB)))
      if (weights.filter((w) => w > 0).length < 2) continue
      const margin = random.int(0, 2000)
      const tick = random.pick([1, 10])
      const { prices, capped } = priceMarket(weights, margin, { tick })
      const total = BigInt(weights.reduce((a, b) => a + b, 0))
      // Integers only: selection i's implied probability 1000 / price is at least p × (1 + m) = w (B + m) / (W B)
      // exactly when 1000 · W · B ≥ price · w · (B + m).
      const target = (price: number, w: number) => BigInt(price) * BigInt(w) * BigInt(10_000 + margin)
      const budget = 1000n * total * 10_000n
      // Checked without an expect per price (thousands of expects would be most of the run), reported at once.
      const wrong = prices.flatMap((price, k) => {
        if (weights[k] === 0) return price === null ? [] : [`${k}: priced without a chance`]
        if (price === null) return [`${k}: not priced`]
        if (price % tick !== 0) return [`${k}: ${price} off the tick`]
        if (price > MIN_BOOK_PRICE && target(price, weights[k]) > budget) return [`${k}: ${price} implies less than p × (1 + m)`]
        if (price + tick <= MAX_PRICE && price > MIN_BOOK_PRICE && target(price + tick, weights[k]) <= budget) return [`${k}: ${price} + ${tick} would do`]
        return []
      })
      expect(wrong, `${weights} at ${margin} bp`).toEqual([])
      // The sum: Σ 1000/price ≥ (B + m)/B, cross-multiplied over the product of the prices.
      const offered = prices.filter((p): p is number => p !== null).map(BigInt)
      const all = offered.reduce((a, b) => a * b, 1n)
      const implied = offered.reduce((sum, p) => sum + 1000n * (all / p), 0n)
      if (!capped) expect(implied * 10_000n >= BigInt(10_000 + margin) * all).toBe(true)
    }
  })
})

describe('cash-out', () => {
  const quote = (format: Quote['format'], text: string): Quote => {
    const answer = parseOdds(format, text)
    if (!answer.ok) throw new Error(answer.code)
    return answer.value
  }

  it('offers a single its current fair value less the margin', () => {
    // 100.00 at 2.00, now 60% to win, 5% margin: 100 × 2 × 0.6 / 1.05 = 114.2857… → 114.28.
    const terms = betTerms(decimalQuote(2000), 10000n)
    expect(cashOutSingle(terms, { win: chance(0.6) }, 500)).toBe(11428n)
    // A negative Malay single is valued on what it risks (80.00) and wins (100.00): 80 × 2.25 × 0.5 / 1.05 = 85.714…
    expect(cashOutSingle(betTerms(quote('malay', '-0.80'), 10000n), { win: chance(0.5) }, 500)).toBe(8571n)
    // A quarter line's chances: 40% win, 20% half win, 10% half lose at 1.90, no margin: 100 × 1.10 = 110.00.
    expect(cashOutSingle(betTerms(decimalQuote(1900), 10000n), { win: chance(0.4), halfWin: chance(0.2), halfLose: chance(0.1) }, 0)).toBe(11000n)
  })

  it('offers a parlay the settled legs times the open legs less the margin each', () => {
    // Won at 1.50, void at 2.00, open at 2.00 with 50%: 100 × 1.5 × 1 × (2 × 0.5) / 1.05 = 142.857… → 142.85.
    const legs: CashOutLeg[] = [
      { quote: decimalQuote(1500), outcome: 'win' },
      { quote: decimalQuote(2000), outcome: 'void' },
      { quote: decimalQuote(2000), chances: { win: chance(0.5) } },
    ]
    expect(cashOutValue(10000n, legs, 500)).toBe(14285n)
    // Two legs open: the margin twice. 100 × (2 × 0.5 / 1.05)² = 90.702…
    expect(cashOutValue(10000n, [{ quote: decimalQuote(2000), chances: { win: chance(0.5) } }, { quote: decimalQuote(2000), chances: { win: chance(0.5) } }], 500)).toBe(9070n)
  })

  it('never offers more than the bet could pay', () => {
    // Certain to win, no margin: the full potential payout, and no more.
    const legs: CashOutLeg[] = [{ quote: decimalQuote(1500), outcome: 'win' }, { quote: decimalQuote(2000), chances: { win: PPB } }]
    expect(cashOutValue(10000n, legs, 0)).toBe(30000n)
    expect(cashOutSingle(betTerms(decimalQuote(1950), 101n), { win: PPB }, 0)).toBe(196n)
  })

  it('refuses once a leg has lost, while a market is suspended, and when nothing is open', () => {
    const open: CashOutLeg = { quote: decimalQuote(2000), chances: { win: chance(0.5) } }
    expect(cashOutValue(10000n, [{ quote: decimalQuote(1500), outcome: 'lose' }, open], 500)).toBeNull()
    expect(cashOutValue(10000n, [{ quote: decimalQuote(1500), outcome: 'win' }, { quote: decimalQuote(2000), chances: null }], 500)).toBeNull()
    expect(cashOutValue(10000n, [{ quote: decimalQuote(1500), outcome: 'win' }, { quote: decimalQuote(2000), outcome: 'win' }], 500)).toBeNull()
    expect(cashOutSingle(betTerms(decimalQuote(2000), 100n), null, 500)).toBeNull()
    // A half-lost leg has not lost: the bet rides on half.
    expect(cashOutValue(10000n, [{ quote: decimalQuote(1900), outcome: 'half-lose' }, open], 0)).toBe(5000n)
  })

  it('refuses chances that are not parts per billion summing to at most one', () => {
    const terms = betTerms(decimalQuote(2000), 100n)
    expect(codeOf(() => cashOutSingle(terms, { win: chance(0.7), push: chance(0.4) }, 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => cashOutSingle(terms, { win: 0.5 }, 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => cashOutSingle(terms, { win: -1 }, 500))).toBe('sports.probability.invalid')
    expect(codeOf(() => cashOutSingle(terms, { win: 1 }, -5))).toBe('sports.margin.invalid')
    expect(codeOf(() => cashOutValue(0n, [{ quote: decimalQuote(2000), chances: { win: 1 } }], 0))).toBe('sports.stake.invalid')
  })

  it('matches an independent recomputation, never above the potential payout and never rising with the margin', () => {
    const random = seeded(77)
    const OUTCOMES: readonly Outcome[] = ['win', 'void', 'push', 'half-win', 'half-lose', 'lose']
    for (let i = 0; i < 2000; i++) {
      const stake = BigInt(random.int(1, 10_000_000))
      const margin = random.int(0, 1500)
      const legs: CashOutLeg[] = Array.from({ length: random.int(1, 10) }, () => {
        const q = decimalQuote(random.int(1010, 6000))
        if (random.int(0, 2) === 0) return { quote: q, outcome: random.pick(OUTCOMES) }
        const win = random.int(0, PPB)
        const halfWin = random.int(0, PPB - win)
        const chances: LegChances = { win, halfWin, push: random.int(0, PPB - win - halfWin) }
        return { quote: q, chances: random.int(0, 30) === 0 ? null : chances }
      })
      // Independently: unreduced products; an open leg at d/1000 is worth
      // (win·2d + halfWin·(1000 + d) + push·2000) / (2000 · 10^9), times 10000 / (10000 + margin).
      let [num, den] = [stake, 1n]
      let [capNum, capDen] = [stake, 1n]
      let open = 0
      let refused = false
      for (const leg of legs) {
        const d = BigInt((leg.quote as { value: number }).value)
        if ('outcome' in leg) {
          const [n, m] = ({ win: [d, 1000n], void: [1n, 1n], push: [1n, 1n], 'half-win': [1000n + d, 2000n], 'half-lose': [1n, 2n], lose: [0n, 1n] } as Record<string, [bigint, bigint]>)[leg.outcome as string]
          if (n === 0n) refused = true
          ;[num, den, capNum, capDen] = [num * n, den * m, capNum * n, capDen * m]
        } else if (leg.chances === null) {
          refused = true
        } else {
          open += 1
          const { win, halfWin = 0, push = 0 } = leg.chances
          num *= (BigInt(win) * 2n * d + BigInt(halfWin) * (1000n + d) + BigInt(push) * 2000n) * 10_000n
          den *= 2000n * BigInt(PPB) * BigInt(10_000 + margin)
          ;[capNum, capDen] = [capNum * d, capDen * 1000n]
        }
      }
      const value = cashOutValue(stake, legs, margin)
      if (refused || open === 0) {
        expect(value).toBeNull()
        continue
      }
      const cap = capNum / capDen
      expect(value).toBe(num / den < cap ? num / den : cap)
      expect(value! >= 0n && value! <= cap).toBe(true)
      expect(cashOutValue(stake, legs, margin + 100)! <= value!).toBe(true)
    }
  })
})
