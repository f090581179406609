/**
 * Story data of the betting record, in the contract's shapes (what the server answers for a member). The house
 * rounds are real: each one's seed (revealed) draws exactly its outcome (contract/houseFairness.ts), so the stories'
 * checks in the browser pass as they would for a real round; the slots round is what the engine played on its seed.
 */
import type { BetRound, BettingRecord } from '../../../contract/schemas/games'
import { VECTOR_BACCARAT, VECTOR_COMMITMENT, VECTOR_SEED_HEX } from '../../../contract/houseTestVector'

/** Saturday 14 March 2026, 09:30 UTC (the member centre's story clock). */
export { STORY_NOW } from '../fixtures'
export { demoCurrency } from '../../money/TransactionHistoryView/fixtures'

const base = { trial: false, status: 'settled', result: null } as const

/** A house slot spin that won 10 free spins: each spin's stops and screen, and the seed they all follow from. */
export const slotsRound: BetRound = {
  ...base,
  id: '88213007',
  roundRef: 'slots-7f3a9c21e0b4',
  nodeId: '101',
  gameName: 'Koi Terrace',
  vendorCode: 'HSLOT',
  vendorName: 'House Slots',
  gameGroupCode: 'RNG',
  gameType: 'slots',
  bet: '1.00',
  win: '12.40',
  profit: '11.40',
  createdAt: '2026-03-14T09:12:04.000Z',
  settledAt: '2026-03-14T09:12:05.000Z',
  result: {
    game: 'koi-terrace',
    lineBet: '0.05',
    lines: 20,
    stops: [
      [13, 19, 6, 19, 11],
      [14, 29, 8, 10, 21],
      [3, 4, 12, 14, 3],
      [23, 13, 18, 1, 19],
      [10, 24, 24, 23, 7],
      [2, 12, 17, 16, 0],
      [3, 20, 23, 15, 8],
      [28, 13, 18, 10, 20],
      [0, 18, 23, 23, 23],
      [6, 19, 29, 4, 6],
      [29, 3, 16, 22, 8],
    ],
    // prettier-ignore
    screens: [
      [['lotus', 'J', 'crane'], ['K', 'pagoda', 'wild'], ['A', 'crane', 'pagoda'], ['K', 'koi', 'pagoda'], ['A', 'J', 'Q']],
      [['J', 'crane', 'A'], ['fan', 'Q', 'A'], ['pagoda', 'J', 'K'], ['A', 'K', 'fan'], ['wild', 'K', 'Q']],
      [['J', 'fan', 'Q'], ['K', 'J', 'crane'], ['fan', 'Q', 'wild'], ['lotus', 'J', 'crane'], ['J', 'Q', 'lotus']],
      [['J', 'A', 'crane'], ['lotus', 'J', 'crane'], ['J', 'K', 'fan'], ['A', 'fan', 'wild'], ['J', 'koi', 'wild']],
      [['K', 'fan', 'Q'], ['J', 'A', 'crane'], ['pagoda', 'A', 'J'], ['wild', 'lotus', 'Q'], ['crane', 'wild', 'K']],
      [['K', 'J', 'fan'], ['wild', 'lotus', 'J'], ['crane', 'J', 'K'], ['crane', 'Q', 'A'], ['K', 'fan', 'A']],
      [['J', 'fan', 'Q'], ['pagoda', 'wild', 'lotus'], ['lotus', 'pagoda', 'A'], ['J', 'crane', 'Q'], ['wild', 'K', 'fan']],
      [['fan', 'Q', 'A'], ['lotus', 'J', 'crane'], ['J', 'K', 'fan'], ['A', 'K', 'fan'], ['koi', 'wild', 'K']],
      [['A', 'lotus', 'K'], ['A', 'K', 'pagoda'], ['lotus', 'pagoda', 'A'], ['wild', 'lotus', 'Q'], ['Q', 'pagoda', 'fan']],
      [['crane', 'wild', 'A'], ['K', 'pagoda', 'wild'], ['koi', 'fan', 'J'], ['lotus', 'K', 'koi'], ['koi', 'crane', 'wild']],
      [['Q', 'A', 'lotus'], ['lotus', 'K', 'J'], ['A', 'crane', 'J'], ['fan', 'wild', 'lotus'], ['wild', 'K', 'fan']],
    ],
    reelLengths: [30, 30, 30, 30, 30],
    freeSpins: 10,
    totalWin: '12.40',
    fairness: {
      key: 'koi-terrace',
      seedHash: 'be957c1bf180102b24f222ae93daf2d04ece78d0f06076b9093fafac20ec4047',
      seed: '150fc69e4642d0fcd8e3a30e6aa6e3d3863c28818adbce1eb1ed38494b527018',
    },
  },
}

