/** Rules that need no server: register patterns, IPs, hosts, site gates, languages, page injection. */
import { describe, expect, it } from 'vitest'
import { RULE_NAMES } from '../../src/config/schema'
import { MERCHANTS } from '../../src/config/merchants'
import { patternFor, RULE_PATTERNS } from '../../src/server/domain/system/registerRules'
import { decideAccess, gateError } from '../../src/server/domain/system/access'
import { requestedLanguage, updateLanguage } from '../../src/server/domain/system/language'
import { languageFallbacks, localise, parseNoticeTypes } from '../../src/server/domain/content/notices'
import type { VendorRow } from '../../src/server/db/games/catalogue'
import type { Catalogue } from '../../src/server/domain/games/catalogue'
import { gameMenusOf } from '../../src/server/domain/games/gameMenus'
import { createIpMatcher, normaliseIp, parseBlockEntry } from '../../src/server/merchants/ip'
import { createMerchantRegistry, hostFromUrl, normaliseHost } from '../../src/server/merchants/registry'
import { isPagePath } from '../../src/server/routes/portal'
import { renderPage } from '../../src/server/delivery/page'

const injectMerchant = (html: string, config: typeof MERCHANTS.demo) => renderPage(html, { config, language: config.languages.default }).html
import { EnvironmentError, parseTrustProxy, readSettings } from '../../src/server/config'
import { contentSecurityPolicy, merchantImageOrigins, merchantLaunchOrigins } from '../../src/server/plugins/securityHeaders'
import { badgeFontSize, bannerSvg, gameArtSvg, vendorBadgeSvg } from '../../src/server/assets/svg'
import { HOUSE_GAMES } from '../../src/server/games/house/catalogue'
import { textWidth } from '../../src/server/assets/outlineText'
import { AppError } from '../../src/server/errors'

const matches = (rule: (typeof RULE_NAMES)[number], value: string) => new RegExp(patternFor(rule)).test(value)

describe('register rule patterns', () => {
  it('has a pattern for every rule name', () => {
    expect(Object.keys(RULE_PATTERNS).sort()).toEqual([...RULE_NAMES].sort())
    for (const rule of RULE_NAMES) expect(() => new RegExp(patternFor(rule))).not.toThrow()
  })

  it.each([
    ['LETTERS', ['abc', 'ABCdef'], ['abc1', 'ab c', '']],
    ['LETTER_THEN_ALNUM', ['a1', 'player007', 'Z'], ['1abc', 'ab_c', 'ab c']],
    ['DIGITS', ['0812345678', '7'], ['08-123', '12a', '']],
    ['EMAIL', ['a@b.co', 'first.last@mail.example.com'], ['a@b', 'a b@c.com', '@b.com']],
    ['NO_SPACES', ['line_id.99', 'ไลน์'], ['has space', 'tab\there', '']],
    ['UPPERCASE', ['abcD', 'ABC'], ['abcd', '1234']],
    ['STRONG_PASSWORD', ['Passw0rd!', 'aB3$xyzw'], ['password', 'Password1', 'PASSWORD1!', 'Pass word1!']],
    ['FULL_NAME', ['Somchai Jaidee', 'สมชาย ใจดี', 'Anna Maria Lee'], ['Somchai', ' Somchai', 'Somchai ']],
    ['DATE_YMD', ['2026-01-31', '1990-12-01'], ['2026-13-01', '31-01-2026', '2026-1-1']],
    ['DATE_MDY', ['01-31-2026', '12-01-1990'], ['2026-01-31', '13-01-2026']],
    ['PHONE', ['0812345678'], ['+66812345678', '081 234 5678']],
    ['ANY', ['anything at all', ''], []],
  ] as const)('%s accepts and rejects the right values', (rule, good, bad) => {
    for (const value of good) expect(matches(rule, value), `${rule} should accept ${JSON.stringify(value)}`).toBe(true)
    for (const value of bad) expect(matches(rule, value), `${rule} should reject ${JSON.stringify(value)}`).toBe(false)
  })

  it("turns the spec's '*' into '.*'", () => {
    expect(RULE_PATTERNS.ANY).toBe('*')
    expect(patternFor('ANY')).toBe('.*')
  })
})

