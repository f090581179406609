/**
 * Withdrawals through `app.inject` on PGlite and (with DATABASE_URL) PostgreSQL: the requirement checks and their
 * reason codes, the encrypted request (the amount to pending in one transaction with the row; one under way at a
 * time, whatever races), the operators' API (approve pays, reject gives back, never twice), the member's
 * confirmation steps with proof images, and the auto-confirm job. After every test the ledger balances.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { insertBankAccount, setPaymentPasswordHash } from '../../src/server/db/member/security'
import { migrate } from '../../src/server/db/migrate'
import { creditDeposit, bet } from '../../src/server/domain/money/movements'
import { autoConfirmWithdrawals } from '../../src/server/domain/money/withdrawals'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loggedInMember, NOW, path, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const PAYMENT_PASSWORD = '246810'
const OPERATOR_KEY = 'operator-key-for-tests-0123456789abcdef'
const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])

describe.each(BACKENDS)('withdrawals on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let serial = 0
  let keys = 0
  const hasher = createPasswordHasher()
  let passwordHash = ''
  let paymentHash = ''

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    passwordHash = await hasher.hash(PASSWORD)
    paymentHash = await hasher.hash(PAYMENT_PASSWORD)
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 }, operatorKey: OPERATOR_KEY }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(async () => {
    clock.set(NOW)
    await expectLedgerBalanced(db)
  })

  interface Member { id: number; token: string; bankId: number; headers: Record<string, string> }

  /** A member with money, a bank account and a payment password, unless told otherwise. */
  async function member(options: { balance?: bigint; bank?: boolean; paymentPassword?: boolean; headers?: Record<string, string> } = {}): Promise<Member> {
    serial += 1
    const headers = options.headers ?? demo
    const merchantCode = headers === lotus ? 'lotus' : 'demo'
    const m = await loggedInMember(app, db, { merchantCode, username: `wd${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash, headers, at: clock.now() })
    if (options.balance !== 0n) {
      await creditDeposit(db, { merchantCode, currency: merchantCode === 'demo' ? 'THB' : 'USD', memberId: m.id, amount: options.balance ?? 100_000n, idempotencyKey: `wd-seed-${++keys}`, actor: 'system', at: clock.now() })
    }
    if (options.bank !== false) await insertBankAccount(db, { memberId: m.id, bankName: 'Krungthai Bank', holderName: 'Somchai Jaidee', accountNumber: `98765${String(serial).padStart(5, '0')}`, at: clock.now() })
    if (options.paymentPassword !== false) await setPaymentPasswordHash(db, m.id, paymentHash)
    const banks = (await call('withdrawalRequirements', { ...m, headers })).json().value?.bankAccounts ?? []
    return { ...m, bankId: banks[0]?.id ?? 0, headers }
  }

  function call(name: EndpointName, m: { token: string; headers?: Record<string, string> }, options: { body?: unknown; query?: string; contentType?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(m.headers ?? demo), authorization: m.token, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }

  async function withdraw(m: Member, amount: string, extra: Record<string, unknown> = {}) {
    const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: m.headers })).json().value
    const body = { idempotencyKey: randomUUID(), amount, bankAccountId: m.bankId, paymentPassword: PAYMENT_PASSWORD, ...extra }
    const payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: path('createWithdrawal'), at: clock.now().getTime() })
    return call('createWithdrawal', m, { body: payload })
  }

  const operator = (method: 'GET' | 'POST', url: string, body?: unknown, key = OPERATOR_KEY) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${key}`, 'x-operator': 'tester' }, ...(body === undefined ? {} : { payload: body as object }) })

  const main = async (memberId: number, merchantCode = 'demo') =>
    (await memberAccounts(db, { merchantCode, currency: merchantCode === 'demo' ? 'THB' : 'USD' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n

  describe('requirements', () => {
    it('say what is missing with reason codes', async () => {
      const bare = await member({ bank: false, paymentPassword: false, balance: 0n })
      const answer = await call('withdrawalRequirements', bare)
      expectContract('withdrawalRequirements', answer.json())
      expect(answer.json().value).toMatchObject({
        canWithdraw: false, reasons: ['BANK_CARD_REQUIRED', 'PAYMENT_PASSWORD_REQUIRED', 'BALANCE_TOO_LOW'], min: '100.00', max: '50000.00', available: '0.00', current: null,
      })
      const ready = await member()
      expect((await call('withdrawalRequirements', ready)).json().value).toMatchObject({ canWithdraw: true, reasons: [], available: '1000.00' })
    })

    it('lotus asks for a real name and a turnover of one times the deposits', async () => {
      const m = await member({ headers: lotus })
      const value = (await call('withdrawalRequirements', m)).json().value
      expect(value.reasons).toEqual(['REAL_NAME_REQUIRED', 'TURNOVER_NOT_MET'])
      expect(value.turnover).toEqual({ required: '1000.00', done: '0.00' })
      await bet(db, { merchantCode: 'lotus', currency: 'USD', memberId: m.id, wallet: { kind: 'main' }, amount: 100_000n, idempotencyKey: `wd-bet-${++keys}`, actor: 'system', at: clock.now() })
      expect((await call('withdrawalRequirements', m)).json().value.turnover).toEqual({ required: '1000.00', done: '1000.00' })
    })

    it('a trial account has nothing to withdraw', async () => {
      serial += 1
      const trial = await loggedInMember(app, db, { merchantCode: 'demo', username: `wdtrial${serial}`, password: PASSWORD, passwordHash, accountType: 4, headers: demo, at: clock.now() })
      expectError(await call('withdrawalRequirements', trial), 403, 'in_need_true_account')
    })
  })

  describe('the request', () => {
    it('moves the amount to pending with the row; the same key answers the same withdrawal', async () => {
      const m = await member()
      const key = randomUUID()
      const first = await withdraw(m, '250.50', { idempotencyKey: key })
      expect(first.statusCode, first.body).toBe(200)
      expectContract('createWithdrawal', first.json())
      expect(first.json().value).toMatchObject({ amount: '250.50', status: 'pending', bankName: 'Krungthai Bank', confirmation: null, paidAt: null })
      expect(first.json().value.accountNumber).toMatch(/^\*+\d{4}$/)
      expect(await main(m.id)).toBe(100_000n - 25_050n)
      const entries = await countEntries(db)
      const again = await withdraw(m, '250.50', { idempotencyKey: key })
      expect(again.json().value.withdrawalId).toBe(first.json().value.withdrawalId)
      expect(await countEntries(db)).toBe(entries)
      expectError(await withdraw(m, '250.51', { idempotencyKey: key }), 409, 'idempotency.key.reused')
      const requirements = (await call('withdrawalRequirements', m)).json().value
      expect(requirements).toMatchObject({ canWithdraw: false, reasons: ['PENDING_WITHDRAWAL_EXISTS'], current: { status: 'pending' } })
    })

    it('refuses bad amounts, a wrong payment password, another’s bank account and a second withdrawal, moving nothing', async () => {
      const m = await member()
      const other = await member()
      const entries = await countEntries(db)
      expectError(await withdraw(m, '99.99'), 400, 'withdrawal.amount.below.min')
      expectError(await withdraw(m, '50000.01'), 400, 'withdrawal.amount.above.max')
      for (const amount of ['0', '-5', '100.001', 'abc', '9223372036854775808']) {
        const answer = await withdraw(m, amount)
        expect(answer.statusCode, amount).toBe(400)
        expect(['amount.invalid', 'request.invalid']).toContain(answer.json().errorCode)
      }
      expectError(await withdraw(m, '1000.01'), 400, 'insufficient.balance')
      expectError(await withdraw(m, '100', { paymentPassword: '000000' }), 400, 'payment.password.wrong')
      expectError(await withdraw(m, '100', { bankAccountId: other.bankId }), 400, 'withdrawal.bank.unknown')
      expect(await countEntries(db)).toBe(entries)
      expect(await main(m.id)).toBe(100_000n)
      const unready = await member({ bank: false })
      expect(expectError(await withdraw(unready, '100', { bankAccountId: 999_999 }), 400, 'withdrawal.requirement.unmet').value).toMatchObject({ reason: 'BANK_CARD_REQUIRED' })
      // Five requests at once: one withdrawal, the rest refused, one amount in pending.
      const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(m, '100')))
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
      for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().errorCode).toBe('withdrawal.requirement.unmet')
      expect(await main(m.id)).toBe(90_000n)
    })
  })

  describe('operators and confirmation', () => {
    it('the operators’ API needs its key', async () => {
      expectError(await operator('GET', '/ops/withdrawals', undefined, 'wrong-key'), 401, 'operator.key.invalid')
      const none = await app.inject({ method: 'GET', url: '/ops/withdrawals' })
      expectError(none, 401, 'operator.key.invalid')
    })

    it('approve pays once; reject gives the amount back once; neither twice', async () => {
      const paid = await member()
      const refused = await member()
      const a = (await withdraw(paid, '300')).json().value.withdrawalId
      const b = (await withdraw(refused, '400')).json().value.withdrawalId
      const pending = (await operator('GET', '/ops/withdrawals?status=pending')).json().value.list.map((w: { withdrawalId: string }) => w.withdrawalId)
      expect(pending).toEqual(expect.arrayContaining([a, b]))
      const approved = await operator('POST', `/ops/withdrawals/${a}/approve`)
      expect(approved.json().value).toMatchObject({ status: 'paid', confirmBy: '2026-11-21T13:00:00.000Z' })
      const rejected = await operator('POST', `/ops/withdrawals/${b}/reject`, { reason: 'Name does not match' })
      expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'Name does not match' })
      expect(await main(refused.id)).toBe(100_000n)
      const entries = await countEntries(db)
      expectError(await operator('POST', `/ops/withdrawals/${a}/approve`), 409, 'withdrawal.state.invalid')
      expectError(await operator('POST', `/ops/withdrawals/${b}/approve`), 409, 'withdrawal.state.invalid')
      expectError(await operator('POST', `/ops/withdrawals/${b}/reject`), 409, 'withdrawal.state.invalid')
      expect(await countEntries(db)).toBe(entries)
      expect(await main(paid.id)).toBe(70_000n)
      // Each member is told, once, in its messages.
      const told = async (m: Member) => (await call('memberMessages', m)).json().value
      expect(await told(paid)).toMatchObject({ unread: 1, list: [{ kind: 'withdrawal.paid', params: { amount: '300.00', withdrawalId: a }, read: false }] })
      expect(await told(refused)).toMatchObject({
        unread: 1, list: [{ kind: 'withdrawal.rejected', params: { amount: '400.00', withdrawalId: b, reason: 'Name does not match' } }],
      })
    })

    it('partly received, then all received; a wrong step is refused', async () => {
      const m = await member()
      const id = (await withdraw(m, '500')).json().value.withdrawalId
      expectError(await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'received' } }), 409, 'withdrawal.state.invalid')
      await operator('POST', `/ops/withdrawals/${id}/approve`)
      expect((await call('withdrawalRequirements', m)).json().value.reasons).toContain('CONFIRMATION_REQUIRED')
      expectError(await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'partial', amountReceived: '500' } }), 400, 'amount.invalid')
      expectError(await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'all_received' } }), 409, 'withdrawal.state.invalid')
      const partial = await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'partial', amountReceived: '300' } })
      expectContract('confirmWithdrawal', partial.json())
      expect(partial.json().value).toMatchObject({ confirmation: 'partial', amountReceived: '300.00' })
      const all = await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'all_received' } })
      expect(all.json().value).toMatchObject({ confirmation: 'all_received', amountReceived: null })
      expect((await call('withdrawalRequirements', m)).json().value).toMatchObject({ canWithdraw: true, current: null })
    })

    it('not received needs 1 to 3 PNG or JPEG proofs of at most 5 MB', async () => {
      const m = await member()
      const other = await member()
      const id = (await withdraw(m, '500')).json().value.withdrawalId
      const upload = (who: Member, data: Buffer, type = 'image/png') => call('uploadWithdrawalProof', who, { query: `withdrawalId=${id}`, body: data, contentType: type })
      expectError(await upload(m, PNG), 409, 'withdrawal.state.invalid')
      await operator('POST', `/ops/withdrawals/${id}/approve`)
      expectError(await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'not_received' } }), 400, 'withdrawal.proof.required')
      expectError(await upload(m, Buffer.from('%PDF-1.7 not an image'), 'image/png'), 400, 'withdrawal.proof.invalid')
      expectError(await upload(m, PNG, 'image/jpeg'), 400, 'withdrawal.proof.invalid')
      expect((await upload(m, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))).statusCode).toBe(413)
      expectError(await upload(other, PNG), 404, 'withdrawal.not.found')
      const proofs = []
      for (let i = 0; i < 3; i++) {
        const answer = await upload(m, PNG)
        expectContract('uploadWithdrawalProof', answer.json())
        proofs.push(answer.json().value.proofId)
      }
      expectError(await upload(m, PNG), 409, 'withdrawal.proof.limit')
      expectError(await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'not_received', proofIds: ['someone-elses-proof'] } }), 400, 'withdrawal.proof.required')
      const confirmed = await call('confirmWithdrawal', m, { body: { withdrawalId: id, outcome: 'not_received', proofIds: proofs } })
      expect(confirmed.json().value).toMatchObject({ confirmation: 'not_received' })
    })

    it('unconfirmed after the merchant’s minutes counts as received, once', async () => {
      const m = await member()
      const id = (await withdraw(m, '200')).json().value.withdrawalId
      await operator('POST', `/ops/withdrawals/${id}/approve`)
      clock.advance(59 * 60_000)
      expect(await autoConfirmWithdrawals({ db, clock })).toBe(0)
      clock.advance(60_000)
      expect(await autoConfirmWithdrawals({ db, clock })).toBeGreaterThanOrEqual(1)
      expect(await autoConfirmWithdrawals({ db, clock })).toBe(0)
      const row = await db.query<{ confirmation: string }>('SELECT confirmation FROM withdrawals WHERE id = $1', [id])
      expect(row.rows[0].confirmation).toBe('auto_received')
    })
  })
})
