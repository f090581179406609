/**
 * Cards and the shoe of the house baccarat table. A shoe is `decks` standard 52-card decks shuffled together with
 * Fisher–Yates over the injected RandomSource (never Math.random), so production draws from the CSPRNG and tests
 * replay a seeded sequence.
 *
 * The cut card: the dealer stops `CUT_CARD_RESERVE` (14) cards before the end of the shoe. Before each round the
 * table asks `needsNewShoe(shoe, position)`; when fewer than 14 cards remain, that round is dealt from a fresh shoe
 * instead. A round takes at most 6 cards, so a round never runs the shoe dry, and the last cards are never seen
 * (which is what a cut card is for: nobody can count down to a known end of the shoe). Burn cards are not modelled.
 */
import type { RandomSource } from '../../../runtime'

/** 1 = ace, 11 = jack, 12 = queen, 13 = king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13
/** 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades. Suits never matter to baccarat's rules; they are for display. */
export type Suit = 0 | 1 | 2 | 3

export interface Card {
  rank: Rank
  suit: Suit
}

export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
export const SUITS: readonly Suit[] = [0, 1, 2, 3]
export const CARDS_PER_DECK = 52
/** Eight decks is the usual live table. */
export const DEFAULT_DECKS = 8
/** Cards left behind the cut card: fewer than this remaining before a round means a new shoe. */
export const CUT_CARD_RESERVE = 14

/** A card's baccarat value: ace 1, two to nine at face value, ten and the court cards 0. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank
}

/** A hand's total: the sum of its values modulo 10 (only the last digit counts). */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10
}

/** `decks` ordered decks, not shuffled. */
export function orderedShoe(decks = DEFAULT_DECKS): Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new Error(`a shoe needs a whole number of decks (at least 1), got ${decks}`)
  const shoe: Card[] = []
  for (let deck = 0; deck < decks; deck++) {
    for (const suit of SUITS) for (const rank of RANKS) shoe.push({ rank, suit })
  }
  return shoe
}

/**
 * A freshly shuffled shoe of `decks` decks. Fisher–Yates (Durstenfeld's in-place form): every one of the n!
 * orders is equally likely provided `random.int` is uniform, which is why it draws `int(i + 1)` and not a
 * modulo of raw bytes.
 */
export function newShoe(random: RandomSource, decks = DEFAULT_DECKS): Card[] {
  const shoe = orderedShoe(decks)
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    const swap = shoe[i]
    shoe[i] = shoe[j]
    shoe[j] = swap
  }
  return shoe
}

/** Whether the next round must come from a new shoe: the cut card has come out (fewer than 14 cards remain). */
export function needsNewShoe(shoe: readonly Card[], position: number): boolean {
  return shoe.length - position < CUT_CARD_RESERVE
}
