/**
 * Promotions through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: the hall a guest reads in its
 * language with the merchant's default as fallback, each promotion's state by its period, the detail with its cleaned
 * content, the member's available promotions by type, the operators' calls (list, write by code, end) with every bad
 * write refused and nothing stored, one merchant's promotions out of another's reach, and the demo data.
 */
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import type { Database } from '../../src/server/db/database'
import { promotionByCode, promotionById } from '../../src/server/domain/engagement/promotions'
import { seed } from '../../src/server/seed'
import { seedPromotions } from '../../src/server/seed/promotions'
import { promotionsCommand } from '../../scripts/lib/promotionsCommands'
import { BACKENDS, expectContract, expectError, loadTestMerchants, loggedInMember, serverSuite } from './helpers'

const PASSWORD = 'Heron#Valley2026'
const OPERATOR_KEY = 'operator-key-for-promotions-tests-0123456789'
const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const operator = { authorization: `Bearer ${OPERATOR_KEY}`, 'x-operator': 'pim' }
const DAY_MS = 86_400_000

describe.each(BACKENDS)('promotions on $name', (backend) => {
  let app: FastifyInstance
  let db: Database
  let clock: { now(): Date }
  let passwordHash = ''
  let serial = 0
  serverSuite(backend, { password: PASSWORD, server: { operatorKey: OPERATOR_KEY } }, (suite) => ({ app, db, clock, passwordHash } = suite))

  const configOf = async (code: string) => (await loadTestMerchants()).byCode(code)!.config
  let ready: Promise<void> | undefined
  /** Both brands' halls, once for the block (the seed's own write, as `npm start` makes them). */
  const halls = () => (ready ??= (async () => {
    await seedPromotions(db, await configOf('demo'), clock.now())
    await seedPromotions(db, await configOf('lotus'), clock.now())
  })())

  interface Caller { token?: string; headers?: Record<string, string> }
  function call(name: EndpointName, who: Caller, options: { query?: string; language?: string } = {}) {
    const def = ENDPOINTS[name]
    return app.inject({
      method: def.method,
      url: `${def.path}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(who.headers ?? demo), ...(who.token ? { authorization: who.token } : {}), ...(options.language ? { language: options.language } : {}) },
      remoteAddress: '127.0.0.1',
    })
  }
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = operator) =>
    app.inject({ method, url, headers, remoteAddress: '127.0.0.1', ...(payload ? { payload } : {}) })
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM promotions')).rows[0].n
  const write = (body: Record<string, unknown>, merchant = 'demo') =>
    ops('POST', `/ops/promotions/${merchant}`, {
      type: 'OTHERS', flow: 'info', titles: { th: 'ทดสอบ', en: 'Test' }, startsAt: new Date(clock.now().getTime() - DAY_MS).toISOString(), ...body,
    })

  it('shows a guest the hall in its language, falling back to the merchant’s default, with each state by the period', async () => {
    await halls()
    const thai = await call('promotions', {})
    expect(thai.statusCode, thai.body).toBe(200)
    expectContract('promotions', thai.json())
    const list = thai.json().value.list as { code: string; state: string; title: string; language: string; banner: string; type: string }[]
    expect(list).toHaveLength(9)
    const byCode = Object.fromEntries(list.map((p) => [p.code, p]))
    expect(byCode['lucky-draw'].state).toBe('comingSoon')
    expect(byCode['vip-live-cashback'].state).toBe('closed')
    expect(byCode['first-deposit-match']).toMatchObject({ state: 'open', title: 'โบนัสฝากแรก 100%', language: 'th', banner: 'deposit' })
    expect(byCode['lucky-draw'].banner).toBe('raffle')
    // Open first, then coming soon, then closed, the operator's order within each.
    expect(list.map((p) => p.state)).toEqual([...Array(7).fill('open'), 'comingSoon', 'closed'])
    expect(list[0].code).toBe('first-deposit-match')
    const english = (await call('promotions', {}, { language: 'en' })).json().value.list[0]
    expect(english).toMatchObject({ title: '100% first deposit bonus', language: 'en', summary: 'Double your first deposit, up to 1000' })
    // Japanese is not written: demo's default (Thai), lotus's (English).
    expect((await call('promotions', {}, { language: 'ja' })).json().value.list[0]).toMatchObject({ language: 'th', title: 'โบนัสฝากแรก 100%' })
    const lotusFirst = (await call('promotions', { headers: lotus }, { language: 'ja' })).json().value.list[0]
    expect(lotusFirst).toMatchObject({ language: 'en', summary: 'Double your first deposit, up to 50' })
    // The rule in major units; the agents' ids of an agent line are never told.
    expect(byCode['first-deposit-match']).toMatchObject({ rule: { kind: 'depositMatch', percent: 100, cap: '1000.00', minDeposit: '100.00' }, turnoverMultiplier: 10 })
  })

  it('gives a promotion’s detail by code, with its cleaned content and form; an unknown code is not found', async () => {
    await halls()
    const detail = await call('promotionDetail', {}, { query: 'code=newbie-welcome', language: 'cn' })
    expectContract('promotionDetail', detail.json())
    expect(detail.json().value).toMatchObject({ code: 'newbie-welcome', flow: 'apply', title: '新会员欢迎红利', form: { remark: true, images: true }, eligibility: { newMemberDays: 30 } })
    expect(detail.json().value.content).toContain('<p>')
    expect((await call('promotionDetail', {}, { query: 'code=daily-sign-in' })).json().value.form).toBeNull()
    expectError(await call('promotionDetail', {}, { query: 'code=no-such-thing' }), 404, 'promotion.not.found')
    expectError(await call('promotionDetail', {}, { query: 'code=Bad%20Code' }), 400, 'request.invalid')
    expectError(await call('promotionDetail', {}, {}), 400, 'request.invalid')
  })

  it('counts a member’s available promotions by type, MISSION among them; a guest is refused', async () => {
    await halls()
    serial += 1
    const m = await loggedInMember(app, db, { merchantCode: 'demo', username: `pr${backend.name.slice(0, 2)}${serial}`, password: PASSWORD, passwordHash, headers: demo, at: clock.now() })
    const available = await call('availablePromotions', { token: m.token })
    expect(available.statusCode, available.body).toBe(200)
    expectContract('availablePromotions', available.json())
    const { types, total } = available.json().value
    // Open and not info-only: the deposit match, the newbie welcome (a new member), the slots bonus, the sign-in, the mission.
    expect(types).toMatchObject({ MISSION: 1, DEPOSIT: 1, NEWBIE: 1, SLOTS: 1, OTHERS: 1, LOTTO: 0, LIVE: 0, REBATE: 0, APP_DOWNLOAD: 0 })
    expect(total).toBe(5)
    // A member registered long ago is no new member.
    await db.query(`UPDATE members SET reg_date = $2 WHERE id = $1`, [m.id, new Date(clock.now().getTime() - 60 * DAY_MS)])
    expect((await call('availablePromotions', { token: m.token })).json().value.types.NEWBIE).toBe(0)
    expect((await call('availablePromotions', {})).statusCode).toBe(401)
  })

  it('lets an operator write a promotion by code, cleaning its HTML, and end it once', async () => {
    expectError(await ops('GET', '/ops/promotions/demo', undefined, {}), 401, 'operator.key.invalid')
    const created = await write({
      code: 'ops-test', flow: 'claim', type: 'SPORTS', tags: ['LIMITED'],
      content: { en: '<p onclick="x()">Bet <script>alert(1)</script><b>now</b></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a>' },
      rule: { kind: 'fixedBonus', amount: '25.5' }, turnoverMultiplier: 2.5,
    })
    expect(created.statusCode, created.body).toBe(200)
    const staff = created.json().value
    expect(staff).toMatchObject({ code: 'ops-test', state: 'open', rule: { kind: 'fixedBonus', amount: '25.50' }, turnoverMultiplier: 2.5, endedAt: null })
    expect(staff.content.en).toBe('<p>Bet <b>now</b></p><a>go</a>')
    // Stored in minor units, read back by the activities' call as a bigint.
    const stored = await promotionByCode(db, 'demo', 'ops-test')
    expect(stored?.rule).toEqual({ kind: 'fixedBonus', amount: 2550n })
    expect((await promotionById(db, 'demo', staff.id))?.code).toBe('ops-test')
    expect(await promotionById(db, 'lotus', staff.id)).toBeNull()
    // The same code again replaces it: the same id.
    const updated = (await write({ code: 'ops-test', flow: 'claim', type: 'SPORTS', titles: { th: 'แก้ไข' }, rule: { kind: 'fixedBonus', amount: '30' } })).json().value
    expect(updated).toMatchObject({ id: staff.id, titles: { th: 'แก้ไข' }, content: {} })
    expect((await ops('GET', '/ops/promotions/demo')).json().value.list.map((p: { code: string }) => p.code)).toContain('ops-test')
    // Another merchant's hall does not have it.
    expectError(await call('promotionDetail', { headers: lotus }, { query: 'code=ops-test' }), 404, 'promotion.not.found')
    const ended = await ops('POST', '/ops/promotions/demo/ops-test/end')
    expect(ended.json().value).toMatchObject({ state: 'closed', endedAt: clock.now().toISOString() })
    expect((await call('promotionDetail', {}, { query: 'code=ops-test' })).json().value).toMatchObject({ state: 'closed', endsAt: clock.now().toISOString() })
    // Closed for more than 30 days: out of the hall, still readable by its code and listed for staff.
    await write({ code: 'long-gone', startsAt: new Date(clock.now().getTime() - 90 * DAY_MS).toISOString(), endsAt: new Date(clock.now().getTime() - 31 * DAY_MS).toISOString() })
    expect((await call('promotions', {})).json().value.list.map((p: { code: string }) => p.code)).not.toContain('long-gone')
    expect((await call('promotionDetail', {}, { query: 'code=long-gone' })).json().value.state).toBe('closed')
    expectError(await ops('POST', '/ops/promotions/demo/ops-test/end'), 409, 'promotion.closed')
    expectError(await ops('POST', '/ops/promotions/demo/nothing/end'), 404, 'promotion.not.found')
    expectError(await ops('GET', '/ops/promotions/nowhere'), 404, 'promotion.not.found')
  })

  it('refuses a bad write with its code and stores nothing', async () => {
    const before = await count()
    const start = clock.now().toISOString()
    const bad: [Record<string, unknown>, number, string][] = [
      [{ code: 'x1', titles: { en: 'No Thai title' } }, 400, 'promotion.invalid'],
      [{ code: 'x2', endsAt: start, startsAt: start }, 400, 'promotion.invalid'],
      [{ code: 'x3', banner: 'not-bundled' }, 400, 'promotion.invalid'],
      [{ code: 'x4', flow: 'claim', rule: { kind: 'fixedBonus', amount: '1.234' } }, 400, 'promotion.invalid'],
      [{ code: 'x5', flow: 'claim', rule: { kind: 'mission', task: 'logins', target: '3', reward: '5' } }, 400, 'promotion.invalid'],
      [{ code: 'x6', form: { remark: true, images: false } }, 400, 'promotion.invalid'],
      [{ code: 'x7', titles: { th: 'a', xx: 'b' } }, 400, 'promotion.invalid'],
      [{ code: 'x8', titles: { th: 'nul\u0000' } }, 400, 'request.invalid'],
      [{ code: 'Bad Code' }, 400, 'request.invalid'],
      [{ code: 'x9', type: 'CASINO' }, 400, 'request.invalid'],
      [{ code: 'x10', tags: ['HOT'] }, 400, 'request.invalid'],
      [{ code: 'x11', rule: { kind: 'depositMatch', percent: 100 } }, 400, 'request.invalid'],
    ]
    for (const [body, status, code] of bad) expectError(await write(body), status, code)
    expect(await count()).toBe(before)
  })

  it('serves the operators’ command: write from a file, list, end', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs')
    const file = `${mkdtempSync('/tmp/promotions-cli-')}/p.json`
    writeFileSync(file, JSON.stringify({ code: 'cli-test', type: 'FISH', flow: 'info', titles: { th: 'ยิงปลา' }, startsAt: clock.now().toISOString() }))
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const answer = await ops(method, url, body as object | undefined)
      if (answer.statusCode !== 200) throw new Error(answer.body)
      return answer.json().value as unknown
    }
    const printed: string[] = []
    const log = console.log
    console.log = (...parts: unknown[]) => void printed.push(parts.join(' '))
    try {
      expect(await promotionsCommand(['write', 'demo', file], call)).toBe(true)
      expect(await promotionsCommand(['end', 'demo', 'cli-test'], call)).toBe(true)
      expect(await promotionsCommand(['list', 'demo'], call)).toBe(true)
      expect(await promotionsCommand(['list'], call)).toBe(false)
    } finally {
      console.log = log
    }
    expect(printed[0]).toMatch(/^cli-test {2}open {2}FISH {2}info/)
    expect(printed[1]).toMatch(/^cli-test {2}closed/)
    expect(printed.some((line) => line.startsWith('cli-test  closed'))).toBe(true)
  })

  it('seeds both brands’ halls once with the demo data', async () => {
    const merchants = await loadTestMerchants()
    const written = await seed(db, merchants, clock)
    expect(written).toEqual(expect.arrayContaining(['promotions:demo', 'promotions:lotus']))
    expect(await seed(db, merchants, clock)).not.toEqual(expect.arrayContaining(['promotions:demo']))
  })
})
