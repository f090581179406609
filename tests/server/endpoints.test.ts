/**
 * Every contract endpoint through `app.inject`, against the demo and lotus merchants by Host header, on
 * in-memory PGlite and (when DATABASE_URL is set) on PostgreSQL.
 */
import { Writable } from 'node:stream'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { isFeatureEnabled } from '../../src/config/whitelabel'
import { MERCHANTS } from '../../src/config/merchants'
import type { Database } from '../../src/server/db/database'
import { countNotices, insertNotice } from '../../src/server/db/content/notices'
import { seed, SEED_AGENCY_NOTICES, SEED_NOTICES } from '../../src/server/seed'
import { seedHouseGames } from '../../src/server/seed/games'
import { buildServer } from '../../src/server/app'
import { cryptoRandom, fixedClock } from '../../src/server/runtime'
import { BACKENDS, noDatabase, expectContract, expectError, loadTestMerchants, NOTICE_URL, NOW, path, testServer, serverSuite, type ServerSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }

describe.each(BACKENDS)('endpoints on $name', (backend) => {
  let db: Database
  let app: FastifyInstance
  let clock: ServerSuite['clock']
  // The contract table's own rate limits: several tests here are about them.
  serverSuite(backend, { server: { rateLimit: undefined } }, (suite) => ({ db, app, clock } = suite))

  const get = (url: string, headers: Record<string, string> = demo) => app.inject({ method: 'GET', url, headers })

  describe('system status', () => {
    it('answers for the merchant named by url, whatever the Host', async () => {
      const response = await get(`${path('systemStatus')}?url=${encodeURIComponent('http://lotus.localhost:3000/home')}`, { host: 'api.elsewhere.test' })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expectContract('systemStatus', body)
      expect(body.value).toMatchObject({
        merchantCode: 'lotus',
        maintenance: { enabled: false, endsAt: null },
        regionRestriction: false,
        country: null,
        ipBlocked: false,
        ip: '127.0.0.1',
        imageCDNs: [''],
        launchGameCDNs: [''],
        serverTime: NOW,
      })
      const settings = await get(path('registerSettings'), lotus)
      expect(body.value.registerRules).toEqual(settings.json().value)
    })

    it('reports the demo merchant for localhost', async () => {
      const body = (await get(`${path('systemStatus')}?url=localhost`)).json()
      expect(body.value.merchantCode).toBe('demo')
      expect(body.value.registerRules.fields.find((f: { field: string }) => f.field === 'password')).toMatchObject({ rule: 'STRONG_PASSWORD', minLength: 8, maxLength: 20 })
    })

    it('says domain_check_failed for a url no merchant serves', async () => {
      expectError(await get(`${path('systemStatus')}?url=evil.test`), 404, 'domain_check_failed')
    })

    it('names the missing field', async () => {
      const body = expectError(await get(path('systemStatus')), 400, 'request.invalid')
      expect(body.value).toEqual({ field: '/url' })
      expect(body.message).toContain('url')
    })
  })

  describe('merchant config', () => {
    it('is the public part of each merchant, vendor logos filled in', async () => {
      for (const [headers, code] of [[demo, 'demo'], [lotus, 'lotus']] as const) {
        const body = (await get(path('merchantConfig'), headers)).json()
        expectContract('merchantConfig', body)
        expect(body.value.code).toBe(code)
        expect(body.value.name).toBe(MERCHANTS[code].name)
        for (const secret of ['ipBlocklist', 'maintenance', 'regionRestriction', 'register', 'whitelabel', 'domains']) expect(body.value).not.toHaveProperty(secret)
      }
      const demoBody = (await get(path('merchantConfig'), demo)).json()
      const sbo = demoBody.value.navigation.categories[0].vendors[0]
      expect(sbo).toMatchObject({ code: 'SBO', logo: '/assets/vendors/SBO.svg' })
    })
  })

  describe('whitelabel', () => {
    it('returns the tree with childrenNodes on every node', async () => {
      const body = (await get(path('whitelabel'), lotus)).json()
      expectContract('whitelabel', body)
      const walk = (nodes: { childrenNodes?: unknown[] }[]): void => nodes.forEach((n) => {
        expect(Array.isArray(n.childrenNodes)).toBe(true)
        walk(n.childrenNodes as { childrenNodes?: unknown[] }[])
      })
      walk(body.value)
      expect(isFeatureEnabled(body.value, 'MOBILENUMREG3')).toBe(false)
      expect(isFeatureEnabled(body.value, 'VIP')).toBe(false)
      const demoTree = (await get(path('whitelabel'), demo)).json().value
      expect(isFeatureEnabled(demoTree, 'MOBILENUMREG3')).toBe(true)
    })
  })

  describe('register settings', () => {
    it('sends a pattern per field, usable as a RegExp', async () => {
      const body = (await get(path('registerSettings'), demo)).json()
      expectContract('registerSettings', body)
      const byField = Object.fromEntries(body.value.fields.map((f: { field: string }) => [f.field, f]))
      expect(byField.username).toMatchObject({ rule: 'LETTER_THEN_ALNUM', show: true, required: true, minLength: 6, maxLength: 16 })
      expect(new RegExp(byField.username.pattern).test('player01')).toBe(true)
      expect(new RegExp(byField.username.pattern).test('01player')).toBe(false)
      expect(byField.confirmPassword.pattern).toBe('.*')
      expect(body.value.fields).toHaveLength(MERCHANTS.demo.register.fields.length)
    })
  })

  describe('domain routes', () => {
    it('ranks domains by list order and lists app downloads', async () => {
      const body = (await get(path('domainRoute'), demo)).json()
      expectContract('domainRoute', body)
      expect(body.value.domainList).toEqual([
        { domain: 'localhost', speed: 1 },
        { domain: '127.0.0.1', speed: 2 },
        { domain: 'demo.localhost', speed: 3 },
      ])
      expect(body.value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['IOS', 'IOS_MOBILECONFIG', 'ANDROID'])
      expect(body.value.resources[2]).toEqual({ resourceType: 'ANDROID', url: MERCHANTS.demo.appDownload.android, qrCodeUrl: MERCHANTS.demo.appDownload.android, labelNameEn: 'Android' })
      const lotusBody = (await get(path('domainRoute'), lotus)).json()
      expect(lotusBody.value.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['ANDROID'])
    })
  })

  describe('country codes', () => {
    it('lists real countries with dial codes', async () => {
      const body = (await get(path('countryCodes'), lotus)).json()
      expectContract('countryCodes', body)
      expect(body.value.length).toBeGreaterThanOrEqual(40)
      expect(body.value).toContainEqual({ countryCode: 'TH', dialCode: '+66', name: 'Thailand' })
      expect(body.value).toContainEqual({ countryCode: 'VN', dialCode: '+84', name: 'Vietnam' })
      const codes = body.value.map((c: { countryCode: string }) => c.countryCode)
      expect(new Set(codes).size).toBe(codes.length)
    })
  })

  describe('game menus', () => {
    it("lists the categories of the merchant's connected vendors in top-nav order, never the config's integrations", async () => {
      expect((await get(path('gameMenus'), lotus)).json().value).toEqual([])
      await seedHouseGames(db, { merchantCode: 'lotus', at: clock.now() })
      const body = (await get(path('gameMenus'), lotus)).json()
      expectContract('gameMenus', body)
      expect(body.value.map((c: { gameGroupCode: string }) => c.gameGroupCode)).toEqual(['RNG', 'LIVE'])
      expect(body.value[0]).toMatchObject({ labelName: 'RNG', path: '/rng' })
      expect(body.value[0].gameMenus[0]).toEqual({ vendorCode: 'HSLOT', labelName: 'House Slots', logo: '/assets/vendors/HSLOT.svg', isHot: 1, maintenance: false })
      expect(body.value[0].gameMenus[1].isHot).toBe(0)
      expect(JSON.stringify(body.value)).not.toContain('SBO')
    })
  })

  describe('update language', () => {
    const put = (headers: Record<string, string>, payload: unknown) => app.inject({ method: 'PUT', url: path('updateLanguage'), headers, payload: payload as object })

    it('accepts a selectable language and describes it', async () => {
      const body = (await put(demo, { language: 'ar' })).json()
      expectContract('updateLanguage', body)
      expect(body.value).toEqual({ language: 'ar', direction: 'rtl', translated: false })
      expect((await put(demo, { language: 'cn' })).json().value).toEqual({ language: 'cn', direction: 'ltr', translated: true })
    })

    it('refuses a language the merchant does not offer', async () => {
      expectError(await put(lotus, { language: 'ja' }), 400, 'language.not.selectable')
    })

    it('rejects bad bodies with the field path', async () => {
      const unknown = expectError(await put(demo, { language: 'klingon' }), 400, 'request.invalid')
      expect(unknown.value).toEqual({ field: '/language' })
      expect(unknown.message).toMatch(/body field "language": must be one of th, en, cn/)
      expect(expectError(await put(demo, { language: 'th', admin: true }), 400, 'request.invalid').value).toEqual({ field: '/admin' })
      expect(expectError(await put(demo, {}), 400, 'request.invalid').value).toEqual({ field: '/language' })
      expectError(await app.inject({ method: 'PUT', url: path('updateLanguage'), headers: { ...demo, 'content-type': 'application/json' }, payload: '{"language":' }), 400, 'request.invalid')
    })
  })

  describe('notices', () => {
    let seededAt: Date

    beforeAll(async () => {
      seededAt = clock.now()
      // The seed marks each data set; a second run (another process starting) writes nothing.
      const merchants = await loadTestMerchants()
      const games = merchants.merchants.flatMap((m) => [`games:${m.config.code}`, `books:${m.config.code}`, `arena:${m.config.code}`])
      expect(await seed(db, merchants, fixedClock(seededAt))).toEqual(['accounts:demo', 'withdrawalSetup:demo', 'agentSetup:demo', 'contracts:demo', ...games, 'notices:demo', 'notices:lotus', 'agencyNotices:demo', 'help:demo', 'help:lotus', 'promotions:demo', 'promotions:lotus', 'feedback:demo', 'feedback-chat:demo', 'points:demo', 'points:lotus', 'activities:demo', 'chat:demo'])
      expect(await seed(db, merchants, fixedClock(seededAt))).toEqual([])
    })

    it('groups the seeded notices per merchant', async () => {
      const body = (await get(NOTICE_URL, demo)).json()
      expectContract('notices', body)
      const count = (v: Record<string, unknown[]>) => Object.fromEntries(Object.entries(v).map(([k, list]) => [k, list.length]))
      expect(count(body.value)).toEqual({ player: 4, banners: 3, popup: 20, promotion: 4 })
      expect(count((await get(NOTICE_URL, lotus)).json().value)).toEqual({ player: 2, banners: 2, popup: 3, promotion: 2 })
      expect(await countNotices(db, 'demo')).toBe(SEED_NOTICES.demo.length + SEED_AGENCY_NOTICES.demo.length)
      expect(body.value.banners.every((n: { imageUrl: string }) => n.imageUrl.startsWith('/assets/banners/'))).toBe(true)
      expect(body.value.popup.some((n: { content: string }) => n.content.includes('<script>') && n.content.includes('onerror='))).toBe(true)
    })

    it('returns only the requested types', async () => {
      const body = (await get(`${path('notices')}?types=PU&platform=W&execution=B`, demo)).json()
      expect(body.value.popup).toHaveLength(20)
      expect([body.value.player, body.value.banners, body.value.promotion]).toEqual([[], [], []])
    })

    it('speaks the Language header, else the merchant default', async () => {
      const title = async (headers: Record<string, string>) => (await get(`${path('notices')}?types=B&platform=W&execution=B`, headers)).json().value.banners[0].title
      expect(await title(demo)).toBe('โบนัสต้อนรับสมาชิกใหม่ 100%')
      expect(await title({ ...demo, language: 'en' })).toBe('100% welcome bonus for new members')
      expect(await title({ ...demo, language: 'zh-CN' })).toBe('新会员 100% 欢迎奖金')
      expect(await title({ ...demo, language: 'ja' })).toBe('โบนัสต้อนรับสมาชิกใหม่ 100%')
      expect(await title(lotus)).toBe('Welcome to Lotus Bay')
    })

    it('shows a notice only inside its window, by the injected clock', async () => {
      const at = (offsetMs: number) => new Date(seededAt.getTime() + offsetMs)
      const hour = 3_600_000
      const id = await insertNotice(db, {
        merchantCode: 'lotus', type: 'H', title: { en: 'Flash sale' }, content: { en: '<p>Two hours only</p>' },
        sort: -1, startAt: at(hour), endAt: at(3 * hour),
      })
      const ids = async () => (await get(`${path('notices')}?types=H&platform=W&execution=B`, lotus)).json().value.player.map((n: { id: number }) => n.id)
      try {
        expect(await ids()).not.toContain(id)
        clock.set(at(hour))
        expect(await ids()).toContain(id)
        clock.set(at(3 * hour - 1))
        expect(await ids()).toContain(id)
        clock.set(at(3 * hour))
        expect(await ids()).not.toContain(id)
      } finally {
        clock.set(seededAt)
      }
    })

    it('orders by sort then id and falls back language by language', async () => {
      const start = new Date(seededAt.getTime() - 1000)
      const first = await insertNotice(db, { merchantCode: 'lotus', type: 'H', title: { th: 'ไทยเท่านั้น' }, content: { cn: '<p>中文</p>' }, sort: -5, startAt: start })
      const second = await insertNotice(db, { merchantCode: 'lotus', type: 'H', title: { en: 'English', th: 'ไทย' }, sort: -5, startAt: start })
      const player = (await get(`${path('notices')}?types=H&platform=W&execution=B`, { ...lotus, language: 'th' })).json().value.player
      expect(player.slice(0, 2).map((n: { id: number }) => n.id)).toEqual([first, second])
      expect(player[0]).toMatchObject({ title: 'ไทยเท่านั้น', content: '<p>中文</p>', imageUrl: null, link: null })
      expect(player[1].title).toBe('ไทย')
      const inCn = (await get(`${path('notices')}?types=H&platform=W&execution=B`, { ...lotus, language: 'cn' })).json().value.player
      expect(inCn[1].title).toBe('English')
      // Each says the language its title is in, so the portal can mark fallback text for screen readers.
      expect([player[0].lang, player[1].lang, inCn[0].lang, inCn[1].lang]).toEqual(['th', 'th', 'th', 'en'])
    })

    it('rejects a malformed type list with its field path', async () => {
      const body = expectError(await get(`${path('notices')}?types=B,XX&platform=W&execution=B`, demo), 400, 'request.invalid')
      expect(body.value).toEqual({ field: '/types' })
      expect(body.message).toMatch(/query parameter "types": has an invalid format/)
      expect(expectError(await get(`${path('notices')}?types=B&platform=M&execution=B`, demo), 400, 'request.invalid').value).toEqual({ field: '/platform' })
    })
  })

  describe('errors and headers', () => {
    it('answers unknown API paths with the not.found envelope, and a known path with the wrong method with 405', async () => {
      for (const [method, url] of [['GET', '/wps/nothing/here'], ['GET', '/lgw/games/unknown'], ['GET', '/lotto/x'], ['DELETE', '/anything'], ['POST', '/']] as const) {
        expectError(await app.inject({ method, url, headers: demo }), 404, 'not.found')
      }
      expectError(await app.inject({ method: 'POST', url: path('systemStatus'), headers: demo }), 405, 'method.not.allowed')
    })

    it('answers unknown hosts with domain_check_failed', async () => {
      for (const name of ['merchantConfig', 'whitelabel', 'gameMenus'] as const) {
        expectError(await get(path(name), { host: 'unknown.example' }), 404, 'domain_check_failed')
      }
      expectError(await get(path('countryCodes'), { host: 'localhost.evil.test' }), 404, 'domain_check_failed')
    })

    it('sets the security headers', async () => {
      const response = await get(path('merchantConfig'), demo)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      // A JSON answer is never a document: it may load nothing and be framed by no one.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(response.headers['x-ratelimit-remaining']).toBeUndefined()
    })
  })
})

