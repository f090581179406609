/**
 * The agency notice call through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: an agent account
 * (types 1, 2, 41, 42) reads the agents' notices in its language; a member is not an agent, a trial account needs
 * a real one, a guest must log in; the public notice call never carries them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { encryptBody, importPublicKey } from '../../src/contract/encryption'
import { AGENCY_NOTICE_QUERY, ENDPOINTS, type EndpointName } from '../../src/contract/endpoints'
import { HEADERS } from '../../src/contract/headers'
import { insertNotice } from '../../src/server/db/content/notices'
import { migrate } from '../../src/server/db/migrate'
import { insertMember, rememberIp } from '../../src/server/db/member/members'
import { requireAgent } from '../../src/server/domain/agents/access'
import { createPasswordHasher } from '../../src/server/domain/accounts/passwords'
import { AppError } from '../../src/server/errors'
import { fixedClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'
import { DEMO_AGENCY_NOTICES } from '../../src/server/seed/agency'
import { DEMO_PASSWORD } from '../../src/server/seed/accounts'
import { BACKENDS, expectContract, expectError, loadTestMerchants, NOTICE_URL, NOW, path, testServer, type TestDatabase } from './helpers'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const LOCAL = '127.0.0.1'
const AGENCY_URL = `${path('agencyNotices')}?platform=${AGENCY_NOTICE_QUERY.platform}`

describe('who may read agency notices', () => {
  const codeOf = (accountType: number) => {
    try {
      requireAgent({ accountType })
      return 'ok'
    } catch (error) {
      return (error as AppError).code
    }
  }

  it('lets agents (1, 2, 41, 42) through; a trial account needs a real one; anyone else is not an agent', () => {
    expect([1, 2, 41, 42].map(codeOf)).toEqual(['ok', 'ok', 'ok', 'ok'])
    expect(codeOf(4)).toBe('in_need_true_account')
    expect([0, 3, 40, 43].map(codeOf)).toEqual(['error.not.agent', 'error.not.agent', 'error.not.agent', 'error.not.agent'])
  })
})

describe.each(BACKENDS)('agency notices on $name', (backend) => {
  let handle: TestDatabase
  let app: FastifyInstance
  let clock: ReturnType<typeof fixedClock>
  const hasher = createPasswordHasher()

  beforeAll(async () => {
    handle = await backend.open()
    await migrate(handle.db)
    ;({ app, clock } = await testServer({ db: handle.db, passwordHasher: hasher, rateLimit: { perMinute: 10_000 } }))
    await seed(handle.db, await loadTestMerchants(), clock, hasher)
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
  })
  beforeEach(() => clock.set(NOW))

  async function call(name: EndpointName, options: { body?: unknown; token?: string } = {}) {
    const def = ENDPOINTS[name]
    let payload = options.body
    if (payload !== undefined && def.encrypted) {
      const key = (await app.inject({ method: 'GET', url: path('encryptionKey'), headers: demo })).json().value
      payload = await encryptBody(await importPublicKey(key.publicKey), key.kid, payload, { path: def.path, at: clock.now().getTime() })
    }
    return app.inject({
      method: def.method,
      url: def.path,
      headers: { ...demo, ...(options.token ? { authorization: options.token } : {}) },
      remoteAddress: LOCAL,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }

  async function tokenOf(username: string, password = DEMO_PASSWORD) {
    const response = await call('login', { body: { type: 'username', username, password } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value.token as string
  }

  /** An account of this type that has logged in from here before (no new-address step). */
  async function accountOfType(accountType: number) {
    const username = `ag${accountType}${backend.name.slice(0, 2)}`
    const inserted = await insertMember(handle.db, { merchantCode: 'demo', username, passwordHash: await hasher.hash(DEMO_PASSWORD), accountType, at: new Date(NOW) })
    if ('conflict' in inserted) throw new Error(`test account ${username} exists`)
    await rememberIp(handle.db, inserted.id, LOCAL, new Date(NOW))
    return tokenOf(username)
  }

  const agencyNotices = (token: string | undefined, headers: Record<string, string> = {}, url = AGENCY_URL) =>
    app.inject({ method: 'GET', url, headers: { ...demo, ...headers, ...(token ? { authorization: token } : {}) }, remoteAddress: LOCAL })

  it('gives an agent the agency notices in its language, the merchant default (Thai) without one', async () => {
    const token = await tokenOf('demoagent')
    const english = (await agencyNotices(token, { [HEADERS.language]: 'en' })).json()
    expectContract('agencyNotices', english)
    expect(english.value.list.map((n: { title: string }) => n.title)).toEqual(DEMO_AGENCY_NOTICES.map((n) => n.title.en))
    expect(english.value.list.every((n: { type: string; lang: string }) => n.type === 'AG' && n.lang === 'en')).toBe(true)
    expect(english.value.list[0].content).toContain('every Monday at 12:00')

    const chinese = (await agencyNotices(token, { [HEADERS.language]: 'cn' })).json()
    expect(chinese.value.list.map((n: { title: string }) => n.title)).toEqual(DEMO_AGENCY_NOTICES.map((n) => n.title.cn))
    const thai = (await agencyNotices(token)).json()
    expect(thai.value.list.map((n: { title: string }) => n.title)).toEqual(DEMO_AGENCY_NOTICES.map((n) => n.title.th))
  })

  it('gives them to a sub-agent and to the partner roles 41 and 42 too', async () => {
    for (const token of [await tokenOf('demosubagent'), await accountOfType(41), await accountOfType(42)]) {
      const response = await agencyNotices(token, { [HEADERS.language]: 'en' })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().value.list).toHaveLength(DEMO_AGENCY_NOTICES.length)
    }
  })

  it('tells a member it is not an agent, and a trial account that it needs a real one', async () => {
    const member = expectError(await agencyNotices(await tokenOf('demomember')), 403, 'error.not.agent')
    expect(member).not.toHaveProperty('value')
    const trial = (await call('freePlay', { body: { platform: 'W' } })).json().value.token as string
    expectError(await agencyNotices(trial), 403, 'in_need_true_account')
  })

  it('asks a guest to log in, and refuses a token that is not one', async () => {
    expectError(await agencyNotices(undefined), 401, 'please.login')
    expectError(await agencyNotices('not-a-real-token'), 401, 'user.or.token.invalid')
  })

  it('takes the query the contract names and nothing else', async () => {
    const token = await tokenOf('demoagent')
    expectError(await agencyNotices(token, {}, path('agencyNotices')), 400, 'request.invalid')
    expectError(await agencyNotices(token, {}, `${AGENCY_URL}&types=PU`), 400, 'request.invalid')
  })

  it('never reaches the public notice call, and the public types never reach the agents', async () => {
    const everyType = (await app.inject({ method: 'GET', url: NOTICE_URL, headers: demo })).json().value
    const titles = Object.values(everyType as Record<string, { type: string }[]>).flat()
    expect(titles.some((n) => n.type === 'AG')).toBe(false)
    expectError(await app.inject({ method: 'GET', url: `${path('notices')}?types=AG&platform=W&execution=B`, headers: demo }), 400, 'request.invalid')
    const list = (await agencyNotices(await tokenOf('demoagent'))).json().value.list as { type: string }[]
    expect(list.every((n) => n.type === 'AG')).toBe(true)
  })

  it('shows a new agency notice at once, and only for its merchant and window', async () => {
    const token = await tokenOf('demoagent')
    const before = (await agencyNotices(token, { [HEADERS.language]: 'en' })).json().value.list.length
    await insertNotice(handle.db, {
      merchantCode: 'demo', type: 'AG', title: { en: 'Year-end bonus for agents' }, content: { en: '<p>Paid on 31 December.</p>' },
      startAt: new Date(NOW), endAt: new Date(Date.parse(NOW) + 3_600_000), sort: 99,
    })
    await insertNotice(handle.db, { merchantCode: 'lotus', type: 'AG', title: { en: 'Lotus only' }, startAt: new Date(NOW) })
    const during = (await agencyNotices(token, { [HEADERS.language]: 'en' })).json().value.list
    expect(during).toHaveLength(before + 1)
    expect(during.at(-1)).toMatchObject({ title: 'Year-end bonus for agents', content: '<p>Paid on 31 December.</p>' })
    expect(during.some((n: { title: string }) => n.title === 'Lotus only')).toBe(false)
    // An hour on, the notice has ended (a new login: the first session has been idle too long by then).
    clock.set(new Date(Date.parse(NOW) + 3_600_000).toISOString())
    expect((await agencyNotices(await tokenOf('demoagent'), { [HEADERS.language]: 'en' })).json().value.list).toHaveLength(before)
    // The other merchant's guest is asked to log in like any other.
    expectError(await app.inject({ method: 'GET', url: AGENCY_URL, headers: lotus }), 401, 'please.login')
  })
})
