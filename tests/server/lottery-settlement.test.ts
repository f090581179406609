/**
 * The set-based settlement (db/lottery/settlement.ts) of a round with thousands of bets, on PGlite and (with
 * DATABASE_URL) PostgreSQL: one transaction of a fixed handful of statements pays every winning bet exactly what
 * the engine's `payout` says, writes each member's round result, keeps the ledger balanced, writes entries the
 * ledger itself would have written (a `win` movement with the same key replays them), and pays nothing twice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../../src/server/db/database'
import { countEntries, memberAccounts, scopeAccounts } from '../../src/server/db/money/ledger'
import { insertMember } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { BET_TYPE_CODES, BET_TYPES, checkPicks, drawResult, payout, prizeTable, type BetTypeCode } from '../../src/server/domain/lottery'
import { closeDue } from '../../src/server/db/lottery/rounds'
import { drawRound, runRounds, settleRound } from '../../src/server/domain/lottery/rounds'
import { lotteryConfig } from '../../src/server/domain/lottery/settings'
import { bet as betMovement, creditDeposit, win } from '../../src/server/domain/money/movements'
import type { MemberEvent } from '../../src/contract/schemas/money'
import { toMajorString } from '../../src/contract/money'
import type { MemberEventBus } from '../../src/server/domain/events/bus'
import type { MerchantRegistry } from '../../src/server/merchants/registry'
import { fixedClock } from '../../src/server/runtime'
import { lotteryServices, storedRounds } from './fixtures/lottery'
import { BACKENDS, expectLedgerBalanced, loadTestMerchants, type TestDatabase } from './helpers'

const START = '2026-11-21T12:00:00.000Z'
const MEMBERS = 40
const BETS = 3_000
const OPENING = 10_000_000n

/** A small deterministic generator (mulberry32), so the bets are the same on every run. */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n | 0
  }
}

/** The database, counting the transactions and statements run through it. */
function counting(db: Database) {
  const stats = { transactions: 0, statements: 0 }
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      stats.statements++
      return q.query(sql, params)
    },
    exec: (sql) => {
      stats.statements++
      return q.exec(sql)
    },
  })
  const counted: Database = {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => {
      stats.transactions++
      return db.transaction((tx) => fn({ ...tx, ...wrap(tx) }))
    },
    close: () => db.close(),
  }
  return { db: counted, stats }
}