describe('IP blocklist', () => {
  it('parses addresses and CIDRs and explains bad entries', () => {
    expect(parseBlockEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 })
    expect(parseBlockEntry('2001:db8::/32')).toEqual({ address: '2001:db8::', family: 'ipv6', prefix: 32 })
    expect(parseBlockEntry('10.0.0.0/33')).toEqual({ error: 'a CIDR prefix length from 0 to 32' })
    expect(parseBlockEntry('example.com')).toHaveProperty('error')
    expect(parseBlockEntry('1.2.3.4/8/9')).toHaveProperty('error')
  })

  it('matches v4 and v6 CIDRs, single addresses and IPv4-mapped IPv6', () => {
    const blocked = createIpMatcher(['10.20.0.0/16', '203.0.113.7', '2001:db8:bad::/48'])
    expect(blocked('10.20.255.1')).toBe(true)
    expect(blocked('10.21.0.1')).toBe(false)
    expect(blocked('203.0.113.7')).toBe(true)
    expect(blocked('203.0.113.8')).toBe(false)
    expect(blocked('::ffff:10.20.1.1')).toBe(true)
    expect(blocked('::FFFF:203.0.113.7')).toBe(true)
    expect(blocked('2001:db8:bad:ffff::1')).toBe(true)
    expect(blocked('2001:db8:bae::1')).toBe(false)
    // An address that cannot be read is not shown to be outside the list: blocked, while a list is in force.
    expect(blocked('not an ip')).toBe(true)
    expect(createIpMatcher([])('not an ip')).toBe(false)
    expect(blocked('203.0.113.7:5555')).toBe(true)
    expect(blocked('[2001:db8:bad::1]:443')).toBe(true)
    expect(normaliseIp('203.0.113.7:5555')).toBe('203.0.113.7')
    expect(normaliseIp('[::1]:443')).toBe('::1')
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(normaliseIp('FE80::1%eth0')).toBe('fe80::1')
  })
})

describe('hosts', () => {
  it('normalises Host header values and status-call urls', () => {
    expect(normaliseHost('Lotus.LocalHost:3000')).toBe('lotus.localhost')
    expect(normaliseHost('[::1]:3000')).toBe('::1')
    expect(normaliseHost('example.com.')).toBe('example.com')
    expect(hostFromUrl('https://lotus.localhost:3000/home?x=1')).toBe('lotus.localhost')
    expect(hostFromUrl('localhost:3000')).toBe('localhost')
    expect(hostFromUrl('demo.localhost/path')).toBe('demo.localhost')
  })

  it('prefers exact domains, then the longest wildcard', () => {
    const make = (code: string, domains: string[]) => ({ config: { ...MERCHANTS.lotus, code, domains }, file: `${code}.json`, assetsDir: '/nowhere' })
    const registry = createMerchantRegistry([make('wide', ['*.example.com']), make('narrow', ['*.eu.example.com']), make('exact', ['shop.eu.example.com'])])
    expect(registry.byHost('a.example.com')?.config.code).toBe('wide')
    expect(registry.byHost('a.eu.example.com:8080')?.config.code).toBe('narrow')
    expect(registry.byHost('SHOP.eu.example.com')?.config.code).toBe('exact')
    expect(registry.byHost('example.com')).toBeUndefined()
    expect(registry.byHost(undefined)).toBeUndefined()
  })
})

