/**
 * Activities through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: the contract's transition table
 * (each move allowed and each refused, per flow), the period (coming soon, closed), a claim made twice paying once
 * even when both arrive together, a deposit match qualified by the deposit after joining, applications with their
 * form (bad input refused with nothing stored) reviewed by an operator, bonus turnover from settled weighted bets
 * holding a withdrawal back with the amount still to bet, forfeit and expiry. The ledger balances after every test.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACTIVITY_EVENTS, ACTIVITY_FLOWS, ACTIVITY_STATES, ACTIVITY_TRANSITIONS, activityStateAt, activityTransition, type ActivityFlow,
} from '../../src/contract/activities'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { memberAccounts } from '../../src/server/db/money/ledger'
import { insertBankAccount, setPaymentPasswordHash } from '../../src/server/db/member/security'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { seedHouseGames } from '../../src/server/seed/games'
import { BACKENDS, expectContract, expectError, loggedInMember, logIn, NOW, serverSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const PAYMENT_PASSWORD = '135790'
const OPERATOR_KEY = 'operator-key-for-activity-tests-0123456789'
const demo = { host: 'localhost:3000' }
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'bea' }
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)])
const DAY = 86_400_000

describe('the activity transition table', () => {
  // Every (flow, state, event): allowed exactly where the table says, to the state it says; nothing else moves.
  const expected: Record<ActivityFlow, Record<string, string>> = {
    info: {},
    claim: { 'claim/claim': 'claimed' },
    apply: { 'join/apply': 'applying', 'rejected/apply': 'applying', 'applying/approve': 'issued', 'applying/reject': 'rejected' },
    join: { 'join/join': 'joined', 'joined/start': 'process', 'joined/qualify': 'claim', 'process/qualify': 'claim', 'claim/claim': 'claimed' },
    signin: { 'join/signIn': 'signed' },
  }
  it.each(ACTIVITY_FLOWS)('%s: each move allowed, every other refused', (flow) => {
    const moves: Record<string, string> = {}
    for (const state of ACTIVITY_STATES) {
      for (const event of ACTIVITY_EVENTS) {
        const to = activityTransition(flow, state, event)
        if (to) moves[`${state}/${event}`] = to
      }
    }
    expect(moves).toEqual(expected[flow])
    expect(Object.keys(ACTIVITY_TRANSITIONS[flow]).length).toBeLessThanOrEqual(ACTIVITY_EVENTS.length)
  })
  it('reads coming soon before the period, closed after it, and keeps a paid state', () => {
    const period = { startsAt: new Date('2026-11-01'), endsAt: new Date('2026-12-01') }
    expect(activityStateAt('join', null, period, new Date('2026-10-31'))).toBe('comingSoon')
    expect(activityStateAt('join', null, period, new Date('2026-11-15'))).toBe('join')
    expect(activityStateAt('claim', null, period, new Date('2026-11-15'))).toBe('claim')
    expect(activityStateAt('join', 'joined', period, new Date('2026-12-01'))).toBe('closed')
    expect(activityStateAt('join', 'claimed', period, new Date('2026-12-02'))).toBe('claimed')
  })
})

describe.each(BACKENDS)('activities on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: { now(): Date; set(at: Date | string): void; advance(ms: number): void }
  let passwordHash = ''
  let serial = 0
  let nodes: Record<'rng' | 'live', number> | null = null
  serverSuite(backend, { password: PASSWORD, ledger: true, server: { operatorKey: OPERATOR_KEY } }, (suite) => ({ app, db, clock, passwordHash } = suite))
  afterEach(() => clock.set(NOW))

  interface Member { id: number; token: string; username: string }
  async function member(): Promise<Member> {
    serial += 1
    const username = `ac${backend.name.slice(0, 2)}${serial}`
    return { ...(await loggedInMember(app, db, { merchantCode: 'demo', username, password: PASSWORD, passwordHash, headers: demo, at: clock.now() })), username }
  }
  /** Time passes (a day or more): the member logs in again, as the session has lapsed. */
  async function later(m: Member, ms: number): Promise<void> {
    clock.advance(ms)
    m.token = await logIn(app, { username: m.username, password: PASSWORD, headers: demo, at: clock.now() })
  }
  /** A promotion of the demo merchant, open from a day ago (the columns the activities read). */
  async function promotion(input: { flow: ActivityFlow; rule?: object; multiplier?: number; form?: object | null; startsAt?: Date; endsAt?: Date | null; eligibility?: object }): Promise<string> {
    serial += 1
    const code = `ac-${backend.name}-${serial}`
    await db.query(
      `INSERT INTO promotions (merchant_code, code, type, flow, titles, starts_at, ends_at, eligibility, rule, turnover_multiplier, form, created_at, updated_at)
       VALUES ('demo', $1, 'DEPOSIT', $2, '{"th": "t", "en": "t"}', $3, $4, $5, $6, $7, $8, $9, $9)`,
      [code, input.flow, input.startsAt ?? new Date(clock.now().getTime() - DAY), input.endsAt === undefined ? new Date(clock.now().getTime() + 30 * DAY) : input.endsAt,
        JSON.stringify(input.eligibility ?? {}), JSON.stringify(input.rule ?? { kind: 'none' }), input.multiplier ?? 0, input.form === undefined ? null : JSON.stringify(input.form), clock.now()],
    )
    return code
  }
  function call(name: EndpointName, who: Member, options: { body?: unknown; query?: string; contentType?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...demo, authorization: who.token, ...(options.contentType ? { 'content-type': options.contentType } : {}) },
      remoteAddress: '127.0.0.1',
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  }
  const act = (name: 'joinActivity' | 'claimActivity' | 'signInActivity' | 'claimRaffle', who: Member, code: string) => call(name, who, { body: { code } })
  const stateOf = async (who: Member, code: string) => {
    const answer = await call('myActivities', who, { query: `code=${code}` })
    expectContract('myActivities', answer.json())
    return answer.json().value.list[0] as { state: string; action: string | null; bonus: string | null }
  }
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers: operator, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })
  const main = async (memberId: number) => (await memberAccounts(db, { merchantCode: 'demo', currency: 'THB' }, memberId)).find((a) => a.kind === 'main')?.balance ?? 0n
  const deposit = (memberId: number, amount: bigint) =>
    creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId, amount, idempotencyKey: `ac-dep-${randomUUID()}`, actor: 'system', at: clock.now() })
  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params)).rows[0].n
  /** A settled round of the member's, as a vendor's calls leave it. */
  async function round(memberId: number, bet: bigint, type: 'rng' | 'live' = 'rng', wallet: 'main' | 'trial' = 'main') {
    if (!nodes) {
      await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
      const { rows } = await db.query<{ category: string; node_id: number }>(`SELECT category, min(node_id)::integer AS node_id FROM games WHERE merchant_code = 'demo' GROUP BY category`)
      nodes = { rng: rows.find((r) => r.category === 'RNG')!.node_id, live: rows.find((r) => r.category === 'LIVE')!.node_id }
    }
    serial += 1
    await db.query(
      `INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, win, status, created_at, settled_at)
       SELECT 'demo', vendor_code, $1, $2, node_id, $5, $3, 0, 'settled', $4, $4 FROM games WHERE node_id = $6`,
      [`ac-${backend.name}-${serial}`, memberId, bet.toString(), clock.now(), wallet, nodes[type]],
    )
  }

  it('claims a fixed bonus once, even when two claims arrive together, and records each move', async () => {
    const code = await promotion({ flow: 'claim', rule: { kind: 'fixedBonus', amount: 10_000 }, multiplier: 5 })
    const m = await member()
    expect(await stateOf(m, code)).toMatchObject({ state: 'claim', action: 'claim', bonus: '100.00' })
    const [a, b] = await Promise.all([act('claimActivity', m, code), act('claimActivity', m, code)])
    const statuses = [a.statusCode, b.statusCode].sort()
    expect(statuses).toEqual([200, 409])
    expectError([a, b].find((r) => r.statusCode === 409)!, 409, 'activity.state.invalid')
    expectContract('claimActivity', [a, b].find((r) => r.statusCode === 200)!.json())
    expectError(await act('claimActivity', m, code), 409, 'activity.state.invalid')
    expect(await main(m.id)).toBe(10_000n)
    expect(await count(`bonus_grants WHERE member_id = $1`, [m.id])).toBe(1)
    expect(await stateOf(m, code)).toMatchObject({ state: 'claimed', action: null })
    const { rows } = await db.query(`SELECT t.from_state, t.to_state, t.event, t.actor FROM promotion_activity_transitions t JOIN promotion_activities a ON a.id = t.activity_id WHERE a.member_id = $1`, [m.id])
    expect(rows).toEqual([{ from_state: 'claim', to_state: 'claimed', event: 'claim', actor: `member:${m.id}` }])
    // The spec's raffle claim is the same move of a raffle promotion (nothing to pay).
    const raffle = await promotion({ flow: 'claim', rule: { kind: 'raffle' } })
    expect((await act('claimRaffle', m, raffle)).json().value).toMatchObject({ state: 'claimed' })
  })

  it('refuses every member move outside the period and where the flow has none', async () => {
    const m = await member()
    const soon = await promotion({ flow: 'join', startsAt: new Date(clock.now().getTime() + DAY) })
    expect(await stateOf(m, soon)).toMatchObject({ state: 'comingSoon', action: null })
    expectError(await act('joinActivity', m, soon), 409, 'activity.closed')
    const over = await promotion({ flow: 'claim', rule: { kind: 'fixedBonus', amount: 500 }, startsAt: new Date(clock.now().getTime() - 3 * DAY), endsAt: new Date(clock.now().getTime() - DAY) })
    expect(await stateOf(m, over)).toMatchObject({ state: 'closed' })
    expectError(await act('claimActivity', m, over), 409, 'activity.closed')
    const info = await promotion({ flow: 'info' })
    expectError(await act('joinActivity', m, info), 409, 'activity.state.invalid')
    expectError(await act('joinActivity', m, 'no-such-promotion'), 404, 'activity.not.found')
    const newcomers = await promotion({ flow: 'join', eligibility: { newMemberDays: 7 } })
    await db.query(`UPDATE members SET reg_date = reg_date - interval '8 days' WHERE id = $1`, [m.id])
    expectError(await act('joinActivity', m, newcomers), 403, 'activity.not.eligible')
    expect(await count(`promotion_activities WHERE member_id = $1`, [m.id])).toBe(0)
    expect(await main(m.id)).toBe(0n)
  })

  it('joins a deposit match, qualifies it with the next deposit and pays the capped match once', async () => {
    const code = await promotion({ flow: 'join', rule: { kind: 'depositMatch', percent: 50, cap: 30_000, minDeposit: 20_000 }, multiplier: 2 })
    const m = await member()
    expect((await act('joinActivity', m, code)).json().value).toMatchObject({ state: 'joined', action: null })
    expectError(await act('joinActivity', m, code), 409, 'activity.state.invalid')
    expectError(await act('claimActivity', m, code), 409, 'activity.state.invalid')
    await deposit(m.id, 10_000n) // under the rule's least: not qualifying
    expect(await stateOf(m, code)).toMatchObject({ state: 'joined', action: null })
    await deposit(m.id, 100_000n)
    expect(await stateOf(m, code)).toMatchObject({ state: 'claim', action: 'claim', bonus: '300.00' })
    expect((await act('claimActivity', m, code)).json().value).toMatchObject({ state: 'claimed' })
    expect(await main(m.id)).toBe(140_000n)
    const bonuses = await call('myBonuses', m)
    expectContract('myBonuses', bonuses.json())
    expect(bonuses.json().value.list[0]).toMatchObject({ code, amount: '300.00', turnoverRequired: '600.00', turnoverDone: '0.00', turnoverRemaining: '600.00', status: 'active' })
    const { rows } = await db.query(`SELECT t.event FROM promotion_activity_transitions t JOIN promotion_activities a ON a.id = t.activity_id WHERE a.member_id = $1 ORDER BY t.id`, [m.id])
    expect(rows.map((r) => r.event)).toEqual(['join', 'qualify', 'claim'])
  })

  it('signs in once a day', async () => {
    const code = await promotion({ flow: 'signin', rule: { kind: 'fixedBonus', amount: 100 } })
    const m = await member()
    expect((await act('signInActivity', m, code)).json().value).toMatchObject({ state: 'signed' })
    expectError(await act('signInActivity', m, code), 409, 'activity.state.invalid')
    await later(m, DAY)
    expect(await stateOf(m, code)).toMatchObject({ state: 'join', action: 'signIn' })
    expect((await act('signInActivity', m, code)).statusCode).toBe(200)
    expect(await main(m.id)).toBe(200n)
  })

  it('takes an application with its form, refuses bad input with nothing stored, and staff decide it', async () => {
    const code = await promotion({ flow: 'apply', rule: { kind: 'fixedBonus', amount: 5_000 }, multiplier: 1, form: { remark: true, images: true } })
    const m = await member()
    const upload = (data: Buffer, type: string) => call('uploadActivityImage', m, { body: data, contentType: type })
    expectError(await upload(Buffer.from('not an image, named shot.png'), 'image/png'), 400, 'activity.image.invalid')
    const ids: string[] = []
    for (let i = 0; i < 4; i += 1) ids.push((await upload(PNG, 'image/png')).json().value.imageId)
    const apply = (body: object) => call('applyActivity', m, { body: { idempotencyKey: randomUUID(), code, ...body } })
    expectError(await apply({ remark: 'x'.repeat(141) }), 400, 'activity.remark.length')
    expectError(await apply({ remark: 'four', imageIds: ids }), 400, 'activity.image.limit')
    expectError(await apply({ imageIds: ['unknownimage1'] }), 400, 'activity.image.unknown')
    expect(await count(`promotion_activities WHERE member_id = $1`, [m.id])).toBe(0)
    const key = randomUUID()
    const sent = await call('applyActivity', m, { body: { idempotencyKey: key, code, remark: 'x'.repeat(140), imageIds: ids.slice(0, 3) } })
    expect(sent.statusCode, sent.body).toBe(200)
    expectContract('applyActivity', sent.json())
    expect(sent.json().value).toMatchObject({ state: 'applying', imageCount: 3 })
    // The same key again is the same application; a new one while it is under review is refused.
    expect((await call('applyActivity', m, { body: { idempotencyKey: key, code, remark: 'x'.repeat(140), imageIds: ids.slice(0, 3) } })).json().value.id).toBe(sent.json().value.id)
    expectError(await apply({ remark: 'again' }), 409, 'activity.state.invalid')
    const id = sent.json().value.id as number
    const base = `/ops/activities/demo/applications/${id}`
    expect((await ops('GET', '/ops/activities/demo/applications?state=applying')).json().value.list.map((a: { id: number }) => a.id)).toContain(id)
    const rejected = await ops('POST', `${base}/reject`, { reason: 'Deposit slip unreadable' })
    expect(rejected.json().value).toMatchObject({ state: 'rejected', reason: 'Deposit slip unreadable', account: expect.any(String) })
    expect((await call('myApplications', m)).json().value.list[0]).toMatchObject({ state: 'rejected', reason: 'Deposit slip unreadable' })
    expectError(await ops('POST', `${base}/reject`, { reason: 'twice' }), 409, 'activity.state.invalid')
    expect((await apply({ remark: 'A clearer slip' })).json().value).toMatchObject({ state: 'applying', imageCount: 0 })
    const issued = await ops('POST', `${base}/approve`)
    expect(issued.json().value).toMatchObject({ state: 'issued' })
    expect(issued.json().value.transitions.map((t: { event: string }) => t.event)).toEqual(['apply', 'reject', 'apply', 'approve'])
    expectError(await ops('POST', `${base}/approve`), 409, 'activity.state.invalid')
    expect(await main(m.id)).toBe(5_000n)
  })

  it('counts weighted settled bets after the grant, holds a withdrawal back with the amount still to bet, then lets it go', async () => {
    const code = await promotion({ flow: 'claim', rule: { kind: 'fixedBonus', amount: 10_000 }, multiplier: 10 })
    const m = await member()
    await setPaymentPasswordHash(db, m.id, await (await import('../../src/server/domain/accounts/passwords')).createPasswordHasher().hash(PAYMENT_PASSWORD))
    await insertBankAccount(db, { memberId: m.id, bankName: 'Krungthai Bank', holderName: 'Somchai Jaidee', accountNumber: `12345${String(serial).padStart(5, '0')}`, at: clock.now() })
    await round(m.id, 50_000n) // before the grant: not counted
    clock.advance(1000)
    expect((await act('claimActivity', m, code)).statusCode).toBe(200)
    clock.advance(1000)
    const first = await call('myBonuses', m)
    expect(first.statusCode, first.body).toBe(200)
    await round(m.id, 30_000n) // slots count whole: 300
    await round(m.id, 100_000n, 'live') // live a fifth: 200
    await round(m.id, 90_000n, 'rng', 'trial') // trial play: nothing
    const listed = await call('myBonuses', m)
    expect(listed.statusCode, listed.body).toBe(200)
    const grant = listed.json().value.list[0]
    expect(grant).toMatchObject({ turnoverRequired: '1000.00', turnoverDone: '500.00', turnoverRemaining: '500.00', status: 'active' })
    const requirements = (await call('withdrawalRequirements', m)).json().value
    expect(requirements.reasons).toContain('TURNOVER_NOT_MET')
    expect(requirements.turnover).toEqual({ required: '1000.00', done: '500.00' })
    const key = (await app.inject({ method: 'GET', url: ENDPOINTS.encryptionKey.path, headers: demo })).json().value
    const withdraw = async () => {
      const body = { idempotencyKey: randomUUID(), amount: '100', bankAccountId: requirements.bankAccounts[0].id, paymentPassword: PAYMENT_PASSWORD }
      return call('createWithdrawal', m, { body: await encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: ENDPOINTS.createWithdrawal.path, at: clock.now().getTime() }) })
    }
    const refused = expectError(await withdraw(), 400, 'withdrawal.requirement.unmet')
    expect(refused.value).toMatchObject({ reason: 'TURNOVER_NOT_MET', turnoverRemaining: '500.00' })
    await round(m.id, 50_000n) // exactly the rest: met at the boundary
    expect((await call('myBonuses', m)).json().value.list[0]).toMatchObject({ status: 'completed', turnoverRemaining: '0.00' })
    expect((await call('withdrawalRequirements', m)).json().value.reasons).not.toContain('TURNOVER_NOT_MET')
    expect((await withdraw()).statusCode).toBe(200)
  })

  it('forfeits a grant with staff’s reason and expires one out of time', async () => {
    const code = await promotion({ flow: 'claim', rule: { kind: 'fixedBonus', amount: 10_000, expiryDays: 3 }, multiplier: 10 })
    const forfeited = await member()
    await act('claimActivity', forfeited, code)
    const id = (await call('myBonuses', forfeited)).json().value.list[0].id as number
    const answer = await ops('POST', `/ops/activities/demo/bonuses/${id}/forfeit`, { reason: 'Shared device with another account' })
    expect(answer.json().value).toMatchObject({ status: 'forfeited', reason: 'Shared device with another account', turnoverRemaining: '0.00' })
    expect(await main(forfeited.id)).toBe(0n)
    expectError(await ops('POST', `/ops/activities/demo/bonuses/${id}/forfeit`, { reason: 'again' }), 409, 'bonus.not.active')
    expect((await call('withdrawalRequirements', forfeited)).json().value.turnover).toEqual({ required: '0.00', done: '0.00' })

    const expiring = await member()
    await act('claimActivity', expiring, code)
    await later(expiring, 3 * DAY)
    expect((await call('myBonuses', expiring)).json().value.list[0]).toMatchObject({ status: 'expired', reason: 'expired' })
    expect(await main(expiring.id)).toBe(10_000n)
  })
})
