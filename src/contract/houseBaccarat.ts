/**
 * Punto banco's cards and its deal, pure: the server deals every round of the house baccarat table with these, and
 * a player's browser deals a round again from its revealed seed (houseFairness.ts) with the very same code.
 *
 * The deal takes cards in the table's order: player, banker, player, banker, then the player's third card if any,
 * then the banker's. Either hand totalling 8 or 9 on two cards is a natural and both stand. Otherwise the player
 * draws on 0–5 and stands on 6–7. A player who stood leaves the banker the same rule (draw on 0–5); a player who
 * drew leaves the banker the tableau of `bankerDraws`, read by the banker's total and the player's third card.
 */
import type { Suit } from './house'

/** 1 = ace, 11 = jack, 12 = queen, 13 = king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13

export interface Card {
  rank: Rank
  suit: Suit
}

export type BaccaratOutcome = 'player' | 'banker' | 'tie'

export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
/** Suits in their numbering's order (house.ts `Suit`): clubs, diamonds, hearts, spades. */
export const SUITS: readonly Suit[] = [0, 1, 2, 3]
/** Eight decks is the usual live table. */
export const SHOE_DECKS = 8

/** A card's baccarat value: ace 1, two to nine at face value, ten and the court cards 0. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank
}

/** A hand's total: the sum of its values modulo 10 (only the last digit counts). */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10
}

/**
 * The banker's tableau. `playerThird` is the value (0–9) of the player's third card, or null when the player stood.
 *
 * | banker total | draws when the player's third card is |
 * |---|---|
 * | 0–2 | anything |
 * | 3 | anything but 8 |
 * | 4 | 2–7 |
 * | 5 | 4–7 |
 * | 6 | 6–7 |
 * | 7 | never |
 *
 * When the player stood, the banker plays the player's rule: draw on 0–5.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

export interface BaccaratDeal {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  outcome: BaccaratOutcome
  /** The player's first two cards have the same rank (a pair of 10s, not a 10 and a king). */
  playerPair: boolean
  bankerPair: boolean
  /** Either hand totalled 8 or 9 on its first two cards. */
  natural: boolean
}

/** One round, taking its cards from `draw` in the table's order (4 to 6 cards). */
export function dealHand(draw: () => Card): BaccaratDeal {
  const player = [draw()]
  const banker = [draw()]
  player.push(draw())
  banker.push(draw())
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8
  if (!natural) {
    let playerThird: number | null = null
    // The player draws on 0–5 and stands on 6–7 (8–9 are naturals and never get here).
    if (handTotal(player) <= 5) {
      const third = draw()
      player.push(third)
      playerThird = cardValue(third)
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw())
  }
  const playerTotal = handTotal(player)
  const bankerTotal = handTotal(banker)
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0].rank === player[1].rank,
    bankerPair: banker[0].rank === banker[1].rank,
    natural,
  }
}

/** The cards of `decks` decks in order: deck by deck, each suit by suit (0 to 3), each suit ace to king. */
export function orderedCards(decks = SHOE_DECKS): Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new Error(`a shoe needs a whole number of decks (at least 1), got ${decks}`)
  const cards: Card[] = []
  for (let deck = 0; deck < decks; deck++) for (const suit of SUITS) for (const rank of RANKS) cards.push({ rank, suit })
  return cards
}

/**
 * Cards off the top of a freshly shuffled shoe of `decks` decks, one per call: card k is drawn from the cards still in
 * the shoe as the k-th step of a Fisher–Yates shuffle from the front (swap position k with k + int(n − k)). The cards
 * dealt are exactly as likely as off a whole shuffled shoe, and a round needs 4 to 6 draws instead of 415.
 */
export function freshShoe(random: { int(maxExclusive: number): number }, decks = SHOE_DECKS): () => Card {
  const cards = orderedCards(decks)
  let next = 0
  return () => {
    if (next >= cards.length) throw new Error(`the shoe ran out at card ${next}`)
    const pick = next + random.int(cards.length - next)
    const card = cards[pick]
    cards[pick] = cards[next]
    cards[next++] = card
    return card
  }
}