describe('site gates', () => {
  const merchant = (patch: Partial<(typeof MERCHANTS)['demo']>) => createMerchantRegistry([{ config: { ...MERCHANTS.demo, ...patch }, file: 'x.json', assetsDir: '/x' }]).merchants[0]
  const visitor = (now: string, headers: Record<string, string> = {}, ip = '127.0.0.1', viaTrustedProxy = true) => ({ ip, headers, now: new Date(now), viaTrustedProxy })

  it('ends maintenance at its end time', () => {
    const m = merchant({ maintenance: { enabled: true, endsAt: '2026-11-21T06:00:00Z' } })
    const during = decideAccess(m, visitor('2026-11-21T05:59:59Z'))
    expect(during.maintenance).toEqual({ enabled: true, endsAt: '2026-11-21T06:00:00.000Z' })
    expect(gateError(during)?.code).toBe('system.maintenance')
    const after = decideAccess(m, visitor('2026-11-21T06:00:00Z'))
    expect(after.maintenance).toEqual({ enabled: false, endsAt: null })
    expect(gateError(after)).toBeUndefined()
  })

  it('restricts regions by the configured header, failing closed when it is missing', () => {
    const m = merchant({ regionRestriction: { enabled: true, countryHeader: 'cf-ipcountry', allowedCountries: ['TH'] } })
    expect(decideAccess(m, visitor(NOW_ISO, { 'cf-ipcountry': 'th' }))).toMatchObject({ regionRestricted: false, country: 'TH' })
    expect(decideAccess(m, visitor(NOW_ISO, { 'cf-ipcountry': 'US' }))).toMatchObject({ regionRestricted: true, country: 'US' })
    expect(decideAccess(m, visitor(NOW_ISO))).toMatchObject({ regionRestricted: true, country: null })
    expect(gateError(decideAccess(m, visitor(NOW_ISO)))?.code).toBe('region.restricted')
  })

  it('ignores a country header that did not come through a trusted proxy (the visitor could have sent it)', () => {
    const m = merchant({ regionRestriction: { enabled: true, countryHeader: 'cf-ipcountry', allowedCountries: ['TH'] } })
    expect(decideAccess(m, visitor(NOW_ISO, { 'cf-ipcountry': 'TH' }, '198.51.100.1', false))).toMatchObject({ regionRestricted: true, country: null })
  })

  it('checks maintenance before IP before region', () => {
    const m = merchant({
      maintenance: { enabled: true },
      ipBlocklist: ['127.0.0.0/8'],
      regionRestriction: { enabled: true, countryHeader: 'x-country-code', allowedCountries: [] },
    })
    expect(gateError(decideAccess(m, visitor(NOW_ISO)))?.code).toBe('system.maintenance')
    expect(gateError(decideAccess({ ...m, config: { ...m.config, maintenance: { enabled: false } } }, visitor(NOW_ISO)))?.code).toBe('ip.blocked')
  })
})
const NOW_ISO = '2026-11-21T12:00:00Z'

describe('languages and notices', () => {
  it('reads the Language header as a code or a BCP 47 tag', () => {
    expect(requestedLanguage('cn')).toBe('cn')
    expect(requestedLanguage('zh-CN')).toBe('cn')
    expect(requestedLanguage(['TH'])).toBe('th')
    expect(requestedLanguage('pt-br')).toBe('pt-BR')
    expect(requestedLanguage('klingon')).toBeUndefined()
    expect(requestedLanguage(undefined)).toBeUndefined()
  })

  it('falls back from the request language to the merchant default, then English', () => {
    const order = languageFallbacks('ja', 'th')
    expect(order).toEqual(['ja', 'th', 'en'])
    expect(localise({ en: 'Hello', th: 'สวัสดี' }, order)).toBe('สวัสดี')
    expect(localise({ en: 'Hello', cn: '你好' }, order)).toBe('Hello')
    expect(localise({ cn: '你好' }, order)).toBe('你好')
    expect(localise({ th: '  ', en: 'Hello' }, order)).toBe('Hello')
    expect(localise({}, order)).toBe('')
  })

  it('parses notice types without repeats', () => {
    expect(parseNoticeTypes('PU,B,PU')).toEqual(['B', 'PU'])
  })

  it('allows only selectable languages', () => {
    expect(updateLanguage(MERCHANTS.lotus, 'ar')).toEqual({ language: 'ar', direction: 'rtl', translated: false })
    expect(updateLanguage(MERCHANTS.lotus, 'th')).toEqual({ language: 'th', direction: 'ltr', translated: true })
    expect(() => updateLanguage(MERCHANTS.lotus, 'ja')).toThrow(AppError)
  })
})

