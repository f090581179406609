/**
 * Request and response schemas of the lottery app's calls (LOTTERY_API, contract/lottery.ts). Bodies and answers
 * reuse the `/lotto` calls' shapes (schemas/lottery.ts); a body adds who calls: the session token, or for a guest the
 * merchant's code, and the language of the names in the answer.
 */
import { Type, type Static } from 'typebox'
import type { LotteryAppSession, LotteryCallName } from '../lottery'
import type { ApiCallSchemas } from './apiTable'
import {
  LotteryBetBody, LotteryBetResult, LotteryGames, LotteryOpenedNumbers, LotteryOrders, LotteryOrdersQuery, LotteryResults, LotteryResultsQuery, LotteryRound,
} from './lottery'

const Session = Type.String({ maxLength: 64, description: 'The lottery session token from the app’s address.' })
const Language = Type.String({ maxLength: 8 })
const MerchantCode = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,31}$', description: 'A guest names the merchant; a session names it already.' })
/** A guest's call names the merchant (the app's address carries it); a member's session names it already. */
const Guest = { session: Type.Optional(Session), merchant: Type.Optional(MerchantCode), lang: Type.Optional(Language) }
const Member = { session: Session, merchant: Type.Optional(MerchantCode), lang: Type.Optional(Language) }
const GameCode = LotteryResultsQuery.properties.gameCode

export const LotteryAppSessionAnswer = Type.Object({
  username: Type.Union([Type.String(), Type.Null()]),
  balance: Type.Union([Type.String(), Type.Null()], { description: 'The main wallet’s balance in major units; null for a guest.' }),
  currency: Type.Object({ code: Type.String(), decimals: Type.Integer() }),
  gameCode: Type.Union([Type.String(), Type.Null()], { description: 'The game the session was opened for, or null (the lobby).' }),
})

export const LOTTERY_APP_SCHEMAS = {
  session: { body: Type.Object(Guest, { additionalProperties: false }), response: LotteryAppSessionAnswer },
  games: { body: Type.Object(Guest, { additionalProperties: false }), response: LotteryGames },
  round: { body: Type.Object({ ...Guest, gameCode: GameCode }, { additionalProperties: false }), response: LotteryRound },
  results: { body: Type.Object({ ...Guest, ...LotteryResultsQuery.properties }, { additionalProperties: false }), response: LotteryResults },
  opened: { body: Type.Object({ ...Guest, gameCode: Type.Optional(GameCode) }, { additionalProperties: false }), response: LotteryOpenedNumbers },
  bet: { body: Type.Object({ ...Member, ...LotteryBetBody.properties }, { additionalProperties: false }), response: LotteryBetResult },
  orders: { body: Type.Object({ ...Member, ...LotteryOrdersQuery.properties }, { additionalProperties: false }), response: LotteryOrders },
} as const satisfies Record<LotteryCallName, ApiCallSchemas>

export type LotteryAppBodies = { [K in LotteryCallName]: Static<(typeof LOTTERY_APP_SCHEMAS)[K]['body']> }

/** The app's type (contract/lottery.ts) and this schema describe the same value: a difference fails to compile. */
const sameSession: [Static<typeof LotteryAppSessionAnswer>] extends [LotteryAppSession] ? ([LotteryAppSession] extends [Static<typeof LotteryAppSessionAnswer>] ? true : false) : false = true
void sameSession
