/**
 * The book's settlement in sets (domain/sports/book/settleBatch.ts), on each backend: a mixed set of bets placed
 * through the book's API (singles on every settleable market of a match, quarter lines both ways; parlays, one with a
 * void leg, one with a dead-heat leg) on matches whose results the test writes (a draw, a one-goal and a two-goal win,
 * an abandoned match), settled by runs that stop between their steps and by a wallet that "crashes" after paying:
 * every bet ends settled at what the core pays it bet by bet (settle.ts payoutOf over the legs), paid exactly once,
 * the member's balance moved by exactly the stakes and payouts, and the ledger balanced (after every test).
 */
import { describe, expect, it } from 'vitest'
import { toMajorString } from '../../src/contract/money'
import { SPORTS_CALLS, type SportsBet, type SportsEvent, type SportsMarket } from '../../src/contract/sportsbook'
import { quoteFactor, type Quote } from '../../src/contract/sports/odds'
import { deadHeat, settledFactor } from '../../src/contract/sports/settle'
import { betById } from '../../src/server/db/sports/bets'
import type { BookServices } from '../../src/server/domain/sports/book/services'
import { payoutOf, resultMatches } from '../../src/server/domain/sports/book/settle'
import { settleMatches } from '../../src/server/domain/sports/book/settleBatch'
import type { MatchResult } from '../../src/server/domain/sports/feed/result'
import { bookOf } from '../../src/server/routes/sports/book'
import { BACKENDS } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

const NOON = Date.parse('2026-11-22T12:00:00.000Z')
const HOUR = 60 * MIN
const SETTLEABLE = /^(1x2|ml|btts|oe|ah:-?\d+|ou:\d+)$/

