/** The built portal and the server's own images: per-host page injection, caching, safe file serving. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { expectError, noDatabase, testServer } from './helpers'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Portico</title>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

describe('portal pages', () => {
  let dir: string
  let app: FastifyInstance
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-static-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), INDEX)
    writeFileSync(join(dir, 'assets', 'index-AbCdEf12.js'), 'console.log("portal")\n')
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n')
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"private": true}')
    ;({ app } = await testServer({ db: noDatabase, staticDir: dir }))
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } })

  it("serves index.html with the demo merchant's values on localhost", async () => {
    const response = await get('/', 'localhost:3000')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('private, no-cache')
    expect(response.body).toContain('<html lang="th" dir="ltr">')
    expect(response.body).toContain('<title>Portico Demo</title>')
    expect(response.body).toContain('href="/merchant-assets/demo/favicon.svg"')
    expect(response.body).toContain('<meta name="theme-color" content="#0f1420">')
    expect(response.body).toContain('import("/assets/index-AbCdEf12.js")')
  })

  it("serves lotus's values on its host, for every page path", async () => {
    for (const url of ['/', '/index.html', '/register.html', '/member?page=securityCenter', '/sports']) {
      const response = await get(url, 'lotus.localhost:3000')
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<html lang="en" dir="ltr">')
      expect(response.body).toContain('<title>Lotus Bay</title>')
      expect(response.body).toContain('<meta name="theme-color" content="#fbfaf7">')
    }
  })

  it('serves the page untouched to an unknown host (the portal shows its domain check)', async () => {
    const response = await get('/', 'unknown.example')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX)
  })

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get('/assets/index-AbCdEf12.js', 'localhost')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.body).toContain('portal')
    const robots = await get('/robots.txt', 'localhost')
    expect(robots.headers['cache-control']).toBe('public, max-age=300')
  })

  it('answers a missing file with 404, never with the page', async () => {
    expect((await get('/assets/index-Missing1.js', 'localhost')).statusCode).toBe(404)
    expect((await get('/nothing.png', 'localhost')).statusCode).toBe(404)
    expectError(await get('/wps/unknown', 'localhost'), 404, 'not.found')
  })

  it('does not serve files outside the build', async () => {
    expect((await get('/.vite/manifest.json', 'localhost')).statusCode).toBe(404)
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await get(url, 'localhost')
      expect(response.statusCode, url).not.toBe(200)
      expect(response.body).not.toContain('"name": "portico"')
    }
  })
})

describe('portal not built', () => {
  it('says to run npm run build', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-empty-'))
    const { app } = await testServer({ db: noDatabase, staticDir: dir })
    try {
      const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } })
      expect(response.statusCode).toBe(503)
      expect(response.headers['content-type']).toContain('text/plain')
      expect(response.body).toContain('npm run build')
    } finally {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('without a static directory, page paths are plain 404s', async () => {
    const { app } = await testServer({ db: noDatabase })
    try {
      expectError(await app.inject({ method: 'GET', url: '/home', headers: { host: 'localhost' } }), 404, 'not.found')
    } finally {
      await app.close()
    }
  })
})

describe('server images', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await testServer({ db: noDatabase }))
  })
  afterAll(() => app?.close())
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })

  it("serves a merchant's own files as SVG that cannot run script", async () => {
    const response = await get('/merchant-assets/lotus/logo.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers['content-security-policy']).toContain('sandbox')
    expect(response.body).toContain('<svg')
    // Fixture merchants have their assets beside their own JSON.
    expect((await get('/merchant-assets/guard/logo.svg')).body).toContain('Guard Bay')
  })

  it('refuses anything but a plain file name of a known merchant', async () => {
    for (const url of ['/merchant-assets/demo/..%2Flotus.json', '/merchant-assets/demo/..%2F..%2Fschema.ts', '/merchant-assets/demo/.hidden.svg', '/merchant-assets/nobody/logo.svg', '/merchant-assets/demo/logo.exe', '/merchant-assets/demo/missing.svg', '/merchant-assets/demo/%2e%2e']) {
      expectError(await get(url), 404, 'not.found')
    }
  })

  it('draws a deterministic badge for a configured vendor, named by its vendor', async () => {
    const first = await get('/assets/vendors/PG.svg')
    const again = await get('/assets/vendors/PG.svg')
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(first.body).toBe(again.body)
    expect(first.body).toMatch(/<title id="t-pg">PG Soft<\/title>/)
    expect(first.body).toContain('role="img"')
    expectError(await get('/assets/vendors/pg.svg'), 404, 'not.found')
    expectError(await get('/assets/vendors/PG.png'), 404, 'not.found')
  })

  it('draws banner art for the seeded banners', async () => {
    const response = await get('/assets/banners/welcome-bonus.svg')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('WELCOME BONUS')
    expectError(await get('/assets/banners/Bad_Name.svg'), 404, 'not.found')
  })

  it('draws nothing for a name nobody configured (no official-looking art saying anything on the brand)', async () => {
    expectError(await get('/assets/banners/send-usdt-to-agent-wallet.svg'), 404, 'not.found')
    expectError(await get('/assets/vendors/NEWCO.svg'), 404, 'not.found')
    expectError(await get('/assets/vendors/SEND_USDT.svg'), 404, 'not.found')
  })
})
