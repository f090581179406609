/**
 * The sportsbook's cash-out against a real server and database (each backend): the offer in the member's bets, as
 * the core values the bet from the feed's chances at that second, refreshed as the match plays; taken, the bet is
 * settled at the offer through the wallet, once (a replay, and the match's end, pay nothing more); refused with the
 * new offer when it fell, with no offer while a market is suspended, and for another member's bet; a parlay valued
 * with its won leg's factor. The ledger is checked after every test.
 */
import { describe, expect, it } from 'vitest'
import { toMajorString } from '../../src/contract/money'
import { SPORTS_CALLS, type SportsBet, type SportsEvent } from '../../src/contract/sportsbook'
import { cashOutSingle, cashOutValue, PROBABILITY_SCALE } from '../../src/contract/sports/margin'
import { settleMatchResult } from '../../src/contract/sports/markets'
import { betTerms, toQuote } from '../../src/contract/sports/odds'
import { fairMarkets, stateAt, type MatchScript } from '../../src/server/domain/sports/feed'
import { resultOf } from '../../src/server/domain/sports/feed/result'
import { bookSettings } from '../../src/server/domain/sports/book/settings'
import { bookOf } from '../../src/server/routes/sports/book'
import { BACKENDS, loadTestMerchants } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

const NOON = '2026-11-21T12:00:00.000Z'
const money = (minor: bigint) => toMajorString(minor, 2)

