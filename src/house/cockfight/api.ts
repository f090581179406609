/**
 * The arena's app's client of its calls (COCKFIGHT_CALLS, contract/cockfight.ts): each a POST of JSON with the game
 * session token in the body, answered with the platform's envelope; a failure throws a HouseApiError with the
 * answer's `errorCode` (or NETWORK_ERROR).
 */
import { COCKFIGHT_CALLS, type CockfightArena, type CockfightBetAnswer, type CockfightBetRequest, type CockfightBets, type CockfightBetStatus, type CockfightSession } from '../../contract/cockfight'
import { postHouse } from '../api'

export interface CockfightApi {
  session(): Promise<CockfightSession>
  /** The fight on now, the next one and the road. */
  arena(): Promise<CockfightArena>
  bet(bet: CockfightBetRequest): Promise<CockfightBetAnswer>
  bets(status: CockfightBetStatus, pageNo?: number): Promise<CockfightBets>
}

export function createCockfightApi(session: string, language: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): CockfightApi {
  const call = <T>(path: string, body: object = {}) => postHouse<T>(path, { ...body, session }, fetchImpl)
  return {
    session: () => call(COCKFIGHT_CALLS.session, { lang: language }),
    arena: () => call(COCKFIGHT_CALLS.arena),
    bet: (bet) => call(COCKFIGHT_CALLS.bet, bet),
    bets: (status, pageNo = 1) => call(COCKFIGHT_CALLS.bets, { status, pageNo }),
  }
}
