/** The home page's live matches as the server answers them (contract/schemas/sportsLive.ts), for stories and tests. */
import type { LiveMatch } from '../../../contract/schemas/sportsLive'
import type { SportsEvent } from '../../../contract/sportsbook'
import { basketballLive, footballLive, footballPrematch, footballTomorrow, mobaLive, tennisLive } from '../fixtures'

/** A match with only its result market (1X2, else the money line), as the call sends it. */
function liveMatch(event: SportsEvent, book: LiveMatch['book'] = 'sportsbook'): LiveMatch {
  const result = event.markets.filter((market) => market.kind === 'result' || market.kind === 'money-line').slice(0, 1)
  return { book, nodeId: book === 'sportsbook' ? 41 : 42, event: { ...event, markets: result } }
}

/** Four in play (football 67', basketball, tennis, a MOBA) then one to come. */
export const liveMatches: LiveMatch[] = [
  liveMatch(footballLive), liveMatch(basketballLive), liveMatch(tennisLive), liveMatch(mobaLive, 'esportsbook'), liveMatch(footballPrematch),
]

/** None in play: the next two to start. */
export const comingMatches: LiveMatch[] = [liveMatch(footballPrematch), liveMatch(footballTomorrow)]
