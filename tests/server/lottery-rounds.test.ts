/**
 * The lottery's rounds on the round job (domain/lottery/rounds.ts), on PGlite and (with DATABASE_URL) PostgreSQL:
 * made ahead with a sealed seed and a published commitment; closed before the draw; drawn from the committed seed
 * (revealed, verifiable by anyone); settled; caught up after an outage; never drawn twice by two runners at once.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import type { Database } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { auditReport, auditStoredRound } from '../../src/server/domain/lottery/audit'
import { roundHits, verifyRound, seedCommitment, seedFromHex, drawResult, prizeTable, type PrizeTableCode } from '../../src/server/domain/lottery'
import { runRounds, type RoundRun } from '../../src/server/domain/lottery/rounds'
import { lotteryConfigProblems } from '../../src/server/domain/lottery/settings'
import { lotteryRoundsJob } from '../../src/server/jobs/lottery'
import { runExclusively } from '../../src/server/jobs/scheduler'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { fixedClock } from '../../src/server/runtime'
import { LOTTERY_DATA_KEY, intervalRoundNo, lotteryServices, storedRounds } from './fixtures/lottery'
import { BACKENDS, expectLedgerBalanced, loadTestMerchants, type TestDatabase } from './helpers'

const START = '2026-11-21T12:00:00.000Z'
/** The demo merchant's games: three electronic (every 1, 3, 5 minutes) and two Vietnamese (daily). */
const DEMO_GAMES = ['elott-1m', 'elott-3m', 'elott-5m', 'vn-north', 'vn-south']

const sum = (runs: RoundRun[], key: keyof RoundRun) => runs.reduce((total, run) => total + run[key], 0)