describe('unexpected failures', () => {
  it('become a 500 with a generic message, logged on the server and never shown', async () => {
    const secret = 'connect ECONNREFUSED 10.9.8.7:5432 password=hunter2'
    const failing: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new Error(secret)),
      exec: () => Promise.reject(new Error(secret)),
      transaction: () => Promise.reject(new Error(secret)),
      close: async () => {},
    }
    const lines: string[] = []
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done() } })
    const { app } = await testServer({ db: failing, logger: { level: 'error', stream } })
    try {
      const response = await app.inject({ method: 'GET', url: NOTICE_URL, headers: demo })
      const body = expectError(response, 500, 'unknown.error')
      expect(body.message).toBe('Something went wrong on our side. Please try again.')
      expect(response.body).not.toContain('hunter2')
      expect(response.body).not.toContain('ECONNREFUSED')
      expect(response.body).not.toContain('stack')
      expect(body.value).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{16}$/) })
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.err?.message === secret)
      expect(logged?.reqId).toBe(body.value?.requestId)
      expect(logged?.err?.stack).toContain('Error: connect ECONNREFUSED')
    } finally {
      await app.close()
    }
  })

  it('a thrown error in any route is handled the same way', async () => {
    const app = buildServer({ db: noDatabase, clock: fixedClock(NOW), random: cryptoRandom, merchants: await loadTestMerchants() })
    app.get('/wps/test/boom', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'balance')")
    })
    try {
      const response = await app.inject({ method: 'GET', url: '/wps/test/boom', headers: demo })
      expectError(response, 500, 'unknown.error')
      expect(response.body).not.toContain('balance')
    } finally {
      await app.close()
    }
  })
})
