/**
 * The sportsbook settlement bench (`npm run bench -- --only sportsbook`; docs/sportsbook.md "Settlement in sets").
 * Goal: settle a football match with 1,000,000 open bets (300,000 of them parlays) in ≤ 3 s on PostgreSQL; PGlite at
 * a tenth of the bets. No server: the database opened as the server opens it (PGlite on a temporary data dir;
 * PostgreSQL on a scratch database when DATABASE_URL is set), migrated, the site written set-based
 * (sportsbookSeed.ts), then
 *   - timed: the book's own job step (`settleMatches`, what the job's tick runs), as three runs stopped after each
 *     step (decide the match's legs, price the bets, pay and settle), then the run after (which finds the match
 *     finished). The wallet is the vendor protocol's `winBatch` called in process (`vendorWinBatch`, the function its
 *     route runs), each call's body and answer passed through JSON as they are on the wire; the HTTP envelope and the
 *     signature (one HMAC over each call's body) are not in the figure;
 *   - checked (not timed): every bet settled; the ledger's audit (the merchant's accounts sum to zero, every account
 *     equals its postings, no member below zero); one `win` entry per bet that pays, their sum the payouts' sum; a
 *     sample of bets each paid what the core pays it bet by bet (settle.ts payoutOf); a run after pays nothing.
 * Sizes: BENCH_SPORTSBOOK_BETS (1,000,000; PGlite a tenth), BENCH_SPORTSBOOK_MEMBERS (10,000; a tenth).
 */
import { loadavg } from 'node:os'
import { randomBytes } from 'node:crypto'
import { createSecretBox } from '../../src/server/crypto/secretBox'
import type { Database } from '../../src/server/db/database'
import { auditLedger } from '../../src/server/db/money/ledger'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { openPostgres } from '../../src/server/db/postgres'
import { betById } from '../../src/server/db/sports/bets'
import { vendorWin } from '../../src/server/domain/games/vendorProtocol'
import { vendorWinBatch } from '../../src/server/domain/games/vendorWinBatch'
import type { BookServices } from '../../src/server/domain/sports/book/services'
import { payoutOf } from '../../src/server/domain/sports/book/settle'
import { settleMatches } from '../../src/server/domain/sports/book/settleBatch'
import type { HouseWallet, WinBatchReply } from '../../src/server/games/house/server/walletClient'
import { loadMerchants } from '../../src/server/merchants/load'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { scratchDatabase } from './money'
import { makeTempDir, removeTempDir } from './processes'
import { END, MERCHANT, seedBook } from './sportsbookSeed'

export const SPORTSBOOK_GOALS = { settleSecondsOnPostgres: 3, forBets: 1_000_000, parlayShare: 0.3 }
const SAMPLE = 300

export interface SportsbookFigures {
  backend: 'pglite' | 'postgres'
  bets: number
  parlays: number
  legs: number
  members: number
  seedSeconds: number
  /** Each step of the settlement, and the whole (decide + price + pay). */
  steps: { decideMs: number; priceMs: number; payMs: number; finishMs: number }
  settleSeconds: number
  betsPerSecond: number
  run: { decided: number; priced: number; paid: number }
  checks: { settled: number; winEntries: number; paying: number; paidTotal: string; payoutTotal: string; ledgerBalanced: boolean; sampled: number; sampleMatches: number; secondRunPaid: number; ok: boolean }
  loadAverage: { before: number; after: number }
}

