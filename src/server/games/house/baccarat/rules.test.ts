/**
 * The deal and the settlement, on hand-made shoes worked out by hand. A shoe here lists ranks in dealing order:
 * player, banker, player, banker, then the player's third card and the banker's (when drawn). 10 and the court
 * cards count 0; 13 is a king.
 */
import { describe, expect, it } from 'vitest'
import type { Card, Rank, Suit } from './cards'
import { BET_KINDS, PAYOUTS, bankerDraws, dealRound, settleBet, type BetKind, type Round, type RoundResult } from './rules'

/** A shoe of these ranks in order; suits rotate, so a pair of equal rank is never the same card. */
function shoeOf(...ranks: Rank[]): Card[] {
  return ranks.map((rank, i) => ({ rank, suit: (i % 4) as Suit }))
}

/** The deal of these ranks, checked to use every card given (no more, no fewer). */
function deal(...ranks: Rank[]): Round {
  const round = dealRound([...shoeOf(...ranks), ...shoeOf(2, 2, 2)], 0)
  expect(round.nextPosition, 'cards used').toBe(ranks.length)
  return round
}

const ranksOf = (cards: Card[]) => cards.map((c) => c.rank)

describe('naturals', () => {
  it('a player natural 8 stands against a banker 6, and the banker does not draw', () => {
    const round = deal(5, 4, 3, 2)
    expect(ranksOf(round.player)).toEqual([5, 3])
    expect(ranksOf(round.banker)).toEqual([4, 2])
    expect(round).toMatchObject({ playerTotal: 8, bankerTotal: 6, outcome: 'player', natural: true })
  })

  it('a banker natural 9 beats a player 7 and the player does not draw', () => {
    expect(deal(4, 9, 3, 10)).toMatchObject({ playerTotal: 7, bankerTotal: 9, outcome: 'banker', natural: true })
  })

  it('a player natural stops a banker 0 from drawing', () => {
    const round = deal(9, 13, 10, 13)
    expect(round).toMatchObject({ playerTotal: 9, bankerTotal: 0, outcome: 'player', natural: true, bankerPair: true, playerPair: false })
    expect(round.banker).toHaveLength(2)
  })

  it('a banker natural stops a player 0 from drawing', () => {
    const round = deal(10, 4, 12, 4)
    expect(round).toMatchObject({ playerTotal: 0, bankerTotal: 8, outcome: 'banker', natural: true })
    expect(round.player).toHaveLength(2)
  })

  it('natural 8 against natural 8 is a tie; natural 9 beats natural 8', () => {
    expect(deal(8, 5, 13, 3)).toMatchObject({ playerTotal: 8, bankerTotal: 8, outcome: 'tie', natural: true })
    expect(deal(4, 6, 5, 2)).toMatchObject({ playerTotal: 9, bankerTotal: 8, outcome: 'player', natural: true })
  })
})

describe('the player', () => {
  it('stands on 6 and on 7', () => {
    expect(deal(3, 6, 3, 1)).toMatchObject({ playerTotal: 6, bankerTotal: 7, outcome: 'banker', natural: false })
    expect(deal(7, 6, 13, 12)).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'player', natural: false })
  })

  it('draws on 0 and on 5', () => {
    // Player 10+K = 0 draws a 6; banker 7 stands.
    expect(deal(10, 3, 13, 4, 6)).toMatchObject({ playerTotal: 6, bankerTotal: 7, outcome: 'banker' })
    // Player 2+3 = 5 draws a 3; banker 7 stands.
    expect(deal(2, 3, 3, 4, 3)).toMatchObject({ playerTotal: 8, bankerTotal: 7, outcome: 'player', natural: false })
  })
})

describe('the banker when the player stood', () => {
  it('draws on 5 and below', () => {
    // Player 3+3 = 6 stands; banker 2+3 = 5 draws a 4 → 9.
    const round = deal(3, 2, 3, 3, 4)
    expect(ranksOf(round.banker)).toEqual([2, 3, 4])
    expect(round).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'banker', playerPair: true })
  })

  it('stands on 6 (a tie here) and on 7', () => {
    expect(deal(6, 2, 12, 4)).toMatchObject({ playerTotal: 6, bankerTotal: 6, outcome: 'tie' })
    expect(deal(7, 3, 13, 4)).toMatchObject({ playerTotal: 7, bankerTotal: 7, outcome: 'tie' })
  })
})

