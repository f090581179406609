/**
 * Request and response schemas of the cockfighting arena's API (COCKFIGHT_API, contract/cockfight.ts). The server
 * validates bodies with them and serialises its answers from them (a field not named here never leaves the server:
 * a fight's script, its seed or result time cannot slip out); the checks at the end keep them and the app's types
 * the same.
 */
import { Type, type Static } from 'typebox'
import type { CockfightArena, CockfightBetAnswer, CockfightBetRequest, CockfightBets, CockfightCallName, CockfightSession } from '../cockfight'
import { COCKFIGHT_MODES } from '../cockfight'
import { COCKFIGHT_SELECTIONS, DRAW_KINDS, FIGHT_PHASES, FIGHT_RESULTS } from '../sports/cockfight'
import type { ApiCallSchemas } from './apiTable'

const Amount = Type.String({ description: 'Major units with the currency’s decimals, e.g. "12.50".' })
const Session = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$', description: 'The game session token from the frame’s address.' })
const FightId = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}-[1-9][0-9]{0,4}$', description: 'The programme’s day and the fight’s number, `2026-11-21-37`.' })
const Mode = Type.Enum(COCKFIGHT_MODES)
const Selection = Type.Enum(COCKFIGHT_SELECTIONS)
const Result = Type.Enum(FIGHT_RESULTS)
const DrawKind = Type.Union([Type.Enum(DRAW_KINDS), Type.Null()])

export const CockfightSessionRequest = Type.Object({ session: Session, lang: Type.Optional(Type.String({ maxLength: 8 })) })
export const CockfightArenaRequest = Type.Object({ session: Session })
export const CockfightBetRequestSchema = Type.Object({
  session: Session,
  idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  fightId: FightId,
  selection: Selection,
  stake: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,8})?$' }),
})
export const CockfightBetsRequest = Type.Object({
  session: Session,
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('settled')])),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})

const PoolSide = Type.Object({ total: Amount, per100: Type.Union([Type.String(), Type.Null()]) })
const Fight = Type.Object({
  fightId: Type.String(),
  fight: Type.Integer(),
  phase: Type.Enum(FIGHT_PHASES),
  opensAt: Type.String(),
  lastCallAt: Type.String(),
  closesAt: Type.String(),
  locked: Type.Object({ meron: Type.Boolean(), wala: Type.Boolean() }),
  result: Type.Union([Result, Type.Null()]),
  drawKind: DrawKind,
  prices: Type.Union([Type.Object({ meron: Type.Integer(), wala: Type.Integer() }), Type.Null()]),
  pool: Type.Union([Type.Object({ meron: PoolSide, wala: PoolSide }), Type.Null()]),
})
const RoadEntry = Type.Object({ fightId: Type.String(), fight: Type.Integer(), result: Result, drawKind: DrawKind })
const Bet = Type.Object({
  betId: Type.String(),
  fightId: Type.String(),
  fight: Type.Integer(),
  selection: Selection,
  mode: Mode,
  stake: Amount,
  risk: Amount,
  potentialReturn: Type.Union([Amount, Type.Null()]),
  quote: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('open'), Type.Literal('settled')]),
  outcome: Type.Union([Type.Enum(['win', 'lose', 'push', 'void'] as const), Type.Null()]),
  result: Type.Union([Type.Literal('won'), Type.Literal('returned'), Type.Literal('lost'), Type.Null()]),
  payout: Type.Union([Amount, Type.Null()]),
  placedAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
})

export const CockfightSessionAnswer = Type.Object({
  game: Type.Literal('cockfight'),
  mode: Mode,
  currency: Type.String(),
  decimals: Type.Integer(),
  balance: Amount,
  trial: Type.Boolean(),
  limits: Type.Object({ minStake: Amount, maxStake: Amount, maxPayout: Amount }),
  plasadaBp: Type.Integer(),
  drawPays: Type.Integer(),
  fightEverySeconds: Type.Integer(),
})
export const CockfightArenaAnswer = Type.Object({ at: Type.String(), mode: Mode, current: Fight, next: Fight, road: Type.Array(RoadEntry) })
export const CockfightBetAnswerSchema = Type.Object({ bet: Bet, balance: Amount, replayed: Type.Boolean() })
export const CockfightBetsAnswer = Type.Object({ bets: Type.Array(Bet), total: Type.Integer(), balance: Amount })

export const COCKFIGHT_SCHEMAS = {
  session: { body: CockfightSessionRequest, response: CockfightSessionAnswer },
  arena: { body: CockfightArenaRequest, response: CockfightArenaAnswer },
  bet: { body: CockfightBetRequestSchema, response: CockfightBetAnswerSchema },
  bets: { body: CockfightBetsRequest, response: CockfightBetsAnswer },
} as const satisfies Record<CockfightCallName, ApiCallSchemas>

export type CockfightBodies = {
  session: Static<typeof CockfightSessionRequest>
  arena: Static<typeof CockfightArenaRequest>
  bet: Static<typeof CockfightBetRequestSchema>
  bets: Static<typeof CockfightBetsRequest>
}

/** The app's types and these schemas describe the same values: a difference fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShapes: [
  Same<Static<typeof CockfightSessionAnswer>, CockfightSession>,
  Same<Static<typeof CockfightArenaAnswer>, CockfightArena>,
  Same<Static<typeof CockfightBetAnswerSchema>, CockfightBetAnswer>,
  Same<Static<typeof CockfightBetsAnswer>, CockfightBets>,
  Same<Omit<Static<typeof CockfightBetRequestSchema>, 'session'>, CockfightBetRequest>,
] = [true, true, true, true, true]
void sameShapes
