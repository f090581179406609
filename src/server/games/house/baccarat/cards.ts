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
import type { Suit } from '../../../../contract/house'
import { SHOE_DECKS, orderedCards, type Card } from '../../../../contract/houseBaccarat'
import type { RandomSource } from '../../../runtime'

// The cards, their suits' one numbering (0 clubs … 3 spades) and their values are the contract's, which the
// player's browser deals with too.
export { RANKS, SUITS, cardValue, handTotal, type Card, type Rank } from '../../../../contract/houseBaccarat'
export type { Suit }

export const CARDS_PER_DECK = 52
/** Eight decks is the usual live table. */
export const DEFAULT_DECKS = SHOE_DECKS
/** Cards left behind the cut card: fewer than this remaining before a round means a new shoe. */
export const CUT_CARD_RESERVE = 14

/** `decks` ordered decks, not shuffled. */
export function orderedShoe(decks = DEFAULT_DECKS): Card[] {
  return orderedCards(decks)
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
