/**
 * The house games' fixed, published test vector (contract/houseFairness.ts): the lottery's seed 0x00…0x1f and its
 * commitment (lotteryTestVector.ts), and what it draws for each game. Written once, here, for everyone who checks the
 * algorithm against it: the server's own stream and engines (src/server/games/house/fairness.test.ts), the browser's
 * Web Crypto derivation (src/components/member/BettingRecord/fairness.test.ts), and the stories. The values were
 * computed by the Python in houseFairness.ts's comment, independently of this code. Data only.
 */
import type { BaccaratHand } from './house'

export { VECTOR_COMMITMENT, VECTOR_SEED_HEX } from './lotteryTestVector'

/** Crash round 1 of the table `crash`: 1.84×. */
export const VECTOR_CRASH = { key: 'crash:1', crashPoint: 184 } as const

/** A dice spin: 70.37. */
export const VECTOR_DICE = { key: 'dice', rolled: 7037 } as const

/**
 * Baccarat round 1 of `baccarat-a`: the player's 10♥ 10♠ Q♣ (0, a pair of tens) against the banker's Q♥ 7♥ (7).
 * Suits are numbered 0 clubs, 1 diamonds, 2 hearts, 3 spades (house.ts `Suit`); `names` says each card in words,
 * so a test can read it back from the screen.
 */
export const VECTOR_BACCARAT: { key: string; hand: BaccaratHand; names: { player: string[]; banker: string[] } } = {
  key: 'baccarat-a:1',
  hand: {
    player: [{ rank: 10, suit: 2 }, { rank: 10, suit: 3 }, { rank: 12, suit: 0 }],
    banker: [{ rank: 12, suit: 2 }, { rank: 7, suit: 2 }],
    playerTotal: 0,
    bankerTotal: 7,
    outcome: 'banker',
    playerPair: true,
    bankerPair: false,
  },
  names: { player: ['10 of hearts', '10 of spades', 'queen of clubs'], banker: ['queen of hearts', '7 of hearts'] },
}

/** The first three spins' stops of `koi-terrace` (five reels of 30 stops). */
export const VECTOR_SLOTS = {
  key: 'koi-terrace',
  reelLengths: [30, 30, 30, 30, 30],
  stops: [
    [13, 0, 15, 16, 23],
    [0, 10, 29, 26, 13],
    [28, 27, 26, 16, 8],
  ],
} as const
