/**
 * Request and response schemas of the house API (HOUSE_API, contract/house.ts). The server validates the frame's
 * bodies with them and serialises its answers from them; the frame only takes the types in contract/house.ts, and
 * the checks at the end of this file keep those types and these schemas the same.
 *
 * The bodies say what the game server has always accepted, no more: a field the call functions ignore when it is
 * not a string (`language`) stays open, and anything beyond the named fields is allowed (older frames send more).
 */
import { Type, type Static } from 'typebox'
import type {
  BaccaratHand, CrashCashOut, DiceRound, HouseSession, MyTableBets, SlotsRound, TableBetAnswer, TableSnapshot, TableState,
} from '../house'
import type { HouseCallName } from '../house'
import type { ApiCallSchemas } from './apiTable'

const Amount = Type.String({ description: 'Major units with the currency’s decimals, e.g. "12.50".' })
const Session = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$', description: 'The game session token from the frame’s address.' })
const WithSession = { session: Session }

export const HouseSessionRequest = Type.Object({
  ...WithSession,
  language: Type.Optional(Type.Unknown({ description: 'The `session` call: the language to name the game in; anything but a language code is ignored.' })),
})
export const HouseSlotsSpinRequest = Type.Object({
  ...WithSession,
  lineBet: Type.String({ description: 'One of the rules’ lineBets.' }),
  lines: Type.Integer({ minimum: 1, description: '1 to the number of paylines.' }),
})
export const HouseDiceRollRequest = Type.Object({
  ...WithSession,
  stake: Amount,
  direction: Type.Union([Type.Literal('over'), Type.Literal('under')]),
  target: Type.Integer({ description: 'On the 0..9999 scale, within the rules’ bounds.' }),
})
const BaccaratKinds = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const
export const HouseBaccaratBetRequest = Type.Object({
  ...WithSession,
  roundNo: Type.Unknown({ description: 'The round open for betting (an integer); any other is answered house.betting.closed.' }),
  bets: Type.Object(Object.fromEntries(BaccaratKinds.map((kind) => [kind, Type.Optional(Amount)])), { additionalProperties: false, minProperties: 1 }),
})
export const HouseCrashBetRequest = Type.Object({
  ...WithSession,
  roundNo: Type.Unknown({ description: 'The round open for betting (an integer); any other is answered house.betting.closed.' }),
  stake: Amount,
  autoCashOut: Type.Optional(Type.Integer({ minimum: 101, description: 'Cash out by itself at this multiplier, in hundredths.' })),
})
export const HouseTableEventsQuery = Type.Object({ session: Type.Optional(Type.String({ description: 'The game session token.' })) })

const Fairness = { key: Type.String(), seedHash: Type.String({ description: 'Lowercase hex SHA-256 of the seed.' }) }
const RoundFairness = Type.Object({ ...Fairness, seed: Type.Optional(Type.String({ description: 'Revealed with the result.' })) })
const SpinFairness = Type.Object({ ...Fairness, seed: Type.String(), nextSeedHash: Type.String() })
const GameType = Type.Union([Type.Literal('slots'), Type.Literal('baccarat'), Type.Literal('crash'), Type.Literal('dice')])
const Counts = Type.Record(Type.String(), Type.Number())

export const HouseSessionAnswer = Type.Object({
  game: Type.Object({ gameId: Type.String(), gameType: GameType, name: Type.String(), minBet: Amount, maxBet: Amount }),
  currency: Type.String(),
  decimals: Type.Integer(),
  balance: Amount,
  trial: Type.Boolean(),
  minCycleMs: Type.Integer(),
  slots: Type.Optional(Type.Object({
    reels: Type.Integer(),
    rows: Type.Integer(),
    paylines: Type.Array(Type.Array(Type.Integer())),
    pays: Type.Record(Type.String(), Type.Tuple([Type.Number(), Type.Number(), Type.Number()])),
    wild: Type.String(),
    scatter: Type.String(),
    scatterPays: Counts,
    freeSpins: Counts,
    freeSpinMultiplier: Type.Number(),
    rtp: Type.Number(),
    lineBets: Type.Array(Amount),
  })),
  dice: Type.Optional(Type.Object({ outcomes: Type.Integer(), minTarget: Type.Integer(), maxTarget: Type.Integer(), houseEdge: Type.Number() })),
  nextSeedHash: Type.Optional(Type.String()),
})
export const HouseBalance = Type.Object({ balance: Amount })

