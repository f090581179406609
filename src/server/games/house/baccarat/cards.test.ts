/**
 * Cards and shoes: baccarat values, hand totals, the shoe's composition, that the shuffle is a fair permutation
 * (Fisher–Yates, not its off-by-one cousins), and the cut card.
 */
import { describe, expect, it } from 'vitest'
import { CARDS_PER_DECK, CUT_CARD_RESERVE, RANKS, SUITS, cardValue, handTotal, needsNewShoe, newShoe, orderedShoe, type Card, type Rank } from './cards'
import { seededRandom } from './seededRandom'

const card = (rank: Rank): Card => ({ rank, suit: 0 })

describe('card values', () => {
  it('counts an ace 1, two to nine at face value, ten and the court cards 0', () => {
    expect(RANKS.map((rank) => cardValue(card(rank)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0])
  })

  it('keeps only the last digit of a hand', () => {
    expect(handTotal([card(7), card(8)])).toBe(5)
    expect(handTotal([card(9), card(13), card(1)])).toBe(0)
    expect(handTotal([card(4), card(5)])).toBe(9)
    expect(handTotal([])).toBe(0)
  })
})

describe('the shoe', () => {
  for (const decks of [1, 6, 8]) {
    it(`holds 52 × ${decks} cards, each rank of each suit exactly ${decks} times`, () => {
      const shoe = newShoe(seededRandom(decks), decks)
      expect(shoe).toHaveLength(CARDS_PER_DECK * decks)
      const counts = new Map<string, number>()
      for (const { rank, suit } of shoe) counts.set(`${rank}/${suit}`, (counts.get(`${rank}/${suit}`) ?? 0) + 1)
      expect(counts.size).toBe(RANKS.length * SUITS.length)
      for (const count of counts.values()) expect(count).toBe(decks)
    })
  }

  it('has eight decks unless told otherwise', () => {
    expect(newShoe(seededRandom(1))).toHaveLength(416)
  })

  it('is the same shoe for the same seed, and another for another seed', () => {
    expect(newShoe(seededRandom(42))).toEqual(newShoe(seededRandom(42)))
    expect(newShoe(seededRandom(42))).not.toEqual(newShoe(seededRandom(43)))
    expect(newShoe(seededRandom(42))).not.toEqual(orderedShoe())
  })

  it('refuses a shoe of no decks or part of a deck', () => {
    expect(() => newShoe(seededRandom(1), 0)).toThrow(/decks/)
    expect(() => newShoe(seededRandom(1), 1.5)).toThrow(/decks/)
  })

  // A uniform permutation leaves on average exactly one card where it was, and puts any card first with
  // probability 1/52. Sattolo's variant (int(i) for int(i + 1)) never leaves a card in place, and the naive
  // swap-with-any (int(n)) skews both. 4,000 single-deck shuffles; tolerances are 4 standard errors.
  it('leaves each card where it was once per shuffle on average, and puts each rank first 1/13 of the time', () => {
    const random = seededRandom(7)
    const shuffles = 4000
    const ordered = orderedShoe(1)
    let fixedPoints = 0
    const firstRank = new Array<number>(14).fill(0)
    for (let i = 0; i < shuffles; i++) {
      const shoe = newShoe(random, 1)
      shoe.forEach((c, at) => {
        if (c.rank === ordered[at].rank && c.suit === ordered[at].suit) fixedPoints++
      })
      firstRank[shoe[0].rank]++
    }
    // The number of fixed points of a uniform permutation has mean 1 and variance 1.
    expect(Math.abs(fixedPoints / shuffles - 1)).toBeLessThan(4 / Math.sqrt(shuffles))
    const p = 1 / 13
    for (const rank of RANKS) expect(Math.abs(firstRank[rank] / shuffles - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / shuffles))
  })
})

describe('the cut card', () => {
  it('calls for a new shoe once fewer than 14 cards remain', () => {
    const shoe = orderedShoe()
    expect(CUT_CARD_RESERVE).toBe(14)
    expect(needsNewShoe(shoe, 0)).toBe(false)
    expect(needsNewShoe(shoe, 416 - 14)).toBe(false)
    expect(needsNewShoe(shoe, 416 - 13)).toBe(true)
    expect(needsNewShoe(shoe, 416)).toBe(true)
  })
})
