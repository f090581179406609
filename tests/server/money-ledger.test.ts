/**
 * The double-entry ledger through its domain functions (domain/money) and the balance endpoint through
 * `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL. After every test the sum of all balances of each
 * merchant and currency is zero, no member balance is negative and every balance equals the sum of its postings.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { accountId, auditLedger, countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { insertMember, rememberIp } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { postEntry } from '../../src/server/domain/money/ledger'
import {
  approveWithdrawal, bet, creditDeposit, creditTrial, grantBonus, payWage, rejectWithdrawal, requestWithdrawal, transfer, win, type Movement,
} from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { AppError } from '../../src/server/errors'
import { BACKENDS, expectContract, expectError, NOW, path, testServer, type TestDatabase } from './helpers'

const AT = new Date(NOW)
const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('ledger on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let serial = 0
  let keys = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
  })
  afterAll(() => handle?.dispose())
  afterEach(async () => {
    for (const audit of await auditLedger(db)) {
      expect(audit, `${audit.merchantCode} ${audit.currency}`).toMatchObject({ total: 0n, negativeMembers: 0, postingsTotal: 0n, accountsOffPostings: 0 })
    }
  })

  async function newMember(accountType = 0): Promise<number> {
    serial += 1
    const inserted = await insertMember(db, { merchantCode: 'demo', username: `led${backend.name.slice(0, 2)}${serial}`, passwordHash, accountType, at: AT })
    if ('conflict' in inserted) throw new Error('test member exists')
    return inserted.id
  }
  const base = (amount: bigint, key = `key-${++keys}`): Movement => ({ merchantCode: 'demo', currency: 'THB', idempotencyKey: key, actor: 'system', at: AT, amount })
  async function balances(memberId: number): Promise<Record<string, bigint>> {
    const out: Record<string, bigint> = {}
    for (const a of await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)) out[a.kind === 'vendor' ? `vendor:${a.vendorCode}` : a.kind] = a.balance
    return out
  }
  async function systemBalances(): Promise<Record<string, bigint>> {
    // A sharded account's balance is the sum of its shards (migration 022).
    const { rows } = await db.query<{ kind: string; balance: bigint }>(
      `SELECT kind, sum(balance)::bigint AS balance FROM ledger_accounts WHERE merchant_code = 'demo' AND currency = 'THB' AND member_id IS NULL GROUP BY kind`,
    )
    return Object.fromEntries(rows.map((r) => [r.kind, r.balance]))
  }
  /** How much each system account changed while `fn` ran. */
  async function systemDelta(fn: () => Promise<unknown>): Promise<Record<string, bigint>> {
    const before = await systemBalances()
    await fn()
    const after = await systemBalances()
    const delta: Record<string, bigint> = {}
    for (const [kind, balance] of Object.entries(after)) if (balance !== (before[kind] ?? 0n)) delta[kind] = balance - (before[kind] ?? 0n)
    return delta
  }
  async function refusedWith(code: string, fn: () => Promise<unknown>) {
    const entries = await countEntries(db)
    const system = await systemBalances()
    const error = await fn().then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe(code)
    expect(await countEntries(db)).toBe(entries)
    expect(await systemBalances()).toEqual(system)
  }

  describe('movements', () => {
    it('a deposit moves payments_in to the main wallet', async () => {
      const m = await newMember()
      const delta = await systemDelta(async () => {
        const posted = await creditDeposit(db, { ...base(10_000n), memberId: m, reference: 'order-1' })
        expect(posted).toMatchObject({ type: 'deposit', reference: 'order-1', replayed: false })
        expect(posted.postings).toHaveLength(2)
      })
      expect(delta).toEqual({ payments_in: -10_000n })
      expect(await balances(m)).toEqual({ main: 10_000n })
    })

    it('transfers between the main wallet and vendor wallets', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(5_000n), memberId: m })
      const delta = await systemDelta(async () => {
        await transfer(db, { ...base(3_000n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } })
        await transfer(db, { ...base(1_000n), memberId: m, from: { kind: 'vendor', vendorCode: 'PG' }, to: { kind: 'vendor', vendorCode: 'JILI' } })
        await transfer(db, { ...base(500n), memberId: m, from: { kind: 'vendor', vendorCode: 'PG' }, to: { kind: 'main' } })
      })
      expect(delta).toEqual({})
      expect(await balances(m)).toEqual({ main: 2_500n, 'vendor:PG': 1_500n, 'vendor:JILI': 1_000n })
    })

    it('a withdrawal waits in pending_withdrawals, then is paid out or given back', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(9_000n), memberId: m })
      expect(await systemDelta(() => requestWithdrawal(db, { ...base(4_000n), memberId: m }))).toEqual({ pending_withdrawals: 4_000n })
      expect(await systemDelta(() => requestWithdrawal(db, { ...base(3_000n), memberId: m }))).toEqual({ pending_withdrawals: 3_000n })
      expect(await balances(m)).toEqual({ main: 2_000n })
      expect(await systemDelta(() => approveWithdrawal(db, { ...base(4_000n), reference: 'w-1' }))).toEqual({ pending_withdrawals: -4_000n, payments_out: 4_000n })
      expect(await systemDelta(() => rejectWithdrawal(db, { ...base(3_000n), memberId: m, reference: 'w-2' }))).toEqual({ pending_withdrawals: -3_000n })
      expect(await balances(m)).toEqual({ main: 5_000n })
    })

    it('bets go to the house and wins come from it, from whichever wallet plays', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(2_000n), memberId: m })
      await transfer(db, { ...base(1_000n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } })
      expect(await systemDelta(() => bet(db, { ...base(700n), memberId: m, wallet: { kind: 'main' } }))).toEqual({ house: 700n })
      expect(await systemDelta(() => bet(db, { ...base(400n), memberId: m, wallet: { kind: 'vendor', vendorCode: 'PG' } }))).toEqual({ house: 400n })
      expect(await systemDelta(() => win(db, { ...base(1_250n), memberId: m, wallet: { kind: 'vendor', vendorCode: 'PG' } }))).toEqual({ house: -1_250n })
      expect(await balances(m)).toEqual({ main: 300n, 'vendor:PG': 1_850n })
    })

    it('the house is kept in shards: bets land on several of its rows, which add up to what the house took', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(64n), memberId: m })
      const house = async () =>
        (await db.query<{ shard: number; balance: bigint }>(`SELECT shard, balance FROM ledger_accounts WHERE merchant_code = 'demo' AND currency = 'THB' AND kind = 'house'`)).rows
      const before = await house()
      for (let i = 0; i < 64; i++) await bet(db, { ...base(1n), memberId: m, wallet: { kind: 'main' } })
      const after = await house()
      const changed = after.filter((row) => row.balance !== (before.find((b) => b.shard === row.shard)?.balance ?? 0n))
      // 64 bets all on one of 16 shards: a chance of 16^-63 when the pick is random.
      expect(changed.length).toBeGreaterThan(1)
      expect(after.every((row) => row.shard >= 0 && row.shard < 16)).toBe(true)
      const total = (rows: { balance: bigint }[]) => rows.reduce((sum, row) => sum + row.balance, 0n)
      expect(total(after) - total(before)).toBe(64n)
      // The entries' fingerprints name the account, not the shard: a replay on any shard is the same request.
      const fingerprints = await db.query<{ fingerprint: string }>(
        `SELECT DISTINCT e.fingerprint FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.member_id = $1 AND e.entry_type = 'bet'`,
        [m],
      )
      expect(fingerprints.rows).toEqual([{ fingerprint: `["THB","bet",null,"system",[["house","1"],["main:${m}","-1"]]]` }])
    })

    it('the house account the lottery posts to is a shard that exists: none is made while one is there', async () => {
      // A scope whose house has only shard 5 (as random picks may leave it): found, not a new shard 0 beside it.
      const scope = { merchantCode: 'demo', currency: 'XTS' }
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO ledger_accounts (merchant_code, currency, kind, shard, created_at) VALUES ('demo', 'XTS', 'house', 5, $1) RETURNING id`,
        [AT],
      )
      expect(await accountId(db, scope, { kind: 'house' }, AT)).toBe(rows[0].id)
      const houses = await db.query(`SELECT shard FROM ledger_accounts WHERE merchant_code = 'demo' AND currency = 'XTS'`)
      expect(houses.rows).toEqual([{ shard: 5 }])
      // With none at all, shard 0 is made.
      const none = { merchantCode: 'demo', currency: 'XTR' }
      await accountId(db, none, { kind: 'house' }, AT)
      expect((await db.query(`SELECT shard FROM ledger_accounts WHERE merchant_code = 'demo' AND currency = 'XTR'`)).rows).toEqual([{ shard: 0 }])
    })

    it('bonuses and wages come from their own system accounts', async () => {
      const m = await newMember()
      const agent = await newMember(1)
      expect(await systemDelta(() => grantBonus(db, { ...base(800n), memberId: m }))).toEqual({ bonus: -800n })
      expect(await systemDelta(() => payWage(db, { ...base(12_345n), memberId: agent }))).toEqual({ salary_pool: -12_345n })
      expect(await balances(m)).toEqual({ main: 800n })
      expect(await balances(agent)).toEqual({ main: 12_345n })
    })

    it('trial credit stays apart from real money, in play too', async () => {
      const m = await newMember(4)
      expect(await systemDelta(() => creditTrial(db, { ...base(100_000n), memberId: m }))).toEqual({ trial_credit: -100_000n })
      expect(await systemDelta(() => bet(db, { ...base(5_000n), memberId: m, wallet: { kind: 'trial' } }))).toEqual({ trial_credit: 5_000n })
      expect(await systemDelta(() => win(db, { ...base(7_000n), memberId: m, wallet: { kind: 'trial' } }))).toEqual({ trial_credit: -7_000n })
      expect(await balances(m)).toEqual({ trial: 102_000n })
      await refusedWith('insufficient.balance', () => bet(db, { ...base(1n), memberId: m, wallet: { kind: 'main' } }))
    })

    it('refuses a movement that would take a member below zero, and moves nothing', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(1_000n), memberId: m })
      await transfer(db, { ...base(400n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } })
      await refusedWith('insufficient.balance', () => transfer(db, { ...base(601n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } }))
      await refusedWith('insufficient.balance', () => transfer(db, { ...base(401n), memberId: m, from: { kind: 'vendor', vendorCode: 'PG' }, to: { kind: 'main' } }))
      await refusedWith('insufficient.balance', () => bet(db, { ...base(601n), memberId: m, wallet: { kind: 'main' } }))
      await refusedWith('insufficient.balance', () => requestWithdrawal(db, { ...base(601n), memberId: m }))
      await refusedWith('insufficient.balance', () => bet(db, { ...base(1n), memberId: m, wallet: { kind: 'vendor', vendorCode: 'NONE' } }))
      expect(await balances(m)).toEqual({ main: 600n, 'vendor:PG': 400n })
      // Exactly all of it is fine.
      await bet(db, { ...base(600n), memberId: m, wallet: { kind: 'main' } })
      expect(await balances(m)).toEqual({ main: 0n, 'vendor:PG': 400n })
    })

    it('refuses amounts that are zero, negative or beyond the safe range', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(1_000n), memberId: m })
      await refusedWith('amount.invalid', () => creditDeposit(db, { ...base(0n), memberId: m }))
      await refusedWith('amount.invalid', () => bet(db, { ...base(-500n), memberId: m, wallet: { kind: 'main' } }))
      await refusedWith('amount.invalid', () => creditDeposit(db, { ...base(2n ** 63n), memberId: m }))
      expect(await balances(m)).toEqual({ main: 1_000n })
    })

    it('refuses an entry that does not sum to zero or has one posting', async () => {
      const m = await newMember()
      const request = { merchantCode: 'demo', currency: 'THB', type: 'deposit' as const, idempotencyKey: `key-${++keys}`, actor: 'system', at: AT }
      await expect(postEntry(db, { ...request, postings: [{ account: { kind: 'payments_in' }, amount: -5n }, { account: { kind: 'main', memberId: m }, amount: 4n }] })).rejects.toThrow(/sum to zero/)
      await expect(postEntry(db, { ...request, postings: [{ account: { kind: 'main', memberId: m }, amount: 4n }] })).rejects.toThrow(/two or more/)
      await expect(postEntry(db, { ...request, idempotencyKey: '' , postings: [{ account: { kind: 'payments_in' }, amount: -5n }, { account: { kind: 'main', memberId: m }, amount: 5n }] })).rejects.toBeInstanceOf(AppError)
      expect(await balances(m)).toEqual({})
    })

    it('the database itself refuses a member balance below zero and an unbalanced entry', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(100n), memberId: m })
      await expect(db.query(`UPDATE ledger_accounts SET balance = balance - 101 WHERE member_id = $1 AND kind = 'main'`, [m])).rejects.toThrow(/ledger_accounts_member_balance_ck|check constraint/)
      await expect(db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ledger_entries (merchant_code, currency, entry_type, idempotency_key, fingerprint, actor, created_at) VALUES ('demo', 'THB', 'bet', 'raw-1', '', 'test', now())`)
      })).rejects.toThrow(/does not balance/)
      expect(await balances(m)).toEqual({ main: 100n })
    })
  })

  describe('idempotency', () => {
    it('a replay returns the first answer and moves nothing', async () => {
      const m = await newMember()
      const first = await creditDeposit(db, { ...base(2_500n, 'dep-replay'), memberId: m, reference: 'order-9' })
      const entries = await countEntries(db)
      const again = await creditDeposit(db, { ...base(2_500n, 'dep-replay'), memberId: m, reference: 'order-9', ip: '198.51.100.7' })
      expect(again).toEqual({ ...first, replayed: true })
      expect(await countEntries(db)).toBe(entries)
      expect(await balances(m)).toEqual({ main: 2_500n })
    })

    it('the same key with other parameters is an error and moves nothing', async () => {
      const m = await newMember()
      const other = await newMember()
      await creditDeposit(db, { ...base(2_500n, 'dep-reuse'), memberId: m })
      await refusedWith('idempotency.key.reused', () => creditDeposit(db, { ...base(2_501n, 'dep-reuse'), memberId: m }))
      await refusedWith('idempotency.key.reused', () => creditDeposit(db, { ...base(2_500n, 'dep-reuse'), memberId: other }))
      await refusedWith('idempotency.key.reused', () => grantBonus(db, { ...base(2_500n, 'dep-reuse'), memberId: m }))
      await refusedWith('idempotency.key.reused', () => creditDeposit(db, { ...base(2_500n, 'dep-reuse'), memberId: m, reference: 'other' }))
      expect(await balances(m)).toEqual({ main: 2_500n })
      expect(await balances(other)).toEqual({})
    })

    it('the stored fingerprint is the JSON text keys were written with before the database computed it', async () => {
      // Entries written before migration 019, and the lottery's settlement, which spells the text out in SQL, must
      // compare equal with the database's fingerprint of the same request.
      const m = await newMember()
      await creditDeposit(db, { ...base(2_500n, 'dep-fingerprint'), memberId: m, reference: 'order "7"' })
      await transfer(db, { ...base(500n, 'transfer-fingerprint'), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'HSLOT' } })
      const { rows } = await db.query<{ key: string; fingerprint: string }>(
        `SELECT idempotency_key AS key, fingerprint FROM ledger_entries WHERE idempotency_key IN ('dep-fingerprint', 'transfer-fingerprint') ORDER BY id`,
      )
      expect(rows).toEqual([
        { key: 'dep-fingerprint', fingerprint: JSON.stringify(['THB', 'deposit', 'order "7"', 'system', [[`main:${m}`, '2500'], ['payments_in', '-2500']]]) },
        { key: 'transfer-fingerprint', fingerprint: JSON.stringify(['THB', 'transfer', null, 'system', [[`main:${m}`, '-500'], [`vendor:${m}:HSLOT`, '500']]]) },
      ])
    })

    it('the account key is inlined into the fingerprint, not called once per posting (migration 024)', async () => {
      // Called as a function of its own, the key cost about two thirds of every entry's fingerprint; the planner inlines
      // it only while its body is immutable (an integer joined to text with || is not).
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (VERBOSE, COSTS OFF) SELECT ledger_account_key(a.kind, a.member_id, a.vendor_code) FROM ledger_accounts a`,
      )
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toMatch(/Output: CASE WHEN/)
      expect(plan).not.toMatch(/ledger_account_key\(/)
    })

    it('keys are per merchant', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(100n, 'shared-key'), memberId: m })
      const lotus = await creditDeposit(db, { ...base(100n, 'shared-key'), memberId: m, merchantCode: 'lotus', currency: 'USD' })
      expect(lotus.replayed).toBe(false)
    })

    it('a refused movement keeps its key free for a retry', async () => {
      const m = await newMember()
      await refusedWith('insufficient.balance', () => bet(db, { ...base(300n, 'bet-retry'), memberId: m, wallet: { kind: 'main' } }))
      await creditDeposit(db, { ...base(300n), memberId: m })
      expect((await bet(db, { ...base(300n, 'bet-retry'), memberId: m, wallet: { kind: 'main' } })).replayed).toBe(false)
    })

    it('20 concurrent replays of one key write one entry', async () => {
      const m = await newMember()
      const entries = await countEntries(db)
      const answers = await Promise.all(Array.from({ length: 20 }, () => creditDeposit(db, { ...base(1_000n, 'dep-race'), memberId: m })))
      expect(await countEntries(db)).toBe(entries + 1)
      expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
      for (const answer of answers) expect({ ...answer, replayed: false }).toEqual(answers.find((a) => !a.replayed))
      expect(await balances(m)).toEqual({ main: 1_000n })
    })
  })

  describe('concurrency', () => {
    it('200 concurrent transfers against one account end with the exact balance', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(100_000n), memberId: m })
      // 150 of 700 each fit in 100 000 (105 000 would not): exactly 142 succeed out of main, and 50 move back.
      const out = Array.from({ length: 150 }, () => transfer(db, { ...base(700n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } }))
      const back = Array.from({ length: 50 }, () => transfer(db, { ...base(1n), memberId: m, from: { kind: 'vendor', vendorCode: 'JILI' }, to: { kind: 'main' } }))
      const results = await Promise.allSettled([...out, ...back])
      const refused = results.filter((r) => r.status === 'rejected')
      for (const r of refused) expect(((r as PromiseRejectedResult).reason as AppError).code).toBe('insufficient.balance')
      const movedOut = results.slice(0, 150).filter((r) => r.status === 'fulfilled').length
      expect(results.slice(150).every((r) => r.status === 'rejected')).toBe(true)
      expect(movedOut).toBe(142)
      expect(await balances(m)).toEqual({ main: 100_000n - 142n * 700n, 'vendor:PG': 142n * 700n })
    })

    it('200 concurrent bets and wins on one wallet end with the exact balance', async () => {
      const m = await newMember()
      await creditDeposit(db, { ...base(1_000_000n), memberId: m })
      const calls = Array.from({ length: 200 }, (_, i) =>
        i % 2 ? win(db, { ...base(300n), memberId: m, wallet: { kind: 'main' } }) : bet(db, { ...base(500n), memberId: m, wallet: { kind: 'main' } }))
      await Promise.all(calls)
      expect(await balances(m)).toEqual({ main: 1_000_000n - 100n * 500n + 100n * 300n })
    })
  })

  describe('balance endpoint', () => {
    let app: FastifyInstance
    let clock: { now(): Date }
    beforeAll(async () => {
      ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
    })
    afterAll(() => app?.close())

    async function login(memberId: number, username: string): Promise<string> {
      await rememberIp(db, memberId, '127.0.0.1', AT)
      const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
      const payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, { type: 'username', username, password: PASSWORD }, { path: path('login'), at: clock.now().getTime() })
      const response = await app.inject({ method: 'POST', url: path('login'), headers: demo, remoteAddress: '127.0.0.1', payload: payload as object })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().value.token
    }
    const read = (token?: string) => app.inject({ method: ENDPOINTS.walletBalance.method, url: path('walletBalance'), headers: { ...demo, ...(token ? { authorization: token } : {}) } })

    it('asks for a token', async () => {
      expectError(await read(), 401, 'please.login')
    })

    it('reads zero for a new member and the right figures after movements', async () => {
      const m = await newMember()
      const token = await login(m, `led${backend.name.slice(0, 2)}${serial}`)
      const fresh = await read(token)
      expectContract('walletBalance', fresh.json())
      expect(fresh.json().value).toEqual({ sumBalance: '0.00', wallets: [{ kind: 'main', balance: '0.00' }] })

      await creditDeposit(db, { ...base(123_456n), memberId: m })
      await transfer(db, { ...base(20_050n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'PG' } })
      await transfer(db, { ...base(5n), memberId: m, from: { kind: 'main' }, to: { kind: 'vendor', vendorCode: 'AE' } })
      await creditTrial(db, { ...base(99_900n), memberId: m })
      const after = await read(token)
      expectContract('walletBalance', after.json())
      expect(after.json().value).toEqual({
        sumBalance: '1234.56',
        wallets: [
          { kind: 'main', balance: '1034.01' }, { kind: 'vendor', vendorCode: 'AE', balance: '0.05' },
          { kind: 'vendor', vendorCode: 'PG', balance: '200.50' }, { kind: 'trial', balance: '999.00' },
        ],
      })
    })
  })
})
