/**
 * The home page's live matches (`liveMatches`, contract/sportsEndpoints.ts) against a real server and database (each
 * backend): a guest is answered the matches of the merchant's listed books in play, then the next to start, as the
 * book lists them at that instant with only their result market, each with the book's game to open; never a match's
 * seed or future; none for a merchant whose books are not listed.
 */
import { describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { LIVE_MATCHES_MAX } from '../../src/contract/sportsEndpoints'
import type { LiveMatches } from '../../src/contract/schemas/sportsLive'
import { SPORTS_CALLS } from '../../src/contract/sportsbook'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { BACKENDS, expectContract } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

for (const backend of BACKENDS) {
  describe(`the home page's live matches (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const live = async (host = 'localhost:3000'): Promise<LiveMatches> => {
      const answer = await suite.app.inject({ method: 'GET', url: ENDPOINTS.liveMatches.path, headers: { host } })
      expect(answer.statusCode, answer.body).toBe(200)
      expectContract('liveMatches', answer.json())
      return (answer.json() as { value: LiveMatches }).value
    }

    it('answers a guest the matches in play first, then the next to start, each as the book lists it now', async () => {
      const sportsbook = (await gameByVendorId(suite.db, 'demo', 'HSPORT', 'sportsbook'))!
      const esportsbook = (await gameByVendorId(suite.db, 'demo', 'HESPORT', 'esportsbook'))!
      // Through the day, so that some answers have matches in play and some only matches to come.
      let sawLive = false
      for (let hour = 0; hour < 24; hour += 3) {
        suite.clock.set(new Date(Date.parse('2026-11-21T00:30:00.000Z') + hour * 60 * MIN))
        const { at, matches } = await live()
        expect(at).toBe(suite.clock.now().toISOString())
        expect(matches.length).toBeGreaterThan(0)
        expect(matches.length).toBeLessThanOrEqual(LIVE_MATCHES_MAX)
        const phases = matches.map((match) => match.event.phase)
        expect(phases.every((phase) => ['live', 'break', 'pre'].includes(phase))).toBe(true)
        // In play first: once a match to come is listed, no match in play follows it.
        expect(phases.slice(phases.indexOf('pre') === -1 ? phases.length : phases.indexOf('pre')).every((phase) => phase === 'pre')).toBe(true)
        sawLive ||= phases.some((phase) => phase !== 'pre')
        for (const { book, nodeId, event } of matches) {
          expect(nodeId).toBe(Number(book === 'sportsbook' ? sportsbook.nodeId : esportsbook.nodeId))
          expect(book === 'esportsbook').toBe(['moba', 'shooter'].includes(event.sport))
          expect(event.markets.length).toBeLessThanOrEqual(1)
          expect(event.markets.every((market) => market.kind === 'result' || market.kind === 'money-line')).toBe(true)
          if (event.phase === 'pre') expect(Date.parse(event.startsAt)).toBeGreaterThan(Date.parse(at))
        }
        const body = JSON.stringify(matches)
        for (const secret of ['seed', 'script', 'suspensions', 'endsAt', 'strength']) expect(body).not.toContain(secret)
      }
      expect(sawLive).toBe(true)
      suite.clock.set(new Date('2026-11-21T12:00:00.000Z'))
    })

    it('shows a match exactly as the book lists it to a player at the same instant', async () => {
      const { session } = await suite.player()
      const { matches } = await live()
      const listed = (await suite.call(SPORTS_CALLS.events, { session })).json().value as { events: { eventId: string; score: unknown; markets: { key: string; selections: unknown }[] }[] }
      for (const { event } of matches) {
        const same = listed.events.find((candidate) => candidate.eventId === event.eventId)
        if (!same) continue
        expect(event.score).toEqual(same.score)
        const market = event.markets[0]
        if (market) expect(market.selections).toEqual(same.markets.find((candidate) => candidate.key === market.key)?.selections)
      }
    })

    it('answers none for a merchant whose books are not listed', async () => {
      expect((await live('lotus.localhost:3000')).matches.length).toBeGreaterThan(0)
      await suite.db.query(`DELETE FROM games WHERE merchant_code = 'lotus' AND vendor_code IN ('HSPORT', 'HESPORT')`)
      expect((await live('lotus.localhost:3000')).matches).toEqual([])
    })
  })
}
