import type { ApiTable } from './apiTable'

/**
 * Where our lottery app opens: the lottery lobby URL (`lotteryLobbyUrl`) answers
 * `<launch host>LOTTERY_APP_PATH/<view>?<LOTTERY_APP_PARAMS...>` — `lobby` (every game) or `betting` (one game).
 * A member's address carries a fresh lottery session token (the app's only credential, like a house game's
 * session); a guest's carries none.
 */
export const LOTTERY_APP_PATH = '/lottery-app'

/**
 * The prize tiers, special first: the order a draw's digits are derived in from its seed (server
 * domain/lottery/derive.ts), so part of the provably-fair algorithm, and the order results are shown in.
 */
export const LOTTERY_PRIZE_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const
export type LotteryPrizeTier = (typeof LOTTERY_PRIZE_TIERS)[number]
export const LOTTERY_VIEWS = ['lobby', 'betting'] as const
export type LotteryView = (typeof LOTTERY_VIEWS)[number]

/** The query parameters of the app's address. */
export const LOTTERY_APP_PARAMS = {
  /** The game of the betting view. */
  game: 'game',
  session: 'session',
  /** The merchant's code: a guest's calls name it (a member's session names it already). */
  merchant: 'merchant',
  language: 'lang',
  /** As the portal sent them: lottoArea (VN), lottoPrizeMode (Elott), device. */
  area: 'area',
  prizeMode: 'mode',
  device: 'device',
} as const

/**
 * The lottery app's calls (the app runs in the portal's sandboxed frame without same-origin, like a house game: an
 * opaque origin, no cookies): each a POST of JSON to `LOTTERY_API_PATH/<call>` answered with the platform's envelope,
 * CORS for any origin. The session token from the app's address goes in the body as `session`; without one (a guest)
 * the app can read games, rounds and results, never bet, and names the merchant (`merchant`). `lang` names the language the answer's names are in.
 * Bodies and answers reuse the lottery calls' shapes (contract/schemas/lottery.ts).
 */
export const LOTTERY_API_PATH = '/lottery-api/v1'

export const LOTTERY_CALLS = {
  /** `{ session?, lang? }` → LotteryAppSession. */
  session: `${LOTTERY_API_PATH}/session`,
  /** `{ lang? }` → LotteryGames. */
  games: `${LOTTERY_API_PATH}/games`,
  /** `{ gameCode }` → LotteryRound. */
  round: `${LOTTERY_API_PATH}/round`,
  /** `{ gameCode, pageNo?, pageSize?, lang? }` → LotteryResults. */
  results: `${LOTTERY_API_PATH}/results`,
  /** `{ gameCode?, lang? }` → LotteryOpenedNumbers: the latest draw of each game. */
  opened: `${LOTTERY_API_PATH}/opened`,
  /** `{ session, lang?, ...LotteryBetBody }` → LotteryBetResult. */
  bet: `${LOTTERY_API_PATH}/bet`,
  /** `{ session, lang?, ...LotteryOrdersQuery }` → LotteryOrders. */
  orders: `${LOTTERY_API_PATH}/orders`,
} as const

/** The app reads a round every second or two per open view; this bounds a runaway script, per address. */
const LOTTERY_APP_RATE_LIMIT_PER_MINUTE = 600
const lotteryCall = (path: string, summary: string, guest: boolean) =>
  ({ method: 'POST', path, credential: 'lottery session', guest, rateLimitPerMinute: LOTTERY_APP_RATE_LIMIT_PER_MINUTE, summary }) as const

/**
 * The lottery app's calls as a table (contract/apiTable.ts): the server registers a route per entry and validates
 * with `LOTTERY_APP_SCHEMAS` (schemas/lotteryApp.ts). The app calls by `LOTTERY_CALLS`, so this stays out of its bundle.
 */
export const LOTTERY_API = {
  session: lotteryCall(LOTTERY_CALLS.session, 'Who the app plays for: the member and balance, or a guest', true),
  games: lotteryCall(LOTTERY_CALLS.games, 'The merchant’s lottery games', true),
  round: lotteryCall(LOTTERY_CALLS.round, 'A game’s current, next and last rounds', true),
  results: lotteryCall(LOTTERY_CALLS.results, 'A game’s drawn results, a page at a time', true),
  opened: lotteryCall(LOTTERY_CALLS.opened, 'The latest draw of each game', true),
  bet: lotteryCall(LOTTERY_CALLS.bet, 'A bet on a round open for betting', false),
  orders: lotteryCall(LOTTERY_CALLS.orders, 'The member’s lottery orders', false),
} as const satisfies ApiTable
export type LotteryCallName = keyof typeof LOTTERY_API

/** Who the app plays for: the member and their balance, or a guest (both null). */
export interface LotteryAppSession {
  username: string | null
  /** The main wallet's balance, major units ("1250.00"); null for a guest. */
  balance: string | null
  currency: { code: string; decimals: number }
  /** The game the session was opened for (the betting view), or null (the lobby). */
  gameCode: string | null
}
