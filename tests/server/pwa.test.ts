/**
 * The installable web app through `app.inject`, on PGlite and (with DATABASE_URL) PostgreSQL: each merchant's
 * manifest with its own name, colours and icons, the icons as valid PNG files of their stated size, the page linking
 * the manifest, the service worker's script for the build being served, and its caching rules (a pure function,
 * and the served script run in a sandbox: an API answer is never kept, a hashed asset is).
 */
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { crc32, inflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { brandInitial, iconColours, pathContours } from '../../src/server/delivery/pwaIcon'
import { shortName } from '../../src/server/delivery/pwaManifest'
import { cacheRule, PAGE_ROOTS, serviceWorkerScript } from '../../src/server/delivery/pwaWorker'
import { workerBuildOf } from '../../src/server/routes/pwa'
import { BACKENDS, expectContract, expectError, loadTestMerchants, path, serverSuite } from './helpers'

const demo = { host: 'localhost:3000' }
const lotus = { host: 'lotus.localhost:3000' }
const ORIGIN = 'https://demo.example'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Portico</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Zz99Yy88.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Qq11Ww22.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

/** A PNG's size, colour type and pixels, checking its signature, every chunk's CRC and the image data's length. */
function decodePng(file: Buffer): { width: number; height: number; colourType: number; pixels: Buffer } {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let at = 8
  let header: Buffer | undefined
  const data: Buffer[] = []
  let ended = false
  while (at < file.length) {
    const length = file.readUInt32BE(at)
    const type = file.toString('latin1', at + 4, at + 8)
    const body = file.subarray(at + 8, at + 8 + length)
    expect(file.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(file.subarray(at + 4, at + 8 + length)))
    if (type === 'IHDR') header = body
    if (type === 'IDAT') data.push(body)
    if (type === 'IEND') ended = true
    at += 12 + length
  }
  expect(header && ended).toBeTruthy()
  const width = header!.readUInt32BE(0)
  const height = header!.readUInt32BE(4)
  const pixels = inflateSync(Buffer.concat(data))
  expect(header![8]).toBe(8)
  expect(pixels.length).toBe(height * (width * 4 + 1))
  return { width, height, colourType: header![9], pixels }
}

/** The RGBA of one pixel (rows written with filter 0, as the server writes them). */
function pixel(png: ReturnType<typeof decodePng>, x: number, y: number): number[] {
  const row = y * (png.width * 4 + 1)
  expect(png.pixels[row]).toBe(0)
  return [...png.pixels.subarray(row + 1 + x * 4, row + 1 + x * 4 + 4)]
}

const hex = (rgba: number[]) => `#${rgba.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`

describe('service worker caching rules', () => {
  const rule = (url: string, init: { method?: string; mode?: string; accept?: string } = {}) =>
    cacheRule({ url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors', accept: init.accept ?? '*/*' }, ORIGIN, PAGE_ROOTS)

  it('never keeps an API answer, an event stream, a game frame or another origin', () => {
    for (const url of ['/wps/system/domainRoute', '/wps/notice?types=B', '/wps', '/ops/help/demo/articles', '/lgw/x', '/lotto/y', '/house-api/v1/table/events?session=s', '/merchant-assets/demo/logo.svg', '/sw.js', '/manifest.webmanifest', '/pwa/icon-192.png']) {
      expect(rule(url), url).toBe('network')
      expect(rule(url, { mode: 'navigate' }), url).toBe('network')
    }
    expect(rule('/house/play/slots?session=secret', { mode: 'navigate' })).toBe('network')
    expect(rule('/lottery-app/bet?session=secret', { mode: 'navigate' })).toBe('network')
    expect(rule('/anything', { accept: 'text/event-stream' })).toBe('network')
    expect(rule('https://cdn.example/assets/index-AbCdEf12.js')).toBe('network')
    expect(rule('/assets/index-AbCdEf12.js', { method: 'POST' })).toBe('network')
  })

  it('keeps hashed build files and the portal’s pages, nothing else', () => {
    expect(rule('/assets/index-AbCdEf12.js')).toBe('asset')
    expect(rule('/assets/noto-sans-thai-thai-400-normal-Bx9_Tz3k.woff2')).toBe('asset')
    // Generated art is not hashed: it may change, so it is not kept.
    expect(rule('/assets/vendors/PGSOFT.svg')).toBe('network')
    expect(rule('/assets/banners/welcome.svg')).toBe('network')
    for (const page of ['/', '/down', '/help?tag=deposit', '/member/depositv2', '/index.html', '/resetPassword?token=t']) expect(rule(page, { mode: 'navigate' }), page).toBe('page')
    // A fetch of a page path is not a navigation, and an unknown path is not a portal page.
    expect(rule('/down')).toBe('network')
    expect(rule('/robots.txt', { mode: 'navigate' })).toBe('network')
    expect(rule('/downloads', { mode: 'navigate' })).toBe('network')
  })

  /** The served script run in a sandbox with a fake worker scope, network and caches. */
  async function runWorker(script: string) {
    const listeners = new Map<string, (event: unknown) => void>()
    const stores = new Map<string, Map<string, unknown>>()
    const fetched: string[] = []
    const cacheOf = (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map())
      const store = stores.get(name)!
      const key = (request: unknown) => (typeof request === 'string' ? request : (request as { url: string }).url)
      return {
        match: async (request: unknown) => store.get(key(request)),
        put: async (request: unknown, response: unknown) => void store.set(key(request), response),
        addAll: async (urls: string[]) => urls.forEach((url) => store.set(url, { shell: url })),
      }
    }
    const response = (url: string) => ({ ok: true, type: 'basic', url, headers: new Map([['content-type', url.includes('/assets/') ? 'text/javascript' : 'text/html']]), clone() { return this } })
    const scope = {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
    }
    runInNewContext(script, {
      self: scope, URL, Promise,
      caches: { open: async (name: string) => cacheOf(name), keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) },
      fetch: async (request: { url: string }) => (fetched.push(request.url), response(request.url)),
    })
    const dispatch = async (url: string, init: { method?: string; mode?: string; accept?: string } = {}) => {
      let answered: Promise<unknown> | undefined
      const waits: Promise<unknown>[] = []
      listeners.get('fetch')!({
        request: { url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors', headers: new Map([['accept', init.accept ?? '*/*']]) },
        respondWith: (promise: Promise<unknown>) => (answered = promise),
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      })
      const result = await answered
      await Promise.all(waits)
      return { handled: answered !== undefined, result }
    }
    return { listeners, stores, fetched, dispatch }
  }

  it('runs the same rules in the served script: a /wps/ answer is left alone, an asset is kept, old builds are deleted', async () => {
    const worker = await runWorker(serviceWorkerScript({ version: 'b2', shell: ['/assets/index-AbCdEf12.js'] }))
    const waits: Promise<unknown>[] = []
    worker.listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
    expect([...worker.stores.get('portico-b2')!.keys()]).toEqual(['/assets/index-AbCdEf12.js'])

    expect(await worker.dispatch('/wps/system/domainRoute')).toEqual({ handled: false, result: undefined })
    expect(await worker.dispatch('/wps/money/events', { accept: 'text/event-stream' })).toEqual({ handled: false, result: undefined })
    await worker.dispatch('/assets/vendor-Zz99Yy88.js')
    await worker.dispatch('/assets/vendor-Zz99Yy88.js')
    // Cache first: fetched once, then answered from the cache.
    expect(worker.fetched.filter((url) => url.endsWith('vendor-Zz99Yy88.js'))).toHaveLength(1)
    await worker.dispatch('/help?tag=deposit', { mode: 'navigate' })
    const kept = [...worker.stores.get('portico-b2')!.keys()]
    expect(kept).toContain('/help')
    expect(kept.some((key) => key.includes('/wps'))).toBe(false)

    // A new build's worker deletes the old build's cache when it takes over.
    const next = await runWorker(serviceWorkerScript({ version: 'b3', shell: [] }))
    for (const [name, store] of worker.stores) next.stores.set(name, store)
    next.stores.set('other-app', new Map())
    const activating: Promise<unknown>[] = []
    next.listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => activating.push(p) })
    await Promise.all(activating)
    expect([...next.stores.keys()].sort()).toEqual(['other-app'])
  })

  it('names the build and its shell from the built page', () => {
    const build = workerBuildOf(INDEX)
    expect(build.shell).toEqual(['/assets/index-AbCdEf12.js', '/assets/vendor-Zz99Yy88.js', '/assets/index-Qq11Ww22.css'])
    expect(workerBuildOf(INDEX.replace('AbCdEf12', 'NewHash99')).version).not.toBe(build.version)
  })
})

describe('icon drawing', () => {
  it('takes the brand’s initial and a readable letter colour', async () => {
    expect(brandInitial('Portico Demo')).toBe('P')
    expect(brandInitial('  lotus Bay')).toBe('L')
    expect(shortName('Portico Demo')).toBe('Portico Demo')
    expect(shortName('Lotus Bay Casino Club')).toBe('Lotus')
    const merchants = await loadTestMerchants()
    const config = (code: string) => merchants.byCode(code)!.config
    expect(iconColours(config('demo'))).toEqual({ fill: '#f5b400', letter: '#0f1420' })
    expect(iconColours(config('lotus')).letter).toBe('#ffffff')
    expect(pathContours('M0 0L10 0L10 10ZM20 20Q25 25 30 20Z')).toHaveLength(2)
  })
})

describe.each(BACKENDS)('installable web app on $name', (backend) => {
  let app: FastifyInstance
  const dir = mkdtempSync(join(tmpdir(), 'portico-pwa-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX)
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}')
  serverSuite(backend, { server: { staticDir: dir } }, (suite) => ({ app } = suite))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const get = (url: string, headers: Record<string, string> = demo) => app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' })

  it('serves each merchant its own manifest: name, colours, icons', async () => {
    const merchants = await loadTestMerchants()
    const seen = new Map<string, Record<string, unknown>>()
    for (const [code, headers] of [['demo', demo], ['lotus', lotus]] as const) {
      const response = await get('/manifest.webmanifest', headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      const manifest = response.json()
      const config = merchants.byCode(code)!.config
      const background = config.theme.defaultMode === 'dark' ? config.brand.colours.backgroundDark : config.brand.colours.backgroundLight
      expect(manifest).toMatchObject({ id: '/', name: config.name, start_url: '/', scope: '/', display: 'standalone', theme_color: background, background_color: background })
      expect(manifest.short_name.length).toBeLessThanOrEqual(12)
      expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'])
      seen.set(code, manifest)
    }
    expect(seen.get('demo')!.name).not.toBe(seen.get('lotus')!.name)
    expect(seen.get('demo')!.theme_color).not.toBe(seen.get('lotus')!.theme_color)
    // An unknown host has no merchant, so no manifest.
    expectError(await get('/manifest.webmanifest', { host: 'nobody.example' }), 404, 'not.found')
  })

  it('draws every icon as a PNG of its stated size in the brand’s colours', async () => {
    const manifest = (await get('/manifest.webmanifest', lotus)).json()
    const corners = new Map<string, number[]>()
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const response = await get(icon.src, lotus)
      expect(response.statusCode, icon.src).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      const png = decodePng(response.rawPayload)
      expect(`${png.width}x${png.height}`).toBe(icon.sizes)
      expect(png.colourType).toBe(6)
      const size = png.width
      // The brand's primary colour fills it (where the letter is not), opaque to the corner when maskable, and the
      // corner of the rounded "any" icon is transparent.
      expect(hex(pixel(png, Math.round(size * 0.1), Math.round(size * 0.5)))).toBe('#0b7a75')
      corners.set(icon.purpose, pixel(png, 0, 0))
      // The letter is drawn: its colour is in the middle column somewhere.
      const column = Array.from({ length: size }, (_, y) => hex(pixel(png, Math.round(size / 2), y)))
      expect(column).toContain('#ffffff')
    }
    expect(corners.get('maskable')).toEqual([0x0b, 0x7a, 0x75, 255])
    expect(corners.get('any')![3]).toBe(0)
    const demoIcon = decodePng((await get('/pwa/icon-192.png', demo)).rawPayload)
    expect(hex(pixel(demoIcon, 19, 96))).toBe('#f5b400')
    for (const bad of ['/pwa/icon-64.png', '/pwa/icon-192.svg', '/pwa/icon-192.png.js', '/pwa/icon-maskable-999.png']) expect((await get(bad)).statusCode, bad).toBe(404)
  })

  it('links the manifest from the page, within the policy', async () => {
    const page = await get('/down')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    // Same origin: the policy's default-src 'self' allows the manifest, and script-src 'self' the worker.
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'self'/)
    expect(String(page.headers['content-security-policy'])).not.toMatch(/manifest-src|worker-src/)
  })

  it('ranks the domains by the operator’s preference and lets the page time each of its own', async () => {
    const merchants = await loadTestMerchants()
    for (const [code, headers] of [['demo', demo], ['lotus', lotus]] as const) {
      const body = (await get(path('domainRoute'), headers)).json()
      expectContract('domainRoute', body)
      const listed = merchants.byCode(code)!.config.domains.filter((domain) => !domain.includes('*'))
      // speed: 1 = preferred, in the operator's order; wildcard patterns are no address to time.
      expect(body.value.domainList).toEqual(listed.map((domain, i) => ({ domain, speed: i + 1 })))
      const policy = String((await get('/down', headers)).headers['content-security-policy'])
      const images = /img-src ([^;]*)/.exec(policy)![1].split(' ')
      for (const domain of listed) expect(images, `${code} ${domain}`).toContain(`${domain}:*`)
      // Only the merchant's own domains: never another brand's.
      const others = merchants.merchants.filter((m) => m.config.code !== code).flatMap((m) => m.config.domains).filter((d) => !listed.includes(d))
      for (const domain of others) expect(images).not.toContain(`${domain}:*`)
    }
  })

  it('serves the worker for the build, revalidated, and a new build’s worker when the build changes', async () => {
    const response = await get('/sw.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['service-worker-allowed']).toBe('/')
    expect(response.body).toContain('"/assets/index-AbCdEf12.js"')
    expect(response.body).toContain('text/event-stream')
    const version = /const CACHE = "portico-([0-9a-f]+)"/.exec(response.body)?.[1]
    expect(version).toBeTruthy()
    writeFileSync(join(dir, 'index.html'), INDEX.replace('AbCdEf12', 'NextOne77'))
    utimesSync(join(dir, 'index.html'), new Date(), new Date(Date.now() + 5000))
    const next = (await get('/sw.js')).body
    expect(next).toContain('"/assets/index-NextOne77.js"')
    expect(/const CACHE = "portico-([0-9a-f]+)"/.exec(next)?.[1]).not.toBe(version)
  })
})