const SlotsSpin = Type.Object({
  grid: Type.Array(Type.Array(Type.String())),
  multiplier: Type.Number(),
  lineWins: Type.Array(Type.Object({ line: Type.Integer(), symbol: Type.String(), count: Type.Integer(), win: Amount })),
  scatterCount: Type.Integer(),
  scatterWin: Amount,
  win: Amount,
})
export const HouseSlotsRound = Type.Object({
  roundId: Type.String(),
  totalBet: Amount,
  totalWin: Amount,
  base: SlotsSpin,
  freeSpins: Type.Array(SlotsSpin),
  balance: Amount,
  fairness: SpinFairness,
})
const Direction = Type.Union([Type.Literal('over'), Type.Literal('under')])
export const HouseDiceRound = Type.Object({
  roundId: Type.String(),
  stake: Amount,
  direction: Direction,
  target: Type.Integer(),
  rolled: Type.Integer(),
  multiplier: Type.Number(),
  won: Type.Boolean(),
  payout: Amount,
  balance: Amount,
  fairness: SpinFairness,
})

const Card = Type.Object({ rank: Type.Integer(), suit: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]) })
const Outcome = Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')])
const BaccaratHandSchema = Type.Object({
  player: Type.Array(Card),
  banker: Type.Array(Card),
  playerTotal: Type.Integer(),
  bankerTotal: Type.Integer(),
  outcome: Outcome,
  playerPair: Type.Boolean(),
  bankerPair: Type.Boolean(),
})
const RoadCell = Type.Object({
  col: Type.Integer(), row: Type.Integer(), outcome: Outcome, playerPair: Type.Boolean(), bankerPair: Type.Boolean(), ties: Type.Optional(Type.Integer()),
})
const Pays = Type.Object({ pays: Type.Number(), per: Type.Number() })
const Instant = Type.String({ description: 'ISO 8601.' })
export const HouseTableState = Type.Object({
  gameId: Type.String(),
  roundNo: Type.Integer(),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('running'), Type.Literal('result')]),
  bettingUntil: Instant,
  runUntil: Type.Optional(Instant),
  endsAt: Type.Optional(Instant),
  serverTime: Instant,
  hand: Type.Optional(BaccaratHandSchema),
  roads: Type.Optional(Type.Object({ beadPlate: Type.Array(RoadCell), bigRoad: Type.Array(RoadCell), leadingTies: Type.Integer() })),
  crashPoint: Type.Optional(Type.Integer()),
  history: Type.Optional(Type.Array(Type.Integer())),
  payouts: Type.Optional(Type.Object({ player: Pays, banker: Pays, tie: Pays, playerPair: Pays, bankerPair: Pays })),
  fairness: Type.Optional(RoundFairness),
})
const MyBets = Type.Object({
  bets: Type.Record(Type.String(), Amount),
  total: Amount,
  autoCashOut: Type.Optional(Type.Integer()),
  cashedOutAt: Type.Optional(Type.Integer()),
  payout: Type.Optional(Amount),
})
export const HouseTableSnapshot = Type.Object({ state: HouseTableState, mine: Type.Union([MyBets, Type.Null()]), balance: Amount })
export const HouseTableBetAnswer = Type.Object({ roundNo: Type.Integer(), mine: MyBets, balance: Amount })
export const HouseCrashCashOut = Type.Object({ roundNo: Type.Integer(), multiplier: Type.Integer(), payout: Amount, balance: Amount })
/** A stream's events are not one envelope: `event: round` with a TableState each. */
export const HouseTableEvents = HouseTableState

export const HOUSE_SCHEMAS = {
  session: { body: HouseSessionRequest, response: HouseSessionAnswer },
  balance: { body: HouseSessionRequest, response: HouseBalance },
  slotsSpin: { body: HouseSlotsSpinRequest, response: HouseSlotsRound },
  diceRoll: { body: HouseDiceRollRequest, response: HouseDiceRound },
  table: { body: HouseSessionRequest, response: HouseTableSnapshot },
  baccaratBet: { body: HouseBaccaratBetRequest, response: HouseTableBetAnswer },
  crashBet: { body: HouseCrashBetRequest, response: HouseTableBetAnswer },
  crashCashOut: { body: HouseSessionRequest, response: HouseCrashCashOut },
  tableEvents: { query: HouseTableEventsQuery, response: HouseTableEvents },
} as const satisfies Record<HouseCallName, ApiCallSchemas>

/** The frame's types (contract/house.ts) and these schemas describe the same values: a difference fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShapes: [
  Same<Static<typeof HouseSessionAnswer>, HouseSession>,
  Same<Static<typeof HouseSlotsRound>, SlotsRound>,
  Same<Static<typeof HouseDiceRound>, DiceRound>,
  Same<Static<typeof HouseTableState>, TableState>,
  Same<Static<typeof BaccaratHandSchema>, BaccaratHand>,
  Same<Static<typeof MyBets>, MyTableBets>,
  Same<Static<typeof HouseTableSnapshot>, TableSnapshot>,
  Same<Static<typeof HouseTableBetAnswer>, TableBetAnswer>,
  Same<Static<typeof HouseCrashCashOut>, CrashCashOut>,
] = [true, true, true, true, true, true, true, true, true]
void sameShapes
