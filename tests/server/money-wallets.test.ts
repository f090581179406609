/**
 * The wallet calls through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: the merchant's wallet mode,
 * transfers between the member's wallets and recall all (idempotent by the body's key), and the records
 * (transaction history with its running balance, personal profit, consolidated funds). Every refusal moves
 * nothing; after every test the ledger balances.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { auditLedger, countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { migrate, MIGRATIONS_DIR } from '../../src/server/db/migrate'
import { bet, creditDeposit, creditTrial, grantBonus, rejectWithdrawal, requestWithdrawal, approveWithdrawal, transfer, win, type Movement } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loggedInMember, NOW, path, testServer, type TestDatabase } from './helpers'

const AT = new Date(NOW)
const PASSWORD = 'Heron#Valley2026'
const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }

describe.each(BACKENDS)('wallet calls on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: { now(): Date }
  let serial = 0
  let keys = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  const base = (amount: bigint, merchantCode = 'demo'): Movement => ({
    merchantCode, currency: merchantCode === 'demo' ? 'THB' : 'USD', idempotencyKey: `seed-${++keys}`, actor: 'system', at: AT, amount,
  })

  /** A new member of the merchant behind `headers` (demo by default), logged in: its id and token. */
  function member(options: { accountType?: number; headers?: Record<string, string> } = {}): Promise<{ id: number; token: string }> {
    serial += 1
    const headers = options.headers ?? demo
    return loggedInMember(app, db, {
      merchantCode: headers === lotus ? 'lotus' : 'demo', username: `wal${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash,
      accountType: options.accountType, headers, at: clock.now(),
    })
  }

  function call(name: EndpointName, token: string, options: { body?: unknown; query?: string; headers?: Record<string, string> } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(options.headers ?? demo), authorization: token },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }
  const transferBody = (from: string, to: string, amount: string, idempotencyKey = randomUUID()) => ({ idempotencyKey, action: 'transfer', from, to, amount })

  async function balances(memberId: number, merchantCode = 'demo'): Promise<Record<string, bigint>> {
    const out: Record<string, bigint> = {}
    for (const a of await memberAccounts(db, { merchantCode, currency: merchantCode === 'demo' ? 'THB' : 'USD' }, memberId)) {
      out[a.kind === 'vendor' ? a.vendorCode : a.kind] = a.balance
    }
    return out
  }

  /** Asserts that a call is refused with `status` and `code` and that no entry was written. */
  async function refused(status: number, code: string, send: () => ReturnType<typeof call>) {
    const entries = await countEntries(db)
    expectError(await send(), status, code)
    expect(await countEntries(db)).toBe(entries)
  }

  describe('merchantWallet', () => {
    it('names the demo merchant’s transfer-wallet vendors, and lotus’s single wallet', async () => {
      const a = await member()
      const demoMode = await call('merchantWallet', a.token)
      expectContract('merchantWallet', demoMode.json())
      expect(demoMode.json().value).toEqual({ isSingle: false, vendors: [{ vendorCode: 'HSLOT', name: 'House Slots' }, { vendorCode: 'HLIVE', name: 'House Live' }] })
      const b = await member({ headers: lotus })
      expect((await call('merchantWallet', b.token, { headers: lotus })).json().value).toEqual({ isSingle: true, vendors: [] })
    })

    it('asks for a token', async () => {
      expectError(await app.inject({ method: 'GET', url: path('merchantWallet'), headers: demo }), 401, 'please.login')
    })
  })

  describe('walletTransfer', () => {
    it('moves an exact amount to a vendor wallet and back, and answers the new balances', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(100_000n), memberId: m.id })
      const out = await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '250.50') })
      expect(out.statusCode, out.body).toBe(200)
      expectContract('walletTransfer', out.json())
      expect(out.json().value).toMatchObject({ moved: '250.50', replayed: false, balance: { sumBalance: '1000.00' } })
      expect(out.json().value.balance.wallets).toEqual([{ kind: 'main', balance: '749.50' }, { kind: 'vendor', vendorCode: 'HSLOT', balance: '250.50' }])
      const back = await call('walletTransfer', m.token, { body: transferBody('HSLOT', 'main', '0.5') })
      expect(back.json().value.moved).toBe('0.50')
      expect(await balances(m.id)).toEqual({ main: 75_000n, HSLOT: 25_000n })
    })

    it('a replay with the same key moves nothing and answers the same; the key with other details is refused', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      const body = transferBody('main', 'HLIVE', '10.00')
      const first = await call('walletTransfer', m.token, { body })
      const entries = await countEntries(db)
      const again = await call('walletTransfer', m.token, { body })
      expect(again.json().value).toMatchObject({ moved: '10.00', replayed: true })
      expect(await countEntries(db)).toBe(entries)
      expect(first.json().value.moved).toBe('10.00')
      expect(await balances(m.id)).toEqual({ main: 9_000n, HLIVE: 1_000n })
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: { ...body, amount: '11.00' } }))
    })

    it('one member’s key is not another’s: the same key from two members moves both', async () => {
      const a = await member()
      const b = await member()
      await creditDeposit(db, { ...base(5_000n), memberId: a.id })
      await creditDeposit(db, { ...base(5_000n), memberId: b.id })
      const key = randomUUID()
      expect((await call('walletTransfer', a.token, { body: transferBody('main', 'HSLOT', '1.00', key) })).json().value.replayed).toBe(false)
      expect((await call('walletTransfer', b.token, { body: transferBody('main', 'HSLOT', '1.00', key) })).json().value.replayed).toBe(false)
    })

    it('refuses bad amounts with a clear code and moves nothing', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      for (const amount of ['0', '0.00', '-1.00', '1.001', '2e3', 'NaN', 'abc', '', '9223372036854775808', '99999999999999999999']) {
        const response = await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', amount) })
        expect([400], `${amount}: ${response.body}`).toContain(response.statusCode)
        expect(['amount.invalid', 'request.invalid'], amount).toContain(response.json().errorCode)
      }
      for (const amount of [100, null, true, { a: 1 }]) {
        const response = await call('walletTransfer', m.token, { body: { ...transferBody('main', 'HSLOT', '1'), amount } })
        expectError(response, 400, 'request.invalid')
      }
      await refused(400, 'insufficient.balance', () => call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '100.01') }))
      expect(await balances(m.id)).toEqual({ main: 10_000n })
    })

    it('refuses unknown wallets, the same wallet twice, a missing key, and other shapes', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      await refused(400, 'wallet.unknown', () => call('walletTransfer', m.token, { body: transferBody('main', 'PG', '1.00') }))
      await refused(400, 'wallet.same', () => call('walletTransfer', m.token, { body: transferBody('HSLOT', 'HSLOT', '1.00') }))
      await refused(400, 'wallet.same', () => call('walletTransfer', m.token, { body: transferBody('main', 'main', '1.00') }))
      await refused(400, 'request.invalid', () => call('walletTransfer', m.token, { body: { action: 'transfer', from: 'main', to: 'HSLOT', amount: '1.00' } }))
      await refused(400, 'request.invalid', () => call('walletTransfer', m.token, { body: { ...transferBody('main', 'HSLOT', '1.00'), idempotencyKey: 'short' } }))
      await refused(400, 'request.invalid', () => call('walletTransfer', m.token, { body: { ...transferBody('main', 'HSLOT', '1.00'), extra: 1 } }))
      await refused(400, 'request.invalid', () => call('walletTransfer', m.token, { body: { ...transferBody('main', 'HSLOT', '1.00'), action: 'steal' } }))
    })

    it('refuses a trial account and a single-wallet merchant', async () => {
      const trial = await member({ accountType: 4 })
      await creditTrial(db, { ...base(10_000n), memberId: trial.id })
      await refused(403, 'in_need_true_account', () => call('walletTransfer', trial.token, { body: transferBody('main', 'HSLOT', '1.00') }))
      const single = await member({ headers: lotus })
      await creditDeposit(db, { ...base(10_000n, 'lotus'), memberId: single.id })
      await refused(400, 'wallet.single', () => call('walletTransfer', single.token, { body: transferBody('main', 'HSLOT', '1.00'), headers: lotus }))
    })

    it('recall all brings every vendor wallet back to main once; a replay answers what it moved', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '12.34') })
      await call('walletTransfer', m.token, { body: transferBody('main', 'HLIVE', '5.00') })
      await win(db, { ...base(66n), memberId: m.id, wallet: { kind: 'vendor', vendorCode: 'HLIVE' } })
      const body = { idempotencyKey: randomUUID(), action: 'recallAll' }
      const recall = await call('walletTransfer', m.token, { body })
      expect(recall.statusCode, recall.body).toBe(200)
      expectContract('walletTransfer', recall.json())
      expect(recall.json().value).toMatchObject({ moved: '18.00', replayed: false, balance: { sumBalance: '100.66' } })
      expect(await balances(m.id)).toEqual({ main: 10_066n, HSLOT: 0n, HLIVE: 0n })
      const entries = await countEntries(db)
      const again = await call('walletTransfer', m.token, { body })
      expect(again.json().value).toMatchObject({ moved: '18.00', replayed: true })
      expect(await countEntries(db)).toBe(entries)
      // Nothing left to recall: nothing is written, and the answer says so.
      const empty = await call('walletTransfer', m.token, { body: { idempotencyKey: randomUUID(), action: 'recallAll' } })
      expect(empty.json().value).toMatchObject({ moved: '0.00', replayed: false })
      expect(await countEntries(db)).toBe(entries)
    })

    it('a key is one request: a transfer’s key is refused for a recall all, and a recall all’s for a transfer; nothing moves', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      const transferKey = randomUUID()
      expect((await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '30.00', transferKey) })).statusCode).toBe(200)
      const unchanged = async () => ({ balances: await balances(m.id), audit: await auditLedger(db) })
      const before = await unchanged()
      expect(before.balances).toEqual({ main: 7_000n, HSLOT: 3_000n })
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: { idempotencyKey: transferKey, action: 'recallAll' } }))
      expect(await unchanged()).toEqual(before)

      // A recall all first: its key is refused for a transfer, whatever the transfer; its replay still answers.
      const recallKey = randomUUID()
      const recall = await call('walletTransfer', m.token, { body: { idempotencyKey: recallKey, action: 'recallAll' } })
      expect(recall.json().value).toMatchObject({ moved: '30.00', replayed: false })
      const recalled = await unchanged()
      expect(recalled.balances).toEqual({ main: 10_000n, HSLOT: 0n })
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: transferBody('main', 'HLIVE', '5.00', recallKey) }))
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: transferBody('HSLOT', 'main', '30.00', recallKey) }))
      expect(await unchanged()).toEqual(recalled)
      const again = await call('walletTransfer', m.token, { body: { idempotencyKey: recallKey, action: 'recallAll' } })
      expect(again.json().value).toMatchObject({ moved: '30.00', replayed: true })
      // Nothing left to recall: the transfer's key is still not this request's.
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: { idempotencyKey: transferKey, action: 'recallAll' } }))
      expect(await unchanged()).toEqual(recalled)
    })

    it('a recall all written before keys were shared (each entry under a key of its vendor) still refuses a transfer under its key', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(10_000n), memberId: m.id })
      await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '30.00') })
      // The recall all as it was written before migration 027: its one entry under the key of its vendor.
      const clientKey = randomUUID()
      await transfer(db, {
        ...base(3_000n), memberId: m.id, actor: `member:${m.id}`, idempotencyKey: `wt:${m.id}:${clientKey}:HSLOT`, reference: `recall:wt:${m.id}:${clientKey}`,
        from: { kind: 'vendor', vendorCode: 'HSLOT' }, to: { kind: 'main' },
      })
      await db.exec(readFileSync(join(MIGRATIONS_DIR, '027_one_key_per_member_request.sql'), 'utf8'))
      await refused(409, 'idempotency.key.reused', () => call('walletTransfer', m.token, { body: transferBody('main', 'HLIVE', '5.00', clientKey) }))
      const again = await call('walletTransfer', m.token, { body: { idempotencyKey: clientKey, action: 'recallAll' } })
      expect(again.json().value).toMatchObject({ moved: '30.00', replayed: true })
      expect(await balances(m.id)).toEqual({ main: 10_000n, HSLOT: 0n })
    })

    it('concurrent transfers from one wallet never take it below zero', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(1_000n), memberId: m.id })
      const answers = await Promise.all(Array.from({ length: 20 }, () => call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '1.00') })))
      const moved = answers.filter((a) => a.statusCode === 200).length
      for (const a of answers) if (a.statusCode !== 200) expectError(a, 400, 'insufficient.balance')
      expect(moved).toBe(10)
      expect(await balances(m.id)).toEqual({ main: 0n, HSLOT: 1_000n })
    })
  })

  describe('records', () => {
    it('the transaction history lists every movement, newest first, with its running balance, pages and totals', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(50_000n), memberId: m.id, reference: 'dep-1' })
      await call('walletTransfer', m.token, { body: transferBody('main', 'HSLOT', '100.00') })
      await bet(db, { ...base(2_500n), memberId: m.id, wallet: { kind: 'vendor', vendorCode: 'HSLOT' } })
      await win(db, { ...base(7_000n), memberId: m.id, wallet: { kind: 'vendor', vendorCode: 'HSLOT' } })
      await requestWithdrawal(db, { ...base(10_000n), memberId: m.id, reference: 'wd-1' })
      await rejectWithdrawal(db, { ...base(10_000n), memberId: m.id, reference: 'wd-1' })
      await grantBonus(db, { ...base(1_234n), memberId: m.id })

      const all = await call('transactionHistory', m.token, { query: 'pageNo=1&pageSize=3' })
      expect(all.statusCode, all.body).toBe(200)
      expectContract('transactionHistory', all.json())
      const value = all.json().value
      expect(value).toMatchObject({ totalCount: 7, totalPages: 3, footer: { totalIn: '682.34', totalOut: '125.00' } })
      expect(value.list.map((r: { type: string; amount: string; balanceAfter: string }) => [r.type, r.amount, r.balanceAfter])).toEqual([
        ['bonus', '12.34', '557.34'],
        ['withdrawal_reject', '100.00', '545.00'],
        ['withdrawal_request', '-100.00', '445.00'],
      ])
      const last = (await call('transactionHistory', m.token, { query: 'pageNo=3&pageSize=3' })).json().value
      expect(last.list).toEqual([
        expect.objectContaining({ type: 'deposit', amount: '500.00', balanceAfter: '500.00', reference: 'dep-1' }),
      ])
      const transfers = (await call('transactionHistory', m.token, { query: 'type=transfer' })).json().value
      expect(transfers).toMatchObject({ totalCount: 1, footer: { totalIn: '0.00', totalOut: '0.00' } })
      expect(transfers.list[0]).toMatchObject({ amount: '0.00', transferred: { from: 'main', to: 'HSLOT', amount: '100.00' }, balanceAfter: '500.00' })
      // A page past the end is empty but keeps the totals.
      expect((await call('transactionHistory', m.token, { query: 'pageNo=9&pageSize=3' })).json().value).toMatchObject({ list: [], totalCount: 7, totalPages: 3 })
    })

    it('filters by period, and refuses a period that ends before it starts or a malformed query', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(1_000n), memberId: m.id, at: new Date('2026-11-01T10:00:00Z') })
      await creditDeposit(db, { ...base(2_000n), memberId: m.id, at: new Date('2026-11-20T10:00:00Z') })
      const november20 = (await call('transactionHistory', m.token, { query: 'from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z' })).json().value
      expect(november20).toMatchObject({ totalCount: 1, footer: { totalIn: '20.00' } })
      expect(november20.list[0].balanceAfter).toBe('30.00')
      expectError(await call('transactionHistory', m.token, { query: 'from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z' }), 400, 'request.invalid')
      for (const query of ['pageNo=0', 'pageNo=-1', 'pageSize=101', 'pageNo=abc', 'type=steal', 'from=yesterday', 'other=1']) {
        expectError(await call('transactionHistory', m.token, { query }), 400, 'request.invalid')
      }
    })

    it('a member sees only their own records; a trial account sees its play credit', async () => {
      const a = await member()
      const b = await member()
      await creditDeposit(db, { ...base(1_000n), memberId: a.id })
      expect((await call('transactionHistory', b.token)).json().value).toMatchObject({ list: [], totalCount: 0, totalPages: 0 })
      const trial = await member({ accountType: 4 })
      await creditTrial(db, { ...base(200_000n), memberId: trial.id })
      await bet(db, { ...base(500n), memberId: trial.id, wallet: { kind: 'trial' } })
      const history = (await call('transactionHistory', trial.token)).json().value
      expect(history.list.map((r: { type: string; balanceAfter: string }) => [r.type, r.balanceAfter])).toEqual([['bet', '1995.00'], ['trial_credit', '2000.00']])
    })

    it('personal profit sums bets, wins and money in and out over a period', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(100_000n), memberId: m.id })
      for (const stake of [1_000n, 2_000n, 500n]) await bet(db, { ...base(stake), memberId: m.id, wallet: { kind: 'main' } })
      await win(db, { ...base(1_200n), memberId: m.id, wallet: { kind: 'main' } })
      await grantBonus(db, { ...base(300n), memberId: m.id })
      await requestWithdrawal(db, { ...base(5_000n), memberId: m.id, reference: 'wd-p' })
      const profit = await call('personalProfit', m.token, { query: 'from=2026-11-21T00:00:00Z&to=2026-11-22T00:00:00Z' })
      expectContract('personalProfit', profit.json())
      expect(profit.json().value).toEqual({
        betAmount: '35.00', winAmount: '12.00', profit: '-23.00', bonus: '3.00', deposit: '1000.00', withdrawal: '50.00', betCount: 3,
      })
      const before = (await call('personalProfit', m.token, { query: 'from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z' })).json().value
      expect(before).toMatchObject({ betAmount: '0.00', profit: '0.00', betCount: 0 })
    })

    it('consolidated funds: balances, the pending withdrawal and the totals', async () => {
      const m = await member()
      await creditDeposit(db, { ...base(100_000n), memberId: m.id })
      await call('walletTransfer', m.token, { body: transferBody('main', 'HLIVE', '100.00') })
      await requestWithdrawal(db, { ...base(20_000n), memberId: m.id, reference: 'wd-a' })
      await approveWithdrawal(db, { ...base(20_000n), reference: 'wd-a' })
      await requestWithdrawal(db, { ...base(5_000n), memberId: m.id, reference: 'wd-b' })
      await grantBonus(db, { ...base(700n), memberId: m.id })
      const funds = await call('consolidatedFunds', m.token)
      expectContract('consolidatedFunds', funds.json())
      expect(funds.json().value).toEqual({
        sumBalance: '757.00', mainBalance: '657.00', vendorBalance: '100.00', pendingWithdrawal: '50.00', totalDeposit: '1000.00', totalWithdrawal: '200.00', totalBonus: '7.00',
      })
    })
  })
})
