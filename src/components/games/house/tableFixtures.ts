/**
 * Story fixtures of the shared tables (baccarat, crash): sessions and table states in the shapes the house API and
 * the table's event stream send (src/contract/house.ts), at fixed times so countdowns and the crash curve read the
 * same on every run (the stories fix the clock with `parameters.now`). The roads are what the server's roads.ts
 * makes of a made-up shoe of 39 rounds; the hands are made up to show each outcome.
 */
import type { BaccaratHand, HouseSession, MyTableBets, RoadCell, TableSnapshot, TableState } from '../../../contract/house'

export const baccaratSession: HouseSession = {
  game: { gameId: 'baccarat-a', gameType: 'baccarat', name: 'Baccarat Table A', minBet: '10.00', maxBet: '50000.00' },
  currency: 'THB',
  decimals: 2,
  balance: '1250.00',
  trial: false,
  minCycleMs: 1000,
}

export const crashSession: HouseSession = {
  game: { gameId: 'crash', gameType: 'crash', name: 'Rocket Crash', minBet: '1.00', maxBet: '10000.00' },
  currency: 'THB',
  decimals: 2,
  balance: '1250.00',
  trial: false,
  minCycleMs: 1000,
}

/** When the stories' rounds open. */
export const TABLE_T0 = Date.parse('2026-03-01T12:00:00.000Z')
export const at = (ms: number) => new Date(TABLE_T0 + ms).toISOString()

type Compact = [col: number, row: number, outcome: 'p' | 'b' | 't', pairs: number, ties: number]
const OUTCOMES = { p: 'player', b: 'banker', t: 'tie' } as const
const cells = (list: Compact[], big: boolean): RoadCell[] =>
  list.map(([col, row, outcome, pairs, ties]) => ({ col, row, outcome: OUTCOMES[outcome], playerPair: (pairs & 1) === 1, bankerPair: (pairs & 2) === 2, ...(big ? { ties } : {}) }))

// prettier-ignore
const BEAD: Compact[] = [[0,0,'t',0,0],[0,1,'b',0,0],[0,2,'b',0,0],[0,3,'p',1,0],[0,4,'b',0,0],[0,5,'t',0,0],[1,0,'p',0,0],[1,1,'p',0,0],[1,2,'p',0,0],[1,3,'b',2,0],[1,4,'b',0,0],[1,5,'b',0,0],[2,0,'b',0,0],[2,1,'b',0,0],[2,2,'b',3,0],[2,3,'b',0,0],[2,4,'p',0,0],[2,5,'t',0,0],[3,0,'p',0,0],[3,1,'b',0,0],[3,2,'p',0,0],[3,3,'b',0,0],[3,4,'b',1,0],[3,5,'p',0,0],[4,0,'p',0,0],[4,1,'t',0,0],[4,2,'b',0,0],[4,3,'p',0,0],[4,4,'p',0,0],[4,5,'p',0,0],[5,0,'b',2,0],[5,1,'b',0,0],[5,2,'p',0,0],[5,3,'b',0,0],[5,4,'b',0,0],[5,5,'t',0,0],[6,0,'t',0,0],[6,1,'p',1,0],[6,2,'b',0,0]]
// prettier-ignore
const BIG: Compact[] = [[0,0,'b',0,0],[0,1,'b',0,0],[1,0,'p',1,0],[2,0,'b',0,1],[3,0,'p',0,0],[3,1,'p',0,0],[3,2,'p',0,0],[4,0,'b',2,0],[4,1,'b',0,0],[4,2,'b',0,0],[4,3,'b',0,0],[4,4,'b',0,0],[4,5,'b',3,0],[5,5,'b',0,0],[5,0,'p',0,1],[5,1,'p',0,0],[6,0,'b',0,0],[7,0,'p',0,0],[8,0,'b',0,0],[8,1,'b',1,0],[9,0,'p',0,0],[9,1,'p',0,1],[10,0,'b',0,0],[11,0,'p',0,0],[11,1,'p',0,0],[11,2,'p',0,0],[12,0,'b',2,0],[12,1,'b',0,0],[13,0,'p',0,0],[14,0,'b',0,0],[14,1,'b',0,2],[15,0,'p',1,0],[16,0,'b',0,0]]

export const baccaratRoads: NonNullable<TableState['roads']> = { beadPlate: cells(BEAD, false), bigRoad: cells(BIG, true), leadingTies: 1 }

export const baccaratPayouts: NonNullable<TableState['payouts']> = {
  player: { pays: 1, per: 1 },
  banker: { pays: 19, per: 20 },
  tie: { pays: 8, per: 1 },
  playerPair: { pays: 11, per: 1 },
  bankerPair: { pays: 11, per: 1 },
}

/** Banker 7 (3♦ 4♣) against player 5 (5♠ K♥, a third card 10♣). */
export const bankerWins: BaccaratHand = {
  player: [{ rank: 5, suit: 3 }, { rank: 13, suit: 2 }, { rank: 10, suit: 0 }],
  banker: [{ rank: 3, suit: 1 }, { rank: 4, suit: 0 }],
  playerTotal: 5,
  bankerTotal: 7,
  outcome: 'banker',
  playerPair: false,
  bankerPair: false,
}

