/**
 * Story fixtures: house rules, sessions and rounds in the shapes the house API answers (src/contract/house.ts).
 * The rules are Koi Terrace's and Kiln Drake's as the server publishes them (src/server/games/house/slots/
 * paytables.ts; the component library may not import the server, so the figures are written out here). The rounds
 * are made up to show each state; only the server settles real ones.
 */
import type { DiceRound, DiceRules, HouseSession, SlotsRound, SlotsRules, SlotsSpin } from '../../../contract/house'
import type { SpinFairness } from '../../../contract/houseFairness'
import { VECTOR_COMMITMENT, VECTOR_SEED_HEX } from '../../../contract/houseTestVector'

/** The 20 lines of a 5×3 screen (the paytables' TWENTY_LINES). */
const TWENTY_LINES = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
]

export const koiRules: SlotsRules = {
  reels: 5,
  rows: 3,
  paylines: TWENTY_LINES,
  pays: {
    wild: [40, 200, 1000], koi: [20, 80, 400], lotus: [15, 50, 150], crane: [10, 30, 120], fan: [8, 25, 80],
    A: [4, 10, 40], K: [4, 10, 40], Q: [3, 8, 25], J: [3, 8, 25],
  },
  wild: 'wild',
  scatter: 'pagoda',
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { 3: 10, 4: 15, 5: 20 },
  freeSpinMultiplier: 2,
  rtp: 0.9612,
  lineBets: ['0.05', '0.10', '0.25', '0.50', '1.00', '2.50', '5.00', '10.00'],
}

export const drakeRules: SlotsRules = {
  reels: 5,
  rows: 3,
  paylines: [...TWENTY_LINES, [2, 0, 2, 0, 2], [0, 2, 2, 2, 0], [2, 0, 0, 0, 2], [0, 2, 1, 2, 0], [2, 0, 1, 0, 2]],
  pays: {
    drake: [100, 500, 5000], ember: [40, 200, 1000], kiln: [20, 80, 350], anvil: [15, 50, 200],
    A: [5, 20, 100], K: [5, 15, 80], Q: [5, 15, 60], J: [4, 10, 30], '10': [4, 10, 30],
  },
  wild: 'wild',
  scatter: 'egg',
  scatterPays: { 3: 5, 4: 25, 5: 200 },
  freeSpins: { 3: 15, 4: 20, 5: 30 },
  freeSpinMultiplier: 5,
  rtp: 0.9469,
  lineBets: ['0.04', '0.10', '0.20', '0.40', '1.00', '2.00', '4.00'],
}

export const diceRules: DiceRules = { outcomes: 10_000, minTarget: 100, maxTarget: 9_899, houseEdge: 0.01 }

export const koiSession: HouseSession = {
  game: { gameId: 'koi-terrace', gameType: 'slots', name: 'Koi Terrace', minBet: '1.00', maxBet: '5000.00' },
  currency: 'THB',
  decimals: 2,
  balance: '1250.00',
  trial: false,
  minCycleMs: 2500,
  slots: koiRules,
}

export const diceSession: HouseSession = {
  game: { gameId: 'dice', gameType: 'dice', name: 'Dice Over/Under', minBet: '1.00', maxBet: '10000.00' },
  currency: 'THB',
  decimals: 2,
  balance: '1250.00',
  trial: false,
  minCycleMs: 1000,
  dice: diceRules,
}

/** A screen with nothing on a line: the idle reels. */
export const idleGrid: string[][] = [
  ['A', 'lotus', 'K'],
  ['Q', 'crane', 'J'],
  ['fan', 'K', 'koi'],
  ['J', 'A', 'lotus'],
  ['crane', 'Q', 'fan'],
]

/** Four koi on line 1 (the middle row, a wild on reel 2) and three aces on line 2 (the top row), at 0.50 a line. */
export const winningSpin: SlotsSpin = {
  grid: [
    ['A', 'koi', 'J'],
    ['A', 'wild', 'Q'],
    ['A', 'koi', 'fan'],
    ['K', 'koi', 'lotus'],
    ['Q', 'crane', 'J'],
  ],
  multiplier: 1,
  lineWins: [
    { line: 0, symbol: 'koi', count: 4, win: '40.00' },
    { line: 1, symbol: 'A', count: 3, win: '2.00' },
  ],
  scatterCount: 0,
  scatterWin: '0.00',
  win: '42.00',
}

