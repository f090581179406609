/**
 * Request and response schemas of the book's API (SPORTS_API, contract/sportsbook.ts). The server validates the
 * app's bodies with them and serialises its answers from them (a field not named here never leaves the server);
 * the app takes only the types in contract/sportsbook.ts, and the checks at the end keep the two the same.
 */
import { Type, type Static } from 'typebox'
import type { SportsBetAnswer, SportsBets, SportsCallName, SportsCashOutRequest, SportsEventDetail, SportsEvents, SportsSession } from '../sportsbook'
import { BOOK_SPORTS, ODDS_CHANGE_CHOICES, SPORTS_BOOKS } from '../sportsbook'
import { ODDS_FORMATS } from '../sports/odds'
import type { ApiCallSchemas } from './apiTable'

const Amount = Type.String({ description: 'Major units with the currency’s decimals, e.g. "12.50".' })
const Session = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$', description: 'The game session token from the frame’s address.' })
const Sport = Type.Enum(BOOK_SPORTS)
const OddsFormat = Type.Enum(ODDS_FORMATS)
const Price = Type.Integer({ minimum: 1001, maximum: 1_000_000, description: 'Decimal odds in thousandths (1.952 is 1952).' })
const EventId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' })
const MarketKey = Type.String({ pattern: '^[a-z0-9:-]{1,32}$' })
const SelectionKey = Type.String({ pattern: '^[a-z0-9-]{1,16}$' })

export const SportsSessionRequest = Type.Object({ session: Session, lang: Type.Optional(Type.String({ maxLength: 8 })) })
export const SportsEventsRequest = Type.Object({ session: Session, sport: Type.Optional(Sport), lang: Type.Optional(Type.String({ maxLength: 8 })) })
export const SportsEventRequest = Type.Object({ session: Session, eventId: EventId })
export const SportsLegRequestSchema = Type.Object({ eventId: EventId, market: MarketKey, selection: SelectionKey, price: Price }, { additionalProperties: false })
export const SportsBetRequestSchema = Type.Object({
  session: Session,
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  legs: Type.Array(SportsLegRequestSchema, { minItems: 1, maxItems: 10 }),
  stake: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$' }),
  oddsFormat: OddsFormat,
  oddsChange: Type.Enum(ODDS_CHANGE_CHOICES),
})
export const SportsCashOutRequestSchema = Type.Object({
  session: Session,
  betId: Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'The bet’s id (SportsBet.betId).' }),
  amount: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$' }),
})
export const SportsBetsRequest = Type.Object({
  session: Session,
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled')])),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})

const Score = Type.Object({ home: Type.Integer(), away: Type.Integer() })
const MarketKind = Type.Enum(['result', 'money-line', 'handicap', 'total', 'both-score', 'correct-score', 'odd-even'] as const)
const MarketScope = Type.Enum(['match', 'first-half', 'map', 'innings'] as const)
const MarketUnit = Type.Enum(['goals', 'points', 'sets', 'games', 'maps', 'runs'] as const)
const Market = Type.Object({
  key: Type.String(),
  kind: MarketKind,
  scope: MarketScope,
  period: Type.Optional(Type.Integer()),
  unit: MarketUnit,
  line: Type.Optional(Type.Integer()),
  status: Type.Union([Type.Literal('open'), Type.Literal('suspended'), Type.Literal('closed')]),
  selections: Type.Array(Type.Object({ key: Type.String(), price: Type.Union([Type.Integer(), Type.Null()]) })),
})
const Event = Type.Object({
  eventId: Type.String(),
  sport: Sport,
  home: Type.String(),
  away: Type.String(),
  startsAt: Type.String(),
  phase: Type.Enum(['pre', 'live', 'break', 'ended', 'abandoned'] as const),
  score: Score,
  periods: Type.Array(Score),
  period: Type.Integer(),
  clock: Type.Integer(),
  danger: Type.Union([Type.String(), Type.Null()]),
  suspended: Type.Boolean(),
  marketCount: Type.Integer(),
  markets: Type.Array(Market),
})
const Leg = Type.Object({
  eventId: Type.String(),
  sport: Sport,
  home: Type.String(),
  away: Type.String(),
  startsAt: Type.String(),
  market: Type.String(),
  kind: MarketKind,
  scope: MarketScope,
  period: Type.Optional(Type.Integer()),
  unit: MarketUnit,
  line: Type.Optional(Type.Integer()),
  selection: Type.String(),
  price: Type.Integer(),
  quote: Type.String(),
  inPlay: Type.Boolean(),
  outcome: Type.Union([Type.Enum(['win', 'lose', 'push', 'void', 'half-win', 'half-lose', 'dead-heat'] as const), Type.Null()]),
  score: Type.Union([Score, Type.Null()]),
})
const Bet = Type.Object({
  betId: Type.String(),
  kind: Type.Union([Type.Literal('single'), Type.Literal('parlay')]),
  status: Type.Enum(['pending', 'open', 'rejected', 'settled'] as const),
  oddsFormat: OddsFormat,
  stake: Amount,
  risk: Amount,
  toWin: Amount,
  potentialReturn: Amount,
  placedAt: Type.String(),
  acceptAt: Type.Union([Type.String(), Type.Null()]),
  rejectedFor: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Type.Literal('won'), Type.Literal('returned'), Type.Literal('lost'), Type.Null()]),
  payout: Type.Union([Amount, Type.Null()]),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  cashOut: Type.Union([Amount, Type.Null()]),
  cashedOut: Type.Boolean(),
  corrected: Type.Boolean(),
  legs: Type.Array(Leg),
})

