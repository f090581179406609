/**
 * Delivery of the built portal: build-time Brotli/gzip copies served by Accept-Encoding, year-long caching of
 * hashed files, the page written with its start data (allowed by the CSP's hash), preload hints and ETag
 * revalidation, compression of JSON answers above a threshold, and the page kept per merchant and language (made
 * again when what it is made of changes).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { precompressDirectory } from '../../scripts/vite/precompress'
import { ENDPOINTS } from '../../src/contract/endpoints'
import { START_DATA_ELEMENT_ID, type StartData } from '../../src/contract/start'
import { signRequest } from '../../src/server/crypto/signedRequest'
import { insertNotice } from '../../src/server/db/content/notices'
import { gameByVendorId } from '../../src/server/db/games/catalogue'
import { insertGameSession } from '../../src/server/db/games/vendorProtocol'
import { insertMember } from '../../src/server/db/member/members'
import { migrate } from '../../src/server/db/migrate'
import { insertSession } from '../../src/server/db/accounts/sessions'
import { deferredEntryScript, scriptHashSource, scriptSafeJson } from '../../src/server/delivery/page'
import { WINNER_BOARD_FRESH_MS } from '../../src/server/delivery/sharedStart'
import { setMaintenance } from '../../src/server/domain/games/catalogue'
import { gameTokenHash } from '../../src/server/domain/games/vendorProtocol'
import { maskName } from '../../src/server/domain/games/winners'
import { creditDeposit } from '../../src/server/domain/money/movements'
import { radii } from '../../themes/tokens'
import { seed } from '../../src/server/seed'
import { fixedClock } from '../../src/server/runtime'
import { BACKENDS, loadTestMerchants, NOTICE_URL, testServer, type TestDatabase } from './helpers'

const INDEX = `<!doctype html>
<html lang="th" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Portico</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`
const ENTRY_JS = `export const portal = ${JSON.stringify('x'.repeat(4000))}\n`
const MANIFEST = {
  'index.html': { file: 'assets/index-AbCdEf12.js', isEntry: true, imports: ['_shared-Sh4r3d00.js'] },
  '_shared-Sh4r3d00.js': { file: 'assets/shared-Sh4r3d00.js' },
  'src/portal/modals/PublicAnnouncement.tsx': { file: 'assets/PublicAnnouncement-P0pup000.js', isDynamicEntry: true, imports: ['index.html', '_shared-Sh4r3d00.js', '_tabs-T4bs0000.js'] },
  '_tabs-T4bs0000.js': { file: 'assets/tabs-T4bs0000.js' },
  'locales/th/core.ts': { file: 'assets/th-Tha1Tha1.js', isDynamicEntry: true },
  'locales/en/core.ts': { file: 'assets/en-Eng1Eng1.js', isDynamicEntry: true },
}

function writeBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'index-AbCdEf12.js'), ENTRY_JS)
  writeFileSync(join(dir, 'assets', 'tiny-Ti1nyTi1.js'), 'export {}\n')
  writeFileSync(join(dir, 'assets', 'noto-sans-thai-thai-400-normal-F0nt0000.woff2'), Buffer.alloc(2000, 7))
  // fontsource ships .woff beside .woff2; a .woff sorting first must not be what is preloaded.
  writeFileSync(join(dir, 'assets', 'noto-sans-thai-thai-700-normal-A0ld0000.woff'), Buffer.alloc(2000, 7))
  writeFileSync(join(dir, 'assets', 'noto-sans-thai-thai-700-normal-B0ld0000.woff2'), Buffer.alloc(2000, 7))
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  precompressDirectory(dir)
}

/** The start data the page carries, parsed; fails the test when the element is missing. */
function startDataOf(html: string): { data: StartData; raw: string } {
  const match = new RegExp(`<script id="${START_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html)
  expect(match, 'the page carries its start data').not.toBeNull()
  return { data: JSON.parse(match![1]) as StartData, raw: match![1] }
}

describe('build-time compression', () => {
  it('writes Brotli and gzip copies of text assets, not of fonts or tiny files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-precompress-'))
    try {
      writeBuild(dir)
      const entry = join(dir, 'assets', 'index-AbCdEf12.js')
      expect(brotliDecompressSync(readFileSync(`${entry}.br`)).toString()).toBe(ENTRY_JS)
      expect(existsSync(`${entry}.gz`)).toBe(true)
      expect(existsSync(join(dir, 'assets', 'tiny-Ti1nyTi1.js.br'))).toBe(false)
      expect(existsSync(join(dir, 'assets', 'noto-sans-thai-thai-400-normal-F0nt0000.woff2.br'))).toBe(false)
      expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.each(BACKENDS)('delivery on $name', (backend) => {
  let dir: string
  let handle: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-delivery-'))
    writeBuild(dir)
    handle = await backend.open()
    await migrate(handle.db)
    await seed(handle.db, await loadTestMerchants(), fixedClock('2026-11-01T00:00:00.000Z'))
    ;({ app } = await testServer({ db: handle.db, staticDir: dir }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
    rmSync(dir, { recursive: true, force: true })
  })
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and caches hashed files for a year', async () => {
    const br = await get('/assets/index-AbCdEf12.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS)
    const gz = await get('/assets/index-AbCdEf12.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const plain = await get('/assets/index-AbCdEf12.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(ENTRY_JS)
  })

  it("writes the start data into demo's page, allowed by the page's CSP hash, in Thai by default", async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    const { data, raw } = startDataOf(response.body)
    expect(data.language).toBe('th')
    expect(data.host).toBe('localhost:3000')
    expect(data.values.systemStatus?.merchantCode).toBe('demo')
    expect(data.values.merchantConfig?.code).toBe('demo')
    expect(data.values.gameMenus?.length).toBeGreaterThan(0)
    expect(data.values.whitelabel?.length).toBeGreaterThan(0)
    expect(data.values.notices?.banners.length).toBeGreaterThan(0)
    // The register form's country codes too: the first screen makes no API call.
    expect(data.values.countryCodes).toContainEqual({ countryCode: 'TH', dialCode: '+66', name: 'Thailand' })
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${scriptHashSource(raw)}`)
    expect(response.body).toContain('<html lang="th" dir="ltr">')
    expect(response.body).toMatch(/<meta name="description" content="Portico Demo: [^"]+">/)
    // Something to see before the script runs: the merchant's logo on its background and, on the home page, the
    // first banner where the page draws it (the image the head preloads).
    expect(response.body).toMatch(/<div id="root"><div role="status" aria-busy="true" style="[^"]*background:#0f1420"><div [^>]*><img src="\/merchant-assets\/demo\/logo.svg" alt="Portico Demo"/)
    const preloaded = /<link rel="preload" href="([^"]+)" as="image" fetchpriority="high">/.exec(response.body)?.[1]
    expect(preloaded).toBe(data.values.notices?.banners[0].imageUrl)
    expect(response.body).toContain(`<img src="${preloaded}" alt="" fetchpriority="high" data-splash-banner`)
    // Its corners are the page's: twice the theme radius (demo's brand sets none).
    expect(response.body).toMatch(new RegExp(`data-splash-banner style="[^"]*border-radius:${2 * radii.md}px`))
    // The page carries the visitor's own address: private, revalidated.
    expect(response.headers['cache-control']).toBe('private, no-cache')
  })

  /** The files the page's inline module requests after the first paint (deferredEntryScript's list). */
  const requestedAfterPaint = (body: string): string[] => {
    const list = /for\(const href of (\[[^\]]*\])\)/.exec(body)
    return list ? (JSON.parse(list[1]) as string[]) : []
  }

  it('announces the first screen: fonts and first banner in the head; the entry, the popup chunk and its imports, and the language chunk after the paint', async () => {
    const { body } = await get('/')
    const scripts = requestedAfterPaint(body)
    expect(scripts).toEqual(expect.arrayContaining(['/assets/PublicAnnouncement-P0pup000.js', '/assets/tabs-T4bs0000.js', '/assets/th-Tha1Tha1.js']))
    // The entry once; what it imports is not announced twice.
    expect(scripts.filter((file) => file === '/assets/index-AbCdEf12.js')).toHaveLength(1)
    expect(scripts).not.toContain('/assets/shared-Sh4r3d00.js')
    expect(scripts).not.toContain('/assets/en-Eng1Eng1.js')
    // No script is requested before the first paint: the paint's styles, fonts and banner have the network to themselves.
    expect(body).not.toContain('rel="modulepreload"')
    expect(body).toContain('<link rel="preload" href="/assets/noto-sans-thai-thai-400-normal-F0nt0000.woff2" as="font" type="font/woff2" crossorigin>')
    // The bold face too (the header's buttons), so it does not arrive late and move them.
    expect(body).toContain('<link rel="preload" href="/assets/noto-sans-thai-thai-700-normal-B0ld0000.woff2" as="font" type="font/woff2" crossorigin>')
    expect(body).not.toContain('A0ld0000.woff')
    expect(body).toMatch(/<link rel="preload" href="\/assets\/banners\/[a-z0-9-]+\.svg" as="image" fetchpriority="high">/)
  })

  it('requests the scripts once the first screen is painted and runs the entry after its banner, by an inline module the CSP allows by hash', async () => {
    const response = await get('/')
    const script = deferredEntryScript('/assets/index-AbCdEf12.js', requestedAfterPaint(response.body))
    expect(response.body).toContain(`<script type="module">${script}</script>`)
    expect(response.body).not.toContain('src="/assets/index-AbCdEf12.js"')
    expect(response.headers['content-security-policy']).toContain(scriptHashSource(script))
    // After a painted frame it adds the preloads; it waits for the splash banner (the largest element) and a
    // painted frame, then imports the entry.
    expect(script).toMatch(/^const painted=.*requestAnimationFrame.*painted\(\)\.then\(\(\)=>\{for\(const href of /)
    expect(script).toContain("link.rel='modulepreload'")
    expect(script).toContain('img[data-splash-banner]')
    expect(script).toMatch(/import\("\/assets\/index-AbCdEf12\.js"\)\)$/)
  })

  it("writes the page in the visitor's chosen language (its cookie), when the merchant offers it", async () => {
    const english = await get('/', { cookie: 'other=1; hisLang=en' })
    expect(startDataOf(english.body).data.language).toBe('en')
    expect(english.body).toContain('<html lang="en" dir="ltr">')
    expect(requestedAfterPaint(english.body)).toContain('/assets/en-Eng1Eng1.js')
    expect(requestedAfterPaint(english.body)).not.toContain('/assets/th-Tha1Tha1.js')
    // Arabic has no translations: the page shows English words, laid out right to left.
    const arabic = await get('/', { cookie: 'hisLang=ar' })
    expect(startDataOf(arabic.body).data.language).toBe('ar')
    expect(arabic.body).toContain('<html lang="en" dir="rtl">')
    // A language this merchant does not offer (lotus: no Japanese), or no language at all, falls back to its default.
    expect(startDataOf((await get('/', { host: 'lotus.localhost:3000', cookie: 'hisLang=ja' })).body).data.language).toBe('en')
    expect(startDataOf((await get('/', { cookie: 'hisLang=xx' })).body).data.language).toBe('th')
  })

  it('gives a closed site only what its page needs', async () => {
    const { data } = startDataOf((await get('/', { host: 'shut.localhost' })).body)
    expect(data.values.systemStatus?.maintenance.enabled).toBe(true)
    expect(data.values.merchantConfig?.code).toBe('shut')
    expect(data.values.countryCodes?.length).toBeGreaterThan(0)
    expect(data.values.notices).toBeUndefined()
    expect(data.values.gameMenus).toBeUndefined()
  })

  it('answers a revalidation with 304 when the page has not changed', async () => {
    const first = await get('/rng')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    // The test clock is fixed, so the same page comes out again.
    const again = await get('/rng', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get('/rng', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200)
  })

  it('compresses JSON answers above the threshold and leaves small ones alone', async () => {
    const config = await get('/wps/system/config', { 'accept-encoding': 'br' })
    expect(config.headers['content-encoding']).toBe('br')
    expect(config.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(config.rawPayload).toString()).value.code).toBe('demo')
    const gzipOnly = await get(NOTICE_URL, { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    const small = await get('/wps/system/domainRoute', { 'accept-encoding': 'br' })
    expect(small.rawPayload.length).toBeLessThan(1024)
    expect(small.headers['content-encoding']).toBeUndefined()
    const refused = await get('/wps/system/config', { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
  })

  it('keeps the compressed form of shared answers, and sends a small per-request answer as it is', async () => {
    // The config is one shared answer: sent twice, the same compressed bytes.
    const first = await get('/wps/system/config', { 'accept-encoding': 'br' })
    const second = await get('/wps/system/config', { 'accept-encoding': 'br' })
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    // The status answer is made per request (time, address): above 1 KB, but under the 4 KB from which a fresh
    // compressor pays, so it goes uncompressed.
    const status = await get('/wps/system/status?url=localhost', { 'accept-encoding': 'br' })
    expect(status.rawPayload.length).toBeGreaterThan(1024)
    expect(status.rawPayload.length).toBeLessThan(4096)
    expect(status.headers['content-encoding']).toBeUndefined()
  })

  it('escapes the start data so no notice can end its script element', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>\u2028' })
    expect(json).not.toContain('</script')
    expect(json).not.toContain('\u2028')
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>\u2028')
  })
})

/**
 * The page of an open site is made once per merchant, language and build (delivery/sharedStart.ts,
 * delivery/pageCache.ts) and finished per request with the visitor's own part: each check below reads the page as a
 * browser does (gzip) and compares it with what the calls answer now.
 */
describe.each(BACKENDS)('the page kept per merchant and language on $name', (backend) => {
  const SECRET = 'house-secret-for-the-page-cache-tests'
  let dir: string
  let handle: TestDatabase
  let app: FastifyInstance
  let clock: Awaited<ReturnType<typeof testServer>>['clock']
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-page-cache-'))
    writeBuild(dir)
    handle = await backend.open()
    await migrate(handle.db)
    await seed(handle.db, await loadTestMerchants(), fixedClock('2026-11-01T00:00:00.000Z'))
    ;({ app, clock } = await testServer({ db: handle.db, staticDir: dir, houseVendorSecret: SECRET }))
  })
  afterAll(async () => {
    await app?.close()
    await handle?.dispose()
    rmSync(dir, { recursive: true, force: true })
  })

  interface Visit {
    host?: string
    cookie?: string
    from?: string
  }
  /** The page as a browser gets it (gzip), its start data checked against the CSP's hash. */
  async function page({ host = 'localhost:3000', cookie, from }: Visit = {}) {
    const response = await app.inject({
      method: 'GET', url: '/', remoteAddress: from, headers: { host, 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    const html = gunzipSync(response.rawPayload).toString()
    const { data, raw } = startDataOf(html)
    expect(response.headers['content-security-policy']).toContain(scriptHashSource(raw))
    return { response, html, data }
  }
  /** A call's answer for the same visitor. */
  async function answer(url: string, { host = 'localhost:3000', from }: Visit, language: string) {
    const response = await app.inject({ method: 'GET', url, remoteAddress: from, headers: { host, language } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().value
  }

  it('writes each merchant’s page in each language with what the calls answer, and each visitor’s own part', async () => {
    const visits: (Visit & { language: string })[] = [
      { language: 'th' },
      { cookie: 'hisLang=en', language: 'en' },
      { host: 'lotus.localhost:3000', language: 'en' },
      { host: 'lotus.localhost:3000', cookie: 'hisLang=th', language: 'th' },
    ]
    for (const visit of visits) {
      for (const from of ['127.0.0.1', '203.0.113.7']) {
        const { data, html } = await page({ ...visit, from })
        expect(data.language).toBe(visit.language)
        expect(data.host).toBe(visit.host ?? 'localhost:3000')
        const url = (visit.host ?? 'localhost:3000').split(':')[0]
        expect(data.values.systemStatus).toEqual(await answer(`/wps/system/status?url=${url}`, { ...visit, from }, visit.language))
        expect(data.values.systemStatus?.ip).toBe(from)
        expect(data.values.merchantConfig).toEqual(await answer('/wps/system/config', visit, visit.language))
        expect(data.values.gameMenus).toEqual(await answer('/lgw/games/game_menus', visit, visit.language))
        expect(data.values.notices).toEqual(await answer(NOTICE_URL, visit, visit.language))
        expect(data.values.rankList).toEqual(await answer(`${ENDPOINTS.rankList.path}?gameCategory=ALL&limitNum=20&language=${visit.language}`, visit, visit.language))
        expect(data.values.hotGames?.list.map((game) => game.name)).toEqual(
          (await answer(`${ENDPOINTS.hotGames.path}?isPlatform=2&platform=html5-desktop&language=${visit.language}`, visit, visit.language)).list.map((game: { name: string }) => game.name),
        )
        // The same page without gzip, byte for byte.
        const plain = await app.inject({ method: 'GET', url: '/', remoteAddress: from, headers: { host: visit.host ?? 'localhost:3000', ...(visit.cookie ? { cookie: visit.cookie } : {}) } })
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(plain.body).toBe(html)
      }
    }
    // Another of demo's hosts: the page names the host it was asked for.
    expect((await page({ host: '127.0.0.1:3000' })).data.host).toBe('127.0.0.1:3000')
    // A page that is not home draws no banner in its splash.
    const other = await app.inject({ method: 'GET', url: '/rng', headers: { host: 'localhost:3000', 'accept-encoding': 'gzip' } })
    expect(gunzipSync(other.rawPayload).toString()).not.toMatch(/<img [^>]*data-splash-banner/)
    expect((await page()).html).toMatch(/<img [^>]*data-splash-banner/)
  })

  it('revalidates the kept page by its ETag', async () => {
    const first = await page()
    const again = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000', 'accept-encoding': 'gzip', 'if-none-match': first.response.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    // Another visitor's page is another page.
    expect((await page({ from: '203.0.113.9' })).response.headers.etag).not.toBe(first.response.headers.etag)
  })

  it('is made again when a notice is written', async () => {
    const title = 'A notice written while the page is kept'
    expect(JSON.stringify((await page({ cookie: 'hisLang=en' })).data.values.notices)).not.toContain(title)
    await insertNotice(handle.db, { merchantCode: 'demo', type: 'PL', title: { en: title }, startAt: new Date(clock.now().getTime() - 60_000) })
    expect((await page({ cookie: 'hisLang=en' })).data.values.notices?.player.map((notice) => notice.title)).toContain(title)
  })

  it('is made again when the catalogue changes, and when a vendor’s maintenance window opens or closes', async () => {
    const slots = async () => (await page()).data.values.gameMenus?.find((menu) => menu.gameGroupCode === 'RNG')?.gameMenus.find((vendor) => vendor.vendorCode === 'HSLOT')
    expect((await slots())?.maintenance).toBe(false)
    // Seconds apart, so nothing else the page is made of (the notices' own windows and age) changes meanwhile.
    const now = clock.now().getTime()
    await setMaintenance(handle.db, 'demo', 'HSLOT', { from: new Date(now + 5000), until: new Date(now + 10_000) })
    expect((await slots())?.maintenance).toBe(false)
    clock.advance(5000)
    expect((await slots())?.maintenance).toBe(true)
    expect((await page()).data.values.hotGames?.list.find((game) => game.vendorCode === 'HSLOT')?.maintenance).toBe(true)
    clock.advance(5000)
    expect((await slots())?.maintenance).toBe(false)
    await setMaintenance(handle.db, 'demo', 'HSLOT', { from: new Date(clock.now().getTime() - 1000), until: new Date(clock.now().getTime() + 60_000) })
    expect((await slots())?.maintenance).toBe(true)
    await setMaintenance(handle.db, 'demo', 'HSLOT', null)
    expect((await slots())?.maintenance).toBe(false)
  })

  it('shows a new win on the winner board once its last read is WINNER_BOARD_FRESH_MS old', async () => {
    const db = handle.db
    const at = clock.now()
    const inserted = await insertMember(db, { merchantCode: 'demo', username: `pagewinner${backend.name}`, passwordHash: 'x', at })
    if ('conflict' in inserted) throw new Error('member exists')
    await creditDeposit(db, { merchantCode: 'demo', currency: 'THB', memberId: inserted.id, amount: 100_000n, idempotencyKey: `page-winner-${backend.name}`, actor: 'system', at })
    const day = new Date(at.getTime() + 86_400_000)
    const portalSessionId = await insertSession(db, {
      memberId: inserted.id, merchantCode: 'demo', tokenHash: randomBytes(32).toString('hex'), at, idleExpiresAt: day, expiresAt: day, ip: '127.0.0.1', userAgent: null,
      passwordChangeRequired: false,
    })
    const token = randomBytes(24).toString('base64url')
    const nodeId = (await gameByVendorId(db, 'demo', 'HSLOT', 'koi-terrace'))!.nodeId
    await insertGameSession(db, { tokenHash: gameTokenHash(token), merchantCode: 'demo', memberId: inserted.id, vendorCode: 'HSLOT', nodeId, wallet: 'main', at, expiresAt: day, portalSessionId })
    const board = async () => (await page()).data.values.rankList?.list.map((entry) => entry.vo.username)
    const before = await board()
    for (const [call, body] of [
      ['bet', { sessionToken: token, txnId: 'page-b', roundId: 'page-r', amount: '1' }],
      ['win', { sessionToken: token, txnId: 'page-w', roundId: 'page-r', amount: '900', final: true }],
    ] as const) {
      const raw = JSON.stringify(body)
      const timestamp = Math.floor(clock.now().getTime() / 1000)
      const response = await app.inject({
        method: 'POST', url: `/vendor-api/v1/HSLOT/${call}`, payload: raw,
        headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(SECRET, timestamp, raw) },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    const winner = maskName(`pagewinner${backend.name}`)
    // Within the board's freshness the page may show the board as it was read; after it, the win.
    expect(await board()).toEqual(before)
    clock.advance(WINNER_BOARD_FRESH_MS)
    expect(await board()).toContain(winner)
  })
})
