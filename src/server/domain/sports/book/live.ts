/**
 * The home page's live matches (contract/sportsEndpoints.ts): the matches of the merchant's listed house books in
 * play now, then the next to start, each as the book itself lists it at this instant (views.ts) with only its result
 * market, and the book's game to open it in. A merchant whose navigation lists no book gets none.
 */
import type { MerchantConfig } from '../../../../config/schema'
import type { SportsBook } from '../../../../contract/sportsbook'
import { LIVE_MATCHES_MAX } from '../../../../contract/sportsEndpoints'
import type { LiveMatch, LiveMatches } from '../../../../contract/schemas/sportsLive'
import { gameByVendorId } from '../../../db/games/catalogue'
import { eventsBetween } from '../../../db/sports/events'
import { HOUSE_BOOK_GAMES } from '../../../games/house/catalogue'
import { bookInstant, type Programmes } from './programme'
import type { BookServices } from './services'
import { BOOK_SPORTS_OF } from './session'
import { eventView } from './views'

/** How far ahead the matches to come are looked for when fewer than the most are in play. */
const COMING_WITHIN_MS = 6 * 3_600_000
const BOOKS: readonly SportsBook[] = ['sportsbook', 'esportsbook']

export async function liveMatches(services: BookServices, programmes: Programmes, config: MerchantConfig): Promise<LiveMatches> {
  const now = services.clock.now()
  const at = bookInstant(now)
  const listed = new Map<string, { book: SportsBook; nodeId: number }>()
  for (const book of BOOKS) {
    const game = HOUSE_BOOK_GAMES.find((candidate) => candidate.gameId === book)!
    const row = await gameByVendorId(services.db, config.code, game.vendorCode, game.gameId)
    if (row) for (const sport of BOOK_SPORTS_OF[book]) listed.set(sport, { book, nodeId: Number(row.nodeId) })
  }
  if (listed.size === 0) return { at: new Date(at).toISOString(), matches: [] }

  await programmes.ensure(config, now)
  const rows = await eventsBetween(services.db, config.code, [...listed.keys()], new Date(at), new Date(at + COMING_WITHIN_MS))
  const live: LiveMatch[] = []
  const coming: LiveMatch[] = []
  // Rows come by start: the ones in play are the first that started; a started match can only be in play or over.
  for (const row of rows) {
    const started = row.startsAt.getTime() <= at
    if (!started && live.length + coming.length >= LIVE_MATCHES_MAX) break
    const script = await programmes.scriptOf(config, row)
    const event = eventView(row, programmes.stateAt(script, at), programmes.marketsAt(config, script, at), false)
    if (event.phase === 'ended' || event.phase === 'abandoned') continue
    const result = event.markets.filter((market) => market.kind === 'result' || market.kind === 'money-line').slice(0, 1)
    const match = { ...listed.get(row.sport)!, event: { ...event, markets: result } }
    if (event.phase === 'pre') coming.push(match)
    else live.push(match)
  }
  return { at: new Date(at).toISOString(), matches: [...live, ...coming].slice(0, LIVE_MATCHES_MAX) }
}