for (const backend of BACKENDS) {
  describe(`sportsbook settlement in sets (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const { player, call, events, balanceOf, bet } = suite

    it('pays a mixed set what the core pays each bet, once, through runs stopped between their steps and a wallet that fails after paying', async () => {
      suite.clock.set(new Date(NOON))
      const book = bookOf(suite.app)
      const services = (book.programmes as unknown as { services: BookServices }).services
      const config = services.merchants.byCode('demo')!.config
      const member = await player(50_000_000n)
      const coming = (await events(member.session)).filter((e) => e.sport === 'football' && e.phase === 'pre').slice(0, 4)
      expect(coming.length).toBe(4)
      const markets = new Map<string, SportsMarket[]>()
      for (const event of coming) {
        const detail = (await call(SPORTS_CALLS.event, { session: member.session, eventId: event.eventId })).json().value.event as SportsEvent
        markets.set(event.eventId, detail.markets.filter((m) => m.status === 'open' && SETTLEABLE.test(m.key)))
      }
      const [a, b, c, d] = coming.map((e) => e.eventId)
      const legOf = (eventId: string, index: number, side = 0) => {
        const list = markets.get(eventId)!
        const market = list[index % list.length]
        const selection = market.selections.filter((s) => s.price !== null)[side % market.selections.length]
        return { eventId, market: market.key, selection: selection.key, price: selection.price! }
      }
      const slips: { legs: ReturnType<typeof legOf>[]; stake: string }[] = []
      // Singles: every settleable selection of A and D (quarter lines both ways), a few of B and C.
      for (const eventId of [a, d]) {
        for (const market of markets.get(eventId)!) {
          for (const selection of market.selections.filter((s) => s.price !== null)) {
            slips.push({ legs: [{ eventId, market: market.key, selection: selection.key, price: selection.price! }], stake: `${10 + slips.length}.${(slips.length * 7) % 100}` })
          }
        }
      }
      slips.push({ legs: [legOf(b, 0)], stake: '33.33' }, { legs: [legOf(c, 1)], stake: '21.07' })
      // Parlays: two and three legs; those with C carry a void leg (C is abandoned).
      for (let i = 0; i < 12; i += 1) {
        const pairs = [[a, b], [a, c], [b, d], [c, d], [a, b, d], [a, c, d]][i % 6]
        slips.push({ legs: pairs.map((eventId, k) => legOf(eventId, i + k * 3, i + k)), stake: `${15 + i}.${(i * 13) % 100}` })
      }
      let staked = 0n
      const placed: bigint[] = []
      for (const slip of slips) {
        const answer = await bet(member.session, { legs: slip.legs, stake: slip.stake, oddsFormat: 'decimal', oddsChange: 'none' })
        if (answer.statusCode !== 200) {
          expect(answer.json().errorCode, answer.body).toMatch(/^sports\.(liability|payout|stake)\./)
          continue
        }
        const struck = answer.json().value.bet as SportsBet
        staked += BigInt(Math.round(Number(struck.risk) * 100))
        placed.push(BigInt(struck.betId))
      }
      expect(placed.length).toBeGreaterThan(slips.length * 0.7)

      // The matches over: the job's results, then the scores this test wants (no correction to come).
      const ends = await suite.db.query<{ last: Date }>(`SELECT max(ends_at) AS last FROM sports_events WHERE merchant_code = 'demo' AND event_id = ANY($1::text[])`, [[a, b, c, d]])
      const now = new Date(ends.rows[0].last.getTime() + 13 * HOUR)
      suite.clock.set(now)
      while ((await resultMatches(services, book.programmes, config, now)) > 0);
      const scores: Record<string, [number, number] | 'abandoned'> = { [a]: [1, 1], [b]: [2, 0], [c]: 'abandoned', [d]: [1, 0] }
      for (const [eventId, score] of Object.entries(scores)) {
        const { rows } = await suite.db.query<{ result: MatchResult }>(`SELECT result FROM sports_events WHERE merchant_code = 'demo' AND event_id = $1`, [eventId])
        const result = rows[0].result
        const written: MatchResult = score === 'abandoned'
          ? { ...result, abandoned: true, endedAt: now.getTime() - 13 * HOUR }
          : { ...result, abandoned: false, score: { home: score[0], away: score[1] }, firstHalf: { home: score[0], away: 0 }, winner: score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : null }
        await suite.db.query(`UPDATE sports_events SET result = $2, correction_at = NULL WHERE merchant_code = 'demo' AND event_id = $1`, [eventId, JSON.stringify(written)])
      }
      // A dead heat (as an outright's): one single and one parlay leg on D decided so beforehand, with their factors.
      const onD = await suite.db.query<{ betId: bigint; legNo: number; quote: Quote; kind: string }>(
        `SELECT l.bet_id AS "betId", l.leg_no AS "legNo", l.quote, b.kind FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
          WHERE l.event_id = $1 AND b.member_id = $2 ORDER BY b.kind DESC, l.bet_id`,
        [d, member.id],
      )
      for (const leg of [onD.rows.find((r) => r.kind === 'single')!, onD.rows.find((r) => r.kind === 'parlay')!]) {
        const outcome = deadHeat(2)
        const factor = settledFactor(quoteFactor(leg.quote), outcome)
        await suite.db.query(`UPDATE sports_bet_legs SET outcome = $3, factor_num = $4, factor_den = $5 WHERE bet_id = $1 AND leg_no = $2`, [
          leg.betId, leg.legNo, JSON.stringify(outcome), factor.num.toString(), factor.den.toString(),
        ])
      }

      // Stopped after deciding: every leg decided, nothing priced or paid.
      const decided = await settleMatches(services, config, now, { stopAfter: 'decide' })
      expect(decided.decided).toBeGreaterThan(0)
      const open = async () => (await suite.db.query<{ n: number; priced: number }>(
        `SELECT count(*)::integer AS n, count(payout)::integer AS priced FROM sports_bets WHERE member_id = $1 AND status = 'open'`, [member.id])).rows[0]
      expect(await open()).toEqual({ n: placed.length, priced: 0 })
      const outcomes = await suite.db.query<{ outcome: unknown }>(`SELECT DISTINCT outcome FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id WHERE b.member_id = $1`, [member.id])
      const kinds = outcomes.rows.map((r) => (typeof r.outcome === 'string' ? r.outcome : 'dead-heat'))
      for (const kind of ['win', 'lose', 'push', 'void', 'half-win', 'half-lose', 'dead-heat']) expect(kinds, `an outcome ${kind} among the legs`).toContain(kind)
      // Stopped after pricing: every bet priced, still open, nothing paid.
      await settleMatches(services, config, now, { stopAfter: 'price' })
      expect(await open()).toEqual({ n: placed.length, priced: placed.length })
      const wins = async () => Number((await suite.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ledger_entries WHERE merchant_code = 'demo' AND entry_type = 'win' AND idempotency_key LIKE 'vt:HSPORT:sb-%'`)).rows[0].n)
      const winsBefore = await wins()
      // A wallet that pays and then fails to answer: the bets stay open, paid.
      const crashing: BookServices = { ...services, wallet: { ...services.wallet, winBatch: async (studio, list) => {
        await services.wallet.winBatch!(studio, list)
        throw new Error('no answer')
      } } }
      await expect(settleMatches(crashing, config, now)).rejects.toThrow('no answer')
      expect((await open()).n).toBe(placed.length)
      const winsPaid = await wins()
      expect(winsPaid).toBeGreaterThan(winsBefore)
      // The next run pays nothing again (each txn answered as a replay) and settles them all.
      const run = await settleMatches(services, config, now)
      expect(run.paid).toBe(placed.length)
      expect(await wins()).toBe(winsPaid)
      expect((await open()).n).toBe(0)
      // Once more: nothing to do; a run after finds the matches finished.
      const again = await settleMatches(services, config, now)
      expect(again).toMatchObject({ decided: 0, priced: 0, paid: 0 })
      // The matches left settlement once a run found nothing new on them.
      const finished = await suite.db.query<{ n: number }>(`SELECT count(bets_settled_at)::integer AS n FROM sports_events WHERE merchant_code = 'demo' AND event_id = ANY($1::text[])`, [[a, b, c, d]])
      expect(finished.rows[0].n).toBe(4)
      expect(await wins()).toBe(winsPaid)

      // Each bet: settled at what the core pays it, its round settled at that win with its legs for the record.
      let paid = 0n
      for (const id of placed) {
        const row = (await betById(suite.db, id))!
        const expected = payoutOf(row, row.legs.map((leg) => leg.outcome as never))
        expect(row.status).toBe('settled')
        expect(row.payout, `bet ${id} (${row.kind}): ${JSON.stringify(row.legs.map((l) => [l.market, l.selection, l.outcome]))}`).toBe(expected)
        const round = await suite.db.query<{ win: bigint; status: string; result: { legs: unknown[] } }>(`SELECT win, status, result FROM game_rounds WHERE vendor_code = 'HSPORT' AND round_ref = $1`, [`sb-${id}`])
        expect(round.rows[0]).toMatchObject({ win: expected, status: 'settled' })
        expect(round.rows[0].result.legs).toHaveLength(row.legs.length)
        paid += expected!
      }
      expect(winsPaid - winsBefore).toBe(placed.length - (await suite.db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM sports_bets WHERE member_id = $1 AND payout = 0`, [member.id])).rows[0].n)
      expect(await balanceOf(await member.relaunch())).toBe(toMajorString(50_000_000n - staked + paid, 2))
      suite.clock.set(new Date(NOON))
    })

    it('answers a batch of wins one result each (paid, refused alone, replayed), and a win sent later under a paid txn id is its replay', async () => {
      suite.clock.set(new Date(NOON))
      const { wallet } = (bookOf(suite.app).programmes as unknown as { services: BookServices }).services
      const member = await player(1_000_000n)
      const { event, price } = suite.prematch(await events(member.session))
      const ids: string[] = []
      for (const key of ['one', 'two']) {
        const answer = await bet(member.session, { legs: [{ eventId: event.eventId, market: '1x2', selection: 'home', price }], stake: '10.00', oddsFormat: 'decimal', oddsChange: 'none', idempotencyKey: `batch-${backend.name}-${key}` })
        expect(answer.statusCode, answer.body).toBe(200)
        ids.push(answer.json().value.bet.betId)
      }
      const calls = [
        { sessionToken: member.session, txnId: `sb-${ids[0]}-win`, roundId: `sb-${ids[0]}`, amount: '12.34', final: true, result: { kind: 'single', legs: [] } },
        { sessionToken: member.session, txnId: 'bench-no-round-win', roundId: 'sb-999999999', amount: '1.00', final: true },
        { sessionToken: member.session, txnId: `sb-${ids[1]}-win`, roundId: `sb-${ids[1]}`, amount: '0', final: true },
        { sessionToken: 'an-unknown-session-token-0000', txnId: 'bench-unknown-session', roundId: `sb-${ids[1]}`, amount: '1.00', final: true },
      ]
      const first = await wallet.winBatch!('HSPORT', calls)
      expect(first.results.map((r) => [r.status, r.errorCode ?? null])).toEqual([['paid', null], ['refused', 'vendor.bet.not.found'], ['paid', null], ['refused', 'vendor.session.invalid']])
      expect(first.results[0].balance).toBe('9992.34')
      const again = await wallet.winBatch!('HSPORT', calls)
      expect(again.results.map((r) => r.status)).toEqual(['replayed', 'refused', 'replayed', 'refused'])
      expect(await wallet.win('HSPORT', calls[0])).toMatchObject({ replayed: true, balance: '9992.34' })
      await expect(wallet.win('HSPORT', { ...calls[0], amount: '12.35' })).rejects.toMatchObject({ code: 'idempotency.key.reused' })
      expect((await wallet.winBatch!('HSPORT', [{ ...calls[2], amount: '5.00' }])).results[0]).toMatchObject({ status: 'refused', errorCode: 'idempotency.key.reused' })
      expect(await balanceOf(member.session)).toBe('9992.34')
      // The bets stay open in the book (the test paid their rounds itself): given back so nothing waits on them.
      await suite.db.query(`UPDATE sports_bets SET status = 'settled', payout = win, result = 'won', settled_at = now() FROM game_rounds r
                             WHERE r.vendor_code = 'HSPORT' AND r.round_ref = 'sb-' || sports_bets.id AND sports_bets.id = ANY($1::bigint[])`, [ids])
    })
  })
}