const envSize = (name: string, fallback: number) => {
  const raw = process.env[name]
  const value = raw ? Number(raw) : fallback
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got ${raw})`)
  return value
}

/** The house wallet of the book, answered in process by the vendor protocol's calls (JSON in and out, as on the wire). */
function inProcessWallet(services: Pick<BookServices, 'db' | 'merchants' | 'clock'>): HouseWallet {
  const seamless = { db: services.db, merchants: services.merchants }
  const context = (studio: string) => ({ vendorCode: studio, at: services.clock.now() })
  const refused = () => Promise.reject(new Error('the bench pays wins only'))
  return {
    balance: refused, bet: refused, rollback: refused, resettle: refused,
    win: (studio, call) => vendorWin(seamless, context(studio), JSON.parse(JSON.stringify(call))),
    winBatch: async (studio, wins) => JSON.parse(JSON.stringify(await vendorWinBatch(seamless, context(studio), JSON.parse(JSON.stringify({ wins }))))) as WinBatchReply,
  }
}

async function runOn(db: Database, backend: SportsbookFigures['backend'], sizes: { bets: number; members: number }, log: (line: string) => void): Promise<SportsbookFigures> {
  await migrate(db)
  const merchants = await loadMerchants()
  const config = merchants.byCode(MERCHANT)!.config
  const secrets = createSecretBox(new Uint8Array(randomBytes(32)))
  const clock = fixedClock(new Date(END.getTime() + 60_000))
  const seedStart = performance.now()
  const seeded = await seedBook(db, secrets, { ...sizes, parlayShare: SPORTSBOOK_GOALS.parlayShare })
  const seedSeconds = (performance.now() - seedStart) / 1000
  log(`  ${backend}: ${seeded.bets} open bets (${seeded.parlays} parlays, ${seeded.legs} legs) of ${seeded.members} members written in ${seedSeconds.toFixed(1)} s`)
  const services: BookServices = { db, clock, random: cryptoRandom, merchants, secrets, wallet: undefined as unknown as HouseWallet }
  services.wallet = inProcessWallet(services)
  const now = clock.now()
  const before = loadavg()[0]
  const t0 = performance.now()
  const decided = await settleMatches(services, config, now, { stopAfter: 'decide' })
  const t1 = performance.now()
  const priced = await settleMatches(services, config, now, { stopAfter: 'price' })
  const t2 = performance.now()
  const paid = await settleMatches(services, config, now)
  const t3 = performance.now()
  const after = loadavg()[0]
  await settleMatches(services, config, now)
  const t4 = performance.now()
  const settleSeconds = (t3 - t0) / 1000
  log(`  ${backend}: settled in ${settleSeconds.toFixed(2)} s (decide ${(t1 - t0).toFixed(0)} ms, price ${(t2 - t1).toFixed(0)} ms, pay ${(t3 - t2).toFixed(0)} ms; the run after ${(t4 - t3).toFixed(0)} ms)`)

  // Checks, not timed.
  const count = async (sql: string) => Number((await db.query<{ n: bigint }>(sql)).rows[0].n)
  const settled = await count(`SELECT count(*) AS n FROM sports_bets WHERE status = 'settled'`)
  const paying = await count(`SELECT count(*) AS n FROM sports_bets WHERE payout > 0`)
  const winEntries = await count(`SELECT count(*) AS n FROM ledger_entries WHERE entry_type = 'win'`)
  const payoutTotal = await count(`SELECT coalesce(sum(payout), 0) AS n FROM sports_bets`)
  const paidTotal = await count(`SELECT coalesce(sum(p.amount), 0) AS n FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
                                  WHERE e.entry_type = 'win' AND a.member_id IS NOT NULL`)
  const audit = await auditLedger(db)
  const ledgerBalanced = audit.every((row) => row.total === 0n && row.accountsOffPostings === 0 && row.negativeMembers === 0)
  let sampleMatches = 0
  for (let k = 0; k < SAMPLE; k += 1) {
    const bet = await betById(db, BigInt(1 + Math.floor((k * seeded.bets) / SAMPLE)))
    if (bet && bet.payout === payoutOf(bet, bet.legs.map((leg) => leg.outcome as never))) sampleMatches += 1
  }
  const third = await settleMatches(services, config, now)
  const winEntriesAfter = await count(`SELECT count(*) AS n FROM ledger_entries WHERE entry_type = 'win'`)
  const checks = {
    settled, winEntries, paying, paidTotal: String(paidTotal), payoutTotal: String(payoutTotal), ledgerBalanced, sampled: SAMPLE, sampleMatches,
    secondRunPaid: third.paid + (winEntriesAfter - winEntries),
    ok: false,
  }
  checks.ok = settled === seeded.bets && winEntries === paying && paidTotal === payoutTotal && ledgerBalanced && sampleMatches === SAMPLE && checks.secondRunPaid === 0
  log(`  ${backend}: checks ${checks.ok ? 'pass' : 'FAIL'} ${JSON.stringify(checks)}`)
  return {
    backend, bets: seeded.bets, parlays: seeded.parlays, legs: seeded.legs, members: seeded.members, seedSeconds,
    steps: { decideMs: t1 - t0, priceMs: t2 - t1, payMs: t3 - t2, finishMs: t4 - t3 },
    settleSeconds, betsPerSecond: seeded.bets / settleSeconds, run: { decided: decided.decided, priced: priced.priced, paid: paid.paid }, checks,
    loadAverage: { before, after },
  }
}

export async function measureSportsbook(input: { databaseUrl?: string; log: (line: string) => void }): Promise<SportsbookFigures[]> {
  const bets = envSize('BENCH_SPORTSBOOK_BETS', SPORTSBOOK_GOALS.forBets)
  const members = envSize('BENCH_SPORTSBOOK_MEMBERS', 10_000)
  const out: SportsbookFigures[] = []
  for (const backend of [...(input.databaseUrl ? ['postgres' as const] : []), 'pglite' as const]) {
    const sizes = backend === 'pglite' ? { bets: Math.max(1, Math.round(bets / 10)), members: Math.max(1, Math.round(members / 10)) } : { bets, members }
    input.log(`Sportsbook on ${backend}: ${sizes.bets} bets on one match`)
    if (backend === 'postgres') {
      const scratch = await scratchDatabase(input.databaseUrl!)
      const db = await openPostgres({ connectionString: scratch.url })
      try {
        out.push(await runOn(db, backend, sizes, input.log))
      } finally {
        await db.close()
        await scratch.drop()
      }
    } else {
      const dir = makeTempDir('portico-bench-sportsbook-')
      const db = await openPGlite(dir)
      try {
        out.push(await runOn(db, backend, sizes, input.log))
      } finally {
        await db.close()
        removeTempDir(dir)
      }
    }
  }
  return out
}

export function sportsbookTable(rows: SportsbookFigures[]): string[] {
  const goal = SPORTSBOOK_GOALS
  const lines = [
    '| backend | bets (parlays, legs) | settle (decide / price / pay) | bets/s | run after | goal | checks |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const r of rows) {
    const target = r.backend === 'postgres' ? `≤ ${goal.settleSecondsOnPostgres} s ${r.settleSeconds <= goal.settleSecondsOnPostgres && r.bets >= goal.forBets ? '✅' : '❌'}` : 'a tenth (figure)'
    const s = r.steps
    lines.push(
      `| ${r.backend} | ${r.bets.toLocaleString('en')} (${r.parlays.toLocaleString('en')}, ${r.legs.toLocaleString('en')}) | ${r.settleSeconds.toFixed(2)} s (${(s.decideMs / 1000).toFixed(2)} / ${(s.priceMs / 1000).toFixed(2)} / ${(s.payMs / 1000).toFixed(2)}) | ${Math.round(r.betsPerSecond).toLocaleString('en')} | ${(s.finishMs / 1000).toFixed(2)} s | ${target} | ${r.checks.ok ? '✅' : '❌'} |`,
    )
  }
  return lines
}
