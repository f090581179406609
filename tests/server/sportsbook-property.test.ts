/**
 * The sportsbook's settlement as a property, against a real server and database (each backend): random slips —
 * singles and 2–3-leg parlays on random football matches, markets and selections, random stakes — are placed through
 * the book's API, the matches play out (an abandoned one waits the merchant's hours, a corrected one is re-settled),
 * and every bet's payout equals what an independent recomputation in this file pays: its own market rules (whole,
 * half and quarter lines in quarters, written here from the definitions, not from the core) and its own arithmetic
 * (the stake times each leg's factor as a fraction, rounded down once). The member's balance moves by exactly the
 * stakes and the payouts, and the ledger balances (after every test).
 */
import { describe, expect, it } from 'vitest'
import { toMajorString } from '../../src/contract/money'
import { SPORTS_CALLS, type SportsBet, type SportsEvent, type SportsMarket } from '../../src/contract/sportsbook'
import { bookOf } from '../../src/server/routes/sports/book'
import { BACKENDS } from './helpers'
import { bookSuite, MIN } from './sportsbookSuite'

const NOON = Date.parse('2026-11-22T12:00:00.000Z')
const SLIPS = 40
const HOUR = 60 * MIN

/** A small seeded generator of this file's own (mulberry32): the same slips on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] }
}

type Half = 'win' | 'push' | 'lose'
type LegOutcome = Half | 'half-win' | 'half-lose' | 'void'
interface Result { score: { home: number; away: number }; abandoned: boolean }

/** A whole or half line (in quarters) against a margin in quarters: above wins, level pushes, below loses. */
const byMargin = (margin: number): Half => (margin > 0 ? 'win' : margin === 0 ? 'push' : 'lose')

/** A line in quarters, as two half-stakes when it is a quarter line (odd), each settled on its own. */
function onLine(line: number, margin: (line: number) => number): LegOutcome {
  if (Math.abs(line) % 2 === 0) return byMargin(margin(line))
  const [low, high] = [byMargin(margin(line - 1)), byMargin(margin(line + 1))].sort()
  if (low === high) return low
  // Two different halves: {lose, push} → half lose, {push, win} → half win ({lose, win} cannot happen a quarter apart).
  return low === 'lose' ? 'half-lose' : 'half-win'
}

/** The outcome of a leg from the match's result, by the markets' definitions. */
function legOutcome(market: string, selection: string, result: Result): LegOutcome {
  if (result.abandoned) return 'void'
  const { home, away } = result.score
  const won = (yes: boolean): Half => (yes ? 'win' : 'lose')
  if (market === '1x2') return won(selection === (home > away ? 'home' : home < away ? 'away' : 'draw'))
  if (market === 'ml') return home === away ? 'push' : won(selection === (home > away ? 'home' : 'away'))
  if (market === 'btts') return won((home > 0 && away > 0) === (selection === 'yes'))
  if (market === 'oe') return won(((home + away) % 2 === 1) === (selection === 'odd'))
  const [kind, text] = market.split(':')
  const line = Number(text)
  // The handicap is the home side's; the away side takes it the other way.
  if (kind === 'ah') return onLine(line, (l) => (selection === 'home' ? (home - away) * 4 + l : (away - home) * 4 - l))
  if (kind === 'ou') return onLine(line, (l) => (selection === 'over' ? (home + away) * 4 - l : l - (home + away) * 4))
  throw new Error(`no rule for ${market}`)
}

/** A leg's factor on what it carries, as a fraction [numerator, denominator], at a decimal price in thousandths. */
function factor(outcome: LegOutcome, price: number): [bigint, bigint] {
  const p = BigInt(price)
  switch (outcome) {
    case 'win': return [p, 1000n]
    case 'lose': return [0n, 1n]
    case 'push':
    case 'void': return [1n, 1n]
    case 'half-win': return [1000n + p, 2000n]
    case 'half-lose': return [1n, 2n]
  }
}

const SETTLEABLE = /^(1x2|ml|btts|oe|ah:-?\d+|ou:\d+)$/