describe("the banker's tableau when the player drew", () => {
  // Each case: the player starts on 0 (10+K) and draws `third`; the banker's first two cards make `bankerTotal`.
  // The banker's own third card (when drawn) is a 1, so a draw shows as total + 1.
  const cases: [bankerTotal: number, bankerCards: [Rank, Rank], third: Rank, draws: boolean][] = [
    [0, [10, 13], 8, true],
    [2, [1, 1], 9, true],
    [3, [1, 2], 9, true],
    [3, [1, 2], 8, false],
    [3, [1, 2], 1, true],
    [4, [1, 3], 2, true],
    [4, [1, 3], 7, true],
    [4, [1, 3], 1, false],
    [4, [1, 3], 8, false],
    [4, [1, 3], 10, false],
    [5, [2, 3], 4, true],
    [5, [2, 3], 7, true],
    [5, [2, 3], 3, false],
    [5, [2, 3], 8, false],
    [6, [2, 4], 6, true],
    [6, [2, 4], 7, true],
    [6, [2, 4], 5, false],
    [6, [2, 4], 8, false],
    [7, [3, 4], 6, false],
    [7, [3, 4], 7, false],
  ]
  for (const [bankerTotal, [b1, b2], third, draws] of cases) {
    it(`banker ${bankerTotal} ${draws ? 'draws' : 'stands'} on a player's third card of ${third}`, () => {
      const ranks: Rank[] = draws ? [10, b1, 13, b2, third, 1] : [10, b1, 13, b2, third]
      const round = deal(...ranks)
      expect(ranksOf(round.player)).toEqual([10, 13, third])
      expect(round.banker).toHaveLength(draws ? 3 : 2)
      expect(round.bankerTotal).toBe((bankerTotal + (draws ? 1 : 0)) % 10)
      expect(round.natural).toBe(false)
    })
  }

  it('matches the whole tableau (banker total down, player third card 0–9 across; 1 = draw)', () => {
    const tableau = [
      '1111111111', // 0
      '1111111111', // 1
      '1111111111', // 2
      '1111111101', // 3: all but 8
      '0011111100', // 4: 2–7
      '0000111100', // 5: 4–7
      '0000001100', // 6: 6–7
      '0000000000', // 7
    ]
    tableau.forEach((row, bankerTotal) => {
      for (let third = 0; third <= 9; third++) expect(bankerDraws(bankerTotal, third), `banker ${bankerTotal}, third ${third}`).toBe(row[third] === '1')
      // A player who stood leaves the banker the player's rule: draw on 0–5.
      expect(bankerDraws(bankerTotal, null), `banker ${bankerTotal}, player stood`).toBe(bankerTotal <= 5)
    })
  })
})

describe('pairs', () => {
  it('is the first two cards of a hand of equal rank, a third card aside', () => {
    expect(deal(10, 12, 10, 13, 5, 1)).toMatchObject({ playerPair: true, bankerPair: false })
    // 10 and king are both worth 0 but are not a pair.
    expect(deal(10, 12, 13, 12, 5, 1)).toMatchObject({ playerPair: false, bankerPair: true })
    // A third card matching the first does not make a pair.
    expect(deal(10, 5, 12, 2, 10)).toMatchObject({ playerPair: false, bankerPair: false })
  })
})

describe('the shoe and its position', () => {
  it('deals from the given position and says where the next round starts', () => {
    const shoe = shoeOf(9, 9, 6, 4, 13, 3, 2)
    const round = dealRound(shoe, 2)
    expect(ranksOf(round.player)).toEqual([6, 13])
    expect(ranksOf(round.banker)).toEqual([4, 3])
    expect(round.nextPosition).toBe(6)
  })

  it('refuses to deal past the end of the shoe, or from a position that is not one', () => {
    expect(() => dealRound(shoeOf(10, 10, 10), 0)).toThrow(/ran out/)
    expect(() => dealRound(shoeOf(10, 10, 10, 10, 10), 0)).toThrow(/ran out/)
    expect(() => dealRound(shoeOf(10, 10, 10, 10), -1)).toThrow(/position/)
    expect(() => dealRound(shoeOf(10, 10, 10, 10), 0.5)).toThrow(/position/)
  })
})

