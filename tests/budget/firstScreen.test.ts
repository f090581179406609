/**
 * What a visitor pays to see `/`: the built portal served by the real server (embedded PGlite, demo data) and
 * loaded in Chromium until it settles, announcement popup included. Every script the browser fetched is summed
 * at its gzip size (the build's own .gz copy, so the figure is the same on every run), per chunk.
 * `npm test` builds the portal first; alone: `npm run build && npm run test:budget`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { chromium, type Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../src/server/app'
import type { Database } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import { openPGlite } from '../../src/server/db/pglite'
import { loadMerchants } from '../../src/server/merchants/load'
import { cryptoRandom, systemClock } from '../../src/server/runtime'
import { seed } from '../../src/server/seed'

/** The build to measure: dist/portal, or PORTICO_STATIC_DIR (as the server reads it) for a build made elsewhere. */
const dist = resolve(import.meta.dirname, '../..', process.env.PORTICO_STATIC_DIR ?? 'dist/portal')
/**
 * All JavaScript that draws `/` to its settled state, popup included, gzipped: at most 233 KB (it measures
 * 231.8 KB: the entry, the first-screen strings of one language, the announcement popup, and the home page's hot
 * games and winner board). Raised from 222 KB with the games: the home page shows its hot games and the winner
 * board (spec section 2), which are in the first viewport at every width measured here, so they are first-screen
 * content: 11.3 KB in chunks of their own (the game card, the games store, the grid, the games strings), their data
 * in the page's start data (no API call, so no HTTP client either); and the contract the entry carries grew by the
 * launch and the betting record (+0.9 KB). The next lever is the endpoint table itself (about 1 KB), of which the
 * first screen uses a handful of entries.
 */
const FIRST_SCREEN_JS_BUDGET = 233 * 1024
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const WIDTHS = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1280, height: 800 }]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The gzip size of a built file: its .gz copy when the build made one, else gzip of the file itself. */
function gzipBytes(file: string): number {
  const path = join(dist, file)
  return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path), { level: 9 }).length
}

describe('first screen JavaScript, as Chromium downloads it', () => {
  let db: Database
  let app: FastifyInstance
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build at ${dist}: run \`npm run build\` first.`)
    db = await openPGlite()
    await migrate(db)
    const merchants = await loadMerchants()
    await seed(db, merchants, systemClock)
    app = buildServer({ db, clock: systemClock, random: cryptoRandom, merchants, staticDir: dist })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await app?.close()
    await db?.close()
  })

  it.each(WIDTHS)(`draws / on a $name ($width px) with at most ${kb(FIRST_SCREEN_JS_BUDGET)} of JavaScript`, async ({ width, height }) => {
    const page = await browser.newPage({ viewport: { width, height } })
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (response.request().resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname.slice(1))
    })
    await page.goto(`${origin}/`)
    // Settled: the home page with its banners, and the announcement popup open over it.
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 })
    await page.getByTestId('home-page').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.close()

    const rows = [...scripts].sort().map((file) => ({ file, gzip: gzipBytes(file) }))
    const total = rows.reduce((sum, row) => sum + row.gzip, 0)
    console.log(
      `JavaScript Chromium loaded to draw / at ${width} px: ${kb(total)} gzipped (budget ${kb(FIRST_SCREEN_JS_BUDGET)}), ${rows.length} files\n` +
        rows.map((row) => `  ${row.file.padEnd(56)} ${kb(row.gzip)}`).join('\n'),
    )
    expect(rows.length).toBeGreaterThan(3)
    expect(total).toBeLessThanOrEqual(FIRST_SCREEN_JS_BUDGET)
  }, 60_000)

  // The page's largest element is its first banner, which the server draws before the script runs: it must be
  // the banner React then draws, in the same box, or the first screen would jump (and the largest paint would
  // wait for the script again).
  it.each(WIDTHS)('draws the first banner before the script, in the box React gives it, on a $name', async ({ width, height }) => {
    const box = async (script: boolean) => {
      const page = await browser.newPage({ viewport: { width, height } })
      if (!script) await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
      await page.goto(`${origin}/`)
      const banner = script ? page.getByTestId('home-page').locator('section img').first() : page.locator('img[data-splash-banner]')
      await banner.waitFor({ state: 'visible', timeout: 30_000 })
      const drawn = await banner.evaluate((img: HTMLImageElement) => {
        const rect = img.getBoundingClientRect()
        const rounded = img.closest('section') ?? img
        return { src: new URL(img.src).pathname, x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: getComputedStyle(rounded).borderTopLeftRadius }
      })
      await page.close()
      return drawn
    }
    const server = await box(false)
    const react = await box(true)
    expect(server.src).toBe(react.src)
    expect(server.radius).toBe(react.radius)
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(server[side] - react[side]), side).toBeLessThan(0.5)
  }, 60_000)
})