export const SportsSessionAnswer = Type.Object({
  book: Type.Enum(SPORTS_BOOKS),
  sports: Type.Array(Sport),
  currency: Type.String(),
  decimals: Type.Integer(),
  balance: Amount,
  trial: Type.Boolean(),
  limits: Type.Object({ minStake: Amount, maxStake: Amount, maxPayout: Amount, minParlayLegs: Type.Integer(), maxParlayLegs: Type.Integer() }),
  inPlayDelaySeconds: Type.Integer(),
  defaultOddsFormat: OddsFormat,
})
/** A match as the book shows it at an instant (the home page's live matches send it too: contract/sportsEndpoints.ts). */
export const SportsEventSchema = Event
export const SportsEventsAnswer = Type.Object({ at: Type.String(), events: Type.Array(Event) })
export const SportsEventAnswer = Type.Object({ at: Type.String(), event: Event })
export const SportsBetAnswerSchema = Type.Object({ bet: Bet, balance: Amount, replayed: Type.Boolean() })
export const SportsBetsAnswer = Type.Object({ bets: Type.Array(Bet), total: Type.Integer(), balance: Amount })

export const SPORTS_SCHEMAS = {
  session: { body: SportsSessionRequest, response: SportsSessionAnswer },
  events: { body: SportsEventsRequest, response: SportsEventsAnswer },
  event: { body: SportsEventRequest, response: SportsEventAnswer },
  bet: { body: SportsBetRequestSchema, response: SportsBetAnswerSchema },
  bets: { body: SportsBetsRequest, response: SportsBetsAnswer },
  cashOut: { body: SportsCashOutRequestSchema, response: SportsBetAnswerSchema },
} as const satisfies Record<SportsCallName, ApiCallSchemas>

export type SportsBodies = {
  session: Static<typeof SportsSessionRequest>
  events: Static<typeof SportsEventsRequest>
  event: Static<typeof SportsEventRequest>
  bet: Static<typeof SportsBetRequestSchema>
  bets: Static<typeof SportsBetsRequest>
  cashOut: Static<typeof SportsCashOutRequestSchema>
}

/** The app's types and these schemas describe the same values: a difference fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShapes: [
  Same<Static<typeof SportsSessionAnswer>, SportsSession>,
  Same<Static<typeof SportsEventsAnswer>, SportsEvents>,
  Same<Static<typeof SportsEventAnswer>, SportsEventDetail>,
  Same<Static<typeof SportsBetAnswerSchema>, SportsBetAnswer>,
  Same<Static<typeof SportsBetsAnswer>, SportsBets>,
  Same<Omit<Static<typeof SportsCashOutRequestSchema>, 'session'>, SportsCashOutRequest>,
] = [true, true, true, true, true, true]
void sameShapes