for (const backend of BACKENDS) {
  describe(`sportsbook cash-out (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const { player, call, events, balanceOf, bet, prematch } = suite

    const config = async () => (await loadTestMerchants()).byCode('demo')!.config
    const scriptOf = async (event: Pick<SportsEvent, 'eventId' | 'startsAt'>): Promise<MatchScript> =>
      bookOf(suite.app).programmes.scriptOf(await config(), { eventId: event.eventId, day: event.startsAt.slice(0, 10) })
    /** The 1X2 home side's chance at an instant, in parts per PROBABILITY_SCALE, from the model (before kick-off: as at it). */
    const homeChance = (script: MatchScript, atMs: number) => {
      const at = atMs < script.spec.startsAt ? script.spec.startsAt - 1 : atMs
      const market = fairMarkets(script.spec, stateAt(script, at)).find((m) => m.key === '1x2')!
      const total = market.selections.reduce((sum, s) => sum + s.chance, 0)
      return Math.floor((market.selections.find((s) => s.key === 'home')!.chance / Math.max(total, 1)) * PROBABILITY_SCALE)
    }
    const openBets = async (session: string): Promise<SportsBet[]> => (await call(SPORTS_CALLS.bets, { session, status: 'open' })).json().value.bets
    /** A second of play (whole seconds, as the book prices) with no suspension on and none about to begin. */
    const quietSecond = (script: MatchScript, from: number) => {
      for (let at = Math.ceil(from / 1000) * 1000; at < script.endsAt; at += 1000) {
        if (!script.suspensions.some((s) => s.from <= at + 1000 && s.to > at)) return at
      }
      throw new Error('no quiet second')
    }

    it('offers what the core values the bet at from the chances now, pays it through the wallet once when taken, and nothing more at the match’s end', async () => {
      suite.clock.set(NOON)
      const { session, relaunch } = await player()
      const { event, price } = prematch(await events(session))
      const placed = await bet(session, { legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
      expect(placed.statusCode, placed.body).toBe(200)
      const betId = placed.json().value.bet.betId as string
      const terms = betTerms(toQuote(price, 'decimal'), 10_000n)
      const { marginBp } = bookSettings(await config())
      const script = await scriptOf(event)

      // Before kick-off: the bet bought back at its fair value less the margin, under the stake (the margin was paid twice).
      const before = (await openBets(session)).find((b) => b.betId === betId)!
      const expectedBefore = cashOutSingle(terms, { win: homeChance(script, Date.parse(NOON)), push: 0 }, marginBp)!
      expect(before.cashOut).toBe(money(expectedBefore))
      expect(expectedBefore).toBeLessThan(10_000n)
      expect(expectedBefore).toBeGreaterThan(8_000n)

      // In play, at a quiet second: the offer follows the match.
      const at = quietSecond(script, script.spec.startsAt + 30 * MIN)
      suite.clock.set(new Date(at))
      const live = await relaunch()
      const during = (await openBets(live)).find((b) => b.betId === betId)!
      const expected = cashOutSingle(terms, { win: homeChance(script, at), push: 0 }, marginBp)!
      expect(during.cashOut).toBe(money(expected))
      expect(during.cashOut).not.toBe(before.cashOut)

      const balance = await balanceOf(live)
      const taken = await call(SPORTS_CALLS.cashOut, { session: live, betId, amount: during.cashOut })
      expect(taken.statusCode, taken.body).toBe(200)
      expect(taken.json().value).toMatchObject({ replayed: false, bet: { status: 'settled', cashedOut: true, payout: money(expected), cashOut: null } })
      const paid = Number(balance) * 100 + Number(expected)
      expect(await balanceOf(live)).toBe((paid / 100).toFixed(2))
      const again = await call(SPORTS_CALLS.cashOut, { session: live, betId, amount: during.cashOut })
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json().value).toMatchObject({ replayed: true, bet: { payout: money(expected) } })
      expect(await balanceOf(live)).toBe((paid / 100).toFixed(2))

      // The match ends and is resulted: the bet was settled by its cash-out and is not paid again.
      suite.clock.set(new Date(script.endsAt + MIN))
      await bookOf(suite.app).tick()
      const last = await relaunch()
      expect(await balanceOf(last)).toBe((paid / 100).toFixed(2))
      const settled = (await call(SPORTS_CALLS.bets, { session: last, status: 'settled' })).json().value.bets as SportsBet[]
      expect(settled.find((b) => b.betId === betId)).toMatchObject({ cashedOut: true, payout: money(expected) })
      suite.clock.set(NOON)
    })

    it('answers a fallen offer with the new one, none while the market is suspended, and never another member’s bet; nothing moves', async () => {
      suite.clock.set(NOON)
      const { session, relaunch } = await player()
      const { event, price } = prematch(await events(session), 1)
      const placed = await bet(session, { legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
      const betId = placed.json().value.bet.betId as string
      const offer = (await openBets(session)).find((b) => b.betId === betId)!.cashOut!

      const higher = toMajorString(BigInt(Math.round(Number(offer) * 100)) + 1n, 2)
      const fallen = await call(SPORTS_CALLS.cashOut, { session, betId, amount: higher })
      expect(fallen.statusCode).toBe(409)
      expect(fallen.json()).toMatchObject({ errorCode: 'sports.cashout.changed', value: { cashOut: offer } })

      const { session: other } = await player()
      const stranger = await call(SPORTS_CALLS.cashOut, { session: other, betId, amount: offer })
      expect(stranger.statusCode).toBe(404)
      expect(stranger.json().errorCode).toBe('sports.bet.not.found')
      for (const body of [{ betId, amount: 'all of it' }, { betId: '9'.repeat(19), amount: offer }, { betId: '0', amount: offer }]) {
        const bad = await call(SPORTS_CALLS.cashOut, { session, ...body })
        expect(bad.statusCode, bad.body).toBe(400)
      }

      const script = await scriptOf(event)
      const suspension = script.suspensions.find((s) => s.from >= script.spec.startsAt && s.to - s.from >= 2000)!
      suite.clock.set(new Date(Math.ceil(suspension.from / 1000) * 1000 + 1000))
      const live = await relaunch()
      expect((await openBets(live)).find((b) => b.betId === betId)!.cashOut).toBeNull()
      const suspended = await call(SPORTS_CALLS.cashOut, { session: live, betId, amount: '0.01' })
      expect(suspended.statusCode).toBe(409)
      expect(suspended.json().errorCode).toBe('sports.cashout.unavailable')
      expect(await balanceOf(live)).toBe('900.00')
      expect((await openBets(live)).find((b) => b.betId === betId)).toMatchObject({ status: 'open', cashedOut: false })
      suite.clock.set(NOON)
    })

    it('values a parlay with a won leg at that leg’s factor and the other’s chances; one with a lost leg is settled, not offered', async () => {
      suite.clock.set(NOON)
      const { session, relaunch } = await player()
      const list = (await events(session)).filter((e) => e.sport === 'football' && e.phase === 'pre' && e.markets.some((m) => m.key === '1x2' && m.status === 'open'))
      const scripts = await Promise.all(list.map((e) => scriptOf(e)))
      // A first match, and a second still to play (or playing) well after the first has ended.
      const first = scripts.reduce((a, b) => (b.endsAt < a.endsAt ? b : a))
      const second = scripts.find((s) => s !== first && s.endsAt > first.endsAt + 20 * MIN)!
      expect(second, 'a match still to be decided after the first ends').toBeDefined()
      const firstResult = settleMatchResult(resultOf(first).score)
      const side = (won: boolean) => (['home', 'draw', 'away'] as const).find((key) => (firstResult[key] === 'win') === won)!
      const priceOf = (script: MatchScript, selection: string) => list.find((e) => e.eventId === script.spec.id)!.markets.find((m) => m.key === '1x2')!.selections.find((s) => s.key === selection)!.price!
      const parlay = async (firstSide: string) => {
        const answer = await bet(session, {
          legs: [{ eventId: first.spec.id, market: '1x2', selection: firstSide, price: priceOf(first, firstSide) }, { eventId: second.spec.id, market: '1x2', selection: 'home', price: priceOf(second, 'home') }],
          stake: '20.00', oddsFormat: 'decimal', oddsChange: 'none',
        })
        expect(answer.statusCode, answer.body).toBe(200)
        return answer.json().value.bet.betId as string
      }
      const winning = await parlay(side(true))
      const losing = await parlay(side(false))

      const at = quietSecond(second, first.endsAt + MIN)
      suite.clock.set(new Date(at))
      await bookOf(suite.app).tick()
      const live = await relaunch()
      const bets = await openBets(live)
      // The parlay whose first leg lost is settled lost: nothing to cash out.
      expect(bets.find((b) => b.betId === losing)).toBeUndefined()
      const settled = (await call(SPORTS_CALLS.bets, { session: live, status: 'settled' })).json().value.bets as SportsBet[]
      expect(settled.find((b) => b.betId === losing)).toMatchObject({ result: 'lost', payout: '0.00', cashOut: null })
      const { marginBp } = bookSettings(await config())
      const expected = cashOutValue(2_000n, [
        { quote: toQuote(priceOf(first, side(true)), 'decimal'), outcome: 'win' },
        { quote: toQuote(priceOf(second, 'home'), 'decimal'), chances: { win: homeChance(second, at), push: 0 } },
      ], marginBp)
      expect(bets.find((b) => b.betId === winning)!.cashOut).toBe(money(expected!))
      suite.clock.set(NOON)
    })
  })
}
