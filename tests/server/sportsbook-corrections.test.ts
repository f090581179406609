/**
 * The sportsbook's corrections against a real server and database (each backend): a football match the feed corrects
 * after the end (a goal ruled out) is settled on its first result, then, when the correction arrives, every bet on it
 * is re-settled through the wallet's `resettle` — a winner that now loses gives its payout back, a loser that now wins
 * is paid — exactly once, with both settlements in the round's record; a cashed-out bet stands. The ledger is checked
 * after every test.
 */
import { describe, expect, it } from 'vitest'
import { toMajorString } from '../../src/contract/money'
import { SPORTS_CALLS, type SportsBet, type SportsEvent } from '../../src/contract/sportsbook'
import { betTerms, toQuote } from '../../src/contract/sports/odds'
import type { SportsEventRow } from '../../src/server/db/sports/events'
import { correctionOf, DAY_MS, resultOf, type MatchScript } from '../../src/server/domain/sports/feed'
import type { ResultCorrection } from '../../src/server/domain/sports/feed/correction'
import { bookOf } from '../../src/server/routes/sports/book'
import { BACKENDS, loadTestMerchants } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

const NOON = Date.parse('2026-11-21T12:00:00.000Z')
const money = (minor: bigint) => toMajorString(minor, 2)

for (const backend of BACKENDS) {
  describe(`sportsbook corrections (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const { player, call, events, balanceOf, bet } = suite
    const config = async () => (await loadTestMerchants()).byCode('demo')!.config

    /** The first football match of the days from NOON on that the feed corrects, with its script and correction. */
    async function correctedMatch(): Promise<{ row: Pick<SportsEventRow, 'eventId' | 'day'>; script: MatchScript; correction: ResultCorrection }> {
      const { programmes } = bookOf(suite.app)
      for (let day = 0; day < 40; day += 1) {
        const noon = new Date(NOON + day * DAY_MS)
        await programmes.ensure(await config(), noon)
        const { rows } = await suite.db.query<Pick<SportsEventRow, 'eventId' | 'day'> & Record<string, unknown>>(
          `SELECT event_id AS "eventId", to_char(day, 'YYYY-MM-DD') AS day FROM sports_events
            WHERE merchant_code = 'demo' AND sport = 'football' AND starts_at > $1 ORDER BY starts_at`,
          [noon],
        )
        for (const row of rows) {
          const script = await programmes.scriptOf(await config(), row)
          const correction = correctionOf(script)
          if (correction) return { row, script, correction }
        }
      }
      throw new Error('no corrected football match in 40 days')
    }
    /** The job's passes until every match over by now is resulted (the days searched above left many to result). */
    async function catchUp() {
      for (let pass = 0; pass < 30; pass += 1) {
        await bookOf(suite.app).tick()
        const { rows } = await suite.db.query<{ n: number }>(
          `SELECT count(*)::integer AS n FROM sports_events WHERE merchant_code = 'demo' AND ends_at <= $1 AND result IS NULL`, [suite.clock.now()],
        )
        if (rows[0].n === 0) return
      }
      throw new Error('the job did not catch up')
    }
    const settledBets = async (session: string): Promise<SportsBet[]> => (await call(SPORTS_CALLS.bets, { session, status: 'settled' })).json().value.bets
    const roundOf = async (betId: string) =>
      (await suite.db.query<{ win: bigint; result: { legs: unknown[]; corrections?: { payout: string; result: unknown }[] } }>(
        `SELECT win, result FROM game_rounds WHERE vendor_code = 'HSPORT' AND round_ref = $1`, [`sb-${betId}`],
      )).rows[0]

    it('re-settles every bet on a corrected match once: a winner gives its payout back, a loser is paid, both settlements kept', async () => {
      const { row, script, correction } = await correctedMatch()
      const first = resultOf(script)
      expect(correction.result.score).not.toEqual(first.score)
      expect(correction.at).toBeGreaterThan(script.endsAt)

      // An hour before kick-off two members bet on odd and even goals: a goal ruled out flips the total's parity.
      suite.clock.set(new Date(script.spec.startsAt - 60 * MIN))
      const firstParity = (first.score.home + first.score.away) % 2 === 1 ? 'odd' : 'even'
      const players = { winner: await player(), loser: await player() }
      expect((await events(players.winner.session)).map((e: SportsEvent) => e.eventId), 'the corrected match is listed').toContain(row.eventId)
      const detail = await call(SPORTS_CALLS.event, { session: players.winner.session, eventId: row.eventId })
      const market = (detail.json().value.event as SportsEvent).markets.find((m) => m.key === 'oe')!
      const placed: Record<'winner' | 'loser', { betId: string; payout: bigint }> = { winner: { betId: '', payout: 0n }, loser: { betId: '', payout: 0n } }
      for (const side of ['winner', 'loser'] as const) {
        const selection = side === 'winner' ? firstParity : firstParity === 'odd' ? 'even' : 'odd'
        const price = market.selections.find((s) => s.key === selection)!.price!
        const answer = await bet(players[side].session, { legs: [{ eventId: row.eventId, market: 'oe', selection, price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
        expect(answer.statusCode, answer.body).toBe(200)
        const terms = betTerms(toQuote(price, 'decimal'), 10_000n)
        placed[side] = { betId: answer.json().value.bet.betId, payout: terms.risk + terms.toWin }
      }
      // A third takes the book's offer on the same selection as the winner before kick-off: a deal that stands.
      const cashed = await player()
      const price = market.selections.find((s) => s.key === firstParity)!.price!
      const struck = await bet(cashed.session, { legs: [{ eventId: row.eventId, market: 'oe', selection: firstParity, price }], stake: '100.00', oddsFormat: 'decimal', oddsChange: 'none' })
      const cashedId = struck.json().value.bet.betId as string
      const offer = ((await call(SPORTS_CALLS.bets, { session: cashed.session, status: 'open' })).json().value.bets as SportsBet[]).find((b) => b.betId === cashedId)!.cashOut!
      expect((await call(SPORTS_CALLS.cashOut, { session: cashed.session, betId: cashedId, amount: offer })).statusCode).toBe(200)
      const cashedBalance = await balanceOf(cashed.session)

      // The match ends: settled on the first result.
      suite.clock.set(new Date(script.endsAt + MIN))
      await catchUp()
      const sessions = { winner: await players.winner.relaunch(), loser: await players.loser.relaunch() }
      expect(await balanceOf(sessions.winner)).toBe(money(100_000n - 10_000n + placed.winner.payout))
      expect(await balanceOf(sessions.loser)).toBe(money(90_000n))
      expect((await settledBets(sessions.winner))[0]).toMatchObject({ result: 'won', corrected: false })

      // Just before the correction arrives nothing changes; once it has, each bet is settled again, once.
      suite.clock.set(new Date(correction.at - 1_000))
      await catchUp()
      expect(await balanceOf(await players.winner.relaunch())).toBe(money(90_000n + placed.winner.payout))
      suite.clock.set(new Date(correction.at + 1_000))
      await bookOf(suite.app).tick()
      await bookOf(suite.app).tick()
      const again = { winner: await players.winner.relaunch(), loser: await players.loser.relaunch() }
      expect(await balanceOf(again.winner)).toBe(money(90_000n))
      expect(await balanceOf(again.loser)).toBe(money(90_000n + placed.loser.payout))
      expect((await settledBets(again.winner))[0]).toMatchObject({ betId: placed.winner.betId, result: 'lost', payout: '0.00', corrected: true })
      expect((await settledBets(again.loser))[0]).toMatchObject({ betId: placed.loser.betId, result: 'won', payout: money(placed.loser.payout), corrected: true })
      expect((await settledBets(again.loser))[0].legs[0]).toMatchObject({ outcome: 'win' })
      const cashedAfter = await cashed.relaunch()
      expect(await balanceOf(cashedAfter)).toBe(cashedBalance)
      expect((await settledBets(cashedAfter))[0]).toMatchObject({ betId: cashedId, cashedOut: true, payout: offer, corrected: false })

      // The betting record: the corrected settlement, with the first under `corrections`.
      const record = await roundOf(placed.winner.betId)
      expect(record.win).toBe(0n)
      expect(record.result.corrections).toMatchObject([{ payout: money(placed.winner.payout), unrecovered: '0.00', result: { legs: [{ outcome: 'win' }] } }])
      expect(record.result.legs).toMatchObject([{ outcome: 'lose' }])
      suite.clock.set(new Date(NOON))
    })
  })
}