/**
 * A spin's fairness as the server answers it: the published test vector's seed revealed, and the hash of the seed
 * 0x01…0x20 as the next one's. The screens do not show it; the answer carries it.
 */
const spinFairness = (key: string): SpinFairness => ({
  key, seedHash: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX, nextSeedHash: 'ae216c2ef5247a3782c135efa279a3e4cdc61094270f5d2be58c6204b7a612c9',
})

export const winningRound: SlotsRound = {
  roundId: 'r-1001', totalBet: '10.00', totalWin: '42.00', base: winningSpin, freeSpins: [], balance: '1282.00', fairness: spinFairness('koi-terrace'),
}

export const losingRound: SlotsRound = {
  roundId: 'r-1002', totalBet: '10.00', totalWin: '0.00',
  base: { grid: idleGrid, multiplier: 1, lineWins: [], scatterCount: 0, scatterWin: '0.00', win: '0.00' },
  freeSpins: [], balance: '1240.00', fairness: spinFairness('koi-terrace'),
}

/** Three pagodas: 2 total bets and 10 free spins at ×2; two of the free spins pay. */
export const scatterSpin: SlotsSpin = {
  grid: [
    ['pagoda', 'K', 'fan'],
    ['Q', 'lotus', 'J'],
    ['A', 'pagoda', 'crane'],
    ['lotus', 'J', 'K'],
    ['koi', 'Q', 'pagoda'],
  ],
  multiplier: 1,
  lineWins: [],
  scatterCount: 3,
  scatterWin: '20.00',
  win: '20.00',
}

const quietFreeSpin = (grid: string[][]): SlotsSpin => ({ grid, multiplier: 2, lineWins: [], scatterCount: 0, scatterWin: '0.00', win: '0.00' })

export const freeSpinWin: SlotsSpin = {
  grid: [
    ['K', 'lotus', 'A'],
    ['K', 'lotus', 'J'],
    ['fan', 'lotus', 'Q'],
    ['crane', 'J', 'K'],
    ['A', 'Q', 'koi'],
  ],
  multiplier: 2,
  lineWins: [{ line: 0, symbol: 'lotus', count: 3, win: '15.00' }],
  scatterCount: 0,
  scatterWin: '0.00',
  win: '15.00',
}

export const freeSpinsRound: SlotsRound = {
  roundId: 'r-1003',
  totalBet: '10.00',
  totalWin: '54.00',
  base: scatterSpin,
  freeSpins: [
    quietFreeSpin(idleGrid),
    freeSpinWin,
    quietFreeSpin([['J', 'A', 'K'], ['Q', 'fan', 'crane'], ['K', 'lotus', 'A'], ['fan', 'Q', 'J'], ['lotus', 'K', 'crane']]),
    quietFreeSpin(idleGrid),
    { ...winningSpin, multiplier: 2, lineWins: [{ line: 1, symbol: 'A', count: 3, win: '4.00' }], win: '4.00', grid: [['A', 'J', 'K'], ['A', 'Q', 'J'], ['A', 'fan', 'lotus'], ['K', 'crane', 'Q'], ['J', 'K', 'fan']] },
    quietFreeSpin(idleGrid),
    quietFreeSpin([['Q', 'crane', 'J'], ['A', 'lotus', 'K'], ['fan', 'K', 'koi'], ['J', 'A', 'lotus'], ['crane', 'Q', 'fan']]),
    quietFreeSpin(idleGrid),
    quietFreeSpin(idleGrid),
    freeSpinWin,
  ],
  balance: '1294.00',
  fairness: spinFairness('koi-terrace'),
}

export const diceWin: DiceRound = {
  roundId: 'd-2001', stake: '10.00', direction: 'over', target: 5_000, rolled: 7_342, multiplier: 1.98, won: true, payout: '19.80', balance: '1259.80', fairness: spinFairness('dice'),
}

export const diceLoss: DiceRound = {
  roundId: 'd-2002', stake: '10.00', direction: 'over', target: 5_000, rolled: 2_187, multiplier: 1.98, won: false, payout: '0.00', balance: '1240.00', fairness: spinFairness('dice'),
}
