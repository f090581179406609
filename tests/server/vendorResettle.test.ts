/**
 * The vendor protocol's `resettle` (a settled round's payout corrected) through `app.inject`, signed as a vendor signs,
 * on PGlite and (with DATABASE_URL) PostgreSQL: the new payout paid and the earlier taken back, both in the ledger and
 * the round's record; a reversal bigger than the wallet takes what it holds and writes the rest as unrecovered; a
 * replay moves nothing; an open, unknown or another member's round, and the same id with other values, change nothing.
 * The team's figures take the difference. After every test the ledger balances.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signRequest } from '../../src/server/crypto/signedRequest'
import type { Database } from '../../src/server/db/database'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { insertGameSession } from '../../src/server/db/games/vendorProtocol'
import { countEntries, memberAccounts } from '../../src/server/db/money/ledger'
import { insertMember } from '../../src/server/db/member/members'
import { insertSession } from '../../src/server/db/accounts/sessions'
import { migrate } from '../../src/server/db/migrate'
import { gameTokenHash } from '../../src/server/domain/games/vendorProtocol'
import { creditDeposit, requestWithdrawal } from '../../src/server/domain/money/movements'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectError, expectLedgerBalanced, testServer, type TestDatabase } from './helpers'

const HOUSE_SECRET = 'house-secret-for-the-vendor-resettle-tests'
const HOST = { host: 'localhost:3000' }

describe.each(BACKENDS)('the vendor protocol’s resettle on $name', (backend) => {
  let handle: TestDatabase
  let db: Database
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  let serial = 0
  let nodeId = 0n

  beforeAll(async () => {
    handle = await backend.open()
    db = handle.db
    await migrate(db)
    ;({ app, clock } = await testServer({ db, houseVendorSecret: HOUSE_SECRET, rateLimit: { perMinute: 10_000 } }))
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    nodeId = (await gameByVendorId(db, 'demo', 'HSLOT', 'koi-terrace'))!.nodeId
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  afterEach(() => expectLedgerBalanced(db))

  /** A member with 100.00 in the main wallet and a game session on HSLOT. */
  async function player() {
    serial += 1
    const inserted = await insertMember(db, { merchantCode: 'demo', username: `rs${backend.name.slice(0, 2)}${serial}`, passwordHash: 'x', accountType: 0, at: clock.now() })
    if ('conflict' in inserted) throw new Error('member exists')
    const memberId = inserted.id
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId, amount: 10_000n, idempotencyKey: `rs-seed-${memberId}`, actor: 'system', at: clock.now() })
    const day = new Date(clock.now().getTime() + 86_400_000)
    const portalSessionId = await insertSession(db, {
      memberId, merchantCode: 'demo', tokenHash: randomBytes(32).toString('hex'), at: clock.now(), idleExpiresAt: day, expiresAt: day, ip: '127.0.0.1', userAgent: null,
      passwordChangeRequired: false,
    })
    const token = randomBytes(24).toString('base64url')
    await insertGameSession(db, { tokenHash: gameTokenHash(token), merchantCode: 'demo', memberId, vendorCode: 'HSLOT', nodeId, wallet: 'main', at: clock.now(), expiresAt: day, portalSessionId })
    return { memberId, token }
  }

  function call(name: string, body: unknown) {
    const raw = JSON.stringify(body)
    const timestamp = Math.floor(clock.now().getTime() / 1000)
    return app.inject({
      method: 'POST', url: `/vendor-api/v1/HSLOT/${name}`, payload: raw,
      headers: { ...HOST, 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(HOUSE_SECRET, timestamp, raw) },
    })
  }
  const answer = async (name: string, body: unknown) => {
    const response = await call(name, body)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value
  }
  const main = async (memberId: number) => (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')!.balance
  const round = async (roundRef: string) =>
    (await db.query<{ win: bigint; status: string; result: Record<string, unknown> }>(`SELECT win, status, result FROM game_rounds WHERE round_ref = $1`, [roundRef])).rows[0]
  const entriesOf = async (memberId: number, type: string) =>
    (await db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.member_id = $1 AND e.entry_type = $2`,
      [memberId, type],
    )).rows[0].n
  const teamWins = async (memberId: number) =>
    (await db.query<{ wins: string | null }>(`SELECT sum(wins)::text AS wins FROM team_events WHERE member_id = $1`, [memberId])).rows[0].wins

  /** A round of `stake` settled at `payout` (major units). */
  async function settled(p: { token: string }, roundId: string, stake: string, payout: string) {
    await answer('bet', { sessionToken: p.token, txnId: `${roundId}-b`, roundId, amount: stake })
    await answer('win', { sessionToken: p.token, txnId: `${roundId}-w`, roundId, amount: payout, final: true, result: { legs: ['first'] } })
  }

  it('a lower payout: the new one paid, the earlier taken back, both in the ledger; the record keeps the first; a replay moves nothing', async () => {
    const p = await player()
    await settled(p, 'c1', '10.00', '30.00')
    expect(await main(p.memberId)).toBe(12_000n)
    const teamBefore = await teamWins(p.memberId)
    const body = { sessionToken: p.token, txnId: 'c1-r1', roundId: 'c1', amount: '5.00', result: { legs: ['corrected'] } }
    expect(await answer('resettle', body)).toEqual({ balance: '95.00', currency: 'THB', txnId: 'c1-r1' })
    expect(await main(p.memberId)).toBe(9_500n)
    expect(await entriesOf(p.memberId, 'win')).toBe(2)
    expect(await entriesOf(p.memberId, 'win_reversal')).toBe(1)
    const record = await round('c1')
    expect(record).toMatchObject({ win: 500n, status: 'settled', result: { legs: ['corrected'], corrections: [{ payout: '30.00', unrecovered: '0.00', result: { legs: ['first'] } }] } })
    // The team's figures: the difference, on the day of the correction.
    expect(BigInt((await teamWins(p.memberId)) ?? 0) - BigInt(teamBefore ?? 0)).toBe(-2_500n)

    const entries = await countEntries(db)
    expect(await answer('resettle', body)).toEqual({ balance: '95.00', currency: 'THB', txnId: 'c1-r1', replayed: true })
    expect(await countEntries(db)).toBe(entries)
    expectError(await call('resettle', { ...body, amount: '6.00' }), 409, 'idempotency.key.reused')
    expect(await countEntries(db)).toBe(entries)
  })

  it('a higher payout pays the difference; a second correction corrects the first', async () => {
    const p = await player()
    await settled(p, 'c2', '10.00', '0')
    await answer('resettle', { sessionToken: p.token, txnId: 'c2-r1', roundId: 'c2', amount: '25.00' })
    expect(await main(p.memberId)).toBe(11_500n)
    expect(await entriesOf(p.memberId, 'win_reversal')).toBe(0)
    await answer('resettle', { sessionToken: p.token, txnId: 'c2-r2', roundId: 'c2', amount: '0' })
    expect(await main(p.memberId)).toBe(9_000n)
    const record = await round('c2')
    expect(record.win).toBe(0n)
    expect((record.result.corrections as { payout: string }[]).map((c) => c.payout)).toEqual(['0.00', '25.00'])
  })

  it('a reversal bigger than the wallet takes what it holds and writes the rest as unrecovered; the balance never goes below zero', async () => {
    const p = await player()
    await settled(p, 'c3', '10.00', '50.00')
    await settled(p, 'c4', '10.00', '40.00')
    // The member asks to withdraw all but 20.00 of the 170.00.
    await requestWithdrawal(db, { merchantCode: 'demo', currency: 'THB', memberId: p.memberId, amount: 15_000n, idempotencyKey: `rs-out-${p.memberId}`, actor: 'system', at: clock.now() })
    expect(await answer('resettle', { sessionToken: p.token, txnId: 'c3-r1', roundId: 'c3', amount: '0' })).toMatchObject({ balance: '0.00' })
    expect(await main(p.memberId)).toBe(0n)
    expect((await round('c3')).result.corrections).toMatchObject([{ payout: '50.00', unrecovered: '30.00' }])
    // Nothing left at all: the whole earlier payout is unrecovered, and nothing moves.
    const entries = await countEntries(db)
    expect(await answer('resettle', { sessionToken: p.token, txnId: 'c4-r1', roundId: 'c4', amount: '0' })).toMatchObject({ balance: '0.00' })
    expect(await countEntries(db)).toBe(entries)
    expect(await round('c4')).toMatchObject({ win: 0n, result: { corrections: [{ payout: '40.00', unrecovered: '40.00' }] } })
  })

  it('refuses an open round, an unknown one, another member’s, and a bad amount, changing nothing', async () => {
    const p = await player()
    const other = await player()
    await answer('bet', { sessionToken: p.token, txnId: 'c5-b', roundId: 'c5', amount: '1.00' })
    await settled(other, 'c6', '1.00', '2.00')
    const entries = await countEntries(db)
    expectError(await call('resettle', { sessionToken: p.token, txnId: 'c5-r', roundId: 'c5', amount: '1.00' }), 409, 'vendor.round.open')
    expectError(await call('resettle', { sessionToken: p.token, txnId: 'c7-r', roundId: 'c7', amount: '1.00' }), 404, 'vendor.bet.not.found')
    expectError(await call('resettle', { sessionToken: p.token, txnId: 'c6-r', roundId: 'c6', amount: '0' }), 404, 'vendor.bet.not.found')
    expectError(await call('resettle', { sessionToken: p.token, txnId: 'c6-r2', roundId: 'c6', amount: '-1' }), 400, 'amount.invalid')
    expect(await countEntries(db)).toBe(entries)
    expect(await round('c6')).toMatchObject({ win: 200n, status: 'settled' })
  })
})