describe('game menus', () => {
  const vendor = (code: string, categories: string[], maintenance: [string, string] | null = null): VendorRow => ({
    code, name: `Vendor ${code}`, categories, adapter: 'house', logo: null, isHot: false, sort: 0,
    maintenanceFrom: maintenance ? new Date(maintenance[0]) : null, maintenanceUntil: maintenance ? new Date(maintenance[1]) : null,
  })
  const catalogueOf = (vendors: VendorRow[]): Catalogue => ({ vendors, vendorByCode: new Map(vendors.map((v) => [v.code, v])), games: [] })

  it('lists the catalogue’s vendors by category in the top navigation’s order, leaving out empty categories', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const catalogue = catalogueOf([vendor('HLIVE', ['LIVE']), vendor('HSLOT', ['RNG']), vendor('HMINI', ['RNG'], ['2026-11-21T11:00:00Z', '2026-11-21T13:00:00Z'])])
    const lotus = gameMenusOf(catalogue, MERCHANTS.lotus, now)
    expect(lotus.map((c) => c.gameGroupCode)).toEqual(['RNG', 'LIVE'])
    const rng = lotus[0]
    expect(rng.path).toBe('/rng')
    expect(rng.gameMenus.map((v) => [v.vendorCode, v.logo, v.maintenance])).toEqual([
      ['HSLOT', '/assets/vendors/HSLOT.svg', false],
      ['HMINI', '/assets/vendors/HMINI.svg', true],
    ])
    // After its window, the vendor is open again.
    expect(gameMenusOf(catalogue, MERCHANTS.lotus, new Date('2026-11-21T13:00:00Z'))[0].gameMenus[1].maintenance).toBe(false)
    expect(gameMenusOf(catalogueOf([]), MERCHANTS.lotus, now)).toEqual([])
  })

  it('adds our lottery to the lottery categories the merchant runs games of, in the top navigation\'s order', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    const demo = gameMenusOf(catalogueOf([vendor('HLIVE', ['LIVE'])]), MERCHANTS.demo, now)
    const lottery = demo.filter((menu) => menu.gameGroupCode === 'LOTT' || menu.gameGroupCode === 'ELOTT')
    expect(lottery.map((menu) => [menu.gameGroupCode, menu.path, menu.gameMenus.map((v) => v.vendorCode)])).toEqual(
      MERCHANTS.demo.navigation.topNav.filter((key) => key === 'LOTT' || key === 'ELOTT').map((key) => [key, key === 'LOTT' ? '/lott' : '/elott', ['HLOTTO']]),
    )
    const order = demo.map((menu) => MERCHANTS.demo.navigation.topNav.indexOf(menu.gameGroupCode))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // A merchant without lottery games has no lottery category.
    expect(gameMenusOf(catalogueOf([]), MERCHANTS.lotus, now)).toEqual([])
  })
})

describe('portal page', () => {
  const html = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" type="image/svg+xml" href="/vite.svg" />\n    <meta name="theme-color" content="#000000">\n    <title>Portico</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n'

  it("writes the merchant's title, favicon, theme colour and language", () => {
    const out = injectMerchant(html, MERCHANTS.demo)
    expect(out).toContain('<html lang="th" dir="ltr">')
    expect(out).toContain('<title>Portico Demo</title>')
    expect(out).toContain('<link rel="icon" href="/merchant-assets/demo/favicon.svg" type="image/svg+xml">')
    expect(out).toContain('<meta name="theme-color" content="#0f1420">')
    expect(out).not.toContain('/vite.svg')
    expect(out.match(/theme-color/g)).toHaveLength(1)
  })

  it('escapes merchant values', () => {
    const out = injectMerchant(html, { ...MERCHANTS.lotus, name: 'Lotus <b>&</b> "Bay"' })
    expect(out).toContain('<title>Lotus &lt;b&gt;&amp;&lt;/b&gt; &quot;Bay&quot;</title>')
  })

  it('treats page paths, not files or API paths, as pages', () => {
    expect(isPagePath('/')).toBe(true)
    expect(isPagePath('/member?page=securityCenter')).toBe(true)
    expect(isPagePath('/register.html')).toBe(true)
    expect(isPagePath('/assets/index-abc.js')).toBe(false)
    expect(isPagePath('/missing.png')).toBe(false)
    expect(isPagePath('/wps/anything')).toBe(false)
    expect(isPagePath('/lotto')).toBe(false)
  })
})

