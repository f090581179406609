/** Story data of the betting record, in the contract's shapes (what the server answers for a member). */
import type { BetRound, BettingRecord } from '../../../contract/schemas/games'

/** Saturday 14 March 2026, 09:30 UTC (the member centre's story clock). */
export { STORY_NOW } from '../fixtures'
export { demoCurrency } from '../../wallet/TransactionHistoryView/fixtures'

const base = { trial: false, status: 'settled', result: null } as const

/** A house slot spin that won free spins: the paid spin's stops, then each free spin's. */
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
      [12, 4, 30, 7, 19],
      [3, 22, 8, 14, 1],
      [27, 9, 16, 2, 25],
      [5, 11, 0, 31, 18],
    ],
    freeSpins: 3,
    totalWin: '12.40',
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
  result: { direction: 'over', target: 5000, rolled: 3127, multiplier: 1.98 },
}

/** A baccarat hand: the banker won 7 to 5 with a third card, the player had a pair. */
export const baccaratRound: BetRound = {
  ...base,
  id: '88212950',
  roundRef: 'baccarat-a-1284-7',
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
    round: 1284,
    outcome: {
      player: [{ rank: 8, suit: 2 }, { rank: 8, suit: 3 }, { rank: 9, suit: 0 }],
      banker: [{ rank: 13, suit: 1 }, { rank: 1, suit: 3 }, { rank: 6, suit: 2 }],
      playerTotal: 5,
      bankerTotal: 7,
      outcome: 'banker',
      playerPair: true,
      bankerPair: false,
    },
  },
}

/** A crash round cashed out at 2.35× before the rocket crashed at 4.12×. */
export const crashRound: BetRound = {
  ...base,
  id: '88212902',
  roundRef: 'crash-5521-7',
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
  result: { game: 'crash', round: 5521, cashedOutAt: 235, outcome: { crashPoint: 412 } },
}

/** A crash round the member did not cash out of: the rocket crashed at 1.07×. */
export const crashLostRound: BetRound = {
  ...crashRound,
  id: '88212877',
  roundRef: 'crash-5518-7',
  win: '0.00',
  profit: '-50.00',
  createdAt: '2026-03-14T08:38:30.000Z',
  settledAt: '2026-03-14T08:38:41.000Z',
  result: { game: 'crash', round: 5518, outcome: { crashPoint: 107 } },
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

/** A round still open (a live bet waiting for its result), staked with a trial account's free credit. */
export const openRound: BetRound = {
  ...baccaratRound,
  id: '88213020',
  roundRef: 'baccarat-a-1291-7',
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
