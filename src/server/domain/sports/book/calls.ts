/**
 * The book's read calls (the bet is place.ts): the matches of the session's book with their state and prices at
 * this second, one match whole, the member's bets; and the job's tick, which runs settle.ts for every merchant.
 */
import type { MerchantConfig } from '../../../../config/schema'
import { BOOK_SPORTS, type BookSport, type SportsBets, type SportsEventDetail, type SportsEvents } from '../../../../contract/sportsbook'
import { memberBets } from '../../../db/sports/bets'
import { eventById, eventsBetween, eventsByIds } from '../../../db/sports/events'
import { AppError } from '../../../errors'
import { DAY_MS } from '../feed'
import { bookInstant, type Programmes } from './programme'
import { BOOK_SPORTS_OF, walletError, type BookSession } from './session'
import type { BookServices } from './services'
import { resolvePending, resultMatches, settleBets, undoPlacing } from './settle'
import { betView, eventView } from './views'
import { cashOutOffers, finishCashOuts } from './cashout'
import { correctResults, resettleBets } from './correct'

/** The list looks this far ahead. */
const LIST_AHEAD_MS = DAY_MS
const MAX_LISTED = 60

export async function bookEvents(services: BookServices, programmes: Programmes, session: BookSession, body: { sport?: string }): Promise<SportsEvents> {
  const { config } = session
  const now = services.clock.now()
  const at = bookInstant(now)
  await programmes.ensure(config, now)
  const offered = BOOK_SPORTS_OF[session.book]
  const sports = body.sport === undefined ? offered : offered.filter((sport) => sport === body.sport)
  if (body.sport !== undefined && !(BOOK_SPORTS as readonly string[]).includes(body.sport)) throw new AppError('sports.bet.invalid', `No sport ${body.sport}.`, { field: '/sport' })
  const rows = await eventsBetween(services.db, config.code, sports, new Date(at), new Date(at + LIST_AHEAD_MS))
  const events = []
  for (const row of rows.slice(0, MAX_LISTED)) {
    const script = await programmes.scriptOf(config, row)
    events.push(eventView(row, programmes.stateAt(script, at), programmes.marketsAt(config, script, at), false))
  }
  // Live first, then by start.
  events.sort((a, b) => Number(b.phase === 'live' || b.phase === 'break') - Number(a.phase === 'live' || a.phase === 'break') || a.startsAt.localeCompare(b.startsAt))
  return { at: new Date(at).toISOString(), events }
}

export async function bookEvent(services: BookServices, programmes: Programmes, session: BookSession, body: { eventId: string }): Promise<SportsEventDetail> {
  const { config } = session
  const at = bookInstant(services.clock.now())
  const row = await eventById(services.db, config.code, body.eventId)
  if (!row || !BOOK_SPORTS_OF[session.book].includes(row.sport as BookSport)) throw new AppError('sports.event.not.found', `There is no match ${body.eventId} in this book.`, { eventId: body.eventId })
  const script = await programmes.scriptOf(config, row)
  return { at: new Date(at).toISOString(), event: eventView(row, programmes.stateAt(script, at), programmes.marketsAt(config, script, at), true) }
}

const PAGE_SIZE = 20

export async function bookBets(services: BookServices, programmes: Programmes, session: BookSession, body: { status?: 'open' | 'settled'; pageNo?: number; pageSize?: number }): Promise<SportsBets> {
  const { config } = session
  // The member's own pending bets are answered as soon as their delay is over, not at the job's next tick.
  await resolvePending(services, programmes, config, services.clock.now(), session.row.memberId)
  const size = body.pageSize ?? PAGE_SIZE
  const page = await memberBets(services.db, session.row.memberId, [session.game.vendorCode], body.status ?? 'open', { offset: ((body.pageNo ?? 1) - 1) * size, limit: size })
  const ids = [...new Set(page.rows.flatMap((bet) => bet.legs.map((leg) => leg.eventId)))]
  const events = new Map((await eventsByIds(services.db, config.code, ids)).map((event) => [event.eventId, event]))
  const balance = await services.wallet.balance(session.game.vendorCode, session.token).then((reply) => reply.balance, (error: unknown) => { throw walletError(error) })
  const offers = await cashOutOffers(services, programmes, config, page.rows, events)
  return { bets: page.rows.map((bet) => betView(bet, events, config.currency.decimals, offers.get(bet.id) ?? null)), total: page.total, balance }
}

/** One pass of the book's work for a merchant (settle.ts); what it did, for the log and tests. */
export async function bookTick(
  services: BookServices, programmes: Programmes, config: MerchantConfig,
): Promise<{ undone: number; resolved: number; resulted: number; settled: number; cashedOut: number; corrected: number; resettled: number }> {
  const now = services.clock.now()
  await programmes.ensure(config, now)
  const undone = await undoPlacing(services, config, now)
  const resolved = await resolvePending(services, programmes, config, now)
  const resulted = await resultMatches(services, programmes, config, now)
  const settled = await settleBets(services, config, now)
  const cashedOut = await finishCashOuts(services, config)
  const corrected = await correctResults(services, programmes, config, now)
  const resettled = await resettleBets(services, config, now)
  return { undone, resolved, resulted, settled, cashedOut, corrected, resettled }
}