describe('settings and generated art', () => {
  it('parses PORTICO_TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1'])
    const hops = parseTrustProxy('1') as (address: string, hop: number) => boolean
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false])
  })

  it('draws the same badge for the same code, with an accessible title', () => {
    expect(vendorBadgeSvg('PG', 'PG Soft')).toBe(vendorBadgeSvg('PG', 'PG Soft'))
    expect(vendorBadgeSvg('PG', 'PG Soft')).not.toBe(vendorBadgeSvg('PP', 'PG Soft'))
    expect(vendorBadgeSvg('PG', 'PG <Soft>')).toContain('<title id="t-pg">PG &lt;Soft&gt;</title>')
    expect(bannerSvg('welcome-bonus')).toContain('WELCOME BONUS')
  })

  it('draws its words as outlines, so they look the same whatever fonts the viewer has installed', () => {
    for (const svg of [vendorBadgeSvg('PG'), vendorBadgeSvg('MICROGAMING'), bannerSvg('welcome-bonus')]) {
      expect(svg).not.toMatch(/<text\b/)
      expect(svg).toMatch(/<path fill="#ffffff" d="M[^"]{40,}"\/>/)
    }
  })

  it('draws every letter of every house game’s name (opentype.js’s own path writer once put a NaN in “Rocket Crash”, ending it at “Rock”)', () => {
    for (const game of HOUSE_GAMES) {
      const svg = gameArtSvg(game.gameId, game.names.en)
      expect(svg, game.gameId).not.toMatch(/NaN|undefined/)
      // As wide as the name: a width that stops short would mean letters went missing.
      expect(Number.isFinite(textWidth(game.names.en, 26)), game.gameId).toBe(true)
    }
    expect(textWidth('Rocket', 32)).toBeGreaterThan(textWidth('Rock', 32) + 20)
  })

  it('sizes a vendor code to fit its badge with a margin either side', () => {
    expect(textWidth('PG', 26, 1)).toBeLessThan(136)
    expect(textWidth('MICROGAMING', 100, 1)).toBeGreaterThan(136)
    expect(badgeFontSize('PG')).toBe(26)
    expect(badgeFontSize('MICROGAMING')).toBeLessThan(26)
    expect(textWidth('MICROGAMING', badgeFontSize('MICROGAMING'), 1)).toBeLessThanOrEqual(136)
    expect(textWidth('', 26)).toBe(0)
  })
})

describe('process settings and policies', () => {
  it('reads the environment with defaults', () => {
    const defaults = readSettings({})
    expect(defaults).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, trustProxy: false })
    expect(defaults.dataDir).toMatch(/\/\.data$/)
    expect(defaults.staticDir).toMatch(/\/dist\/portal$/)
    expect(defaults.merchantDirs).toHaveLength(1)
    const custom = readSettings({ PORT: '3999', PORTICO_MERCHANT_DIRS: '/a:/b', DATABASE_URL: 'postgres://x/y', PORTICO_TRUST_PROXY: '10.0.0.0/8' })
    expect(custom).toMatchObject({ port: 3999, merchantDirs: ['/a', '/b'], databaseUrl: 'postgres://x/y', trustProxy: ['10.0.0.0/8'] })
    expect(() => readSettings({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(readSettings({ PORTICO_WAGES_EVERY_SECONDS: '5' }).wagesEverySeconds).toBe(5)
    expect(defaults.wagesEverySeconds).toBeUndefined()
    for (const bad of ['4', '3601', '7.5', 'often']) expect(() => readSettings({ PORTICO_WAGES_EVERY_SECONDS: bad })).toThrow(/PORTICO_WAGES_EVERY_SECONDS must be a whole number from 5 to 3600/)
  })

  it('names every bad variable at once', () => {
    let error: unknown
    try {
      readSettings({ PORT: 'eighty', PORTICO_OPERATOR_KEY: 'short', PORTICO_HOUSE_TABLE_PACE: '9', PORTICO_TRUST_PROXY: 'true' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvironmentError)
    const { problems, message } = error as EnvironmentError
    expect(problems).toHaveLength(4)
    for (const name of ['PORT', 'PORTICO_OPERATOR_KEY', 'PORTICO_HOUSE_TABLE_PACE', 'PORTICO_TRUST_PROXY']) expect(message).toContain(name)
  })

  it("allows a merchant's own image hosts in the content security policy", () => {
    const config = { ...MERCHANTS.lotus, cdn: { image: ['', 'https://img.cdn.example/path', 'cdn2.example.com'], launchGame: [''] } }
    expect(merchantImageOrigins(config)).toEqual(['https://img.cdn.example', 'https://cdn2.example.com'])
    expect(contentSecurityPolicy(merchantImageOrigins(config))).toContain("img-src 'self' data: blob: https://img.cdn.example https://cdn2.example.com;")
    expect(contentSecurityPolicy()).toContain("script-src 'self';")
  })

  it("frames games only from here and the merchant's own launch hosts", () => {
    const config = { ...MERCHANTS.lotus, cdn: { image: [''], launchGame: ['', 'games.example.com', 'https://play.example.net/x'] } }
    expect(merchantLaunchOrigins(config)).toEqual(['https://games.example.com', 'https://play.example.net'])
    expect(contentSecurityPolicy([], merchantLaunchOrigins(config))).toContain("frame-src 'self' https://games.example.com https://play.example.net;")
    expect(contentSecurityPolicy()).toContain("frame-src 'self';")
  })
})
