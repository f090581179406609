/**
 * The demo's players at the house books (demo merchant): over the last day and a half, demomember and demoagent's
 * team bet singles and parlays on the matches to come, the book results the matches as they end and pays the bets,
 * so the book's "my bets", the member's betting record and the agent centre's team figures show sports a newcomer
 * can open after `npm start`.
 *
 * Made through the book's own code, each step at its moment of the past (an injected clock): a game session as a
 * launch mints one; the matches listed and priced as the app lists them (`bookEvents`); the bet struck by
 * `placeBet` against the member's wallet over the vendor protocol's wallet calls; the job's pass (`bookTick`) that
 * results the ended matches and pays. The days' programme seeds are sealed with the server's data key, since the
 * running server lists the same days and settles the bets still open.
 */
import { toMajorString } from '../../contract/money'
import type { SportsEvent, SportsLegRequest } from '../../contract/sportsbook'
import type { SecretBox } from '../crypto/secretBox'
import type { Database } from '../db/database'
import { findMemberByUsername } from '../db/member/members'
import { bookEvents, bookTick } from '../domain/sports/book/calls'
import { placeBet } from '../domain/sports/book/place'
import { Programmes } from '../domain/sports/book/programme'
import type { BookServices } from '../domain/sports/book/services'
import { bookSession } from '../domain/sports/book/session'
import type { MerchantRegistry } from '../merchants/registry'
import { cryptoRandom, fixedClock } from '../runtime'
import { inProcessWallet, launchHouseGame, TEAM_PLAYERS } from './teamActivity'
import { seedSequence } from './sequence'

const HOUR_MS = 3_600_000
/** The bets are placed from this long ago ... */
const FROM_HOURS = 36
/** ... every this many hours, until an hour ago (the last ones' matches still to be played: open bets). */
const EVERY_HOURS = 1.5

/** An open selection of a match's main market, picked by `next`. */
function pick(event: SportsEvent, next: (n: number) => number): SportsLegRequest | undefined {
  const market = event.markets.find((m) => m.status === 'open' && m.selections.every((s) => s.price !== null))
  if (!market) return undefined
  const selection = market.selections[next(market.selections.length)]
  return { eventId: event.eventId, market: market.key, selection: selection.key, price: selection.price! }
}

export async function seedSportsPlay(db: Database, input: { merchantCode: string; merchants: MerchantRegistry; now: Date; secrets: SecretBox }): Promise<number> {
  const config = input.merchants.byCode(input.merchantCode)?.config
  if (!config) return 0
  const { rows: books } = await db.query<{ node_id: bigint; vendor_code: string; game_type: string }>(
    `SELECT node_id, vendor_code, game_type FROM games WHERE merchant_code = $1 AND game_type IN ('sportsbook', 'esportsbook') ORDER BY sort`, [input.merchantCode],
  )
  const usernames = ['demomember', ...TEAM_PLAYERS.map((p) => p.username)]
  const players = (await Promise.all(usernames.map((username) => findMemberByUsername(db, input.merchantCode, username)))).filter((m) => m !== null)
  if (!books.length || !players.length) return 0

  const clock = fixedClock(input.now)
  const services: BookServices = { db, clock, random: cryptoRandom, merchants: input.merchants, secrets: input.secrets, wallet: inProcessWallet({ db, merchants: input.merchants }, clock) }
  const programmes = new Programmes(services)
  const next = seedSequence(2_626)
  let placed = 0
  for (let at = input.now.getTime() - FROM_HOURS * HOUR_MS; at <= input.now.getTime() - HOUR_MS; at += EVERY_HOURS * HOUR_MS) {
    clock.set(new Date(at))
    // The job's pass at this moment: the matches ended since the last are resulted and their bets paid.
    await bookTick(services, programmes, config)
    for (const player of players) {
      if (next(3) === 0) continue
      const book = books[next(4) === 0 ? books.length - 1 : 0]
      clock.set(new Date(at + next(600) * 1000))
      const token = await launchHouseGame(db, { merchantCode: input.merchantCode, memberId: player.id, vendorCode: book.vendor_code, nodeId: book.node_id, at: clock.now() })
      const session = await bookSession(services, token)
      const coming = (await bookEvents(services, programmes, session, {})).events.filter((event) => event.phase === 'pre').slice(0, 12)
      const legCount = next(3) === 0 ? 2 + next(2) : 1
      const legs: SportsLegRequest[] = []
      for (let tries = 0; legs.length < legCount && tries < 8; tries++) {
        const event = coming[next(coming.length || 1)]
        const leg = event && !legs.some((l) => l.eventId === event.eventId) ? pick(event, next) : undefined
        if (leg) legs.push(leg)
      }
      if (!legs.length) continue
      const stake = BigInt(legs.length > 1 ? 20 + next(9) * 10 : 50 + next(20) * 25) * 10n ** BigInt(config.currency.decimals)
      try {
        await placeBet(services, programmes, session, {
          idempotencyKey: `seed-sports-${player.id}-${at}`, legs, stake: toMajorString(stake, config.currency.decimals), oddsFormat: 'decimal', oddsChange: 'none',
        })
        placed++
      } catch {
        // A bet the book or the wallet refused (the balance ran short, a limit) is a bet not placed.
      }
    }
  }
  clock.set(input.now)
  await bookTick(services, programmes, config)
  return placed
}