/** A dice roll over 50.00 that lost. */
export const diceRound: BetRound = {
  ...base,
  id: '88213011',
  roundRef: 'dice-0c44e1b7a9d2',
  nodeId: '105',
  gameName: 'Dice Over/Under',
  vendorCode: 'HMINI',
  vendorName: 'House Mini Games',
  gameGroupCode: 'RNG',
  gameType: 'dice',
  bet: '2.00',
  win: '0.00',
  profit: '-2.00',
  createdAt: '2026-03-14T09:20:40.000Z',
  settledAt: '2026-03-14T09:20:40.000Z',
  result: {
    direction: 'over',
    target: 5000,
    rolled: 3127,
    multiplier: 1.98,
    fairness: {
      key: 'dice',
      seedHash: 'd6a10284440a299af53a82bfb0b0878df4067a19970f6bb2bfdb8a573e1e0cd7',
      seed: 'dfe18743247ad121b1e3c496194445b8f6599e6101f7ce3f07c5b8f2b8653acd',
    },
  },
}

/** A baccarat hand (the published test vector's): the banker won 7 to 0, the player had a pair of tens. */
export const baccaratRound: BetRound = {
  ...base,
  id: '88212950',
  roundRef: 'baccarat-a.1.7',
  nodeId: '103',
  gameName: 'Baccarat Table A',
  vendorCode: 'HLIVE',
  vendorName: 'House Live',
  gameGroupCode: 'LIVE',
  gameType: 'baccarat',
  bet: '100.00',
  win: '195.00',
  profit: '95.00',
  createdAt: '2026-03-14T08:58:10.000Z',
  settledAt: '2026-03-14T08:58:41.000Z',
  result: {
    game: 'baccarat-a',
    round: 1,
    outcome: VECTOR_BACCARAT.hand,
    fairness: { key: VECTOR_BACCARAT.key, seedHash: VECTOR_COMMITMENT, seed: VECTOR_SEED_HEX },
  },
}

/** A crash round cashed out at 2.35× before the rocket crashed at 4.12×. */
export const crashRound: BetRound = {
  ...base,
  id: '88212902',
  roundRef: 'crash.5521.7',
  nodeId: '104',
  gameName: 'Rocket Crash',
  vendorCode: 'HMINI',
  vendorName: 'House Mini Games',
  gameGroupCode: 'RNG',
  gameType: 'crash',
  bet: '50.00',
  win: '117.50',
  profit: '67.50',
  createdAt: '2026-03-14T08:41:00.000Z',
  settledAt: '2026-03-14T08:41:12.000Z',
  result: {
    game: 'crash',
    round: 5521,
    cashedOutAt: 235,
    outcome: { crashPoint: 412 },
    fairness: {
      key: 'crash:5521',
      seedHash: '1c81457a28e86cf223c0614842b9361566254943a0b39769e3e37cd643218904',
      seed: 'ef32cf354bc03845a4d2a31f8cf3a266b7f70832454abcefbe44e6ac5fd5c06d',
    },
  },
}

/** A crash round the member did not cash out of: the rocket crashed at 1.07×. */
export const crashLostRound: BetRound = {
  ...crashRound,
  id: '88212877',
  roundRef: 'crash.5518.7',
  win: '0.00',
  profit: '-50.00',
  createdAt: '2026-03-14T08:38:30.000Z',
  settledAt: '2026-03-14T08:38:41.000Z',
  result: {
    game: 'crash',
    round: 5518,
    outcome: { crashPoint: 107 },
    fairness: {
      key: 'crash:5518',
      seedHash: '46bd91367ab9d109cee422a3e8d2f72060dcb8855e0b161d5bf697e702280dbf',
      seed: '9e39e8189e1ccadf57d713a00d7c2f0cdca2355686c0f3babc23744a6d1aa51a',
    },
  },
}

/** A crash round cashed out of while the rocket still flies: the seed's hash is there, the seed and crash point not yet. */
export const crashFlyingRound: BetRound = {
  ...crashRound,
  id: '88213031',
  roundRef: 'crash.5540.7',
  win: '61.50',
  profit: '11.50',
  createdAt: '2026-03-14T09:29:50.000Z',
  settledAt: '2026-03-14T09:29:58.000Z',
  result: { game: 'crash', round: 5540, cashedOutAt: 123, fairness: { key: 'crash:5540', seedHash: '46bd91367ab9d109cee422a3e8d2f72060dcb8855e0b161d5bf697e702280dbf' } },
}

/** A dice round whose revealed seed is not the one committed to (one digit changed): the check says so. */
export const tamperedDiceRound: BetRound = {
  ...diceRound,
  id: '88213032',
  roundRef: 'dice-9d10aa3e44c1',
  result: {
    direction: 'over',
    target: 5000,
    rolled: 3127,
    multiplier: 1.98,
    fairness: {
      key: 'dice',
      seedHash: 'd6a10284440a299af53a82bfb0b0878df4067a19970f6bb2bfdb8a573e1e0cd7',
      seed: 'dfe18743247ad121b1e3c496194445b8f6599e6101f7ce3f07c5b8f2b8653acc',
    },
  },
}

