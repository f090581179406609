/**
 * The lottery app's client of its calls (LOTTERY_CALLS, contract/lottery.ts): each a POST of JSON with the session
 * token (a member) or the merchant's code (a guest) in the body, answered with the platform's envelope; a failure
 * throws a HouseApiError with the answer's `errorCode` (or NETWORK_ERROR), as the house games' client does.
 */
import { LOTTERY_CALLS, type LotteryAppSession } from '../../contract/lottery'
import type {
  LotteryBetBody,
  LotteryBetResult,
  LotteryGames,
  LotteryOpenedNumbers,
  LotteryOrders,
  LotteryOrdersQuery,
  LotteryResults,
  LotteryRound,
} from '../../contract/schemas/lottery'
import type { RoundSource } from '../../components/lottery/useRound'
import { errorCodeOf, postHouse } from '../api'

export interface LotteryApi {
  session(): Promise<LotteryAppSession>
  games(): Promise<LotteryGames>
  round(gameCode: string): Promise<LotteryRound>
  results(gameCode: string, pageNo?: number): Promise<LotteryResults>
  opened(): Promise<LotteryOpenedNumbers>
  bet(bet: LotteryBetBody): Promise<LotteryBetResult>
  orders(query: LotteryOrdersQuery): Promise<LotteryOrders>
  /** The round reads as the countdowns' hook takes them (one object per client, so the hook's effects keep still). */
  rounds: RoundSource
}

export interface LotteryCaller {
  /** The session token from the app's address ('' for a guest). */
  session: string
  merchant: string
  language: string
}

export function createLotteryApi(caller: LotteryCaller, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): LotteryApi {
  const who = caller.session ? { session: caller.session } : { merchant: caller.merchant }
  const call = <T>(path: string, body: object = {}) => postHouse<T>(path, { ...who, lang: caller.language, ...body }, fetchImpl)
  const round = (gameCode: string) => call<LotteryRound>(LOTTERY_CALLS.round, { gameCode })
  return {
    session: () => call(LOTTERY_CALLS.session),
    games: () => call(LOTTERY_CALLS.games),
    round,
    results: (gameCode, pageNo = 1) => call(LOTTERY_CALLS.results, { gameCode, pageNo: String(pageNo), pageSize: '10' }),
    opened: () => call(LOTTERY_CALLS.opened),
    bet: (bet) => call(LOTTERY_CALLS.bet, bet),
    orders: (query) => call(LOTTERY_CALLS.orders, query),
    rounds: { read: round, errorCode: errorCodeOf },
  }
}
