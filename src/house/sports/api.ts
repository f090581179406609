/**
 * The book's app's client of its calls (SPORTS_CALLS, contract/sportsbook.ts): each a POST of JSON with the game
 * session token in the body, answered with the platform's envelope; a failure throws a HouseApiError with the
 * answer's `errorCode` (or NETWORK_ERROR) and, for a refusal that carries them, its `value` (the prices now).
 */
import {
  SPORTS_CALLS, type BookSport, type SportsBetAnswer, type SportsBetRequest, type SportsBets, type SportsEventDetail, type SportsEvents, type SportsSession,
} from '../../contract/sportsbook'
import { postHouse } from '../api'

export interface SportsApi {
  session(): Promise<SportsSession>
  events(sport?: BookSport): Promise<SportsEvents>
  event(eventId: string): Promise<SportsEventDetail>
  bet(slip: SportsBetRequest): Promise<SportsBetAnswer>
  bets(status: 'open' | 'settled', pageNo?: number): Promise<SportsBets>
  /** Takes an open bet's cash-out offer as shown (`amount`). */
  cashOut(betId: string, amount: string): Promise<SportsBetAnswer>
}

export function createSportsApi(session: string, language: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): SportsApi {
  const call = <T>(path: string, body: object = {}) => postHouse<T>(path, { ...body, session }, fetchImpl)
  return {
    session: () => call(SPORTS_CALLS.session, { lang: language }),
    events: (sport) => call(SPORTS_CALLS.events, sport ? { sport } : {}),
    event: (eventId) => call(SPORTS_CALLS.event, { eventId }),
    bet: (slip) => call(SPORTS_CALLS.bet, slip),
    bets: (status, pageNo = 1) => call(SPORTS_CALLS.bets, { status, pageNo }),
    cashOut: (betId, amount) => call(SPORTS_CALLS.cashOut, { betId, amount }),
  }
}
