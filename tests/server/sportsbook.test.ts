/**
 * The house sportsbook's API against a real server and database (each backend): the programme listed without a
 * match's future, singles and parlays struck at the book's prices under the odds-change choice, every stake and
 * payout through the vendor protocol's wallet calls, the in-play delay, settlement from the feed's result, and bad
 * input answered with the book's codes and nothing moved. The ledger is checked after every test.
 */
import { describe, expect, it } from 'vitest'
import { SPORTS_CALLS } from '../../src/contract/sportsbook'
import { betTerms, toQuote } from '../../src/contract/sports/odds'
import { settleMatchResult } from '../../src/contract/sports/markets'
import { parlayTerms, settleSingle } from '../../src/contract/sports/settle'
import { writeResult } from '../../src/server/db/sports/events'
import { resultOf as scriptResult } from '../../src/server/domain/sports/feed/result'
import { bookOf } from '../../src/server/routes/sports/book'
import { BACKENDS, loadTestMerchants } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

for (const backend of BACKENDS) {
  describe(`sportsbook (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const { player, call, events, balanceOf, bet, prematch, resultOf } = suite

    it('answers the session, and lists matches with their main markets but never a match’s seed or future', async () => {
      const { session } = await player()
      const answer = await call(SPORTS_CALLS.session, { session })
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json().value).toMatchObject({ book: 'sportsbook', sports: ['football', 'basketball', 'tennis', 'cricket'], currency: 'THB', balance: '1000.00', inPlayDelaySeconds: 5 })
      const list = await events(session)
      expect(list.length).toBeGreaterThan(5)
      expect(new Set(list.map((e) => e.sport)).size).toBeGreaterThan(1)
      expect(list.every((e) => ['football', 'basketball', 'tennis', 'cricket'].includes(e.sport))).toBe(true)
      const body = JSON.stringify(list)
      for (const secret of ['seed', 'script', 'suspensions', 'endsAt', 'strength']) expect(body).not.toContain(secret)
      const { event } = prematch(list)
      const whole = await call(SPORTS_CALLS.event, { session, eventId: event.eventId })
      expect(whole.json().value.event.markets.length).toBe(event.marketCount)
      expect(event.markets.length).toBeLessThan(event.marketCount)
    })

    it('strikes a single at the book’s price, takes the risk through the wallet, and pays it from the match’s result', async () => {
      const { session, relaunch } = await player()
      const { event, price } = prematch(await events(session))
      const placed = await bet(session, { legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
      expect(placed.statusCode, placed.body).toBe(200)
      const terms = betTerms(toQuote(price, 'decimal'), 10_000n)
      expect(placed.json().value).toMatchObject({ replayed: false, balance: '900.00', bet: { status: 'open', kind: 'single', risk: '100.00', potentialReturn: (Number(terms.potentialReturn) / 100).toFixed(2) } })
      const wallet = await suite.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM game_rounds WHERE round_ref = $1`, [`sb-${placed.json().value.bet.betId}`])
      expect(wallet.rows[0].n).toBe(1n)

      suite.clock.set(new Date(Date.parse(event.startsAt) + 6 * 60 * MIN))
      await bookOf(suite.app).tick()
      const result = await resultOf(event.eventId)
      const outcome = settleMatchResult(result.score).home
      const payout = settleSingle(terms, outcome).payout
      const settled = (await call(SPORTS_CALLS.bets, { session: await relaunch(), status: 'settled' })).json().value
      expect(settled.bets[0]).toMatchObject({ status: 'settled', payout: (Number(payout) / 100).toFixed(2), legs: [{ outcome, score: result.score }] })
      expect(settled.balance).toBe(((90_000 + Number(payout)) / 100).toFixed(2))
      suite.clock.set(new Date('2026-11-21T12:00:00.000Z'))
    })

    it('voids an abandoned match’s bets only once the merchant’s hours to resume it have passed', async () => {
      // Days on which no other test has run the job (so no match there has its result yet).
      suite.clock.set(new Date('2026-11-24T12:00:00.000Z'))
      const { session, relaunch } = await player()
      const { event, price } = prematch(await events(session))
      const placed = await bet(session, { legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
      expect(placed.statusCode, placed.body).toBe(200)
      const config = (await loadTestMerchants()).byCode('demo')!.config
      const script = await bookOf(suite.app).programmes.scriptOf(config, { eventId: event.eventId, day: event.startsAt.slice(0, 10) })
      // The provider reports the match abandoned half an hour in (as a feed's result would arrive).
      const abandonedAt = script.spec.startsAt + 30 * MIN
      await writeResult(suite.db, 'demo', event.eventId, { ...scriptResult(script), abandoned: true, endedAt: abandonedAt }, new Date(abandonedAt))
      suite.clock.set(new Date(abandonedAt + 11 * 60 * MIN))
      await bookOf(suite.app).tick()
      const waiting = await relaunch()
      expect((await call(SPORTS_CALLS.bets, { session: waiting, status: 'open' })).json().value.bets.map((b: { betId: string }) => b.betId)).toContain(placed.json().value.bet.betId)
      expect(await balanceOf(waiting)).toBe('900.00')
      suite.clock.set(new Date(abandonedAt + 12 * 60 * MIN + 1000))
      await bookOf(suite.app).tick()
      const after = await relaunch()
      const settled = (await call(SPORTS_CALLS.bets, { session: after, status: 'settled' })).json().value.bets
      expect(settled[0]).toMatchObject({ betId: placed.json().value.bet.betId, result: 'returned', payout: '100.00', legs: [{ outcome: 'void' }] })
      expect(await balanceOf(after)).toBe('1000.00')
      suite.clock.set(new Date('2026-11-21T12:00:00.000Z'))
    })

    it('follows the odds-change choice: a moved price is refused with the new one, or taken when the player allows it', async () => {
      const { session } = await player()
      const { event, price } = prematch(await events(session), 1)
      const leg = { eventId: event.eventId, market: '1x2', selection: 'home' }
      const refused = await bet(session, { legs: [{ ...leg, price: price + 10 }], stake: '50', oddsFormat: 'decimal', oddsChange: 'none' })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ errorCode: 'sports.price.changed', value: { legs: [{ ...leg, price }] } })
      expect(await balanceOf(session)).toBe('1000.00')
      const higher = await bet(session, { legs: [{ ...leg, price: price + 10 }], stake: '50', oddsFormat: 'decimal', oddsChange: 'higher' })
      expect(higher.json().errorCode).toBe('sports.price.changed')
      const taken = await bet(session, { legs: [{ ...leg, price: price - 10 }], stake: '50', oddsFormat: 'decimal', oddsChange: 'higher' })
      expect(taken.statusCode, taken.body).toBe(200)
      expect(taken.json().value.bet.legs[0].price).toBe(price)
      const any = await bet(session, { legs: [{ ...leg, price: price + 10 }], stake: '50', oddsFormat: 'decimal', oddsChange: 'any' })
      expect(any.statusCode, any.body).toBe(200)
      expect(await balanceOf(session)).toBe('900.00')
    })

    it('strikes a parlay on different matches at the product of its prices, refuses two legs on one match, and at a negative Malay price wins the slip’s amount for a smaller risk', async () => {
      const { session } = await player()
      const list = await events(session)
      const a = prematch(list, 2)
      const b = prematch(list, 3)
      const same = await bet(session, {
        legs: [{ eventId: a.event.eventId, market: '1x2', selection: 'home', price: a.price }, { eventId: a.event.eventId, market: '1x2', selection: 'away', price: a.price }],
        stake: '10', oddsFormat: 'decimal', oddsChange: 'any',
      })
      expect(same.json().errorCode).toBe('sports.parlay.legs.invalid')
      const parlay = await bet(session, {
        legs: [{ eventId: a.event.eventId, market: '1x2', selection: 'home', price: a.price }, { eventId: b.event.eventId, market: '1x2', selection: 'home', price: b.price }],
        stake: '20', oddsFormat: 'decimal', oddsChange: 'none',
      })
      expect(parlay.statusCode, parlay.body).toBe(200)
      const terms = parlayTerms(2_000n, [toQuote(a.price, 'decimal'), toQuote(b.price, 'decimal')])
      expect(parlay.json().value.bet).toMatchObject({ kind: 'parlay', risk: '20.00', potentialReturn: (Number(terms.potentialReturn) / 100).toFixed(2) })

      // A selection longer than evens is a negative Malay price: the slip's amount is what it wins.
      const long = list.flatMap((e) => e.markets.filter((m) => m.status === 'open').flatMap((m) => m.selections.map((s) => ({ e, m, s })))).find(({ e, s }) => e.phase === 'pre' && s.price !== null && s.price > 2200 && s.price < 5000)!
      const malay = await bet(session, { legs: [{ eventId: long.e.eventId, market: long.m.key, selection: long.s.key, price: long.s.price! }], stake: '100', oddsFormat: 'malay', oddsChange: 'none' })
      expect(malay.statusCode, malay.body).toBe(200)
      const malayTerms = betTerms(toQuote(long.s.price!, 'malay'), 10_000n)
      expect(malayTerms.risk).toBeLessThan(10_000n)
      expect(malay.json().value.bet).toMatchObject({ toWin: '100.00', risk: (Number(malayTerms.risk) / 100).toFixed(2) })
      expect(malay.json().value.balance).toBe(((100_000 - 2_000 - Number(malayTerms.risk)) / 100).toFixed(2))
    })

    it('answers a replay with the first bet and moves nothing; the same key for another slip is refused', async () => {
      const { session } = await player()
      const { event, price } = prematch(await events(session), 4)
      const body = { idempotencyKey: `replay-${backend.name}-1`, legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '30', oddsFormat: 'decimal' as const, oddsChange: 'none' as const }
      const first = await bet(session, body)
      const again = await bet(session, body)
      expect(again.json().value).toMatchObject({ replayed: true, bet: { betId: first.json().value.bet.betId }, balance: '970.00' })
      const other = await bet(session, { ...body, stake: '31' })
      expect(other.json().errorCode).toBe('idempotency.key.reused')
      expect(await balanceOf(session)).toBe('970.00')
    })

    it('refuses bad input with the book’s codes and moves nothing', async () => {
      const { id, session } = await player(5_000n)
      const { event, price } = prematch(await events(session), 5)
      const leg = { eventId: event.eventId, market: '1x2', selection: 'home', price }
      const cases: [unknown, number, string][] = [
        [{ session: 'x'.repeat(43), legs: [leg], stake: '10', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-1' }, 401, 'sports.session.invalid'],
        [{ session, legs: [], stake: '10', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-2' }, 400, 'sports.bet.invalid'],
        [{ session, legs: [leg], stake: '-1', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-3' }, 400, 'sports.bet.invalid'],
        [{ session, legs: [leg], stake: '10', oddsFormat: 'roman', oddsChange: 'none', idempotencyKey: 'bad-key-4' }, 400, 'sports.bet.invalid'],
        [{ session, legs: [{ ...leg, eventId: 'football-1999-01-01-01' }], stake: '10', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-5' }, 404, 'sports.event.not.found'],
        [{ session, legs: [{ ...leg, market: 'ou:999' }], stake: '10', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-6' }, 409, 'sports.market.unavailable'],
        [{ session, legs: [leg], stake: '1', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-7' }, 400, 'sports.stake.below.min'],
        [{ session, legs: [leg], stake: '10.001', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-8' }, 400, 'sports.bet.invalid'],
        [{ session, legs: [leg], stake: '60', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-9' }, 400, 'sports.balance.insufficient'],
        [{ session, legs: [leg], stake: '50001', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: 'bad-key-10' }, 400, 'sports.stake.above.max'],
      ]
      for (const [body, status, code] of cases) {
        const answer = await call(SPORTS_CALLS.bet, body)
        expect([answer.statusCode, answer.json().errorCode], JSON.stringify(body)).toEqual([status, code])
        expect(answer.body).not.toMatch(/stack|at \//)
      }
      expect(await balanceOf(session)).toBe('50.00')
      const stored = await suite.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM sports_bets WHERE member_id = $1`, [id])
      expect(stored.rows[0].n).toBe(0n)
    })

    it('holds an in-play bet for the delay, then accepts it when nothing happened, or gives the stake back when the match moved', async () => {
      const { session: first, relaunch } = await player()
      let session = first
      const { programmes } = bookOf(suite.app)
      const config = (await loadTestMerchants()).byCode('demo')!.config
      const live = (await events(first)).find((e) => e.sport === 'football' && e.phase === 'pre')!
      const script = await programmes.scriptOf(config, { eventId: live.eventId, day: live.startsAt.slice(0, 10) })
      const start = script.spec.startsAt
      const quietFrom = (at: number) => !script.events.some((e) => e.at > at - 1000 && e.at <= at + 6000) && !script.suspensions.some((s) => s.from < at + 6000 && s.to > at - 1000)
      // Open now and at the delay's end, with a dangerous moment that came and went within the delay: the price at
      // the end may stand, but the bet was struck before the moment, so it is refused.
      const openAt = (at: number) => !script.suspensions.some((s) => s.from <= at && s.to > at)
      const busyFrom = (at: number) => openAt(at) && openAt(at + 5000) && script.events.some((e) => e.at > at && e.at <= at + 5000)
      let quiet = start + 10 * MIN
      while (!quietFrom(quiet)) quiet += 1000
      let busy = start + 10 * MIN
      while (!busyFrom(busy) && busy < script.endsAt) busy += 1000
      expect(busy, 'an instant open before and after an event within the delay').toBeLessThan(script.endsAt)

      const strikeAt = async (at: number) => {
        suite.clock.set(new Date(at))
        // The portal session idles out over a match's minutes: the member comes back and opens the book again.
        session = await relaunch()
        const answer = await call(SPORTS_CALLS.event, { session, eventId: live.eventId })
        expect(answer.statusCode, answer.body).toBe(200)
        const market = answer.json().value.event.markets.find((m: { key: string }) => m.key === '1x2')
        // In play a price drifts by the second: the bet is on a selection whose price at the delay's end still stands.
        const later = programmes.marketsAt(config, script, at + 5000).find((m) => m.key === '1x2')!
        const index = later.selections.findIndex((s, i) => s.price !== null && s.price >= market.selections[i].price)
        expect(index, 'a selection whose price does not shorten').toBeGreaterThanOrEqual(0)
        const selection = market.selections[index]
        return bet(session, { legs: [{ eventId: live.eventId, market: '1x2', selection: selection.key, price: selection.price }], stake: '100', oddsFormat: 'decimal', oddsChange: 'none' })
      }
      const held = await strikeAt(quiet)
      expect(held.statusCode, held.body).toBe(200)
      expect(held.json().value.bet).toMatchObject({ status: 'pending', acceptAt: new Date(quiet + 5000).toISOString(), legs: [{ inPlay: true }] })
      suite.clock.set(new Date(quiet + 4000))
      expect((await call(SPORTS_CALLS.bets, { session })).json().value.bets[0].status).toBe('pending')
      suite.clock.set(new Date(quiet + 5000))
      expect((await call(SPORTS_CALLS.bets, { session })).json().value.bets[0].status).toBe('open')

      const refused = await strikeAt(busy)
      expect(refused.statusCode, refused.body).toBe(200)
      expect(refused.json().value.bet.status).toBe('pending')
      suite.clock.set(new Date(busy + 5000))
      await bookOf(suite.app).tick()
      const rejected = (await call(SPORTS_CALLS.bets, { session, status: 'settled' })).json().value
      expect(rejected.bets[0]).toMatchObject({ status: 'rejected', rejectedFor: 'sports.market.suspended' })
      // The stake given back: 1,000 less the first bet's 100, plus its payout if its match is over by now.
      const paid = rejected.bets.reduce((sum: number, b: { payout: string | null; status: string }) => sum + (b.status === 'settled' ? Number(b.payout) : 0), 0)
      expect(rejected.balance).toBe((900 + paid).toFixed(2))
      suite.clock.set(new Date('2026-11-21T12:00:00.000Z'))
    })
  })
}