describe('settlement', () => {
  const result = (outcome: RoundResult['outcome'], pairs: Partial<RoundResult> = {}): RoundResult => ({ outcome, playerPair: false, bankerPair: false, ...pairs })

  it('publishes the payout table', () => {
    expect(BET_KINDS).toEqual(['player', 'banker', 'tie', 'playerPair', 'bankerPair'])
    expect(PAYOUTS).toEqual({
      player: { pays: 1n, per: 1n, pushesOnTie: true },
      banker: { pays: 19n, per: 20n, pushesOnTie: true },
      tie: { pays: 8n, per: 1n, pushesOnTie: false },
      playerPair: { pays: 11n, per: 1n, pushesOnTie: false },
      bankerPair: { pays: 11n, per: 1n, pushesOnTie: false },
    })
  })

  it('pays player 1:1, returns it on a tie, takes it on a banker win', () => {
    expect(settleBet('player', 1000n, result('player'))).toBe(2000n)
    expect(settleBet('player', 1000n, result('tie'))).toBe(1000n)
    expect(settleBet('player', 1000n, result('banker'))).toBe(0n)
  })

  it('pays banker 0.95:1, rounding the win down, returns it on a tie, takes it on a player win', () => {
    expect(settleBet('banker', 1000n, result('banker'))).toBe(1950n)
    expect(settleBet('banker', 20n, result('banker'))).toBe(39n)
    // 19 × 0.95 = 18.05 → 18; 1001 × 0.95 = 950.95 → 950; 1 × 0.95 = 0.95 → 0 (the stake comes back, no win).
    expect(settleBet('banker', 19n, result('banker'))).toBe(37n)
    expect(settleBet('banker', 1001n, result('banker'))).toBe(1951n)
    expect(settleBet('banker', 1n, result('banker'))).toBe(1n)
    expect(settleBet('banker', 1000n, result('tie'))).toBe(1000n)
    expect(settleBet('banker', 1000n, result('player'))).toBe(0n)
  })

  it('pays tie 8:1 and takes it otherwise', () => {
    expect(settleBet('tie', 1000n, result('tie'))).toBe(9000n)
    expect(settleBet('tie', 1000n, result('player'))).toBe(0n)
    expect(settleBet('tie', 1000n, result('banker'))).toBe(0n)
  })

  it('pays each pair 11:1 whoever wins, ties included, and takes it without the pair', () => {
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      expect(settleBet('playerPair', 1000n, result(outcome, { playerPair: true }))).toBe(12000n)
      expect(settleBet('bankerPair', 1000n, result(outcome, { bankerPair: true }))).toBe(12000n)
      expect(settleBet('playerPair', 1000n, result(outcome, { bankerPair: true }))).toBe(0n)
      expect(settleBet('bankerPair', 1000n, result(outcome, { playerPair: true }))).toBe(0n)
    }
  })

  it('settles a dealt round', () => {
    // Player 3+3 = 6 stands, banker 2+3 = 5 draws a 4: banker 9, player pair.
    const round = deal(3, 2, 3, 3, 4)
    const returns = Object.fromEntries(BET_KINDS.map((kind) => [kind, settleBet(kind, 100n, round)]))
    expect(returns).toEqual({ player: 0n, banker: 195n, tie: 0n, playerPair: 1200n, bankerPair: 0n })
  })

  it('refuses a stake of nothing or less, and a bet it does not know', () => {
    expect(() => settleBet('player', 0n, result('player'))).toThrow(/stake/)
    expect(() => settleBet('player', -5n, result('player'))).toThrow(/stake/)
    expect(() => settleBet('dragon' as BetKind, 5n, result('player'))).toThrow(/unknown/)
  })
})