for (const backend of BACKENDS) {
  describe(`sportsbook settlement, a property (${backend.name})`, () => {
    const suite = bookSuite(backend)
    const { player, call, events, balanceOf, bet } = suite

    it('pays every random slip what an independent recomputation pays, and moves the balance by exactly the stakes and payouts', async () => {
      suite.clock.set(new Date(NOON))
      const random = generator(2611)
      const member = await player(10_000_000n)
      const coming = (await events(member.session)).filter((e) => e.sport === 'football' && e.phase === 'pre')
      expect(coming.length).toBeGreaterThanOrEqual(4)
      const markets = new Map<string, SportsMarket[]>()
      for (const event of coming) {
        const detail = (await call(SPORTS_CALLS.event, { session: member.session, eventId: event.eventId })).json().value.event as SportsEvent
        markets.set(event.eventId, detail.markets.filter((m) => m.status === 'open' && SETTLEABLE.test(m.key)))
      }

      let staked = 0n
      const placed: string[] = []
      for (let slip = 0; slip < SLIPS; slip += 1) {
        const legCount = random.next() < 0.5 ? 1 : random.int(2, 3)
        const chosen = [...coming].sort(() => random.next() - 0.5).slice(0, legCount)
        const legs = chosen.map((event) => {
          const market = random.pick(markets.get(event.eventId)!)
          const selection = random.pick(market.selections.filter((s) => s.price !== null))
          return { eventId: event.eventId, market: market.key, selection: selection.key, price: selection.price! }
        })
        const answer = await bet(member.session, { legs, stake: `${random.int(10, 300)}.${random.int(0, 99).toString().padStart(2, '0')}`, oddsFormat: 'decimal', oddsChange: 'none' })
        // The book may refuse a slip its limits would not take: that changes nothing, and it is not settled.
        if (answer.statusCode !== 200) {
          expect(answer.json().errorCode, answer.body).toMatch(/^sports\.(liability|payout|stake)\./)
          continue
        }
        const struck = answer.json().value.bet as SportsBet
        staked += BigInt(Math.round(Number(struck.risk) * 100))
        placed.push(struck.betId)
      }
      expect(placed.length).toBeGreaterThan(SLIPS * 0.7)

      // Every match over, an abandoned one past the merchant's 12 hours, a correction arrived: the job catches up.
      const ends = await suite.db.query<{ last: Date }>(`SELECT max(ends_at) AS last FROM sports_events WHERE merchant_code = 'demo' AND event_id = ANY($1::text[])`, [coming.map((e) => e.eventId)])
      suite.clock.set(new Date(ends.rows[0].last.getTime() + 13 * HOUR))
      for (let pass = 0; pass < 40; pass += 1) {
        await bookOf(suite.app).tick()
        const unsettled = await suite.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM sports_bets WHERE member_id = $1 AND (status <> 'settled' OR resettle_due)`, [member.id])
        if (unsettled.rows[0].n === 0) break
      }
      const session = await member.relaunch()
      const settled: SportsBet[] = []
      for (let page = 1; settled.length < placed.length && page <= 10; page += 1) {
        settled.push(...((await call(SPORTS_CALLS.bets, { session, status: 'settled', pageNo: page, pageSize: 50 })).json().value.bets as SportsBet[]))
      }
      expect(settled.map((b) => b.betId).sort()).toEqual([...placed].sort())

      const results = new Map(
        (await suite.db.query<{ eventId: string; result: Result }>(`SELECT event_id AS "eventId", result FROM sports_events WHERE merchant_code = 'demo' AND event_id = ANY($1::text[])`, [coming.map((e) => e.eventId)]))
          .rows.map((row) => [row.eventId, row.result]),
      )
      let paid = 0n
      for (const settledBet of settled) {
        const risk = BigInt(Math.round(Number(settledBet.risk) * 100))
        const outcomes = settledBet.legs.map((leg) => legOutcome(leg.market, leg.selection, results.get(leg.eventId)!))
        let expected: bigint
        if (settledBet.kind === 'single') {
          // A single settles on the amounts it was struck at: risk and what it was shown to win.
          const toWin = BigInt(Math.round(Number(settledBet.potentialReturn) * 100)) - risk
          const amounts = { win: risk + toWin, lose: 0n, push: risk, void: risk, 'half-win': risk + toWin / 2n, 'half-lose': risk / 2n }
          expected = amounts[outcomes[0]]
        } else {
          let [numerator, denominator] = [risk, 1n]
          for (const [i, leg] of settledBet.legs.entries()) {
            const [n, d] = factor(outcomes[i], leg.price)
            numerator *= n
            denominator *= d
          }
          expected = numerator / denominator
        }
        expect(settledBet.payout, `bet ${settledBet.betId}: ${settledBet.legs.map((l, i) => `${l.market} ${l.selection} ${outcomes[i]}`).join(', ')}`).toBe(toMajorString(expected, 2))
        paid += expected
      }
      expect(await balanceOf(session)).toBe(toMajorString(10_000_000n - staked + paid, 2))
      suite.clock.set(new Date(NOON))
    })
  })
}
