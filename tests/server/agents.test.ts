/**
 * Agents' transfers to and recalls from their downline, and a member's transfer to its upline, through `app.inject`
 * on PGlite and (with DATABASE_URL) PostgreSQL: only within one's own downline (any depth), with the payment
 * password, encrypted, idempotent; every refusal moves nothing. After every test the ledger balances.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { auditLedger, countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { setPaymentPasswordHash } from '../../src/server/db/member/security'
import { migrate, MIGRATIONS_DIR } from '../../src/server/db/migrate'
import { creditDeposit, memberToMember } from '../../src/server/domain/money/movements'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { BACKENDS, expectContract, expectError, expectLedgerBalanced, loggedInMember, path, testServer, type TestDatabase } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const PAYMENT_PASSWORD = '135790'
const demo = { host: 'localhost:3000' }

describe.each(BACKENDS)('agent transfers on $name', (backend) => {
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
    ;({ app, clock } = await testServer({ db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  interface Account { id: number; token: string; username: string }

  async function account(accountType: number, upline: Account | null, balance = 100_000n): Promise<Account> {
    serial += 1
    const username = `ag${backend.name.slice(0, 2)}${serial}`
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, accountType, headers: demo, at: clock.now() })
    if (upline) await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [m.id, upline.id])
    await setPaymentPasswordHash(db, m.id, paymentHash)
    if (balance) await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: m.id, amount: balance, idempotencyKey: `ag-seed-${++keys}`, actor: 'system', at: clock.now() })
    return { ...m, username }
  }

  async function send(name: EndpointName, who: Account, body: Record<string, unknown>) {
    const def = ENDPOINTS[name]
    const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
    const payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, { idempotencyKey: randomUUID(), paymentPassword: PAYMENT_PASSWORD, ...body }, { path: def.path, at: clock.now().getTime() })
    return app.inject({ method: def.method, url: def.path, headers: { ...demo, authorization: who.token }, payload: payload as object })
  }
  const read = (name: EndpointName, who: Account, query = '') =>
    app.inject({ method: 'GET', url: `${ENDPOINTS[name].path}${query ? `?${query}` : ''}`, headers: { ...demo, authorization: who.token } })
  const main = async (who: Account) => (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, who.id)).find((a) => a.kind === 'main')?.balance ?? 0n

  async function refused(status: number, code: string, call: () => Promise<{ statusCode: number; body: string }>) {
    const entries = await countEntries(db)
    expectError(await call(), status, code)
    expect(await countEntries(db)).toBe(entries)
  }

  it('an agent transfers to and recalls from members at any depth of its downline', async () => {
    const agent = await account(1, null)
    const sub = await account(2, agent, 0n)
    const member = await account(0, sub, 0n)
    const listed = await read('downlines', agent)
    expectContract('downlines', listed.json())
    expect(listed.json().value.list.map((d: { username: string }) => d.username).sort()).toEqual([sub.username, member.username].sort())

    const sent = await send('agentTransfer', agent, { downline: member.username, amount: '250.25' })
    expect(sent.statusCode, sent.body).toBe(200)
    expectContract('agentTransfer', sent.json())
    expect(sent.json().value).toMatchObject({ moved: '250.25', replayed: false, counterparty: member.username, balance: { sumBalance: '749.75' } })
    expect(await main(member)).toBe(25_025n)

    const back = await send('agentRecall', agent, { downline: member.username, amount: '0.25' })
    expect(back.json().value.moved).toBe('0.25')
    const all = await send('agentRecall', agent, { downline: member.username, amount: 'all' })
    expect(all.json().value).toMatchObject({ moved: '250.00', balance: { sumBalance: '1000.00' } })
    expect(await main(member)).toBe(0n)
    await refused(400, 'insufficient.balance', () => send('agentRecall', agent, { downline: member.username, amount: 'all' }))
  })

  it('never outside its own downline, never without the right payment password, never for a member', async () => {
    const agent = await account(1, null)
    const mine = await account(0, agent)
    const otherAgent = await account(1, null)
    const theirs = await account(0, otherAgent)
    await refused(404, 'downline.not.found', () => send('agentTransfer', agent, { downline: theirs.username, amount: '1' }))
    await refused(404, 'downline.not.found', () => send('agentRecall', agent, { downline: theirs.username, amount: 'all' }))
    await refused(404, 'downline.not.found', () => send('agentTransfer', agent, { downline: agent.username, amount: '1' }))
    await refused(404, 'downline.not.found', () => send('agentRecall', agent, { downline: otherAgent.username, amount: '1' }))
    await refused(404, 'downline.not.found', () => send('agentTransfer', agent, { downline: 'nobody-at-all', amount: '1' }))
    await refused(400, 'payment.password.wrong', () => send('agentTransfer', agent, { downline: mine.username, amount: '1', paymentPassword: '000000' }))
    await refused(403, 'error.not.agent', () => send('agentTransfer', mine, { downline: agent.username, amount: '1' }))
    expectError(await read('downlines', mine), 403, 'error.not.agent')
    for (const amount of ['0', '-1', '1.001', 'abc']) {
      const answer = await send('agentTransfer', agent, { downline: mine.username, amount })
      expect(answer.statusCode, amount).toBe(400)
    }
    await refused(400, 'insufficient.balance', () => send('agentTransfer', agent, { downline: mine.username, amount: '1000.01' }))
    expect(await main(agent)).toBe(100_000n)
    expect(await main(theirs)).toBe(100_000n)
  })

  it('a replayed key moves once', async () => {
    const agent = await account(1, null)
    const member = await account(0, agent, 0n)
    const idempotencyKey = randomUUID()
    const first = await send('agentTransfer', agent, { downline: member.username, amount: '10', idempotencyKey })
    const again = await send('agentTransfer', agent, { downline: member.username, amount: '10', idempotencyKey })
    expect(first.json().value.replayed).toBe(false)
    expect(again.json().value.replayed).toBe(true)
    expect(await main(member)).toBe(1_000n)
  })

  it('a key is one request: sent again with another action, member or amount it is refused and moves nothing', async () => {
    const agent = await account(1, null)
    const member = await account(0, agent)
    const other = await account(0, agent)
    const idempotencyKey = randomUUID()
    expect((await send('agentTransfer', agent, { downline: member.username, amount: '10', idempotencyKey })).statusCode).toBe(200)
    const unchanged = async () => ({ balances: [await main(agent), await main(member), await main(other)], audit: await auditLedger(db) })
    const before = await unchanged()
    expect(before.balances).toEqual([99_000n, 101_000n, 100_000n])
    await refused(409, 'idempotency.key.reused', () => send('agentRecall', agent, { downline: member.username, amount: '10', idempotencyKey }))
    await refused(409, 'idempotency.key.reused', () => send('agentRecall', agent, { downline: member.username, amount: 'all', idempotencyKey }))
    await refused(409, 'idempotency.key.reused', () => send('agentTransfer', agent, { downline: other.username, amount: '10', idempotencyKey }))
    await refused(409, 'idempotency.key.reused', () => send('agentTransfer', agent, { downline: member.username, amount: '11', idempotencyKey }))
    expect(await unchanged()).toEqual(before)
    expect((await send('agentTransfer', agent, { downline: member.username, amount: '10', idempotencyKey })).json().value).toMatchObject({ moved: '10.00', replayed: true })

    // A recall first: its key is refused for a transfer back.
    const recallKey = randomUUID()
    expect((await send('agentRecall', agent, { downline: other.username, amount: '5', idempotencyKey: recallKey })).json().value.replayed).toBe(false)
    const recalled = await unchanged()
    await refused(409, 'idempotency.key.reused', () => send('agentTransfer', agent, { downline: other.username, amount: '5', idempotencyKey: recallKey }))
    expect(await unchanged()).toEqual(recalled)
  })

  it('a recall of all sent again answers what the first took, though the member holds something else now', async () => {
    const agent = await account(1, null)
    const member = await account(0, agent, 12_345n)
    const idempotencyKey = randomUUID()
    const first = await send('agentRecall', agent, { downline: member.username, amount: 'all', idempotencyKey })
    expect(first.json().value).toMatchObject({ moved: '123.45', replayed: false })
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: member.id, amount: 500n, idempotencyKey: `ag-seed-${++keys}`, actor: 'system', at: clock.now() })
    const entries = await countEntries(db)
    const again = await send('agentRecall', agent, { downline: member.username, amount: 'all', idempotencyKey })
    expect(again.json().value).toMatchObject({ moved: '123.45', replayed: true })
    expect(await countEntries(db)).toBe(entries)
    expect(await main(member)).toBe(500n)
  })

  it('a transfer sent before keys were shared (a key per action) and retried after migration 027 finds its first answer', async () => {
    const agent = await account(1, null)
    const member = await account(0, agent, 0n)
    // The transfer as it was written before migration 027: under the key of its action.
    const idempotencyKey = randomUUID()
    await memberToMember(db, {
      merchantCode: 'demo', currency: 'THB', fromMemberId: agent.id, toMemberId: member.id, amount: 1_000n, idempotencyKey: `at:${agent.id}:transfer:${idempotencyKey}`,
      actor: `member:${agent.id}`, at: clock.now(),
    })
    await db.exec(readFileSync(join(MIGRATIONS_DIR, '027_one_key_per_member_request.sql'), 'utf8'))
    const entries = await countEntries(db)
    const again = await send('agentTransfer', agent, { downline: member.username, amount: '10', idempotencyKey })
    expect(again.json().value).toMatchObject({ moved: '10.00', replayed: true })
    await refused(409, 'idempotency.key.reused', () => send('agentRecall', agent, { downline: member.username, amount: '10', idempotencyKey }))
    expect(await countEntries(db)).toBe(entries)
    expect(await main(member)).toBe(1_000n)
  })

  it('a member sends money to its own upline only', async () => {
    const agent = await account(1, null, 0n)
    const member = await account(0, agent)
    const loner = await account(0, null)
    const info = await read('uplineInfo', member)
    expectContract('uplineInfo', info.json())
    expect(info.json().value).toEqual({ upline: agent.username, available: '1000.00' })
    expect((await read('uplineInfo', loner)).json().value).toEqual({ upline: null, available: '1000.00' })
    const sent = await send('transferUpline', member, { amount: '99.99' })
    expect(sent.json().value).toMatchObject({ moved: '99.99', counterparty: agent.username })
    expect(await main(agent)).toBe(9_999n)
    await refused(404, 'upline.not.found', () => send('transferUpline', loner, { amount: '1' }))
    await refused(400, 'insufficient.balance', () => send('transferUpline', member, { amount: '900.02' }))
  })
})