describe.each(BACKENDS)('set-based lottery settlement on $name', (backend) => {
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
  afterEach(() => expectLedgerBalanced(db))

  it(`settles a round of ${BETS} bets by ${MEMBERS} members in one transaction of a few statements, paying exactly`, { timeout: 120_000 }, async () => {
    const clock = fixedClock(START)
    const services = lotteryServices(db, clock, merchants)
    await runRounds(services)
    const round = (await storedRounds(db, 'demo', 'elott-1m'))[0]
    const game = lotteryConfig(merchants.byCode('demo')!.config).games.find((g) => g.code === 'elott-1m')!
    const scope = { merchantCode: 'demo', currency: 'THB' }

    const memberIds: number[] = []
    for (let i = 0; i < MEMBERS; i++) {
      const inserted = await insertMember(db, { merchantCode: 'demo', username: `set${backend.name.slice(0, 2)}${i}`, passwordHash: 'unused', accountType: 0, at: clock.now() })
      if ('conflict' in inserted) throw new Error('member exists')
      memberIds.push(inserted.id)
      await creditDeposit(db, { ...scope, memberId: inserted.id, amount: OPENING, idempotencyKey: `set-open-${inserted.id}`, actor: 'system', at: clock.now() })
    }

    // The bets, every type, numbers at random: written in one statement, their stakes moved per member.
    const next = generator(20261121)
    const digits = (n: number) => Array.from({ length: n }, () => String(next(10))).join('')
    const bets = Array.from({ length: BETS }, (_, i) => {
      const type = BET_TYPES[BET_TYPE_CODES[i % BET_TYPE_CODES.length]]
      let picks = Array.from({ length: type.picks }, () => digits(type.digits))
      while (new Set(picks).size !== picks.length) picks = Array.from({ length: type.picks }, () => digits(type.digits))
      const check = checkPicks(type.code, picks)
      if (!check.ok) throw new Error(check.message)
      const odds = game.betTypes.find((b) => b.type.code === type.code)!.odds
      return { memberId: memberIds[next(MEMBERS)], type: type.code as BetTypeCode, numbers: check.numbers, stake: BigInt(100 + next(50_000)), odds }
    })
    await db.query(
      `INSERT INTO lottery_bets (merchant_code, round_id, member_id, bet_type, numbers, stake, pays, per, idempotency_key, fingerprint, created_at)
       SELECT 'demo', $1, b.member_id, b.bet_type, string_to_array(b.numbers, ','), b.stake, b.pays, b.per, 'set-' || b.ord, '[]', $2
       FROM unnest($3::integer[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[]) WITH ORDINALITY AS b(member_id, bet_type, numbers, stake, pays, per, ord)`,
      [
        round.id, clock.now(), bets.map((b) => b.memberId), bets.map((b) => b.type), bets.map((b) => b.numbers.join(',')), bets.map((b) => b.stake),
        bets.map((b) => b.odds.pays), bets.map((b) => b.odds.per),
      ],
    )
    const staked = new Map<number, bigint>()
    for (const b of bets) staked.set(b.memberId, (staked.get(b.memberId) ?? 0n) + b.stake)
    for (const [memberId, amount] of staked) {
      await betMovement(db, { ...scope, memberId, wallet: { kind: 'main' }, amount, idempotencyKey: `set-stake-${memberId}`, reference: `lottery:${round.id}`, actor: `member:${memberId}`, at: clock.now() })
    }

    clock.set(round.drawsAt)
    expect(await closeDue(db, clock.now())).toBeGreaterThanOrEqual(1)
    expect(await drawRound(services, round.id)).toBe(true)
    const drawn = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.id === round.id)!
    const result = drawResult(prizeTable(drawn.prizeTable), drawn.result!)
    const expected = bets.map((b) => payout({ type: b.type, numbers: b.numbers, stake: b.stake }, result, b.odds))

    const { db: counted, stats } = counting(db)
    const settlement = await settleRound({ ...services, db: counted }, round.id)
    // One transaction; claim, bets, check, member results, the real-time salary's rollup (its window, groups and
    // players), house account, lock, post, totals: as many statements for 3,000 bets as for 3.
    expect(stats.transactions).toBe(1)
    expect(stats.statements).toBeLessThanOrEqual(13)
    // A bet is settled with its round, and won what its row in lottery_bet_wins says (nothing without one).
    const { rows: paid } = await db.query<{ key: string; payout: bigint; status: string }>(
      `SELECT b.idempotency_key AS key, coalesce(w.payout, 0)::bigint AS payout, r.status
       FROM lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id LEFT JOIN lottery_bet_wins w ON w.bet_id = b.id WHERE b.round_id = $1`,
      [round.id],
    )
    // Only the winners are written.
    const { rows: written } = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM lottery_bet_wins WHERE round_id = $1`, [round.id])
    expect(written[0].n).toBe(expected.filter((v) => v > 0n).length)
    const byKey = new Map(paid.map((row) => [row.key, row]))
    bets.forEach((_, i) => expect(byKey.get(`set-${i + 1}`), `bet ${i + 1}`).toMatchObject({ payout: expected[i], status: 'settled' }))

    const won = new Map<number, bigint>()
    bets.forEach((b, i) => won.set(b.memberId, (won.get(b.memberId) ?? 0n) + expected[i]))
    const totalStake = bets.reduce((sum, b) => sum + b.stake, 0n)
    const totalWon = expected.reduce((sum, v) => sum + v, 0n)
    expect(settlement).toEqual({ bets: BETS, stake: totalStake, payout: totalWon, winners: [...won.values()].filter((v) => v > 0n).length })
    expect((await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.id === round.id)).toMatchObject({ status: 'settled', betCount: BETS, stakeTotal: totalStake, payoutTotal: totalWon })
    expect(expected.filter((v) => v > 0n).length).toBeGreaterThan(100)
    for (const memberId of memberIds) {
      const main = (await memberAccounts(db, scope, memberId)).find((a) => a.kind === 'main')!.balance
      expect(main, `member ${memberId}`).toBe(OPENING - (staked.get(memberId) ?? 0n) + (won.get(memberId) ?? 0n))
    }
    const { rows: results } = await db.query<{ memberId: number; stake: bigint; payout: bigint; betCount: number }>(
      `SELECT member_id AS "memberId", stake, payout, bet_count AS "betCount" FROM lottery_member_rounds WHERE round_id = $1 ORDER BY member_id`,
      [round.id],
    )
    expect(results).toEqual(
      [...staked.keys()].sort((a, b) => a - b).map((memberId) => ({
        memberId, stake: staked.get(memberId), payout: won.get(memberId) ?? 0n, betCount: bets.filter((b) => b.memberId === memberId).length,
      })),
    )

    // The entries are the ledger's own: the same movement through `win` replays, moving nothing.
    const winner = [...won].find(([, v]) => v > 0n)!
    const entries = await countEntries(db)
    const replay = await win(db, { ...scope, memberId: winner[0], wallet: { kind: 'main' }, amount: winner[1], idempotencyKey: `lottery:win:${round.id}:${winner[0]}`, reference: `lottery:${round.id}`, actor: 'system', at: clock.now() })
    expect(replay.replayed).toBe(true)
    expect(replay.postings.find((p) => p.account.kind === 'main')!.balanceAfter).toBe(OPENING - staked.get(winner[0])! + winner[1])
    expect(await countEntries(db)).toBe(entries)

    // A second settlement pays nothing.
    // The house is the sum of its shards (migration 022).
    const houseBalance = async () => (await scopeAccounts(db, scope)).filter((a) => a.kind === 'house').reduce((sum, a) => sum + a.balance, 0n)
    const house = await houseBalance()
    expect(await settleRound(services, round.id)).toBeNull()
    expect(await countEntries(db)).toBe(entries)
    expect(await houseBalance()).toBe(house)
  })

  it('tells each winner\'s open pages their new balance at settlement, and nobody else', async () => {
    const clock = fixedClock('2026-11-21T13:00:00.000Z')
    const heard: { memberId: number; event: MemberEvent }[] = []
    const events = { publish: (_merchant: string, memberId: number, event: MemberEvent) => heard.push({ memberId, event }) } as unknown as MemberEventBus
    const services = { ...lotteryServices(db, clock, merchants), events }
    await runRounds(services)
    const round = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.drawsAt > clock.now())!
    const scope = { merchantCode: 'demo', currency: 'THB' }
    const ids: number[] = []
    for (const name of ['annwin', 'annlose']) {
      const inserted = await insertMember(db, { merchantCode: 'demo', username: `${name}${backend.name.slice(0, 2)}`, passwordHash: 'unused', accountType: 0, at: clock.now() })
      if ('conflict' in inserted) throw new Error('member exists')
      ids.push(inserted.id)
      await creditDeposit(db, { ...scope, memberId: inserted.id, amount: 100_000n, idempotencyKey: `ann-open-${inserted.id}`, actor: 'system', at: clock.now() })
    }
    clock.set(round.drawsAt)
    await closeDue(db, clock.now())
    expect(await drawRound(services, round.id)).toBe(true)
    const drawn = (await storedRounds(db, 'demo', 'elott-1m')).find((r) => r.id === round.id)!
    const special = drawn.result!.special![0]
    const losing = String((Number(special.slice(-2)) + 1) % 100).padStart(2, '0')
    // đề on the special's last two digits wins; on the next number it loses (đề pays the special only).
    const bets = [{ memberId: ids[0], numbers: [special.slice(-2)] }, { memberId: ids[1], numbers: [losing] }]
    const odds = lotteryConfig(merchants.byCode('demo')!.config).games.find((g) => g.code === 'elott-1m')!.betTypes.find((b) => b.type.code === 'de')!.odds
    for (const [i, b] of bets.entries()) {
      await db.query(
        `INSERT INTO lottery_bets (merchant_code, round_id, member_id, bet_type, numbers, stake, pays, per, idempotency_key, fingerprint, created_at)
         VALUES ('demo', $1, $2, 'de', $3, 1000, $4, $5, $6, '[]', $7)`,
        [round.id, b.memberId, b.numbers, odds.pays, odds.per, `ann-${backend.name}-${i}`, clock.now()],
      )
      await betMovement(db, { ...scope, memberId: b.memberId, wallet: { kind: 'main' }, amount: 1000n, idempotencyKey: `ann-stake-${b.memberId}`, reference: `lottery:${round.id}`, actor: `member:${b.memberId}`, at: clock.now() })
    }

    expect(await settleRound(services, round.id)).toMatchObject({ bets: 2, winners: 1 })
    const won = payout({ type: 'de', numbers: bets[0].numbers, stake: 1000n }, drawResult(prizeTable(drawn.prizeTable), drawn.result!), odds)
    const after = toMajorString(100_000n - 1000n + won, 2)
    expect(heard).toEqual([{ memberId: ids[0], event: { type: 'balance', balance: { sumBalance: after, wallets: [{ kind: 'main', balance: after }] } } }])
  })
})
