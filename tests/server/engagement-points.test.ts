/**
 * Points through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: the accrual from settled rounds at the
 * merchant's rate per game type, exactly once (a second run and an overlapping run earn nothing more; a rolled-back
 * round and trial play earn nothing); the catalogue; a redeem (sealed body, money password, address and phone for
 * goods, stock under a race, the per-member limit), refused with nothing moved; the operators' approval (a cash item's
 * cash) and rejection (points and stock back in one transaction); a conversion to cash exact to the point and cent,
 * once per key; the history; and both ledgers balancing after every test.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { pointsBalanceOf } from '../../src/server/db/engagement/points'
import { setPaymentPasswordHash } from '../../src/server/db/member/security'
import type { PasswordHasher } from '../../src/server/domain/accounts/passwords'
import { redeemPoints } from '../../src/server/domain/engagement/points'
import { accrueMerchantPoints } from '../../src/server/domain/engagement/pointsAccrual'
import { cryptoRandom } from '../../src/server/runtime'
import { seedHouseGames } from '../../src/server/seed/games'
import type { MerchantConfig } from '../../src/config/schema'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, serverSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const PAY = 'Pay#Word2026'
const OPERATOR_KEY = 'operator-key-for-points-tests-0123456789'
const demo = { host: 'localhost:3000' }
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'bea' }

describe.each(BACKENDS)('points on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: { now(): Date }
  let passwordHash = ''
  let payHash = ''
  let config: MerchantConfig
  let serial = 0
  let nodes: { rng: number; live: number }
  serverSuite(backend, { password: PASSWORD, ledger: true, server: { operatorKey: OPERATOR_KEY } }, (suite) => {
    ;({ app, db, clock, passwordHash } = suite)
  })

  async function setUp() {
    if (nodes) return
    config = (await loadTestMerchants()).byCode('demo')!.config
    payHash = await (await import('../../src/server/domain/accounts/passwords')).createPasswordHasher().hash(PAY)
    await seedHouseGames(db, { merchantCode: 'demo', at: clock.now() })
    const { rows } = await db.query<{ category: string; node_id: number }>(`SELECT category, min(node_id)::integer AS node_id FROM games WHERE merchant_code = 'demo' GROUP BY category`)
    nodes = { rng: rows.find((r) => r.category === 'RNG')!.node_id, live: rows.find((r) => r.category === 'LIVE')!.node_id }
  }

  interface Member { id: number; token: string }
  async function member(): Promise<Member> {
    await setUp()
    serial += 1
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username: `pt${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
    await setPaymentPasswordHash(db, m.id, payHash)
    return m
  }
  /** A settled (or rolled-back) round of the member's, as a vendor's calls leave it. */
  async function round(memberId: number, input: { bet: bigint; win?: bigint; type?: 'rng' | 'live'; status?: 'settled' | 'rolled_back'; wallet?: 'main' | 'trial' }) {
    serial += 1
    await db.query(
      `INSERT INTO game_rounds (merchant_code, vendor_code, round_ref, member_id, node_id, wallet, bet, win, status, created_at, settled_at)
       SELECT 'demo', vendor_code, $1, $2, node_id, $6, $3, $4, $5, $7, CASE WHEN $5 = 'settled' THEN $7::timestamptz END FROM games WHERE node_id = $8`,
      [`pt-${backend.name}-${serial}`, memberId, input.bet.toString(), (input.win ?? 0n).toString(), input.status ?? 'settled', input.wallet ?? 'main', clock.now(), nodes[input.type ?? 'rng']],
    )
  }
  const accrue = () => accrueMerchantPoints(db, config, clock.now())
  const balance = (m: Member) => pointsBalanceOf(db, 'demo', m.id)
  /** Points straight from the accrual: a valid RNG bet of 100 THB earns 2 points (demo.json). */
  async function earn(m: Member, points: bigint) {
    await round(m.id, { bet: points * 5000n })
    await accrue()
    expect(await balance(m)).toBeGreaterThanOrEqual(points)
  }

  async function sealed(name: EndpointName, body: object) {
    const key = (await app.inject({ method: 'GET', url: ENDPOINTS.encryptionKey.path, headers: demo })).json().value
    return encryptBody(await importPublicKey(key.publicKey), key.kid, body, { path: ENDPOINTS[name].path, at: clock.now().getTime() })
  }
  async function call(name: EndpointName, m: Member | null, body?: object, query = '') {
    const def = ENDPOINTS[name]
    const payload = body === undefined ? undefined : def.encrypted ? await sealed(name, body) : body
    return app.inject({
      method: def.method, url: `${def.path}${query ? `?${query}` : ''}`, headers: { ...demo, ...(m ? { authorization: m.token } : {}) }, remoteAddress: '127.0.0.1',
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: operator, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })
  async function item(code: string, fields: Record<string, unknown>) {
    const written = await ops('POST', `/ops/points/demo/items/${code}`, { kind: 'goods', titles: { en: code, th: code }, image: 'gift-box', points: '100', stock: null, perMemberLimit: null, ...fields })
    expect(written.statusCode, written.body).toBe(200)
    return written.json().value as { id: number }
  }
  const redeem = (m: Member, body: Record<string, unknown>) =>
    call('redeemPoints', m, { idempotencyKey: randomUUID(), quantity: 1, paymentPassword: PAY, address: '12 Sukhumvit Road, Bangkok', phone: '+66 81 234 5678', ...body })
  const mainBalance = async (m: Member) =>
    (await db.query<{ b: string }>(`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE member_id = $1 AND kind = 'main' AND currency = 'THB'`, [m.id])).rows[0].b

  it('accrues settled rounds at the rate per game type exactly once, a fraction waiting for the next round', async () => {
    const m = await member()
    const other = await member()
    await round(m.id, { bet: 12_345n }) // RNG, rate 2 per 100 THB: 123.45 THB → 2.469 points
    await round(m.id, { bet: 10_000n, type: 'live' }) // LIVE, rate 1: 1 point
    await round(m.id, { bet: 10_000n, win: 10_000n }) // a push: no valid bet
    await round(m.id, { bet: 50_000n, status: 'rolled_back' }) // never settled: nothing
    await round(other.id, { bet: 1_000_000n, wallet: 'trial' }) // trial play: nothing
    const first = await accrue()
    expect(first.rounds).toBeGreaterThanOrEqual(3)
    expect(await balance(m)).toBe(3n) // 2.469 + 1 = 3.469
    expect(await balance(other)).toBe(0n)
    // Again: nothing is left to accrue, and nothing more is earned.
    expect((await accrue()).points).toBe(0n)
    // The 0.469 waits: 0.531 more (26.55 THB of RNG) makes the fourth point.
    await round(m.id, { bet: 2_655n })
    await accrue()
    expect(await balance(m)).toBe(4n)
    // Two runs at once earn each round once.
    await round(m.id, { bet: 50_000n })
    await Promise.all([accrue(), accrue()])
    expect(await balance(m)).toBe(14n)
    const answer = await call('pointsBalance', m)
    expectContract('pointsBalance', answer.json())
    expect(answer.json().value).toEqual({ points: '14' })
  })

  it('tells the programme and lists the catalogue; points never show as money', async () => {
    const config = await call('pointsConfig', null)
    expectContract('pointsConfig', config.json())
    expect(config.json().value).toMatchObject({ enabled: true, earnEvery: '100', convertPoints: 10, convertCash: '1', minConvert: '100' })
    await item('mug', { stock: 5 })
    const rewards = await call('pointsRewards', null)
    expectContract('pointsRewards', rewards.json())
    expect(rewards.json().value.list.find((i: { code: string }) => i.code === 'mug')).toMatchObject({ kind: 'goods', stock: 5, points: '100' })
    const m = await member()
    await earn(m, 200n)
    // 200 points in the ledger, none of it in the wallet or the records (points are their own scope and kinds).
    const wallet = await call('walletBalance', m)
    expect(wallet.statusCode, wallet.body).toBe(200)
    expect(JSON.stringify(wallet.json().value)).not.toMatch(/"[1-9][0-9]*(\.[0-9]+)?"/)
    const records = await call('transactionHistory', m)
    expect(records.statusCode, records.body).toBe(200)
    expect(records.json().value.list ?? records.json().value.records ?? []).toHaveLength(0)
  })

  it('redeems goods with the money password, address and phone; refuses bad input with nothing moved', async () => {
    const m = await member()
    await earn(m, 300n)
    const { id } = await item('cap', { stock: 10, points: '100' })
    const before = await balance(m)
    expectError(await redeem(m, { itemId: id, paymentPassword: 'Wrong#123' }), 400, 'payment.password.wrong')
    expectError(await redeem(m, { itemId: id, address: '' }), 400, 'points.address.required')
    expectError(await redeem(m, { itemId: id, phone: 'call me' }), 400, 'points.phone.invalid')
    expectError(await redeem(m, { itemId: 999_999 }), 404, 'points.item.not.found')
    expectError(await redeem(m, { itemId: id, quantity: 4 }), 409, 'points.insufficient')
    expectError(await redeem(m, { itemId: id, quantity: 0 }), 400, 'request.invalid')
    // An unsealed body is refused: the call is encrypted.
    const plain = await app.inject({ method: 'POST', url: ENDPOINTS.redeemPoints.path, headers: { ...demo, authorization: m.token }, remoteAddress: '127.0.0.1', payload: { itemId: id } })
    expect(plain.statusCode).toBe(400)
    expect(await balance(m)).toBe(before)
    expect((await db.query(`SELECT 1 FROM points_redeems WHERE member_id = $1`, [m.id])).rows).toHaveLength(0)

    const key = randomUUID()
    const done = await redeem(m, { itemId: id, quantity: 2, idempotencyKey: key })
    expect(done.statusCode, done.body).toBe(200)
    expectContract('redeemPoints', done.json())
    expect(done.json().value).toMatchObject({ type: 'goods', quantity: 2, points: '200', amount: '0.00', status: 'in_process', remark: null })
    expect(done.json().value.transactionNo).toMatch(/^P[0-9]{8}[A-Z0-9]{8}$/)
    // The same key: the same redeem, nothing more taken; with another quantity: refused.
    expect((await redeem(m, { itemId: id, quantity: 2, idempotencyKey: key })).json().value.transactionNo).toBe(done.json().value.transactionNo)
    expectError(await redeem(m, { itemId: id, quantity: 1, idempotencyKey: key }), 409, 'idempotency.key.reused')
    expect(await balance(m)).toBe(before - 200n)
    const list = await call('pointsRedeems', m)
    expectContract('pointsRedeems', list.json())
    expect(list.json().value).toMatchObject({ totalCount: 1, list: [{ transactionNo: done.json().value.transactionNo, titles: { en: 'cap' } }] })
  })

  it('never oversells the last one when redeems race, and holds each member to the limit', async () => {
    const a = await member()
    const b = await member()
    await earn(a, 500n)
    await earn(b, 500n)
    const { id } = await item('last-two', { stock: 2 })
    // Six redeems at once for the last two: exactly two are taken, the others refused, the stock never below zero.
    const answers = await Promise.all([a, b, a, b, a, b].map((m) => redeem(m, { itemId: id })))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409])
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().errorCode))).toEqual(new Set(['points.item.out.of.stock']))
    expect((await db.query<{ stock: number }>('SELECT stock FROM points_items WHERE id = $1', [id])).rows[0].stock).toBe(0)
    expect((await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM points_redeems WHERE item_id = $1`, [id])).rows[0].n).toBe(2)
    // The same race without the password's hashing in between (which spaces the calls out): straight into the
    // transactions, on PostgreSQL each on its own connection.
    const race = await item('race', { stock: 3 })
    const services = { db, random: cryptoRandom, hasher: { verify: async () => true } as unknown as PasswordHasher }
    const principal = (m: Member) => ({ memberId: m.id, accountType: 0 }) as Parameters<typeof redeemPoints>[1]['principal']
    const raced = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => redeemPoints(services, { config, principal: principal(i % 2 ? a : b), at: clock.now() }, {
      idempotencyKey: randomUUID(), itemId: race.id, quantity: 1, paymentPassword: PAY, address: '12 Sukhumvit Road, Bangkok', phone: '+66 81 234 5678',
    })))
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect(new Set(raced.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code: string }).code))).toEqual(new Set(['points.item.out.of.stock']))
    expect((await db.query<{ stock: number }>('SELECT stock FROM points_items WHERE id = $1', [race.id])).rows[0].stock).toBe(0)

    const limited = await item('limited', { stock: 100, perMemberLimit: 2 })
    expect((await redeem(a, { itemId: limited.id, quantity: 2 })).statusCode).toBe(200)
    expectError(await redeem(a, { itemId: limited.id }), 409, 'points.item.limit')
  })

  it('approves a cash item (its cash credited), rejects goods (points and stock back), and decides once', async () => {
    const m = await member()
    await earn(m, 400n)
    const cash = await item('cash-50', { kind: 'cash', cash: '50', points: '100', stock: 10 })
    const goods = await item('umbrella', { points: '100', stock: 3 })
    const paid = (await redeem(m, { itemId: cash.id, address: undefined, phone: undefined })).json().value
    const sent = (await redeem(m, { itemId: goods.id })).json().value
    const points = await balance(m)
    const cashBefore = BigInt(await mainBalance(m))
    const pending = (await ops('GET', '/ops/points/demo/redeems')).json().value.list as { id: string; transactionNo: string; address: string | null }[]
    const idOf = (no: string) => pending.find((r) => r.transactionNo === no)!.id
    expect(pending.find((r) => r.transactionNo === sent.transactionNo)!.address).toBe('12 Sukhumvit Road, Bangkok')

    const approved = await ops('POST', `/ops/points/demo/redeems/${idOf(paid.transactionNo)}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().value).toMatchObject({ status: 'approved', decidedBy: 'admin:bea', amount: '50.00' })
    expect(BigInt(await mainBalance(m))).toBe(cashBefore + 5000n)
    expectError(await ops('POST', `/ops/points/demo/redeems/${idOf(paid.transactionNo)}/reject`, { remark: 'late' }), 409, 'points.redeem.decided')

    expectError(await ops('POST', `/ops/points/demo/redeems/${idOf(sent.transactionNo)}/reject`, {}), 400, 'request.invalid')
    const rejected = await ops('POST', `/ops/points/demo/redeems/${idOf(sent.transactionNo)}/reject`, { remark: 'Out of this colour' })
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'Out of this colour' })
    expect(await balance(m)).toBe(points + 100n)
    expect((await db.query<{ stock: number }>('SELECT stock FROM points_items WHERE id = $1', [goods.id])).rows[0].stock).toBe(3)
    expectError(await ops('POST', `/ops/points/demo/redeems/${idOf(sent.transactionNo)}/approve`), 409, 'points.redeem.decided')
    expectError(await ops('POST', '/ops/points/demo/redeems/999999/approve'), 404, 'points.redeem.not.found')
    expect((await ops('GET', '/ops/points/demo/redeems', undefined)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/ops/points/demo/redeems', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401)

    const history = await call('pointsHistory', m)
    expectContract('pointsHistory', history.json())
    expect(history.json().value.list.slice(0, 3).map((r: { type: string; points: string }) => [r.type, r.points])).toEqual([['refund', '100'], ['redeem', '-100'], ['redeem', '-100']])
  })

  it('converts points to cash exactly, at the rate, once per key', async () => {
    const m = await member()
    await earn(m, 250n)
    const points = await balance(m)
    const cash = BigInt(await mainBalance(m))
    const convert = (body: Record<string, unknown>) => call('convertPoints', m, { idempotencyKey: randomUUID(), points: '120', paymentPassword: PAY, ...body })
    expectError(await convert({ paymentPassword: 'nope' }), 400, 'payment.password.wrong')
    expectError(await convert({ points: '90' }), 400, 'points.convert.below.min')
    expectError(await convert({ points: '125' }), 400, 'points.convert.step')
    expectError(await convert({ points: '100000' }), 409, 'points.insufficient')
    expect(await balance(m)).toBe(points)
    expect(BigInt(await mainBalance(m))).toBe(cash)
    const key = randomUUID()
    const done = await convert({ idempotencyKey: key })
    expect(done.statusCode, done.body).toBe(200)
    expectContract('convertPoints', done.json())
    // 120 points at 10 points to 1 THB: 12.00 THB, to the cent.
    expect(done.json().value).toEqual({ points: '120', cash: '12.00', balance: (points - 120n).toString() })
    expect((await convert({ idempotencyKey: key })).statusCode).toBe(200)
    expect(await balance(m)).toBe(points - 120n)
    expect(BigInt(await mainBalance(m))).toBe(cash + 1200n)
    expectError(await convert({ idempotencyKey: key, points: '130' }), 409, 'idempotency.key.reused')
  })

  it('refuses a guest and a merchant without a programme', async () => {
    expectError(await call('pointsBalance', null), 401, 'please.login')
    const lotus = await app.inject({ method: 'GET', url: ENDPOINTS.pointsConfig.path, headers: { host: 'lotus.localhost:3000' } })
    expect(lotus.statusCode).toBe(200)
  })
})

describe('points demo data', () => {
  let db: Database
  let clock: { now(): Date }
  serverSuite(BACKENDS[0], { ledger: true }, (suite) => ({ db, clock } = suite))

  it('writes each brand’s catalogue once, through the operators’ own write', async () => {
    const { seed } = await import('../../src/server/seed')
    const merchants = await loadTestMerchants()
    expect(await seed(db, merchants, clock)).toEqual(expect.arrayContaining(['points:demo', 'points:lotus']))
    expect(await seed(db, merchants, clock)).not.toEqual(expect.arrayContaining(['points:demo']))
    const { rows } = await db.query<{ merchant: string; n: number }>(`SELECT merchant_code AS merchant, count(*)::integer AS n FROM points_items GROUP BY 1 ORDER BY 1`)
    expect(rows).toEqual([{ merchant: 'demo', n: 6 }, { merchant: 'lotus', n: 3 }])
  })
})