/** Another vendor's slot: its own fields, nested values and all, which the portal does not know. */
export const otherVendorRound: BetRound = {
  ...base,
  id: '88212801',
  roundRef: 'PG-2026031408125501',
  nodeId: '2201',
  gameName: 'Mahjong Ways 2',
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  gameGroupCode: 'RNG',
  gameType: 'slot',
  bet: '20.00',
  win: '20.00',
  profit: '0.00',
  createdAt: '2026-03-14T08:12:55.000Z',
  settledAt: '2026-03-14T08:12:57.000Z',
  result: { ways: 2000, cascade: 3, multiplier: 'x2', symbols: ['W', 'B', 'B', 'G'], bonus: { triggered: false } },
}

const sportsLeg = (market: string, kind: string, selection: string, price: number, outcome: string, more: Record<string, unknown> = {}) => ({
  eventId: 'football-2026-03-14-05', sport: 'football', home: 'Fernhallow Town', away: 'Ravelstone FC', market, kind, scope: 'match', unit: 'goals',
  selection, price, outcome, score: { home: 2, away: 1 }, ...more,
})

/** A house sportsbook parlay of three legs: a quarter-line handicap half won, a total, a result on another match. */
export const sportsParlayRound: BetRound = {
  ...base,
  id: '88213101',
  roundRef: 'sb-4021',
  nodeId: '3101',
  gameName: 'กีฬา พอร์ทิโก',
  vendorCode: 'HSPORT',
  vendorName: 'House Sports',
  gameGroupCode: 'SPORTS',
  gameType: 'sportsbook',
  bet: '50.00',
  win: '171.47',
  profit: '121.47',
  createdAt: '2026-03-14T06:40:00.000Z',
  settledAt: '2026-03-14T09:02:00.000Z',
  result: {
    kind: 'parlay',
    legs: [
      sportsLeg('ah:-5', 'handicap', 'home', 1920, 'half-win', { line: -5 }),
      sportsLeg('ou:10', 'total', 'over', 1850, 'win', { line: 10 }),
      { ...sportsLeg('1x2', 'result', 'away', 2050, 'win'), eventId: 'football-2026-03-14-07', home: 'Saltmere Albion', away: 'Orrindale FC', score: { home: 0, away: 1 } },
    ],
  },
}

/** A single won, then settled again as lost: the feed ruled a goal out after the match (a correction). */
export const sportsCorrectedRound: BetRound = {
  ...sportsParlayRound,
  id: '88213102',
  roundRef: 'sb-4022',
  bet: '100.00',
  win: '0.00',
  profit: '-100.00',
  result: {
    kind: 'single',
    legs: [sportsLeg('oe', 'odd-even', 'odd', 1850, 'lose', { score: { home: 1, away: 1 } })],
    corrections: [{ at: '2026-03-14T10:30:00.000Z', payout: '185.00', unrecovered: '0.00', result: { kind: 'single', legs: [] } }],
  },
}

/** A round still open (a live bet waiting for its result), staked with a trial account's free credit. */
export const openRound: BetRound = {
  ...baccaratRound,
  id: '88213020',
  roundRef: 'baccarat-a.8.7',
  bet: '20.00',
  win: '0.00',
  profit: '-20.00',
  status: 'open',
  trial: true,
  createdAt: '2026-03-14T09:29:10.000Z',
  settledAt: null,
  result: null,
}

/** A round the vendor rolled back: the stake came back. */
export const rolledBackRound: BetRound = {
  ...slotsRound,
  id: '88212790',
  roundRef: 'slots-11d0e5a3c7f8',
  gameName: 'Kiln Drake',
  win: '0.00',
  profit: '-1.00',
  status: 'rolled_back',
  createdAt: '2026-03-14T08:05:00.000Z',
  settledAt: '2026-03-14T08:06:00.000Z',
  result: null,
}

/** The first page, newest first, of a busy morning: the totals are over all 46 rounds, not only these. */
export const demoBettingRecord: BettingRecord = {
  list: [openRound, diceRound, slotsRound, baccaratRound, crashRound, crashLostRound, otherVendorRound, rolledBackRound],
  totalCount: 46,
  totalPages: 6,
  totals: { bet: '1845.00', win: '2210.35', profit: '365.35', rounds: 46 },
}

/** House Mini Games only: a losing filter. */
export const miniGamesRecord: BettingRecord = {
  list: [diceRound, crashRound, crashLostRound],
  totalCount: 3,
  totalPages: 1,
  totals: { bet: '102.00', win: '117.50', profit: '15.50', rounds: 3 },
}

/** Three rounds: with the filters, totals and pages, a phone's screenful. */
export const shortBettingRecord: BettingRecord = { ...demoBettingRecord, list: [diceRound, slotsRound, baccaratRound] }

/** Nothing matches the filter. */
export const emptyBettingRecord: BettingRecord = { list: [], totalCount: 0, totalPages: 1, totals: { bet: '0.00', win: '0.00', profit: '0.00', rounds: 0 } }
