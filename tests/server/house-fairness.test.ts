/**
 * The house games' fairness through `app.inject` and a real socket, on PGlite and (with DATABASE_URL) PostgreSQL,
 * with the clock driven by the test:
 * - nothing a client receives before a crash round's result tells its crash point: over many rounds, every state
 *   pushed, every snapshot and every bet's answer while betting is open and while the rocket flies is the same, once
 *   its round number, its times (taken from betting's close) and its commitment are set aside, whatever the round's
 *   crash point;
 * - a table round commits to its seed in its first state and reveals it with the result, and the seed draws the
 *   outcome again; a slots or dice spin plays the seed whose hash the player was shown, reveals it and commits the
 *   next (a refused bet keeps the commitment);
 * - the betting record shows each round's seed and hash, a table round's seed only once the round has played.
 */
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { HOUSE_CALLS, type TableState } from '../../src/contract/house'
import { baccaratHandOf, crashPointOf, deriveFromSeed, diceRollOf, seedMatches, slotStopsOf } from '../../src/contract/houseFairness'
import type { Database } from '../../src/server/db/database'
import { settleDue, type TableServices } from '../../src/server/games/house/tables/service'
import { BACKENDS } from './helpers'
import { DEMO_HOST, houseTableSuite } from './houseTableSuite'

/** Every phase at a fifth of its length: crash's betting 1.4 s, baccarat's 3 s (the flight is never scaled). */
const PACE = 0.2
const HOUSE_SECRET = 'house-secret-for-the-house-fairness-tests'
const DATA_KEY = new Uint8Array(32).fill(9)
const HEX64 = /^[0-9a-f]{64}$/
/** Crash rounds watched for a leak: enough that their crash points differ many times over. */
const WATCHED_ROUNDS = 14

type Game = 'baccarat-a' | 'crash' | 'dice' | 'koi-terrace'
const VENDORS: Record<Game, string> = { 'baccarat-a': 'HLIVE', crash: 'HMINI', dice: 'HMINI', 'koi-terrace': 'HSLOT' }