describe.each(BACKENDS)('lottery rounds on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let merchants: MerchantRegistry

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    merchants = await loadTestMerchants()
  })
  afterAll(async () => {
    await handle?.dispose()
  })
  beforeEach(async () => {
    // Each test starts with no rounds (the lottery tables only; nothing else here writes).
    await db.exec('TRUNCATE lottery_member_rounds, lottery_round_numbers, lottery_bet_wins, lottery_bets, lottery_round_hits, lottery_rounds')
  })
  afterEach(() => expectLedgerBalanced(db))

  it('the shipped merchants\' lottery sections are consistent', () => {
    for (const merchant of merchants.merchants) expect(lotteryConfigProblems(merchant.config), merchant.file).toEqual([])
  })

  it('makes the current and next round of every game, each with a commitment to a sealed seed that is not revealed', async () => {
    const clock = fixedClock(START)
    const services = lotteryServices(db, clock, merchants)
    const run = await runRounds(services)
    expect(run).toMatchObject({ made: DEMO_GAMES.length * 2, drawn: 0, settled: 0 })
    const rounds = await storedRounds(db, 'demo')
    expect(new Set(rounds.map((r) => r.gameCode))).toEqual(new Set(DEMO_GAMES))
    const oneMinute = rounds.filter((r) => r.gameCode === 'elott-1m')
    expect(oneMinute.map((r) => [r.roundNo, r.status])).toEqual([
      [intervalRoundNo(START, 60), 'open'],
      [String(Number(intervalRoundNo(START, 60)) + 1), 'scheduled'],
    ])
    expect(oneMinute[0]).toMatchObject({ opensAt: new Date(START), closesAt: new Date('2026-11-21T12:00:50Z'), drawsAt: new Date('2026-11-21T12:01:00Z') })
    // Daily games are numbered by their draw's local date: the northern draw of the 21st (18:15 +07:00) is past.
    expect(rounds.filter((r) => r.gameCode === 'vn-north').map((r) => [r.roundNo, r.drawsAt.toISOString()])).toEqual([
      ['20261122', '2026-11-22T11:15:00.000Z'],
      ['20261123', '2026-11-23T11:15:00.000Z'],
    ])
    const box = createSecretBox(LOTTERY_DATA_KEY)
    for (const round of rounds) {
      expect(round.seedHex).toBeNull()
      expect(round.result).toBeNull()
      expect(round.seedSeal).not.toContain(round.commitment)
      // The seal holds the seed the commitment was published for.
      expect(seedCommitment(seedFromHex(box.open(round.seedSeal)))).toBe(round.commitment)
    }
    // Made once: a second run (or another process) makes nothing, and the commitments stand.
    expect((await runRounds(lotteryServices(db, clock, merchants))).made).toBe(0)
    expect((await storedRounds(db, 'demo')).map((r) => r.commitment)).toEqual(rounds.map((r) => r.commitment))
  })

  it('closes a round before its draw, then draws it from the revealed seed (verifiable) and settles it', async () => {
    const clock = fixedClock(START)
    const services = lotteryServices(db, clock, merchants)
    await runRounds(services)
    const roundNo = intervalRoundNo(START, 60)

    clock.set('2026-11-21T12:00:49.999Z')
    expect((await runRounds(services)).closed).toBe(0)
    clock.set('2026-11-21T12:00:50.000Z')
    expect((await runRounds(services)).closed).toBe(1)
    let round = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.roundNo === roundNo)!
    expect(round).toMatchObject({ status: 'closed', seedHex: null, result: null })

    clock.set('2026-11-21T12:01:00.000Z')
    const run = await runRounds(services)
    expect(run).toMatchObject({ drawn: 1, settled: 1, made: 1 })
    round = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.roundNo === roundNo)!
    expect(round).toMatchObject({ status: 'settled', drawnAt: new Date('2026-11-21T12:01:00Z'), betCount: 0, stakeTotal: 0n, payoutTotal: 0n })
    // Anyone can check it from what was published: the commitment, the revealed seed, the announced numbers.
    const verification = verifyRound({
      gameCode: 'elott-1m', roundNo, table: round.prizeTable as PrizeTableCode, commitment: round.commitment, seedHex: round.seedHex!, announced: round.result!,
    })
    expect(verification).toMatchObject({ ok: true, commitmentMatches: true, announcedMatches: true })
    const { rows: hits } = await db.query<{ kind: string; number: string; hits: number }>(
      `SELECT kind, number, hits FROM lottery_round_hits WHERE round_id = $1 ORDER BY kind, number`,
      [round.id],
    )
    const expected = roundHits(drawResult(prizeTable('electronic'), round.result!)).map((h) => ({ ...h }))
    expect(hits).toEqual(expected.sort((a, b) => (a.kind + a.number < b.kind + b.number ? -1 : 1)))
    // The next round is open now, and its successor made.
    const rounds = await storedRounds(db, 'demo', 'elott-1m')
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'open', 'scheduled'])
  })

  it('after an outage, draws every round whose draw time passed from its committed seed, once, and makes no round nobody could bet on', async () => {
    const clock = fixedClock(START)
    await runRounds(lotteryServices(db, clock, merchants))
    const before = await storedRounds(db, 'demo')

    // Down for 7 minutes; a new process (same data key) starts and catches up.
    clock.set('2026-11-21T12:07:30.000Z')
    const due = before.filter((r) => r.drawsAt <= clock.now())
    expect(due.map((r) => `${r.gameCode}:${r.roundNo}`).sort()).toEqual(
      [
        `elott-1m:${intervalRoundNo(START, 60)}`, `elott-1m:${Number(intervalRoundNo(START, 60)) + 1}`,
        `elott-3m:${intervalRoundNo(START, 180)}`, `elott-3m:${Number(intervalRoundNo(START, 180)) + 1}`,
        `elott-5m:${intervalRoundNo(START, 300)}`,
      ].sort(),
    )
    const restarted = lotteryServices(db, clock, merchants)
    const run = await runRounds(restarted)
    expect(run).toMatchObject({ drawn: due.length, settled: due.length })
    const after = await storedRounds(db, 'demo')
    for (const round of due) {
      const stored = after.find((r) => r.id === round.id)!
      expect(stored.status).toBe('settled')
      expect(stored.commitment).toBe(round.commitment)
      expect(verifyRound({ gameCode: stored.gameCode, roundNo: stored.roundNo, table: stored.prizeTable as PrizeTableCode, commitment: stored.commitment, seedHex: stored.seedHex!, announced: stored.result! }).ok).toBe(true)
    }
    // The one-minute rounds between the last made and the current one were never offered: not made now.
    const oneMinute = after.filter((r) => r.gameCode === 'elott-1m').map((r) => Number(r.roundNo))
    const first = Number(intervalRoundNo(START, 60))
    expect(oneMinute).toEqual([first, first + 1, first + 7, first + 8])
    // A second run has nothing left to do.
    expect(await runRounds(restarted)).toMatchObject({ made: 0, drawn: 0, settled: 0 })
  })

  it('two runners at once draw and settle each due round exactly once', async () => {
    const clock = fixedClock(START)
    await runRounds(lotteryServices(db, clock, merchants))
    clock.set('2026-11-21T12:10:00.000Z')
    const due = (await storedRounds(db, 'demo')).filter((r) => r.drawsAt <= clock.now())
    expect(due.length).toBeGreaterThan(0)
    // Two runners on one database at once, without the leader lock: the rounds' conditional states alone keep each
    // draw and settlement single.
    const runs = await Promise.all([runRounds(lotteryServices(db, clock, merchants)), runRounds(lotteryServices(db, clock, merchants))])
    expect(sum(runs, 'drawn')).toBe(due.length)
    expect(sum(runs, 'settled')).toBe(due.length)
    expect(sum(runs, 'made')).toBe((DEMO_GAMES.length - 2) * 2) // the daily games' rounds are still current
    const after = await storedRounds(db, 'demo')
    for (const round of due) expect(after.find((r) => r.id === round.id)!.status).toBe('settled')
  })

  it.runIf(backend.name === 'postgres')('two processes\' job runners on one PostgreSQL database: one leader at a time, each round drawn once', async () => {
    const clock = fixedClock(START)
    await runRounds(lotteryServices(db, clock, merchants))
    clock.set('2026-11-21T12:10:00.000Z')
    const due = (await storedRounds(db, 'demo')).filter((r) => r.drawsAt <= clock.now())
    // A second process: its own pool on the same schema.
    const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema')
    const other = await openPostgres({ connectionString: process.env.DATABASE_URL as string, schema: rows[0].schema, max: 4 })
    try {
      const results: RoundRun[] = []
      const job = (database: Database) => {
        const { name, run } = lotteryRoundsJob(lotteryServices(database, clock, merchants))
        return { name, run: async () => void results.push((await run()) as RoundRun) }
      }
      const ran = await Promise.all([runExclusively(db, job(db)), runExclusively(other, job(other))])
      // Whoever holds the lock runs; the other skips its turn while it is held.
      expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(1)
      expect(sum(results, 'drawn')).toBe(due.length)
      expect(sum(results, 'settled')).toBe(due.length)
      // And their next turns find nothing left.
      await Promise.all([runExclusively(db, job(db)), runExclusively(other, job(other))])
      expect(sum(results, 'drawn')).toBe(due.length)
    } finally {
      await other.close()
    }
  })
  it('verifies a stored round from its revealed seed, and says so when its seed or result was changed', async () => {
    const clock = fixedClock(START)
    const services = lotteryServices(db, clock, merchants)
    await runRounds(services)
    const roundNo = intervalRoundNo(START, 60)
    const pending = auditReport(await auditStoredRound(db, { gameCode: 'elott-1m', roundNo }))
    expect(pending.ok).toBe(false)
    expect(pending.text).toContain('Not drawn yet')
    clock.set('2026-11-21T12:01:00.000Z')
    await runRounds(services)
    const good = auditReport(await auditStoredRound(db, { gameCode: 'elott-1m', roundNo }))
    expect(good.ok, good.text).toBe(true)
    expect(good.text).toMatch(/the seed is the one committed to: yes\n {2}the stored result is the recomputed one: yes\nVerified\.$/)
    const round = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.roundNo === roundNo)!
    expect(good.text).toContain(`special: ${round.result!.special![0]}`)

    // A stored result that is not the seed's, then a seed that is not the committed one: both are caught.
    const other = round.result!.special![0] === '00000' ? '11111' : '00000'
    await db.query(`UPDATE lottery_rounds SET result = jsonb_set(result, '{special}', $2::jsonb) WHERE id = $1`, [round.id, JSON.stringify([other])])
    const changed = auditReport(await auditStoredRound(db, { gameCode: 'elott-1m', roundNo }))
    expect(changed.ok).toBe(false)
    expect(changed.text).toContain('the stored result is the recomputed one: NO')
    await db.query(`UPDATE lottery_rounds SET seed_hex = $2 WHERE id = $1`, [round.id, 'ab'.repeat(32)])
    expect(auditReport(await auditStoredRound(db, { gameCode: 'elott-1m', roundNo })).text).toContain('the seed is the one committed to: NO')
    expect((await auditStoredRound(db, { gameCode: 'elott-1m', roundNo: '1' })).found).toBe(false)
  })

  it.runIf(backend.name === 'pglite')('`npm run lottery -- verify` reads the embedded database and prints the verification', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lottery-verify-'))
    const embedded = await openPGlite(join(dataDir, 'pglite'))
    const roundNo = intervalRoundNo(START, 60)
    try {
      await migrate(embedded)
      const clock = fixedClock(START)
      await runRounds(lotteryServices(embedded, clock, merchants))
      clock.set('2026-11-21T12:01:00.000Z')
      await runRounds(lotteryServices(embedded, clock, merchants))
    } finally {
      await embedded.close()
    }
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/lottery.ts', ...args], {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: { ...process.env, DATABASE_URL: '', PORTICO_DATA_DIR: dataDir },
      })
    const { stdout } = await run('verify', 'elott-1m', roundNo)
    expect(stdout).toContain(`Round elott-1m:${roundNo} (merchant demo, electronic prize table): settled`)
    expect(stdout).toContain('Verified.')
    await expect(run('verify', 'elott-1m', String(Number(roundNo) + 1))).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('Not drawn yet') })
    await expect(run('verify')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') })
  })
})