/** A natural 8 for the player with a pair (4♥ 4♠) against the banker's 6 (K♣ 6♦). */
export const playerWinsWithPair: BaccaratHand = {
  player: [{ rank: 4, suit: 2 }, { rank: 4, suit: 3 }],
  banker: [{ rank: 13, suit: 0 }, { rank: 6, suit: 1 }],
  playerTotal: 8,
  bankerTotal: 6,
  outcome: 'player',
  playerPair: true,
  bankerPair: false,
}

/** Seven each (7♠ Q♦ against 2♥ 5♣). */
export const tieHand: BaccaratHand = {
  player: [{ rank: 7, suit: 3 }, { rank: 12, suit: 1 }],
  banker: [{ rank: 2, suit: 2 }, { rank: 5, suit: 0 }],
  playerTotal: 7,
  bankerTotal: 7,
  outcome: 'tie',
  playerPair: false,
  bankerPair: false,
}

/** Round 42 of the baccarat table: betting to 15 s, the deal to 21 s, the result to 25 s. */
export function baccaratState(phase: TableState['phase'], ms: number, hand: BaccaratHand = bankerWins, roundNo = 42): TableState {
  const base = (roundNo - 42) * 25_000
  return {
    gameId: 'baccarat-a',
    roundNo,
    phase,
    bettingUntil: at(base + 15_000),
    runUntil: at(base + 21_000),
    endsAt: at(base + 25_000),
    serverTime: at(base + ms),
    ...(phase === 'betting' ? {} : { hand }),
    roads: baccaratRoads,
    payouts: baccaratPayouts,
  }
}

/** 12 s left to bet on round 42. */
export const baccaratBetting = baccaratState('betting', 3_000)

export const baccaratMine = (bets: Record<string, string>, total: string, payout?: string): MyTableBets => ({ bets, total, ...(payout !== undefined ? { payout } : {}) })

export const baccaratSnapshot = (state: TableState = baccaratBetting, mine: MyTableBets | null = null, balance = '1250.00'): TableSnapshot => ({ state, mine, balance })

/** The crash points of the last rounds, newest first. */
export const crashHistory = [237, 112, 1543, 100, 305, 189, 2210, 131, 455, 101, 678, 1200, 164, 298]

/** The crash point of round 318 and how long it flies to it (the server's elapsedAt(237)). */
export const CRASH_POINT = 237
export const CRASH_FLIGHT_MS = 14_382

/**
 * Round 318 of crash: betting to 7 s, a flight of 14.4 s to 2.37×, the result for 3 s. As the server sends it: when
 * the flight ends (which would tell the crash point) only with the result.
 */
export function crashState(phase: TableState['phase'], ms: number, roundNo = 318): TableState {
  const base = (roundNo - 318) * 30_000
  const bettingUntil = base + 7_000
  return {
    gameId: 'crash',
    roundNo,
    phase,
    bettingUntil: at(bettingUntil),
    serverTime: at(base + ms),
    ...(phase === 'result'
      ? { runUntil: at(bettingUntil + CRASH_FLIGHT_MS), endsAt: at(bettingUntil + CRASH_FLIGHT_MS + 3_000), crashPoint: CRASH_POINT }
      : {}),
    // Settled rounds only: this one joins the history once the next has begun.
    history: roundNo > 318 ? crashHistory : crashHistory.slice(1),
  }
}

/** 5 s to take-off. */
export const crashBetting = crashState('betting', 2_000)
/** 10 s into the flight: 1.82×. */
export const crashFlying = crashState('running', 17_000)
export const crashCrashed = crashState('result', 7_000 + CRASH_FLIGHT_MS + 200)

/** The member's stake on a crash round, with what else the server says of it (auto target, cash-out, payout). */
export const crashMine = (stake: string, more: Pick<MyTableBets, 'autoCashOut' | 'cashedOutAt' | 'payout'> = {}): MyTableBets => ({ bets: { stake }, total: stake, ...more })

export const crashSnapshot = (state: TableState = crashBetting, mine: MyTableBets | null = null, balance = '1250.00'): TableSnapshot => ({ state, mine, balance })

/** The crash table `ms` into the flight of round 318 (the clock of the state: 7 s of betting, then the flight). */
export const crashInFlight = (ms: number, roundNo = 318): TableState => crashState('running', 7_000 + ms, roundNo)

/** Round 318 at the very end of betting: the clock has reached take-off, the flight has not been sent yet. */
export const crashBettingOver = crashState('betting', 7_000)

/** The answer to a stake of 10.00 on round 318 (with an auto cash-out target, in hundredths, when given). */
export const crashPlaced = (stake = '10.00', balance = '1240.00', autoCashOut?: number) => ({
  roundNo: 318,
  mine: crashMine(stake, autoCashOut !== undefined ? { autoCashOut } : {}),
  balance,
})

/** The answer to a cash-out of 10.00 on round 318 at 1.82× (10 s into the flight). */
export const crashCashOutAnswer = { roundNo: 318, multiplier: 182, payout: '18.20', balance: '1258.20' }