describe.each(BACKENDS)('the house games’ fairness on $name', (backend) => {
  const suite = houseTableSuite(backend, { usernamePrefix: 'hf', randomSeeds: [2026, 2027], pace: PACE, houseSecret: HOUSE_SECRET, dataKey: DATA_KEY, games: VENDORS })
  const { seated, house } = suite
  let db: Database
  let app: FastifyInstance
  let clock: ReturnType<typeof suite.ready>['clock']
  let tables: TableServices
  beforeAll(() => {
    ;({ db, app, clock, tables } = suite.ready())
  })

  async function value(path: string, body: unknown) {
    const response = await house(path, body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value
  }

  const snapshot = (session: string) => value(HOUSE_CALLS.table, { session }) as Promise<{ state: TableState; mine: unknown; balance: string }>

  async function stored(game: string, roundNo: number) {
    const { rows } = await db.query<{ outcome: Record<string, unknown>; runUntil: Date; endsAt: Date }>(
      `SELECT outcome, run_until AS "runUntil", ends_at AS "endsAt" FROM house_table_rounds WHERE merchant_code = 'demo' AND game_id = $1 AND round_no = $2`, [game, roundNo],
    )
    return rows[0]
  }

  const moveTo = (at: string | Date, ms = 0) => clock.set(new Date(new Date(at).getTime() + ms))

  async function record(token: string) {
    const response = await app.inject({ method: 'GET', url: `${ENDPOINTS.bettingRecord.path}?pageSize=50`, headers: { ...DEMO_HOST, authorization: token } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.list as { roundRef: string; gameType: string; result: Record<string, unknown> }[]
  }

  it('crash: nothing a client receives before a round’s result tells its crash point', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const watcher = await seated('crash')
    const stream = openStream(`${address}${HOUSE_CALLS.tableEvents}?session=${watcher.session}`)
    try {
      // Each round's payloads before its result, by what sent them, set in the round's own frame.
      const seen: Record<string, string[]> = { pushedBetting: [], snapshotBetting: [], betAnswer: [], pushedRunning: [], snapshotRunning: [] }
      const crashPoints: number[] = []
      for (let round = 0; round < WATCHED_ROUNDS; round++) {
        const member = await seated('crash')
        const opened = (await snapshot(member.session)).state
        expect(opened.phase).toBe('betting')
        const { roundNo, bettingUntil } = opened
        const frame = (payload: unknown, pushed = false) => JSON.stringify(inRoundFrame(payload, roundNo, bettingUntil, pushed))

        moveTo(bettingUntil, -400)
        seen.snapshotBetting.push(frame(await snapshot(member.session)))
        seen.betAnswer.push(frame(await value(HOUSE_CALLS.crashBet, { session: member.session, roundNo, stake: '10.00' })))
        seen.pushedBetting.push(frame(await stream.next(roundNo, 'betting'), true))

        const { outcome, endsAt } = await stored('crash', roundNo)
        crashPoints.push(outcome.crashPoint as number)
        moveTo(bettingUntil, 1)
        // An instant bust (1.00×) has no flight: its result comes as betting closes.
        if ((outcome.crashPoint as number) > 100) {
          seen.snapshotRunning.push(frame(await snapshot(member.session)))
          seen.pushedRunning.push(frame(await stream.next(roundNo, 'running'), true))
        }
        moveTo(endsAt)
      }
      // The rounds differed where it matters: what they showed before the result did not.
      expect(new Set(crashPoints).size).toBeGreaterThanOrEqual(WATCHED_ROUNDS - 2)
      for (const [source, payloads] of Object.entries(seen)) {
        expect(payloads.length, source).toBeGreaterThan(WATCHED_ROUNDS / 2)
        for (const payload of payloads) {
          expect(payload, source).not.toMatch(/runUntil|endsAt|crashPoint|"seed"/)
          expect(payload, `${source}: the same in every round whatever its crash point`).toBe(payloads[0])
        }
      }
    } finally {
      stream.close()
    }
    // Fourteen rounds, each with a login, a launch and a pushed state to wait for: a busy machine needs more than 30 s.
  }, 120_000)

  it('commits each table round to its seed from its first state and reveals it with the result, which the seed draws again', async () => {
    for (const game of ['crash', 'baccarat-a'] as const) {
      const member = await seated(game)
      const opened = (await snapshot(member.session)).state
      const { fairness } = opened
      expect(fairness).toEqual({ key: `${game}:${opened.roundNo}`, seedHash: expect.stringMatching(HEX64) })
      const { runUntil } = await stored(game, opened.roundNo)
      moveTo(opened.bettingUntil, 1)
      expect((await snapshot(member.session)).state.fairness).toEqual(fairness)
      moveTo(runUntil)
      const result = (await snapshot(member.session)).state
      expect(result.phase).toBe('result')
      expect(result.fairness).toMatchObject({ ...fairness, seed: expect.stringMatching(HEX64) })
      const seedHex = result.fairness!.seed!
      expect(await seedMatches(seedHex, fairness!.seedHash)).toBe(true)
      if (game === 'crash') expect(await deriveFromSeed(seedHex, fairness!.key, crashPointOf)).toBe(result.crashPoint)
      else expect(await deriveFromSeed(seedHex, fairness!.key, baccaratHandOf)).toEqual(result.hand)
      moveTo((await stored(game, opened.roundNo)).endsAt)
    }
  })

  it('plays each slots and dice spin on the seed whose hash was shown before it, reveals it and commits the next', async () => {
    for (const game of ['dice', 'koi-terrace'] as const) {
      const member = await seated(game, 1_000n)
      let shown = (await value(HOUSE_CALLS.session, { session: member.session })).nextSeedHash as string
      expect(shown).toMatch(HEX64)
      // Opening again shows the same commitment: nothing has played it.
      expect((await value(HOUSE_CALLS.session, { session: member.session })).nextSeedHash).toBe(shown)
      const bet = game === 'dice' ? { stake: '1.00', direction: 'under', target: 5_000 } : { lineBet: '0.05', lines: 20 }
      for (let spin = 0; spin < 3; spin++) {
        clock.advance(10)
        const answer = await value(game === 'dice' ? HOUSE_CALLS.diceRoll : HOUSE_CALLS.slotsSpin, { session: member.session, ...bet })
        const { fairness } = answer
        expect(fairness).toEqual({ key: game, seedHash: shown, seed: expect.stringMatching(HEX64), nextSeedHash: expect.stringMatching(HEX64) })
        expect(await seedMatches(fairness.seed, shown)).toBe(true)
        if (game === 'dice') expect(await deriveFromSeed(fairness.seed, game, diceRollOf)).toBe(answer.rolled)
        else {
          // Every spin's stops (the paid one, then each free spin) follow from the seed; the record keeps their screens.
          const { rows } = await db.query<{ result: { stops: number[][]; screens: string[][][]; reelLengths: number[] } }>(
            `SELECT result FROM game_rounds WHERE member_id = $1 ORDER BY id DESC LIMIT 1`, [member.id],
          )
          const { stops, screens, reelLengths } = rows[0].result
          expect(stops).toHaveLength(1 + answer.freeSpins.length)
          expect(await deriveFromSeed(fairness.seed, game, (random) => slotStopsOf(random, reelLengths, stops.length))).toEqual(stops)
          expect(screens).toEqual([answer.base.grid, ...answer.freeSpins.map((free: { grid: string[][] }) => free.grid)])
        }
        expect(fairness.nextSeedHash).not.toBe(shown)
        shown = fairness.nextSeedHash
      }
      // A bet the wallet refuses plays nothing: the seed shown stays the next one.
      const broke = game === 'dice' ? { ...bet, stake: '50.00' } : { lineBet: '5.00', lines: 20 }
      clock.advance(10)
      expect((await house(game === 'dice' ? HOUSE_CALLS.diceRoll : HOUSE_CALLS.slotsSpin, { session: member.session, ...broke })).statusCode).toBe(400)
      expect((await value(HOUSE_CALLS.session, { session: member.session })).nextSeedHash).toBe(shown)
    }
  })

  it('shows each round’s seed and hash in the betting record, a table round’s seed only once it has played', async () => {
    const member = await seated('crash')
    let opened: TableState
    // A round that flies past 1.10×, so a cash-out mid-flight is recorded before the crash.
    for (;;) {
      opened = (await snapshot(member.session)).state
      const { outcome, endsAt } = await stored('crash', opened.roundNo)
      if (opened.phase === 'betting' && (outcome.crashPoint as number) >= 120) break
      moveTo(endsAt)
    }
    const { roundNo } = opened
    const { outcome, runUntil } = await stored('crash', roundNo)
    await value(HOUSE_CALLS.crashBet, { session: member.session, roundNo, stake: '10.00' })
    moveTo(opened.bettingUntil, 2_000)
    await value(HOUSE_CALLS.crashCashOut, { session: member.session })
    const flying = (await record(member.token)).find((round) => round.roundRef === `crash.${roundNo}.${member.id}`)!
    expect(flying.result.fairness).toEqual({ key: `crash:${roundNo}`, seedHash: opened.fairness!.seedHash })
    expect(JSON.stringify(flying.result)).not.toMatch(/crashPoint|"seed"/)

    moveTo(runUntil)
    const played = (await record(member.token)).find((round) => round.roundRef === `crash.${roundNo}.${member.id}`)!
    expect(played.result).toMatchObject({ outcome: { crashPoint: outcome.crashPoint }, fairness: { key: `crash:${roundNo}`, seedHash: opened.fairness!.seedHash, seed: expect.stringMatching(HEX64) } })
    const revealed = played.result.fairness as { seed: string; seedHash: string; key: string }
    expect(await deriveFromSeed(revealed.seed, revealed.key, crashPointOf)).toBe(outcome.crashPoint)
    await settleDue(tables)

    // A dice roll's record carries the seed it played.
    const roller = await seated('dice', 1_000n)
    const roll = await value(HOUSE_CALLS.diceRoll, { session: roller.session, stake: '1.00', direction: 'over', target: 5_000 })
    const [rolled] = await record(roller.token)
    expect(rolled.result).toMatchObject({ rolled: roll.rolled, fairness: { key: 'dice', seedHash: roll.fairness.seedHash, seed: roll.fairness.seed } })
  })
})

/**
 * A payload as its round would show it anywhere: the round number and the commitment (which differ every round, and
 * are checked on their own) set aside, times as milliseconds from betting's close, and the earlier rounds' crash
 * points (public) and a pushed state's send time (the server's clock then) left out.
 */
function inRoundFrame(payload: unknown, roundNo: number, bettingUntil: string, pushed: boolean): unknown {
  const base = Date.parse(bettingUntil)
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item))
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {}
      for (const [name, inner] of Object.entries(value)) {
        if (name === 'history' || (pushed && name === 'serverTime')) continue
        if (name === 'fairness') {
          expect(inner).toEqual({ key: `crash:${roundNo}`, seedHash: expect.stringMatching(HEX64) })
          out[name] = 'committed'
        } else out[name] = walk(inner, name)
      }
      return out
    }
    if (key === 'roundNo') {
      expect(value).toBe(roundNo)
      return 'this round'
    }
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return `${Date.parse(value) - base} ms`
    return value
  }
  return walk(payload)
}

/** A table's event stream over a real socket, read as it comes: `next` waits for a round's state in a phase. */
function openStream(url: string) {
  const controller = new AbortController()
  const states: TableState[] = []
  let text = ''
  const reading = (async () => {
    const response = await fetch(url, { headers: { host: 'localhost:3000' }, signal: controller.signal })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      text += new TextDecoder().decode(value)
      for (let match = /event: round\ndata: (.+)\n\n/.exec(text); match; match = /event: round\ndata: (.+)\n\n/.exec(text)) {
        states.push(JSON.parse(match[1]) as TableState)
        text = text.slice(match.index + match[0].length)
      }
    }
  })().catch(() => undefined)
  return {
    async next(roundNo: number, phase: TableState['phase']): Promise<TableState> {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const state = states.find((candidate) => candidate.roundNo === roundNo && candidate.phase === phase)
        if (state) return state
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no ${phase} state of round ${roundNo} was pushed; got ${states.map((s) => `${s.roundNo}:${s.phase}`).join(' ')}`)
    },
    close() {
      controller.abort()
      void reading
    },
  }
}
